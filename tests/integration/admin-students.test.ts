import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { auditLog, certificates, sessions, users } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { getUser } from "~/auth/session.server";
import { db } from "~/db.server";
import { listAuditForUser } from "~/models/audit.server";
import { findUserCertificate } from "~/models/certificate.server";
import { enrollUser, listUserEnrollments } from "~/models/enrollment.server";
import { registerForLiveCourse } from "~/models/live-registration.server";
import { findOutboxEmail, listEmailsForUser } from "~/models/outbox.server";
import { setSectionCompletion } from "~/models/progress.server";
import {
  blockStudent,
  deleteStudentAccount,
  getStudentForAdmin,
  searchStudents,
  sendResetLinkAsAdmin,
  setStudentRole,
  unblockStudent,
} from "~/models/student-admin.server";
import { LAST_ADMIN_MESSAGE, verifyLogin } from "~/models/user.server";
import { action as personAction, loader as personLoader } from "~/routes/admin.students.$userId";
import { loader as listLoader } from "~/routes/admin.students._index";
import { ADMIN_PAGE_SIZE } from "~/utils/pagination";
import {
  insertTestCourse,
  insertTestModule,
  insertTestSection,
  courseBySlug,
} from "../support/courses";
import { ADULT, NO_GUARDIAN } from "../support/live-registration";
import { formRequest, getRequest } from "../support/requests";
import { redirectedTo, runRoute, type Outcome } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { cookieFor, createUserWithPassword, insertTestUser, signedInUser } from "../support/users";

type Person = Awaited<ReturnType<typeof signedInUser>>;

let admin: Person;
let student: Person;

beforeEach(async () => {
  admin = await signedInUser("admin");
  student = await signedInUser("student");
});

const asAdmin = (person: { id: number; email: string; name: string }) =>
  ({ ...person, role: "admin" }) as Admin;

function auditRowsFor(userId: number) {
  return db.select().from(auditLog).where(eq(auditLog.targetUserId, userId)).all();
}

function personPage(userId: number, search = "", cookie = admin.cookie) {
  return runRoute(personLoader, getRequest(`/admin/students/${userId}${search}`, { cookie }), {
    userId: String(userId),
  });
}

function postIntent(userId: number, intent: string, cookie = admin.cookie) {
  return runRoute(personAction, formRequest(`/admin/students/${userId}`, { intent }, { cookie }), {
    userId: String(userId),
  });
}

function search(q: string, page = 1) {
  const query = new URLSearchParams({ q, page: String(page) });
  return runRoute(listLoader, getRequest(`/admin/students?${query}`, { cookie: admin.cookie }));
}

const idsOf = (outcome: Outcome) => outcome.data.students.rows.map((row: { id: number }) => row.id);

