import { and, desc, eq } from "drizzle-orm";

import { courses, liveCourseRegistrations } from "../../db/schema";
import { db } from "~/db.server";
import { DomainError, isUniqueViolation } from "~/models/errors.server";
import { requiresGuardian } from "~/models/live-registration-rules";
import type { LiveRegistrationInput } from "~/schemas/live-registration";

export const ALREADY_REGISTERED_MESSAGE = "Ya estás registrado en este curso en vivo.";

/** The caller's own registrations, newest first; optionally only those for one course. */
export function listUserLiveRegistrations(
  userId: number,
  { courseId }: { courseId?: number } = {},
) {
  return db
    .select()
    .from(liveCourseRegistrations)
    .where(
      and(
        eq(liveCourseRegistrations.userId, userId),
        courseId === undefined ? undefined : eq(liveCourseRegistrations.courseId, courseId),
      ),
    )
    .orderBy(desc(liveCourseRegistrations.registeredAt), desc(liveCourseRegistrations.id))
    .all();
}

export function findUserLiveRegistration(userId: number, courseId: number) {
  return listUserLiveRegistrations(userId, { courseId })[0] ?? null;
}

/**
 * Registers the user for a live course. The course must exist (404), be live, open and enabled
 * (400); one registration per user and course (409). Guardian data is stored only for minors.
 */
export function registerForLiveCourse(
  userId: number,
  courseId: number,
  input: LiveRegistrationInput,
) {
  const course = db
    .select({
      id: courses.id,
      isLive: courses.isLive,
      isDisabled: courses.isDisabled,
      comingSoon: courses.comingSoon,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .get();
  if (!course || course.isDisabled) throw new DomainError(404, "Curso no encontrado");
  if (!course.isLive) {
    throw new DomainError(400, "Este curso no es en vivo: inscríbete desde la página del curso.");
  }
  if (course.comingSoon) throw new DomainError(400, "Este curso estará disponible próximamente.");
  if (findUserLiveRegistration(userId, courseId))
    throw new DomainError(409, ALREADY_REGISTERED_MESSAGE);

  const needsGuardian = requiresGuardian(input.age);
  if (
    needsGuardian &&
    !(input.guardianFirstName && input.guardianLastName && input.guardianPhoneNumber)
  ) {
    throw new DomainError(400, "Los datos del tutor son requeridos para menores de edad.");
  }
  try {
    return db
      .insert(liveCourseRegistrations)
      .values({
        courseId,
        userId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        age: input.age,
        preferredModality: input.preferredModality,
        hasLaptop: input.hasLaptop,
        guardianFirstName: needsGuardian ? input.guardianFirstName : null,
        guardianLastName: needsGuardian ? input.guardianLastName : null,
        guardianPhoneNumber: needsGuardian ? input.guardianPhoneNumber : null,
      })
      .returning()
      .get();
  } catch (error) {
    // Two submissions at once: the unique index (course, user) lets only one through.
    if (isUniqueViolation(error)) throw new DomainError(409, ALREADY_REGISTERED_MESSAGE);
    throw error;
  }
}
