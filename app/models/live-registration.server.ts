import { and, count, desc, eq, getTableColumns } from "drizzle-orm";

import { courses, liveCourseRegistrations, type LiveCourseRegistration } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { liveRegistrationEmail } from "~/mail/templates.server";
import { DomainError, isUniqueViolation } from "~/models/errors.server";
import { requiresGuardian } from "~/models/live-registration-rules";
import { queueEmailIn } from "~/models/outbox.server";
import type { LiveRegistrationInput } from "~/schemas/live-registration";
import { dateColumns, toCsv, type CsvSeparator } from "~/utils/csv.server";
import { ADMIN_PAGE_SIZE, clampPage, type Page } from "~/utils/pagination";
import { publicUrl } from "~/utils/public-url.server";

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
      title: courses.title,
      slug: courses.slug,
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
    return db.transaction((tx) => {
      const registration = tx
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
      queueEmailIn(
        tx,
        { to: registration.email, userId },
        liveRegistrationEmail({
          name: registration.firstName,
          courseTitle: course.title,
          courseLink: publicUrl(`/courses/${course.slug}`),
        }),
      );
      return registration;
    });
  } catch (error) {
    // Two submissions at once: the unique index (course, user) lets only one through.
    if (isUniqueViolation(error)) throw new DomainError(409, ALREADY_REGISTERED_MESSAGE);
    throw error;
  }
}

// --- Admin reads ---------------------------------------------------------------------------------

const adminRegistrationColumns = {
  ...getTableColumns(liveCourseRegistrations),
  courseTitle: courses.title,
};

type AdminRegistrationRow = LiveCourseRegistration & { courseTitle: string };

/** Guardian data is shown only for minors: an adult's stray guardian fields never leave the model. */
function withGuardianForMinors(row: AdminRegistrationRow) {
  if (requiresGuardian(row.age)) return row;
  return { ...row, guardianFirstName: null, guardianLastName: null, guardianPhoneNumber: null };
}

function registrationsQuery(courseId: number | null) {
  return courseId === null ? undefined : eq(liveCourseRegistrations.courseId, courseId);
}

/** Live-course registrations newest first, optionally of one course, a page at a time (admins). */
export function listLiveRegistrations(
  _admin: Admin,
  { courseId, page }: { courseId: number | null; page: number },
): Page<ReturnType<typeof withGuardianForMinors>> {
  const where = registrationsQuery(courseId);
  const total =
    db.select({ total: count() }).from(liveCourseRegistrations).where(where).get()?.total ?? 0;
  const shown = clampPage(page, total);
  const rows = db
    .select(adminRegistrationColumns)
    .from(liveCourseRegistrations)
    .innerJoin(courses, eq(courses.id, liveCourseRegistrations.courseId))
    .where(where)
    .orderBy(desc(liveCourseRegistrations.registeredAt), desc(liveCourseRegistrations.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(shown.offset)
    .all()
    .map(withGuardianForMinors);
  return { rows, page: shown.page, pageCount: shown.pageCount, total };
}

/** The live courses that have registrations, for the filter (admins). */
export function listCoursesWithRegistrations(_admin: Admin) {
  return db
    .selectDistinct({ id: courses.id, title: courses.title })
    .from(liveCourseRegistrations)
    .innerJoin(courses, eq(courses.id, liveCourseRegistrations.courseId))
    .orderBy(courses.title)
    .all();
}

/** Every registration (optionally of one course) as CSV, newest first (admins). */
export function liveRegistrationsCsv(
  _admin: Admin,
  { courseId, separator = "comma" }: { courseId: number | null; separator?: CsvSeparator },
) {
  const rows = db
    .select(adminRegistrationColumns)
    .from(liveCourseRegistrations)
    .innerJoin(courses, eq(courses.id, liveCourseRegistrations.courseId))
    .where(registrationsQuery(courseId))
    .orderBy(desc(liveCourseRegistrations.registeredAt), desc(liveCourseRegistrations.id))
    .all()
    .map(withGuardianForMinors);
  return toCsv(
    rows,
    [
      ...dateColumns<(typeof rows)[number]>((row) => row.registeredAt),
      { header: "Curso", value: (row) => row.courseTitle },
      { header: "Nombre", value: (row) => row.firstName },
      { header: "Apellidos", value: (row) => row.lastName },
      { header: "Correo electrónico", value: (row) => row.email },
      { header: "Teléfono", value: (row) => row.phoneNumber },
      { header: "Edad", value: (row) => row.age },
      { header: "Modalidad", value: (row) => row.preferredModality },
      { header: "Computadora portátil", value: (row) => (row.hasLaptop ? "Sí" : "No") },
      { header: "Nombre del tutor", value: (row) => row.guardianFirstName },
      { header: "Apellidos del tutor", value: (row) => row.guardianLastName },
      { header: "Teléfono del tutor", value: (row) => row.guardianPhoneNumber },
    ],
    { separator },
  );
}

/** `?courseId=N` of the admin's registrations list and export; anything else means every course. */
export function parseRegistrationFilter(searchParams: URLSearchParams) {
  const value = searchParams.get("courseId") ?? "";
  return /^\d{1,12}$/.test(value) ? Number(value) : null;
}