describe("route: /admin/students", () => {
  it("finds a person by part of the name, by email prefix and by username", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const person = insertTestUser("student", {
      name: `Rigoberta Zamudio ${tag}`,
      email: `rz.${tag}@escuela.mx`,
      username: `rigo_${tag}`,
    });
    const other = insertTestUser("student");

    for (const q of [`Zamudio ${tag}`, `rz.${tag}@`, `RZ.${tag}@ESCUELA.MX`, `rigo_${tag}`, tag]) {
      const outcome = await search(q);
      expect(outcome.status, q).toBe(200);
      expect(idsOf(outcome), q).toEqual([person.id]);
      expect(outcome.data.students.total, q).toBe(1);
    }
    // A domain (starting with "@") matches anywhere in the email.
    expect(idsOf(await search(`@escuela.mx`))).toContain(person.id);
    expect(idsOf(await search(`@escuela.mx`))).not.toContain(other.id);
    // LIKE wildcards typed in the box are plain characters.
    expect((await search("%")).data.students.total).toBe(0);
    expect((await search(`rigo%${tag}`)).data.students.total).toBe(0);
  });

  it("ignores case and accents both ways, as the catalogue does", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const accented = insertTestUser("student", { name: `José Ñúñez García ${tag}` });
    const plain = insertTestUser("student", { name: `Jose Nunez Garcia ${tag}` });
    const both = [accented.id, plain.id].sort();
    for (const q of [`garcia ${tag}`, `GARCÍA ${tag}`, `ñuñez garcía ${tag}`, `JOSE NUNEZ`]) {
      const ids = idsOf(await search(q)).filter((id: number) => both.includes(id));
      expect(ids.sort(), q).toEqual(both);
    }
    // Accents aside, still a substring: letters out of order match nothing.
    expect((await search(`garcia nunez ${tag}`)).data.students.total).toBe(0);
  });

  it("pages through the accounts, newest first, keeping the search", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const created = Array.from({ length: ADMIN_PAGE_SIZE + 3 }, (_, i) =>
      insertTestUser("student", { name: `Paginada ${tag} ${i}` }),
    );
    const first = await search(`Paginada ${tag}`);
    expect(first.data.students).toMatchObject({
      page: 1,
      pageCount: 2,
      total: ADMIN_PAGE_SIZE + 3,
    });
    expect(idsOf(first)[0]).toBe(created.at(-1)!.id);
    const second = await search(`Paginada ${tag}`, 2);
    expect(idsOf(second)).toEqual(
      created
        .slice(0, 3)
        .map((row) => row.id)
        .reverse(),
    );
    // Past the last page: the last page.
    expect((await search(`Paginada ${tag}`, 9)).data.students.page).toBe(2);
  });

  it("shows the columns' facts: verified email, role and the blocked badge", async () => {
    const person = insertTestUser("student", { name: `Con hechos ${Date.now()}` });
    db.update(users)
      .set({ emailVerifiedAt: new Date(), blockedAt: new Date() })
      .where(eq(users.id, person.id))
      .run();
    const [row] = (await search(person.email)).data.students.rows;
    expect(row).toMatchObject({
      id: person.id,
      emailVerified: true,
      blocked: true,
      role: "student",
      username: person.username,
    });
  });

  it("is for admins only", async () => {
    const asStudent = await runRoute(
      listLoader,
      getRequest("/admin/students", { cookie: student.cookie }),
    );
    expect(redirectedTo(asStudent)).toBe("/auth?denied=admin");
    const anonymous = await runRoute(listLoader, getRequest("/admin/students"));
    expect(redirectedTo(anonymous)).toMatch(/^\/auth\?redirectTo=/);
  });
});

