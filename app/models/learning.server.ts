import { asc, eq, inArray } from "drizzle-orm";

import { courses, modules, sections, type PublicUser } from "../../db/schema";
import { db } from "~/db.server";

const learningCourseColumns = {
  id: courses.id,
  title: courses.title,
  slug: courses.slug,
  shortDescription: courses.shortDescription,
  image: courses.image,
  instructor: courses.instructor,
  duration: courses.duration,
  isLive: courses.isLive,
  liveDetails: courses.liveDetails,
  isDisabled: courses.isDisabled,
  comingSoon: courses.comingSoon,
};

/**
 * The course behind /courses/{slug}/learn, or null when it does not exist or, for anyone but an
 * admin, when it is disabled (a disabled course is "not found" for students).
 */
export function findLearningCourse(slug: string, viewer: Pick<PublicUser, "role">) {
  const course = db.select(learningCourseColumns).from(courses).where(eq(courses.slug, slug)).get();
  if (!course) return null;
  if (course.isDisabled && viewer.role !== "admin") return null;
  return course;
}

export type LearningCourse = NonNullable<ReturnType<typeof findLearningCourse>>;

/** Modules (by order) with their sections (by order): the learning sidebar. */
export function getCourseOutline(courseId: number) {
  const moduleRows = db
    .select({
      id: modules.id,
      title: modules.title,
      description: modules.description,
      duration: modules.duration,
      order: modules.order,
    })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.order))
    .all();
  if (moduleRows.length === 0) return [];
  const sectionRows = db
    .select({
      id: sections.id,
      moduleId: sections.moduleId,
      title: sections.title,
      content: sections.content,
      duration: sections.duration,
      order: sections.order,
    })
    .from(sections)
    .where(
      inArray(
        sections.moduleId,
        moduleRows.map((module) => module.id),
      ),
    )
    .orderBy(asc(sections.moduleId), asc(sections.order))
    .all();
  return moduleRows.map((module) => ({
    ...module,
    sections: sectionRows.filter((section) => section.moduleId === module.id),
  }));
}

export type CourseOutline = ReturnType<typeof getCourseOutline>;
