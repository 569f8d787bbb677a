import { and, count, desc, eq, gte, lt, max } from "drizzle-orm";

import {
  courses,
  liveCourseRegistrations,
  modules,
  sectionProgress,
  sections,
  sessions,
  users,
  type Role,
} from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { listAuditForUser, recordAuditIn } from "~/models/audit.server";
import { foldedContains } from "~/models/folded-search.server";
import { listUserCertificates } from "~/models/certificate.server";
import { listUserEnrollments } from "~/models/enrollment.server";
import { mailKindLabel } from "~/models/email-admin.server";
import { DomainError } from "~/models/errors.server";
import { listEmailsForUser } from "~/models/outbox.server";
import { retireTokensIn } from "~/models/account-token.server";
import { sendPasswordResetLink } from "~/models/password-reset.server";
import { assertNotLastActiveAdminIn, deleteUser } from "~/models/user.server";
import type { StudentIntent } from "~/schemas/admin-students";
import { ADMIN_PAGE_SIZE, clampPage, type Page } from "~/utils/pagination";

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

// The admin's "Estudiantes": finding a person among many and the few things an admin may do to an
// account. Each action checks its rules and writes its audit row in the transaction of the change.

// --- search -------------------------------------------------------------------------------------

const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  role: users.role,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  blockedAt: users.blockedAt,
};

/** Above every character a stored email can continue with: the end of a prefix's index range. */
const AFTER_PREFIX = "\u{10FFFF}";

/**
 * How a search term reads the table. An address ("ana@", "ana@correo.mx") is a prefix of the
 * stored, lowercase email: a range of its unique index, whatever the number of accounts.
 * Anything else ("perez", "ana_98", "@gmail.com") matches anywhere in the name, email or username,
 * case and accents aside ("garcia" finds "García"): a scan (decisions 117 and 140).
 */
function searchCondition(q: string) {
  if (!q) return undefined;
  const lower = q.toLowerCase();
  if (lower.includes("@") && !lower.startsWith("@")) {
    return and(gte(users.email, lower), lt(users.email, lower + AFTER_PREFIX));
  }
  return foldedContains([users.name, users.email, users.username], q);
}

export type StudentListRow = {
  id: number;
  name: string;
  email: string;
  username: string;
  role: Role;
  createdAt: Date;
  emailVerified: boolean;
  blocked: boolean;
};

/** The accounts matching `q` (every account when empty), newest first, one page at a time. */
export function searchStudents(
  _admin: Admin,
  { q = "", page = 1 }: { q?: string; page?: number },
): Page<StudentListRow> {
  const where = searchCondition(q);
  const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  const shown = clampPage(page, total);
  const rows = db
    .select(listColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(shown.offset)
    .all();
  return {
    rows: rows.map(({ emailVerifiedAt, blockedAt, ...row }) => ({
      ...row,
      emailVerified: emailVerifiedAt !== null,
      blocked: blockedAt !== null,
    })),
    page: shown.page,
    pageCount: shown.pageCount,
    total,
  };
}

// --- one person ---------------------------------------------------------------------------------

/** When the person last touched each enrolled course (their latest section row), by course id. */
function lastActivityByCourse(userId: number) {
  const rows = db
    .select({ courseId: modules.courseId, at: max(sectionProgress.updatedAt) })
    .from(sectionProgress)
    .innerJoin(sections, eq(sections.id, sectionProgress.sectionId))
    .innerJoin(modules, eq(modules.id, sections.moduleId))
    .where(eq(sectionProgress.userId, userId))
    .groupBy(modules.courseId)
    .all();
  return new Map(rows.map((row) => [row.courseId, row.at]));
}

/**
 * Everything the person page shows: the account's facts, enrollments (the percentage as the
 * student's own profile computes it) with their last activity, live registrations, certificates,
 * recent mails and the audit log. Null when there is no such account.
 */
export function getStudentForAdmin(_admin: Admin, userId: number) {
  const user = db
    .select({ ...listColumns, bio: users.bio })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) return null;
  const activity = lastActivityByCourse(userId);
  const enrollments = listUserEnrollments(userId).map((enrollment) => ({
    id: enrollment.id,
    courseTitle: enrollment.course.title,
    courseSlug: enrollment.course.slug,
    progress: enrollment.progress,
    status: enrollment.status,
    enrolledAt: enrollment.createdAt,
    lastActivityAt: activity.get(enrollment.courseId) ?? null,
  }));
  const registrations = db
    .select({
      id: liveCourseRegistrations.id,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      preferredModality: liveCourseRegistrations.preferredModality,
      registeredAt: liveCourseRegistrations.registeredAt,
    })
    .from(liveCourseRegistrations)
    .innerJoin(courses, eq(courses.id, liveCourseRegistrations.courseId))
    .where(eq(liveCourseRegistrations.userId, userId))
    .orderBy(desc(liveCourseRegistrations.registeredAt), desc(liveCourseRegistrations.id))
    .all();
  const certificates = listUserCertificates(userId).map((certificate) => ({
    code: certificate.code,
    path: certificate.path,
    courseTitle: certificate.courseTitle,
    status: certificate.status,
    completedAt: new Date(certificate.completedAt),
  }));
  // Subjects and states only: a pending message's body holds a live reset link.
  const emails = listEmailsForUser(userId, 10).map((email) => ({
    id: email.id,
    kindLabel: mailKindLabel(email.kind),
    subject: email.subject,
    status: email.status,
    createdAt: email.createdAt,
  }));
  return {
    user,
    enrollments,
    registrations,
    certificates,
    emails,
    audit: listAuditForUser(userId),
  };
}

