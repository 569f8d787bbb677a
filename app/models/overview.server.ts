import { and, count, desc, eq, gte, sql } from "drizzle-orm";

import { contacts, courses, enrollments, liveCourseRegistrations, users } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const RECENT_MESSAGES_DAYS = 30;

/**
 * What an academy reports to its partners (admin 'Resumen'): students registered, enrollments,
 * completions and average progress per course, live registrations per course, and messages in
 * the last 30 days. Each figure is one aggregate query over an index, never a scan of every row
 * into memory.
 */
export function getAcademyOverview(_admin: Admin, { now = new Date() }: { now?: Date } = {}) {
  const students =
    db.select({ total: count() }).from(users).where(eq(users.role, "student")).get()?.total ?? 0;

  const enrollmentStats = db
    .select({
      courseId: enrollments.courseId,
      enrollments: count().as("enrollments"),
      completions: sql<number>`coalesce(sum(${enrollments.completed}), 0)`.as("completions"),
      averageProgress: sql<number>`coalesce(round(avg(${enrollments.progress})), 0)`.as(
        "average_progress",
      ),
    })
    .from(enrollments)
    .groupBy(enrollments.courseId)
    .as("enrollment_stats");

  const registrationStats = db
    .select({
      courseId: liveCourseRegistrations.courseId,
      registrations: count().as("registrations"),
    })
    .from(liveCourseRegistrations)
    .groupBy(liveCourseRegistrations.courseId)
    .as("registration_stats");

  const perCourse = db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      isLive: courses.isLive,
      enrollments: sql<number>`coalesce(${enrollmentStats.enrollments}, 0)`,
      completions: sql<number>`coalesce(${enrollmentStats.completions}, 0)`,
      averageProgress: sql<number>`coalesce(${enrollmentStats.averageProgress}, 0)`,
      liveRegistrations: sql<number>`coalesce(${registrationStats.registrations}, 0)`,
    })
    .from(courses)
    .leftJoin(enrollmentStats, eq(enrollmentStats.courseId, courses.id))
    .leftJoin(registrationStats, eq(registrationStats.courseId, courses.id))
    .orderBy(
      desc(
        sql`coalesce(${enrollmentStats.enrollments}, 0) + coalesce(${registrationStats.registrations}, 0)`,
      ),
      courses.title,
    )
    .all();

  const since = new Date(now.getTime() - RECENT_MESSAGES_DAYS * DAY_MS);
  const recentMessages =
    db
      .select({ total: count() })
      .from(contacts)
      .where(and(gte(contacts.createdAt, since)))
      .get()?.total ?? 0;

  const totals = perCourse.reduce(
    (sum, course) => ({
      enrollments: sum.enrollments + course.enrollments,
      completions: sum.completions + course.completions,
      liveRegistrations: sum.liveRegistrations + course.liveRegistrations,
    }),
    { enrollments: 0, completions: 0, liveRegistrations: 0 },
  );

  return { students, recentMessages, recentMessagesDays: RECENT_MESSAGES_DAYS, totals, perCourse };
}

export type AcademyOverview = ReturnType<typeof getAcademyOverview>;
