import { and, asc, eq } from "drizzle-orm";

import { courses } from "../../db/schema";
import { db } from "~/db.server";

/** A course row by slug; a missing slug fails the test here rather than as `undefined` later. */
export function courseBySlug(slug: string) {
  const course = db.select().from(courses).where(eq(courses.slug, slug)).get();
  if (!course) throw new Error(`no course with slug ${slug}`);
  return course;
}

/** The first course a student can enrol in (not live, not coming soon, not disabled). */
export function enrollableCourse() {
  const course = db
    .select()
    .from(courses)
    .where(
      and(eq(courses.isLive, false), eq(courses.comingSoon, false), eq(courses.isDisabled, false)),
    )
    .orderBy(asc(courses.id))
    .get();
  if (!course) throw new Error("no enrollable course in the database");
  return course;
}