export type StudentForAdmin = NonNullable<ReturnType<typeof getStudentForAdmin>>;

// --- actions ------------------------------------------------------------------------------------

const notFound = () => new DomainError(404, "Usuario no encontrado.");

export const SELF_ACTION_MESSAGES: Partial<Record<StudentIntent, string>> = {
  block: "No puedes bloquear tu propia cuenta.",
  "grant-admin": "No puedes cambiar tu propio rol.",
  "revoke-admin": "No puedes quitarte el rol de administrador a ti mismo.",
  delete: "No puedes eliminar tu propia cuenta desde el panel; hazlo desde tu perfil.",
};

type Target = { id: number; email: string; name: string; role: Role; blockedAt: Date | null };

function targetIn(tx: Transaction, userId: number): Target {
  const target = tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!target) throw notFound();
  return target;
}

/** The acting admin as the database has it now: demoted or blocked a moment ago means no. */
function assertStillAdminIn(tx: Transaction, admin: Admin) {
  const row = tx
    .select({ role: users.role, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, admin.id))
    .get();
  if (row?.role !== "admin" || row.blockedAt) {
    throw new DomainError(403, "Ya no tienes permisos de administrador.");
  }
}

/**
 * The checks every action shares, in the transaction of its write: the person exists, is not the
 * admin acting (where that is refused), would not leave the academy without an active admin, and
 * the actor is still an admin.
 */
function begin(
  tx: Transaction,
  admin: Admin,
  userId: number,
  intent: StudentIntent,
  { removesAdmin = false }: { removesAdmin?: boolean } = {},
) {
  const target = targetIn(tx, userId);
  const selfMessage = SELF_ACTION_MESSAGES[intent];
  if (selfMessage && target.id === admin.id) throw new DomainError(400, selfMessage);
  if (removesAdmin) assertNotLastActiveAdminIn(tx, target.id);
  assertStillAdminIn(tx, admin);
  return target;
}

const actorOf = (admin: Admin) => ({ id: admin.id, email: admin.email });

function audit(
  tx: Transaction,
  admin: Admin,
  target: Target,
  action: StudentIntent,
  detail: string | null = null,
) {
  recordAuditIn(tx, {
    actor: actorOf(admin),
    action,
    target: { id: target.id, email: target.email },
    detail,
  });
}

function immediate<T>(work: (tx: Transaction) => T): T {
  return db.transaction(work, { behavior: "immediate" });
}

/** "Enviar enlace de restablecimiento": the same mail as "¿Olvidaste tu contraseña?". */
export function sendResetLinkAsAdmin(admin: Admin, userId: number) {
  return immediate((tx) => {
    const target = begin(tx, admin, userId, "send-reset");
    if (target.blockedAt) {
      throw new DomainError(
        409,
        "La cuenta está bloqueada: desbloquéala antes de enviarle un enlace.",
      );
    }
    // Its own transaction nests as a savepoint of this one: the mail and the audit row together.
    const emailId = sendPasswordResetLink(target.id);
    audit(tx, admin, target, "send-reset", `Correo #${emailId} a ${target.email}`);
    return { ...target, emailId };
  });
}

/**
 * Blocks the account, ends every session of it and retires its mailed reset links (a link asked
 * for before the block would otherwise still set a password), in one transaction.
 */
export function blockStudent(admin: Admin, userId: number) {
  return immediate((tx) => {
    const target = begin(tx, admin, userId, "block", { removesAdmin: true });
    if (target.blockedAt) throw new DomainError(409, "La cuenta ya está bloqueada.");
    const now = new Date();
    tx.update(users).set({ blockedAt: now }).where(eq(users.id, target.id)).run();
    retireTokensIn(tx, target.id, "password-reset", now);
    const ended = tx.delete(sessions).where(eq(sessions.userId, target.id)).run().changes;
    audit(
      tx,
      admin,
      target,
      "block",
      ended === 1 ? "1 sesión cerrada" : `${ended} sesiones cerradas`,
    );
    return target;
  });
}

export function unblockStudent(admin: Admin, userId: number) {
  return immediate((tx) => {
    const target = begin(tx, admin, userId, "unblock");
    if (!target.blockedAt) throw new DomainError(409, "La cuenta no está bloqueada.");
    tx.update(users).set({ blockedAt: null }).where(eq(users.id, target.id)).run();
    audit(tx, admin, target, "unblock");
    return target;
  });
}

/** Grants or removes the admin role: never one's own, never the last active admin's. */
export function setStudentRole(admin: Admin, userId: number, role: Role) {
  const intent = role === "admin" ? "grant-admin" : "revoke-admin";
  return immediate((tx) => {
    const target = begin(tx, admin, userId, intent, { removesAdmin: role !== "admin" });
    if (target.role === role) {
      throw new DomainError(
        409,
        role === "admin" ? "Ya es administrador." : "No tiene el rol de administrador.",
      );
    }
    tx.update(users).set({ role }).where(eq(users.id, target.id)).run();
    audit(tx, admin, target, intent, `${target.role} → ${role}`);
    return target;
  });
}

/**
 * Deletes the account with `deleteUser` (its certificates stay verifiable, decision 105). The
 * audit row keeps the person's email; its target id is empty, as the account is gone.
 */
export function deleteStudentAccount(admin: Admin, userId: number) {
  return immediate((tx) => {
    const target = begin(tx, admin, userId, "delete", { removesAdmin: true });
    deleteUser(target.id);
    recordAuditIn(tx, {
      actor: actorOf(admin),
      action: "delete",
      target: { id: null, email: target.email },
      detail: `Cuenta de ${target.name}`,
    });
    return target;
  });
}
