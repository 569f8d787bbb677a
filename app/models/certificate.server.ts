import { randomBytes } from "node:crypto";

import { and, count, desc, eq } from "drizzle-orm";

import { certificates, courses, modules, users, type Certificate } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { isUniqueViolation } from "~/models/errors.server";

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

function findByUserAndCourse(exec: Executor, userId: number, courseId: number) {
  return (
    exec
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
      .get() ?? null
  );
}

/**
 * Issues the student's certificate for a course, inside the caller's transaction (the write that
 * brought the enrollment to 100 %): a snapshot of the name, the course and the academy as they are
 * now. Idempotent: an existing certificate (even one for a section since un-completed) is returned
 * as it is; the unique index on (user, course) makes a second row impossible.
 */
export function issueCertificateIn(tx: Transaction, userId: number, courseId: number) {
  const existing = findByUserAndCourse(tx, userId, courseId);
  if (existing) return existing;
  const user = tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).get();
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
  // A code collision (2^-80 per pair) is retried with a fresh code; anything else is an error.
  for (let attempt = 0; ; attempt++) {
    try {
      return tx
        .insert(certificates)
        .values({ ...snapshot, code: newCertificateCode() })
        .returning()
        .get();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
      const raced = findByUserAndCourse(tx, userId, courseId);
      if (raced) return raced;
    }
  }
}

// --- Reads ----------------------------------------------------------------------------------------

export type CertificateStatus = "valid" | "revoked";

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
  const row = findByUserAndCourse(db, userId, courseId);
  return row ? describeCertificate(row) : null;
}

/** The student's own certificates, newest first ("Mis certificados", GET /api/certificates). */
export function listUserCertificates(userId: number) {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.completedAt), desc(certificates.id))
    .all()
    .map(describeCertificate);
}

// --- Account deletion -----------------------------------------------------------------------------

/**
 * Decision 105: a deleted account's certificates stay verifiable with their snapshot, marked with
 * the date the holder left; the foreign key then detaches them from the account (SET NULL).
 */
export function markHolderDeletedIn(tx: Transaction, userId: number, at = new Date()) {
  tx.update(certificates).set({ holderDeletedAt: at }).where(eq(certificates.userId, userId)).run();
}
