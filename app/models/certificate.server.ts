import { randomBytes } from "node:crypto";

import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";

import {
  certificates,
  courses,
  liveCourseRegistrations,
  modules,
  users,
  type Certificate,
} from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { certificateIssuedEmail } from "~/mail/templates.server";
import { DomainError, isUniqueViolation } from "~/models/errors.server";
import { foldedContains } from "~/models/folded-search.server";
import { queueEmailIn } from "~/models/outbox.server";
import { ADMIN_PAGE_SIZE, clampPage, type Page } from "~/utils/pagination";
import { publicUrl } from "~/utils/public-url.server";

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Executor = typeof db | Transaction;

// --- Codes (pure) --------------------------------------------------------------------------------

/** Crockford's base32: digits and letters without I, L, O and U (no 1/I/L or 0/O mix-ups). */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Printed before the code's groups. */
export const CODE_PREFIX = "WCA";
/** 16 characters × 5 bits = 80 random bits. */
export const CODE_LENGTH = 16;

/** A new code body: 10 random bytes (80 bits) from the system's CSPRNG, as 16 base32 characters. */
export function newCertificateCode() {
  const bytes = randomBytes((CODE_LENGTH / 8) * 5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) {
    code = CODE_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/** "7KQ4M2XD9PRFAB12" → "WCA-7KQ4-M2XD-9PRF-AB12". */
export function formatCertificateCode(body: string) {
  return [CODE_PREFIX, ...(body.match(/.{1,4}/g) ?? [])].join("-");
}

/**
 * What someone typed or pasted → the stored body, or null when it cannot be a code. Case, dashes,
 * spaces and the `WCA` prefix do not matter; O reads as 0 and I/L as 1 (Crockford's decoding), so a
 * code copied by hand still matches.
 */
export function normalizeCertificateCode(input: string) {
  if (input.length > 80) return null;
  let compact = input.toUpperCase().replace(/[\s\-‐‑–—_.]/g, "");
  if (compact.length === CODE_PREFIX.length + CODE_LENGTH && compact.startsWith(CODE_PREFIX)) {
    compact = compact.slice(CODE_PREFIX.length);
  }
  if (compact.length !== CODE_LENGTH) return null;
  compact = compact.replace(/O/g, "0").replace(/[IL]/g, "1");
  for (const char of compact) if (!CODE_ALPHABET.includes(char)) return null;
  return compact;
}

/** The verification page's path for a code body. */
export function certificatePath(body: string) {
  return `/certificates/${formatCertificateCode(body)}`;
}

// --- Issuing --------------------------------------------------------------------------------------

// The learn page and the progress write read it; prepared once. One connection, so inside a
// transaction it reads that transaction's rows.
const certificateByUserAndCourseQuery = db
  .select()
  .from(certificates)
  .where(
    and(
      eq(certificates.userId, sql.placeholder("userId")),
      eq(certificates.courseId, sql.placeholder("courseId")),
    ),
  )
  .orderBy(sql`${certificates.revokedAt} is not null`, desc(certificates.id))
  .prepare();

/**
 * The student's certificate for a course: the valid one when there is one, else the newest revoked
 * one (after a re-issue both rows exist, decision 112).
 */
function findByUserAndCourse(userId: number, courseId: number) {
  return certificateByUserAndCourseQuery.get({ userId, courseId }) ?? null;
}

/**
 * Issues the student's certificate for a course, inside the caller's transaction (the write that
 * brought the enrollment to 100 %): a snapshot of the name, the course and the academy as they are
 * now. Idempotent: an existing certificate (even one for a section since un-completed) is returned
 * as it is; the partial unique index on (user, course) makes a second valid row impossible. A
 * revoked one is returned too: completing the course again never issues a new certificate behind
 * the admin's back (decision 112: only an admin re-issues).
 */
export function issueCertificateIn(tx: Transaction, userId: number, courseId: number) {
  const existing = findByUserAndCourse(userId, courseId);
  if (existing) return existing;
  const user = tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  const course = tx
    .select({ title: courses.title, duration: courses.duration, instructor: courses.instructor })
    .from(courses)
    .where(eq(courses.id, courseId))
    .get();
  if (!user || !course) return null;
  const moduleCount =
    tx.select({ n: count() }).from(modules).where(eq(modules.courseId, courseId)).get()?.n ?? 0;
  const snapshot = {
    userId,
    courseId,
    recipientName: user.name,
    courseTitle: course.title,
    courseHours: course.duration,
    moduleCount,
    instructor: course.instructor,
    issuerName: env.site.name,
    completedAt: new Date(),
  };
  // The check above and this insert run in one synchronous write transaction: nothing interleaves.
  const certificate = insertWithNewCode(tx, snapshot);
  queueCertificateMailIn(tx, { to: user.email, userId }, certificate);
  return certificate;
}

// --- Reads ----------------------------------------------------------------------------------------

export type CertificateStatus = "valid" | "revoked";

/** The display code of the certificate that replaced a revoked one (a re-issue), or null. */
function replacementCode(certificate: Certificate) {
  if (!certificate.revokedAt) return null;
  const next = db
    .select({ code: certificates.code })
    .from(certificates)
    .where(eq(certificates.reissuedFromId, certificate.id))
    .orderBy(desc(certificates.id))
    .get();
  return next ? formatCertificateCode(next.code) : null;
}

/** The display code of the certificate a re-issue replaces, or null. */
function replacedCode(certificate: Certificate) {
  if (certificate.reissuedFromId === null) return null;
  const previous = db
    .select({ code: certificates.code })
    .from(certificates)
    .where(eq(certificates.id, certificate.reissuedFromId))
    .get();
  return previous ? formatCertificateCode(previous.code) : null;
}

/** What the verification page, the profile and /api show of a certificate. */
export function describeCertificate(certificate: Certificate) {
  return {
    code: formatCertificateCode(certificate.code),
    path: certificatePath(certificate.code),
    recipientName: certificate.recipientName,
    courseTitle: certificate.courseTitle,
    courseHours: certificate.courseHours,
    moduleCount: certificate.moduleCount,
    instructor: certificate.instructor,
    issuerName: certificate.issuerName,
    completedAt: certificate.completedAt.toISOString(),
    status: (certificate.revokedAt ? "revoked" : "valid") as CertificateStatus,
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    revocationReason: certificate.revocationReason,
    holderAccountDeleted: certificate.holderDeletedAt !== null,
    /** A revoked certificate re-issued by an admin: the new one's display code (else null). */
    replacedBy: replacementCode(certificate),
    /** A re-issue: the display code of the revoked certificate it replaces (else null). */
    replaces: replacedCode(certificate),
  };
}

export type CertificateView = ReturnType<typeof describeCertificate>;

/** The public verification lookup: any spelling of a code (see `normalizeCertificateCode`). */
export function findCertificateByCode(input: string) {
  const body = normalizeCertificateCode(input);
  if (!body) return null;
  const row = db.select().from(certificates).where(eq(certificates.code, body)).get();
  return row ? describeCertificate(row) : null;
}

/** The student's certificate for one course, or null. */
export function findUserCertificate(userId: number, courseId: number) {
  const row = findByUserAndCourse(userId, courseId);
  return row ? describeCertificate(row) : null;
}

const userCertificatesQuery = db
  .select()
  .from(certificates)
  .where(eq(certificates.userId, sql.placeholder("userId")))
  .orderBy(desc(certificates.completedAt), desc(certificates.id))
  .prepare();

/** The student's own certificates, newest first ("Mis certificados", GET /api/certificates). */
export function listUserCertificates(userId: number) {
  return userCertificatesQuery.all({ userId }).map(describeCertificate);
}

// --- Account deletion -----------------------------------------------------------------------------

/**
 * Decision 105: a deleted account's certificates stay verifiable with their snapshot, marked with
 * the date the holder left; the foreign key then detaches them from the account (SET NULL).
 */
export function markHolderDeletedIn(tx: Transaction, userId: number, at = new Date()) {
  tx.update(certificates).set({ holderDeletedAt: at }).where(eq(certificates.userId, userId)).run();
}

// --- Admin: list, revoke, re-issue, live courses (decision 112) ---------------------------------

/**
 * The signed-in admin (`requireAdmin`'s `Admin`), named by shape: this module is imported by
 * `user.server` (account deletion), which `auth/session.server` imports, so importing the type
 * from there would close an import circle.
 */
type Admin = { id: number; role: "admin" };

/** Longest search text read (a code with spaces is ~30 characters, a name at most 100). */
export const ADMIN_SEARCH_MAX = 100;
export const REVOCATION_REASON_MIN = 3;
export const REVOCATION_REASON_MAX = 500;

export const CERTIFICATE_NOT_FOUND = "Certificado no encontrado";
export const ALREADY_REVOKED_MESSAGE = "Este certificado ya está revocado.";
export const ALREADY_HAS_VALID_MESSAGE = "Ya tiene un certificado válido para este curso.";

/** A part of a code worth matching: one printed group or more (shorter parts are in most codes). */
const CODE_PART_MIN = 4;

/**
 * A piece of a code as typed ("7kq4-m2", "WCA-7KQ4") → the characters to look for inside stored
 * bodies, or null when it cannot be part of one. Read like a whole code (`normalizeCertificateCode`):
 * case, dashes and spaces aside, O as 0 and I/L as 1; a leading `WCA` is the printed prefix.
 */
function codePart(input: string) {
  let compact = input.toUpperCase().replace(/[\s\-‐‑–—_.]/g, "");
  if (compact.startsWith(CODE_PREFIX)) compact = compact.slice(CODE_PREFIX.length);
  compact = compact.replace(/O/g, "0").replace(/[IL]/g, "1");
  if (compact.length < CODE_PART_MIN || compact.length > CODE_LENGTH) return null;
  for (const char of compact) if (!CODE_ALPHABET.includes(char)) return null;
  return compact;
}

/**
 * The search box: a code, whole or in part (four characters or more, in any spelling), matches the
 * codes containing it; any text also matches recipient names containing it, case and accents aside
 * ("garcia" finds "García").
 */
function searchCondition(query: string): SQL | undefined {
  const text = query.trim().slice(0, ADMIN_SEARCH_MAX);
  if (!text) return undefined;
  const byName = foldedContains([certificates.recipientName], text);
  const whole = normalizeCertificateCode(text);
  if (whole) return or(eq(certificates.code, whole), byName);
  const part = codePart(text);
  return part ? or(sql`instr(${certificates.code}, ${part}) > 0`, byName) : byName;
}

/** One row of the admin list: the view, plus the id the forms post and the live registration. */
function adminRow(certificate: Certificate) {
  const view = describeCertificate(certificate);
  return {
    id: certificate.id,
    courseId: certificate.courseId,
    liveRegistrationId: certificate.liveRegistrationId,
    ...view,
    /** Only a valid certificate is revoked. */
    canRevoke: view.status === "valid",
    /** A valid one, or a revoked one not yet replaced (how a wrongful revocation is undone). */
    canReissue: view.replacedBy === null,
  };
}

export type AdminCertificateRow = ReturnType<typeof adminRow>;

/**
 * Certificates newest first (`id` order: the primary key, no sort step), optionally of one course
 * (`certificates_course_id_idx`) and matching a search, a page at a time (admins).
 */
export function listCertificatesForAdmin(
  _admin: Admin,
  { courseId = null, query = "", page }: { courseId?: number | null; query?: string; page: number },
): Page<AdminCertificateRow> {
  const where = and(
    courseId === null ? undefined : eq(certificates.courseId, courseId),
    searchCondition(query),
  );
  const total = db.select({ total: count() }).from(certificates).where(where).get()?.total ?? 0;
  const shown = clampPage(page, total);
  const rows = db
    .select()
    .from(certificates)
    .where(where)
    .orderBy(desc(certificates.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(shown.offset)
    .all()
    .map(adminRow);
  return { rows, page: shown.page, pageCount: shown.pageCount, total };
}

/** The courses that have certificates, with how many, for the filter (admins). */
export function listCertificateCourses(_admin: Admin) {
  return db
    .select({ id: courses.id, title: courses.title, certificates: count(certificates.id) })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .groupBy(courses.id)
    .orderBy(asc(courses.title))
    .all();
}

/** One certificate by a code in any spelling, for the confirmation steps (admins); or null. */
export function findCertificateForAdmin(_admin: Admin, input: string) {
  const body = normalizeCertificateCode(input);
  if (!body) return null;
  const row = db.select().from(certificates).where(eq(certificates.code, body)).get();
  return row ? adminRow(row) : null;
}

function findById(exec: Executor, certificateId: number) {
  const row = exec.select().from(certificates).where(eq(certificates.id, certificateId)).get();
  if (!row) throw new DomainError(404, CERTIFICATE_NOT_FOUND);
  return row;
}

/** The reason as stored (cleaned by the schema already); 3–500 characters, else a 400 on `reason`. */
function checkedReason(reason: string) {
  const text = reason.trim();
  if (text.length < REVOCATION_REASON_MIN || text.length > REVOCATION_REASON_MAX) {
    throw new DomainError(
      400,
      `El motivo debe tener entre ${REVOCATION_REASON_MIN} y ${REVOCATION_REASON_MAX} caracteres.`,
      { field: "reason" },
    );
  }
  return text;
}

/**
 * Revokes a valid certificate with the admin's reason (decision 112): it stays on record, and its
 * page, PDF and /api say it is revoked, since when and why. Already revoked → 409.
 */
export function revokeCertificate(
  _admin: Admin,
  certificateId: number,
  reason: string,
  at = new Date(),
) {
  const text = checkedReason(reason);
  return db.transaction((tx) => {
    const row = findById(tx, certificateId);
    if (row.revokedAt) throw new DomainError(409, ALREADY_REVOKED_MESSAGE);
    return adminRow(
      tx
        .update(certificates)
        .set({ revokedAt: at, revocationReason: text })
        .where(and(eq(certificates.id, certificateId), isNull(certificates.revokedAt)))
        .returning()
        .get()!,
    );
  });
}

/** Inserts a certificate with a fresh code; a code collision (2^-80 per pair) is retried. */
function insertWithNewCode(
  tx: Transaction,
  values: Omit<typeof certificates.$inferInsert, "code">,
) {
  for (let attempt = 0; ; attempt++) {
    const code = newCertificateCode();
    try {
      return tx
        .insert(certificates)
        .values({ ...values, code })
        .returning()
        .get();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same code again is (almost) impossible: anything else is the one-valid-per-holder rule.
      const taken = tx.select().from(certificates).where(eq(certificates.code, code)).get();
      if (!taken || attempt >= 2) throw new DomainError(409, ALREADY_HAS_VALID_MESSAGE);
    }
  }
}

/**
 * Re-issues a certificate (decision 112), e.g. with a corrected name, in one transaction: the old
 * one is revoked ("Reemplazado por WCA-…", after the admin's reason if given) unless it already
 * was, and a new one copies its snapshot with the new name, a new code, the same completion date,
 * and `reissuedFromId` pointing back. A certificate already replaced → 409.
 */
export function reissueCertificate(
  _admin: Admin,
  certificateId: number,
  { recipientName, reason }: { recipientName?: string | null; reason?: string | null } = {},
  at = new Date(),
) {
  const name = recipientName?.trim();
  const note = reason?.trim() ? checkedReason(reason) : null;
  return db.transaction((tx) => {
    const old = findById(tx, certificateId);
    const replaced = tx
      .select({ code: certificates.code })
      .from(certificates)
      .where(eq(certificates.reissuedFromId, old.id))
      .get();
    if (replaced) {
      throw new DomainError(
        409,
        `Este certificado ya fue reemplazado por ${formatCertificateCode(replaced.code)}.`,
      );
    }
    const code = newCertificateCode();
    if (!old.revokedAt) {
      const replacedBy = `reemplazado por ${formatCertificateCode(code)}`;
      tx.update(certificates)
        .set({
          revokedAt: at,
          revocationReason: note ? `${note} (${replacedBy})` : `Certificado ${replacedBy}.`,
        })
        .where(eq(certificates.id, old.id))
        .run();
    }
    const { id: _id, code: _code, createdAt: _created, ...snapshot } = old;
    const values = {
      ...snapshot,
      recipientName: name || old.recipientName,
      revokedAt: null,
      revocationReason: null,
      reissuedFromId: old.id,
    };
    try {
      return adminRow(
        tx
          .insert(certificates)
          .values({ ...values, code })
          .returning()
          .get(),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A code collision is retried; the one-valid-per-holder rule is a 409.
      return adminRow(insertWithNewCode(tx, values));
    }
  });
}

/**
 * Issues a live course's certificate to one registration (decision 112). The name is the one the
 * attendee registered with (first and last name: the person in the room, possibly a minor on a
 * parent's account); course title, hours and instructor as they are now; `moduleCount` from the
 * modules table (often 0: live courses have no sections); completed now (`LiveDetails` has no end
 * date). One valid certificate per registration (and per account and course) → 409.
 */
export function issueLiveCourseCertificate(_admin: Admin, registrationId: number, at = new Date()) {
  return db.transaction((tx) => {
    const registration = tx
      .select({
        id: liveCourseRegistrations.id,
        userId: liveCourseRegistrations.userId,
        firstName: liveCourseRegistrations.firstName,
        lastName: liveCourseRegistrations.lastName,
        email: liveCourseRegistrations.email,
        courseId: courses.id,
        title: courses.title,
        duration: courses.duration,
        instructor: courses.instructor,
        isLive: courses.isLive,
      })
      .from(liveCourseRegistrations)
      .innerJoin(courses, eq(courses.id, liveCourseRegistrations.courseId))
      .where(eq(liveCourseRegistrations.id, registrationId))
      .get();
    if (!registration) throw new DomainError(404, "Registro no encontrado");
    if (!registration.isLive) {
      throw new DomainError(
        400,
        "Este curso ya no es en vivo: sus estudiantes reciben el certificado al completarlo.",
      );
    }
    const existing = tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          isNull(certificates.revokedAt),
          registration.userId === null
            ? eq(certificates.liveRegistrationId, registration.id)
            : or(
                eq(certificates.liveRegistrationId, registration.id),
                and(
                  eq(certificates.userId, registration.userId),
                  eq(certificates.courseId, registration.courseId),
                ),
              ),
        ),
      )
      .get();
    if (existing) throw new DomainError(409, ALREADY_HAS_VALID_MESSAGE);
    const moduleCount =
      tx
        .select({ n: count() })
        .from(modules)
        .where(eq(modules.courseId, registration.courseId))
        .get()?.n ?? 0;
    const certificate = insertWithNewCode(tx, {
      userId: registration.userId,
      courseId: registration.courseId,
      liveRegistrationId: registration.id,
      recipientName: `${registration.firstName} ${registration.lastName}`.trim(),
      courseTitle: registration.title,
      courseHours: registration.duration,
      moduleCount,
      instructor: registration.instructor,
      issuerName: env.site.name,
      completedAt: at,
    });
    queueCertificateMailIn(
      tx,
      { to: registration.email, userId: registration.userId },
      certificate,
    );
    return adminRow(certificate);
  });
}

/** "Tu certificado de …", queued in the transaction that issues the certificate. */
function queueCertificateMailIn(
  tx: Transaction,
  recipient: { to: string; userId: number | null },
  certificate: Certificate,
) {
  queueEmailIn(
    tx,
    recipient,
    certificateIssuedEmail({
      name: certificate.recipientName,
      courseTitle: certificate.courseTitle,
      link: publicUrl(certificatePath(certificate.code)),
    }),
  );
}

/** The valid certificates issued to these registrations, by registration id (admins). */
export function certificatesOfRegistrations(_admin: Admin, registrationIds: number[]) {
  const byRegistration: Record<number, { code: string; path: string }> = {};
  if (registrationIds.length === 0) return byRegistration;
  const rows = db
    .select({ code: certificates.code, registrationId: certificates.liveRegistrationId })
    .from(certificates)
    .where(
      and(
        inArray(certificates.liveRegistrationId, registrationIds),
        isNull(certificates.revokedAt),
      ),
    )
    .all();
  for (const row of rows) {
    byRegistration[row.registrationId!] = {
      code: formatCertificateCode(row.code),
      path: certificatePath(row.code),
    };
  }
  return byRegistration;
}