describe("route: /admin/students/:userId", () => {
  it("shows enrollments with the profile's percentage and last activity, registrations, certificates, mails", async () => {
    const { user } = await createUserWithPassword();
    const course = insertTestCourse();
    const module = insertTestModule(course.id, 1);
    const [one] = [insertTestSection(module.id, 1), insertTestSection(module.id, 2)];
    enrollUser(user.id, course.id);
    setSectionCompletion(user.id, one.id, true);
    const done = insertTestCourse();
    const doneSection = insertTestSection(insertTestModule(done.id, 1).id, 1);
    enrollUser(user.id, done.id);
    setSectionCompletion(user.id, doneSection.id, true);
    const live = courseBySlug("robotica-en-vivo");
    registerForLiveCourse(user.id, live.id, {
      ...ADULT,
      ...NO_GUARDIAN,
      email: user.email,
      preferredModality: "Virtual",
    });

    const outcome = await personPage(user.id);
    expect(outcome.status).toBe(200);
    const { student: page, isSelf, confirming } = outcome.data;
    expect(isSelf).toBe(false);
    expect(confirming).toBeNull();
    expect(page.user).toMatchObject({ id: user.id, email: user.email, blockedAt: null });
    expect(page.user.createdAt).toBeInstanceOf(Date);
    // The same percentages the student's own profile shows.
    const ownProfile = listUserEnrollments(user.id);
    expect(
      page.enrollments.map((row: { progress: number; courseTitle: string }) => [
        row.courseTitle,
        row.progress,
      ]),
    ).toEqual(ownProfile.map((row) => [row.course.title, row.progress]));
    expect(page.enrollments.map((row: { progress: number }) => row.progress).sort()).toEqual([
      100, 50,
    ]);
    for (const row of page.enrollments) expect(row.lastActivityAt).toBeInstanceOf(Date);
    expect(page.registrations).toMatchObject([
      { courseTitle: live.title, preferredModality: "Virtual" },
    ]);
    const certificate = findUserCertificate(user.id, done.id)!;
    expect(page.certificates).toMatchObject([
      { code: certificate.code, path: certificate.path, status: "valid" },
    ]);
    // Registration's welcome and verification mails, the certificate's and the live
    // registration's, without their bodies.
    expect(page.emails.map((email: { kindLabel: string }) => email.kindLabel).sort()).toEqual([
      "Bienvenida",
      "Certificado emitido",
      "Registro a curso en vivo",
      "Verificar correo",
    ]);
    expect(JSON.stringify(page.emails)).not.toContain("token");
  });

  it("reads ?confirm=<intent> for the no-JS confirmation step, and knows one's own account", async () => {
    expect((await personPage(student.id, "?confirm=block")).data.confirming).toBe("block");
    expect((await personPage(student.id, "?confirm=nada")).data.confirming).toBeNull();
    expect((await personPage(admin.id)).data.isSelf).toBe(true);
  });

  it("answers 404 for an account that does not exist or a malformed id", async () => {
    expect((await personPage(99_999_999)).status).toBe(404);
    const malformed = await runRoute(
      personLoader,
      getRequest("/admin/students/1e3", { cookie: admin.cookie }),
      { userId: "1e3" },
    );
    expect(malformed.status).toBe(404);
  });

  it("refuses students and anonymous visitors, page and actions alike, writing nothing", async () => {
    expect(redirectedTo(await personPage(student.id, "", student.cookie))).toBe(
      "/auth?denied=admin",
    );
    const other = insertTestUser("student");
    const refused = await postIntent(other.id, "block", student.cookie);
    expect(redirectedTo(refused)).toBe("/auth?denied=admin");
    const anonymous = await runRoute(
      personAction,
      formRequest(`/admin/students/${other.id}`, { intent: "delete" }),
      { userId: String(other.id) },
    );
    expect(redirectedTo(anonymous)).toMatch(/^\/auth/);
    expect(db.select().from(users).where(eq(users.id, other.id)).get()?.blockedAt).toBeNull();
    expect(auditRowsFor(other.id)).toEqual([]);
  });

  it("block: confirmed by POST, sessions end, login refused, audit row; unblock lets them in again", async () => {
    const { user, password, cookie } = await createUserWithPassword();
    const outcome = await postIntent(user.id, "block");
    expect(redirectedTo(outcome)).toBe(`/admin/students/${user.id}`);
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Cuenta bloqueada" });

    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toEqual([]);
    expect(await getUser(getRequest("/", { cookie }))).toBeNull();
    await expect(verifyLogin(user.email, password)).rejects.toMatchObject({ status: 403 });
    expect(listAuditForUser(user.id)).toMatchObject([
      { action: "block", actorId: admin.id, actorEmail: admin.email, targetEmail: user.email },
    ]);

    // Twice: refused (409), and no second audit row.
    const again = await postIntent(user.id, "block");
    expect(again.status).toBe(409);
    expect(again.data.failure.message).toBe("La cuenta ya está bloqueada.");
    expect(auditRowsFor(user.id)).toHaveLength(1);

    const unblocked = await postIntent(user.id, "unblock");
    expect(await toastOf(unblocked)).toMatchObject({ title: "Cuenta desbloqueada" });
    await expect(verifyLogin(user.email, password)).resolves.toMatchObject({ id: user.id });
    expect(listAuditForUser(user.id).map((row) => row.action)).toEqual(["unblock", "block"]);
  });

  it("a session left for a blocked account is refused (defence in depth)", async () => {
    const person = await signedInUser("student");
    db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, person.id)).run();
    expect(await getUser(getRequest("/", { cookie: person.cookie }))).toBeNull();
  });

  it("send-reset queues a reset mail with its link in the outbox, and audits it", async () => {
    const { user } = await createUserWithPassword();
    const outcome = await postIntent(user.id, "send-reset");
    expect(redirectedTo(outcome)).toBe(`/admin/students/${user.id}`);
    const toast = await toastOf(outcome);
    expect(toast).toMatchObject({ title: "Enlace enviado" });
    expect(toast?.description).toContain(`Enlace enviado a ${user.email}`);

    const [mail] = listEmailsForUser(user.id);
    expect(mail).toMatchObject({
      kind: "password-reset",
      toAddress: user.email,
      status: "pending",
    });
    expect(mail.link).toMatch(/\/reset-password\?token=/);
    const [row] = listAuditForUser(user.id);
    expect(row).toMatchObject({ action: "send-reset", actorEmail: admin.email });
    expect(row.detail).toBe(`Correo #${mail.id} a ${user.email}`);
    // The audit detail names the message, never its link.
    expect(row.detail).not.toContain("token");
  });

  it("send-reset to a blocked account is refused and queues nothing", async () => {
    const person = insertTestUser("student");
    db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, person.id)).run();
    const outcome = await postIntent(person.id, "send-reset");
    expect(outcome.status).toBe(409);
    expect(listEmailsForUser(person.id)).toEqual([]);
    expect(auditRowsFor(person.id)).toEqual([]);
  });

  it("grants the admin role and removes it, each audited", async () => {
    const person = insertTestUser("student");
    const granted = await postIntent(person.id, "grant-admin");
    expect(await toastOf(granted)).toMatchObject({ title: "Rol actualizado" });
    expect(db.select().from(users).where(eq(users.id, person.id)).get()?.role).toBe("admin");
    const revoked = await postIntent(person.id, "revoke-admin");
    expect(redirectedTo(revoked)).toBe(`/admin/students/${person.id}`);
    expect(db.select().from(users).where(eq(users.id, person.id)).get()?.role).toBe("student");
    expect(listAuditForUser(person.id)).toMatchObject([
      { action: "revoke-admin", detail: "admin → student" },
      { action: "grant-admin", detail: "student → admin" },
    ]);
  });

  it("refuses every action on one's own account but the reset link (400), writing no audit row", async () => {
    for (const intent of ["block", "revoke-admin", "grant-admin", "delete"]) {
      const outcome = await postIntent(admin.id, intent);
      expect(outcome.status, intent).toBe(400);
      expect(outcome.data.failure.message, intent).toMatch(/^No puedes/);
    }
    const me = db.select().from(users).where(eq(users.id, admin.id)).get()!;
    expect(me).toMatchObject({ role: "admin", blockedAt: null });
    expect(auditRowsFor(admin.id)).toEqual([]);
  });

  it("refuses a malformed or unknown intent with 400", async () => {
    const person = insertTestUser("student");
    expect((await postIntent(person.id, "hack")).status).toBe(400);
    expect((await postIntent(person.id, "")).status).toBe(400);
    expect(auditRowsFor(person.id)).toEqual([]);
  });

  it("deletes the account (certificates kept, decision 105) and audits it with the email", async () => {
    const { user } = await createUserWithPassword();
    const course = insertTestCourse();
    const section = insertTestSection(insertTestModule(course.id, 1).id, 1);
    enrollUser(user.id, course.id);
    setSectionCompletion(user.id, section.id, true);
    const certificate = findUserCertificate(user.id, course.id)!;

    const outcome = await postIntent(user.id, "delete");
    expect(redirectedTo(outcome)).toBe("/admin/students");
    expect(await toastOf(outcome)).toMatchObject({ title: "Cuenta eliminada" });
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
    const kept = db
      .select()
      .from(certificates)
      .where(eq(certificates.recipientName, certificate.recipientName))
      .all()
      .find((row) => certificate.code.replace(/-/g, "").endsWith(row.code));
    expect(kept?.holderDeletedAt).toBeInstanceOf(Date);
    const [row] = db.select().from(auditLog).where(eq(auditLog.targetEmail, user.email)).all();
    expect(row).toMatchObject({ action: "delete", actorId: admin.id, targetUserId: null });
    // The person page of a deleted account is a 404.
    expect((await personPage(user.id)).status).toBe(404);
  });
});

