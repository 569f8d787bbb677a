import { and, eq, sql } from "drizzle-orm";

import {
  courses,
  enrollments,
  modules,
  sectionProgress,
  sections,
  type Course,
} from "../../db/schema";
import { db } from "~/db.server";
import { DomainError, isUniqueViolation } from "~/models/errors.server";
import { coursePercent, enrollmentStatusFor } from "~/utils/course-progress";

const enrollmentCourseColumns = {
  id: courses.id,
  title: courses.title,
  slug: courses.slug,
  image: courses.image,
  level: courses.level,
  duration: courses.duration,
  shortDescription: courses.shortDescription,
};

// Counted from the rows themselves, so the profile is right even before a stored percentage has
// been recomputed (e.g. right after sections were added to the course).
const courseSectionCount = sql<number>`(
  select count(*) from ${sections}
  inner join ${modules} on ${modules.id} = ${sections.moduleId}
  where ${modules.courseId} = ${enrollments.courseId}
)`;
const completedSectionCount = sql<number>`(
  select count(*) from ${sectionProgress}
  inner join ${sections} on ${sections.id} = ${sectionProgress.sectionId}
  inner join ${modules} on ${modules.id} = ${sections.moduleId}
  where ${modules.courseId} = ${enrollments.courseId}
    and ${sectionProgress.userId} = ${enrollments.userId}
    and ${sectionProgress.completed} = 1
)`;

/** The profile's list and the course and learn pages' enrollment check run on every such page. */
const userEnrollmentsQuery = db
  .select({
    id: enrollments.id,
    userId: enrollments.userId,
    courseId: enrollments.courseId,
    createdAt: enrollments.createdAt,
    course: enrollmentCourseColumns,
    totalSections: courseSectionCount,
    completedSections: completedSectionCount,
  })
  .from(enrollments)
  .innerJoin(courses, eq(courses.id, enrollments.courseId))
  .where(eq(enrollments.userId, sql.placeholder("userId")))
  .orderBy(sql`${enrollments.createdAt} desc`, sql`${enrollments.id} desc`)
  .prepare();

const userEnrollmentQuery = db
  .select()
  .from(enrollments)
  .where(
    and(
      eq(enrollments.userId, sql.placeholder("userId")),
      eq(enrollments.courseId, sql.placeholder("courseId")),
    ),
  )
  .prepare();

/**
 * The user's enrollments, newest first, each with the course facts the profile shows, its
 * percentage (0–100, from the completed sections) and its status text.
 */
export function listUserEnrollments(userId: number) {
  const rows = userEnrollmentsQuery.all({ userId });
  return rows.map(({ totalSections, completedSections, ...enrollment }) => {
    const progress = coursePercent(completedSections, totalSections);
    return {
      ...enrollment,
      progress,
      completed: progress === 100,
      status: enrollmentStatusFor(progress),
    };
  });
}

export type UserEnrollment = ReturnType<typeof listUserEnrollments>[number];

export function findUserEnrollment(userId: number, courseId: number) {
  return userEnrollmentQuery.get({ userId, courseId }) ?? null;
}

type EnrollmentFlags = Pick<Course, "isDisabled" | "comingSoon" | "isLive">;

/**
 * Why a course takes no enrollment, in order of precedence: disabled, then coming soon, then live
 * (live courses take a registration instead). Null when it is open.
 */
export function enrollmentBlocker(course: EnrollmentFlags) {
  if (course.isDisabled) return "disabled" as const;
  if (course.comingSoon) return "coming-soon" as const;
  if (course.isLive) return "live" as const;
  return null;
}

const BLOCKER_MESSAGES: Record<NonNullable<ReturnType<typeof enrollmentBlocker>>, string> = {
  disabled: "Este curso no está disponible para inscripciones.",
  "coming-soon": "Este curso estará disponible próximamente.",
  live: "Los cursos en vivo requieren un registro, no una inscripción.",
};

export type CourseCallToAction =
  "unavailable" | "enrolled" | "coming-soon" | "live" | "live-registered" | "open";

/**
 * Which call to action the course page shows (SPEC §2 Course detail, §4 Course flags): the same
 * precedence `enrollUser` applies, with an existing enrollment or registration taking the place of
 * the button.
 */
export function courseCallToAction({
  course,
  enrolled,
  liveRegistered,
}: {
  course: EnrollmentFlags;
  enrolled: boolean;
  liveRegistered: boolean;
}): CourseCallToAction {
  const blocker = enrollmentBlocker(course);
  if (blocker === "disabled") return "unavailable";
  if (enrolled) return "enrolled";
  if (blocker === "coming-soon") return "coming-soon";
  if (blocker === "live") return liveRegistered ? "live-registered" : "live";
  return "open";
}

/** Enrolls the user in a course that is open for enrollment (see `enrollmentBlocker`). */
export function enrollUser(userId: number, courseId: number) {
  const course = db.select().from(courses).where(eq(courses.id, courseId)).get();
  if (!course) throw new DomainError(404, "Curso no encontrado");
  const blocker = enrollmentBlocker(course);
  if (blocker) throw new DomainError(400, BLOCKER_MESSAGES[blocker]);
  try {
    const enrollment = db.insert(enrollments).values({ userId, courseId }).returning().get();
    return { enrollment, course };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, "Ya estás inscrito en este curso.");
    throw error;
  }
}

/** Cancels one of the user's own enrollments; someone else's id is "not found", never deleted. */
export function cancelEnrollment(userId: number, enrollmentId: number) {
  const deleted = db
    .delete(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.userId, userId)))
    .returning({ id: enrollments.id })
    .get();
  if (!deleted) throw new DomainError(404, "Inscripción no encontrada");
}
