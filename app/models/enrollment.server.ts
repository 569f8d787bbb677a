import { and, eq, sql } from "drizzle-orm";

import { courses, enrollments } from "../../db/schema";
import { db } from "~/db.server";
import { DomainError, isUniqueViolation } from "~/models/errors.server";

const enrollmentCourseColumns = {
  id: courses.id,
  title: courses.title,
  slug: courses.slug,
  image: courses.image,
  level: courses.level,
  duration: courses.duration,
  shortDescription: courses.shortDescription,
};

/** The user's enrolments, newest first, each with the course facts the profile shows. */
export function listUserEnrollments(userId: number) {
  return db
    .select({
      id: enrollments.id,
      userId: enrollments.userId,
      courseId: enrollments.courseId,
      progress: enrollments.progress,
      completed: enrollments.completed,
      createdAt: enrollments.createdAt,
      course: enrollmentCourseColumns,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(sql`${enrollments.createdAt} desc`, sql`${enrollments.id} desc`)
    .all();
}

export type UserEnrollment = ReturnType<typeof listUserEnrollments>[number];

export function findUserEnrollment(userId: number, courseId: number) {
  return (
    db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
      .get() ?? null
  );
}

/**
 * Enrols the user in a course that is open for enrolment: not disabled, not coming soon, and not
 * live (live courses take a registration instead).
 */
export function enrollUser(userId: number, courseId: number) {
  const course = db.select().from(courses).where(eq(courses.id, courseId)).get();
  if (!course) throw new DomainError(404, "Curso no encontrado");
  if (course.isDisabled)
    throw new DomainError(400, "Este curso no está disponible para inscripciones.");
  if (course.comingSoon) throw new DomainError(400, "Este curso estará disponible próximamente.");
  if (course.isLive) {
    throw new DomainError(400, "Los cursos en vivo requieren un registro, no una inscripción.");
  }
  try {
    const enrollment = db.insert(enrollments).values({ userId, courseId }).returning().get();
    return { enrollment, course };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, "Ya estás inscrito en este curso.");
    throw error;
  }
}

/** Cancels one of the user's own enrolments; someone else's id is "not found", never deleted. */
export function cancelEnrollment(userId: number, enrollmentId: number) {
  const deleted = db
    .delete(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.userId, userId)))
    .returning({ id: enrollments.id })
    .get();
  if (!deleted) throw new DomainError(404, "Inscripción no encontrada");
}