describe("model: student-admin", () => {
  it("never leaves the academy without an active admin (409), even in a race", () => {
    // Self-actions are refused, so the acting admin always remains: the last-admin rule is what
    // stops two admins demoting each other at once. Here the other admin already lost the role.
    const actor = asAdmin(insertTestUser("admin"));
    const last = insertTestUser("admin");
    db.update(users).set({ role: "student" }).where(eq(users.role, "admin")).run();
    db.update(users).set({ role: "admin" }).where(eq(users.id, last.id)).run();

    for (const attempt of [
      () => setStudentRole(actor, last.id, "student"),
      () => blockStudent(actor, last.id),
      () => deleteStudentAccount(actor, last.id),
    ]) {
      expect(attempt).toThrow(
        expect.objectContaining({ status: 409, message: LAST_ADMIN_MESSAGE }),
      );
    }
    expect(db.select().from(users).where(eq(users.id, last.id)).get()).toMatchObject({
      role: "admin",
      blockedAt: null,
    });
    expect(auditRowsFor(last.id)).toEqual([]);
    // Put the test file's admins back.
    db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id)).run();
  });

  it("a blocked admin does not count as the one left", () => {
    const actor = asAdmin(insertTestUser("admin"));
    const target = insertTestUser("admin");
    db.update(users).set({ role: "student" }).where(eq(users.role, "admin")).run();
    db.update(users).set({ role: "admin" }).where(eq(users.id, target.id)).run();
    db.update(users)
      .set({ role: "admin", blockedAt: new Date() })
      .where(eq(users.id, actor.id))
      .run();
    expect(() => setStudentRole(actor, target.id, "student")).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id)).run();
  });

  it("an admin demoted a moment ago cannot act on a stale session (403), and nothing is written", () => {
    const stale = asAdmin(insertTestUser("student"));
    const person = insertTestUser("student");
    expect(() => blockStudent(stale, person.id)).toThrow(expect.objectContaining({ status: 403 }));
    expect(db.select().from(users).where(eq(users.id, person.id)).get()?.blockedAt).toBeNull();
    expect(auditRowsFor(person.id)).toEqual([]);
  });

  it("an audit row exists only with its change: a failing mail write rolls the audit back too", () => {
    const person = insertTestUser("student");
    const actor = asAdmin(admin);
    db.$client.exec(
      "CREATE TEMP TRIGGER fail_outbox BEFORE INSERT ON outbox_emails BEGIN SELECT RAISE(ABORT, 'disco lleno'); END",
    );
    try {
      expect(() => sendResetLinkAsAdmin(actor, person.id)).toThrow(/disco lleno/);
    } finally {
      db.$client.exec("DROP TRIGGER fail_outbox");
    }
    expect(auditRowsFor(person.id)).toEqual([]);
    const sent = sendResetLinkAsAdmin(actor, person.id);
    expect(findOutboxEmail(sent.emailId)?.kind).toBe("password-reset");
    expect(auditRowsFor(person.id)).toHaveLength(1);
  });

  it("getStudentForAdmin is null for a missing account; the search ignores case in emails", () => {
    const actor = asAdmin(admin);
    expect(getStudentForAdmin(actor, 99_999_999)).toBeNull();
    const person = insertTestUser("student", { email: `mayus.${Date.now()}@example.com` });
    expect(searchStudents(actor, { q: person.email.toUpperCase() }).rows[0]?.id).toBe(person.id);
  });

  it("unblockStudent refuses an account that is not blocked (409)", () => {
    const person = insertTestUser("student");
    expect(() => unblockStudent(asAdmin(admin), person.id)).toThrow(
      expect.objectContaining({ status: 409 }),
    );
  });

  it("a new cookie for a user still works when unblocked", async () => {
    const person = insertTestUser("student");
    const cookie = await cookieFor(person.id);
    expect((await getUser(getRequest("/", { cookie })))?.id).toBe(person.id);
  });
});
