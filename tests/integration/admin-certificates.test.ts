import { eq, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { certificates, courses, outboxEmails } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import {
  ALREADY_HAS_VALID_MESSAGE,
  findCertificateByCode,
  formatCertificateCode,
  issueCertificateIn,
  issueLiveCourseCertificate,
  listCertificatesForAdmin,
  reissueCertificate,
  revokeCertificate,
} from "~/models/certificate.server";
import { enrollUser } from "~/models/enrollment.server";
import { registerForLiveCourse } from "~/models/live-registration.server";
import { setSectionCompletion } from "~/models/progress.server";
import {
  action as certificatesAction,
  loader as certificatesLoader,
} from "~/routes/admin.certificates";
import {
  action as registrationsAction,
  loader as registrationsLoader,
} from "~/routes/admin.registrations";
import { loader as certificatePageLoader } from "~/routes/certificates.$code";
import { ADMIN_PAGE_SIZE } from "~/utils/pagination";

import { insertTestCourse, insertTestModule, insertTestSection } from "../support/courses";
import { ADULT, NO_GUARDIAN } from "../support/live-registration";
import { formRequest, getRequest } from "../support/requests";
import { run, runRoute } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { cookieFor, insertTestUser, signedInUser } from "../support/users";

const LIVE_DETAILS = {
  liveDuration: "8 semanas",
  schedule: "Sábados",
  modality: "Mixta",
  address: "Calle 1",
  contact: "info@example.com",
} as const;

/** A course of one section. */
function oneSectionCourse() {
  const course = insertTestCourse();
  const section = insertTestSection(insertTestModule(course.id, 1).id, 1);
  return { course, section };
}

/** A new student completed a one-section course (its own unless given): they hold its certificate. */
function earnedCertificate(name = "María José López", { course, section } = oneSectionCourse()) {
  const user = insertTestUser("student", { name });
  enrollUser(user.id, course.id);
  setSectionCompletion(user.id, section.id, true);
  const row = db.select().from(certificates).where(eq(certificates.userId, user.id)).get()!;
  return { course, user, row, code: formatCertificateCode(row.code) };
}

function liveRegistration(firstName = "Ana", lastName = "Pérez Gómez") {
  const course = insertTestCourse({ isLive: true, liveDetails: LIVE_DETAILS, duration: 24 });
  const user = insertTestUser("student");
  const registration = registerForLiveCourse(user.id, course.id, {
    ...ADULT,
    ...NO_GUARDIAN,
    firstName,
    lastName,
  });
  return { course, user, registration };
}

const admin = () => insertTestUser("admin") as Admin;

/** The admin pages' forms, posted with `cookie`. */
const postCertificates = (cookie: string, fields: Record<string, string>) =>
  runRoute(certificatesAction, formRequest("/admin/certificates", fields, { cookie }));
const postRegistrations = (cookie: string, fields: Record<string, string>) =>
  runRoute(registrationsAction, formRequest("/admin/registrations", fields, { cookie }));

/** The certificate rows `condition` selects, straight from the table. */
const certificatesWhere = (condition: SQL) => db.select().from(certificates).where(condition).all();

function rowById(id: number) {
  return db.select().from(certificates).where(eq(certificates.id, id)).get()!;
}

const openPublicPage = (code: string) =>
  runRoute(certificatePageLoader, getRequest(`/certificates/${code}`), { code });

// --- routes ----------------------------------------------------------------------------------------

describe("/admin/certificates (route)", () => {
  it("lists, searches by an oddly spelled code, and opens the revoke step for it", async () => {
    const { code, row } = earnedCertificate();
    const { cookie } = await signedInUser("admin");
    const oddSpelling = code.toLowerCase().replace(/-/g, " ").replace(/0/g, "o");
    const page = await runRoute(
      certificatesLoader,
      getRequest(`/admin/certificates?q=${encodeURIComponent(oddSpelling)}&revoke=${code}`, {
        cookie,
      }),
    );
    expect(page.status).toBe(200);
    expect(page.data.certificates.rows.map((item: { code: string }) => item.code)).toEqual([code]);
    expect(page.data.revoking).toMatchObject({ id: row.id, code, status: "valid" });
    expect(page.data.reissuing).toBeNull();
  });

  it("revoke: the reason is required (400 on the field, nothing changes), then PRG with a toast", async () => {
    const { code, row } = earnedCertificate();
    const { cookie } = await signedInUser("admin");
    const revoke = (reason: string) =>
      postCertificates(cookie, { intent: "revoke", certificateId: String(row.id), reason });
    const refused = await revoke(" x ");
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.reason[0]).toMatch(/motivo/);
    expect(rowById(row.id).revokedAt).toBeNull();

    const done = await revoke("Se detectó plagio.");
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/admin/certificates?q=${code}`);
    expect(await toastOf(done)).toMatchObject({ title: "Certificado revocado" });

    const again = await revoke("Otra vez.");
    // The step is gone once revoked (e.g. by another admin meanwhile): back to the list, toast.
    expect(again.status).toBe(302);
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      title: "Error al revocar el certificado",
      description: "Este certificado ya está revocado.",
    });
    expect(rowById(row.id).revocationReason).toBe("Se detectó plagio.");

    const publicPage = await openPublicPage(code);
    expect(publicPage.data.certificate).toMatchObject({
      status: "revoked",
      revocationReason: "Se detectó plagio.",
      replacedBy: null,
    });
    expect(publicPage.data.certificate.revokedOn).toBeTruthy();
  });

  it("reissue: a corrected name under a new code; the old page says which code replaced it", async () => {
    const { code, row } = earnedCertificate("Maria Jose Lopez");
    const { cookie } = await signedInUser("admin");
    const reissue = (fields: Record<string, string>) =>
      postCertificates(cookie, { intent: "reissue", certificateId: String(row.id), ...fields });
    const badName = await reissue({ recipientName: "M" });
    expect(badName.status).toBe(400);
    expect(badName.data.result.error.recipientName).toHaveLength(1);
    expect(rowById(row.id)).toEqual(row);

    const done = await reissue({ recipientName: "María José López", reason: "" });
    expect(done.status).toBe(302);
    const toast = await toastOf(done);
    const newCode = toast?.title.replace("Certificado reemitido: ", "") ?? "";
    expect(newCode).toMatch(/^WCA(-[0-9A-Z]{4}){4}$/);
    expect(newCode).not.toBe(code);
    expect(done.headers.get("Location")).toBe(`/admin/certificates?q=${newCode}`);

    const fresh = findCertificateByCode(newCode)!;
    expect(fresh).toMatchObject({
      status: "valid",
      recipientName: "María José López",
      replaces: code,
      completedAt: row.completedAt.toISOString(),
    });
    const old = findCertificateByCode(code)!;
    expect(old).toMatchObject({
      status: "revoked",
      replacedBy: newCode,
      revocationReason: `Certificado reemplazado por ${newCode}.`,
    });
  });

  it("issue for a live registration: the confirm step, then the code on the list; twice is refused", async () => {
    const { registration, user } = liveRegistration();
    const { cookie } = await signedInUser("admin");
    const step = await runRoute(
      registrationsLoader,
      getRequest(
        `/admin/registrations?courseId=${registration.courseId}&issue=${registration.id}`,
        {
          cookie,
        },
      ),
    );
    expect(step.data.issuing).toMatchObject({ id: registration.id, name: "Ana Pérez Gómez" });

    const form = { intent: "issue-certificate", registrationId: String(registration.id) };
    const done = await postRegistrations(cookie, form);
    expect(done.status).toBe(302);
    const toast = await toastOf(done);
    expect(toast?.title).toMatch(/^Certificado emitido: WCA-/);
    const listed = await runRoute(
      registrationsLoader,
      getRequest(`/admin/registrations?courseId=${registration.courseId}`, { cookie }),
    );
    const issuedCode = toast!.title.replace("Certificado emitido: ", "");
    expect(listed.data.certificates[registration.id]).toEqual({
      code: issuedCode,
      path: `/certificates/${issuedCode}`,
    });
    expect(findCertificateByCode(issuedCode)).toMatchObject({
      recipientName: "Ana Pérez Gómez",
      courseHours: 24,
      moduleCount: 0,
      status: "valid",
    });
    expect(
      db.select().from(certificates).where(eq(certificates.userId, user.id)).get()
        ?.liveRegistrationId,
    ).toBe(registration.id);

    const twice = await postRegistrations(cookie, form);
    expect(twice.status).toBe(302);
    expect(await toastOf(twice)).toMatchObject({
      type: "error",
      description: ALREADY_HAS_VALID_MESSAGE,
    });
  });

  it("students and anonymous visitors are refused on every page and action, and nothing changes", async () => {
    const { row } = earnedCertificate();
    const { registration } = liveRegistration();
    const student = await cookieFor(insertTestUser("student").id);
    const posts = [
      () =>
        formRequest("/admin/certificates", {
          intent: "revoke",
          certificateId: String(row.id),
          reason: "Motivo válido.",
        }),
      () =>
        formRequest("/admin/certificates", {
          intent: "reissue",
          certificateId: String(row.id),
          recipientName: "Otro Nombre",
        }),
      () =>
        formRequest("/admin/registrations", {
          intent: "issue-certificate",
          registrationId: String(registration.id),
        }),
    ];
    for (const cookie of [student, null]) {
      const expected = cookie ? "/auth?denied=admin" : /^\/auth/;
      for (const [handler, makeRequest] of [
        [certificatesAction, posts[0]],
        [certificatesAction, posts[1]],
        [registrationsAction, posts[2]],
      ] as const) {
        const request = makeRequest();
        if (cookie) request.headers.set("Cookie", cookie);
        const outcome = await runRoute(handler, request);
        expect(outcome.status).toBe(302);
        expect(outcome.headers.get("Location")).toMatch(expected);
      }
      for (const handler of [certificatesLoader, registrationsLoader]) {
        const outcome = await runRoute(handler, getRequest("/admin/certificates", { cookie }));
        expect(outcome.headers.get("Location")).toMatch(expected);
      }
    }
    expect(rowById(row.id)).toEqual(row);
    expect(certificatesWhere(eq(certificates.liveRegistrationId, registration.id))).toEqual([]);
  });
});

// --- model -----------------------------------------------------------------------------------------

describe("certificate administration (model)", () => {
  it("searches names case-insensitively with LIKE wildcards taken literally", () => {
    const shared = oneSectionCourse();
    const { course } = shared;
    const plain = earnedCertificate("Lucía 100% Ruiz", shared);
    earnedCertificate("Lucía 1000 Ruiz", shared);
    const under = earnedCertificate("ana_b", shared);
    earnedCertificate("anaxb", shared);
    const list = (query: string) =>
      listCertificatesForAdmin(admin(), { courseId: course.id, query, page: 1 }).rows.map(
        (row) => row.id,
      );
    expect(list("100%")).toEqual([plain.row.id]);
    expect(list("ANA_B")).toEqual([under.row.id]);
    expect(list("lucía")).toHaveLength(2);
    expect(list("%")).toEqual([plain.row.id]);
    expect(list("")).toHaveLength(4);
    expect(list("x".repeat(10_000))).toEqual([]);
  });

  it("searches names accent-insensitively and codes by a part of four characters or more", () => {
    const shared = oneSectionCourse();
    const { course } = shared;
    const accented = earnedCertificate("Iñaki Muñoz Álvarez", shared);
    const plain = earnedCertificate("Inaki Munoz Alvarez", shared);
    const list = (query: string) =>
      listCertificatesForAdmin(admin(), { courseId: course.id, query, page: 1 })
        .rows.map((row) => row.id)
        .sort();
    const both = [accented.row.id, plain.row.id].sort();
    expect(list("munoz alvarez")).toEqual(both);
    expect(list("MUÑOZ ÁLVAREZ")).toEqual(both);
    expect(list("iñaki")).toEqual(both);

    // "WCA-ABCD-EFGH-…": a printed group, a group and a half, the prefix with a group, lowercase.
    const body = accented.row.code;
    for (const part of [
      body.slice(4, 8),
      `${body.slice(0, 4)}-${body.slice(4, 6)}`,
      `wca-${body.slice(0, 4)}`,
    ]) {
      expect(list(part), part).toContain(accented.row.id);
    }
    expect(list(body.slice(12).toLowerCase())).toContain(accented.row.id);
  });

  it("pages newest first, past the last page shows the last one", () => {
    const shared = oneSectionCourse();
    const { course } = shared;
    const made = Array.from({ length: ADMIN_PAGE_SIZE + 2 }, (_, i) =>
      earnedCertificate(`Persona ${i}`, shared),
    );
    const first = listCertificatesForAdmin(admin(), { courseId: course.id, page: 1 });
    expect(first).toMatchObject({ total: ADMIN_PAGE_SIZE + 2, pageCount: 2, page: 1 });
    expect(first.rows[0].id).toBe(made.at(-1)!.row.id);
    const last = listCertificatesForAdmin(admin(), { courseId: course.id, page: 99 });
    expect(last.page).toBe(2);
    expect(last.rows.map((row) => row.id)).toEqual([made[1].row.id, made[0].row.id]);
  });

  it("revoke: unknown → 404, reason checked by the model too", async () => {
    const { row } = earnedCertificate();
    expect((await run(() => revokeCertificate(admin(), 99_999_999, "Motivo."))).status).toBe(404);
    const short = await run(() => revokeCertificate(admin(), row.id, "  a "));
    expect(short).toMatchObject({ status: 400, data: { field: "reason" } });
    expect(rowById(row.id).revokedAt).toBeNull();
  });

  it("a revoked certificate is not silently issued again when the course is completed again", () => {
    const { row, user, course } = earnedCertificate();
    revokeCertificate(admin(), row.id, "Plagio detectado.");
    const again = db.transaction((tx) => issueCertificateIn(tx, user.id, course.id));
    expect(again?.id).toBe(row.id);
    expect(certificatesWhere(eq(certificates.userId, user.id))).toHaveLength(1);
  });

  it("reissue keeps user, course and completion date, links back, and the student's valid one comes first", () => {
    const { row, user, course } = earnedCertificate();
    const fresh = reissueCertificate(admin(), row.id, {
      recipientName: "Nombre Corregido",
      reason: "Nombre mal escrito",
    });
    const stored = rowById(fresh.id);
    expect(stored).toMatchObject({
      userId: user.id,
      courseId: course.id,
      reissuedFromId: row.id,
      recipientName: "Nombre Corregido",
      courseTitle: row.courseTitle,
      completedAt: row.completedAt,
      revokedAt: null,
    });
    expect(rowById(row.id).revocationReason).toBe(
      `Nombre mal escrito (reemplazado por ${fresh.code})`,
    );
    // The course page and the profile read this: the valid certificate, not the revoked one.
    const current = db.transaction((tx) => issueCertificateIn(tx, user.id, course.id));
    expect(current?.id).toBe(fresh.id);
    // Re-issuing the old one again: already replaced.
    expect(() => reissueCertificate(admin(), row.id)).toThrow(/ya fue reemplazado/);
  });

  it("reissue is one transaction: when the new row cannot be written the old one stays valid", () => {
    const { row } = earnedCertificate();
    db.$client.exec(
      "CREATE TRIGGER certificates_fail_reissue BEFORE INSERT ON certificates BEGIN SELECT RAISE(ABORT, 'boom'); END",
    );
    try {
      expect(() => reissueCertificate(admin(), row.id, { recipientName: "Otro" })).toThrow(/boom/);
    } finally {
      db.$client.exec("DROP TRIGGER certificates_fail_reissue");
    }
    expect(rowById(row.id)).toEqual(row);
    expect(certificatesWhere(eq(certificates.reissuedFromId, row.id))).toEqual([]);
  });

  it("a revoked certificate not yet replaced can be re-issued; its revocation stays as it was", () => {
    const { row } = earnedCertificate();
    revokeCertificate(admin(), row.id, "Revocado por error.");
    const fresh = reissueCertificate(admin(), row.id);
    expect(fresh).toMatchObject({ status: "valid", recipientName: row.recipientName });
    expect(rowById(row.id).revocationReason).toBe("Revocado por error.");
  });

  it("live course: one valid certificate per registration; after a revoke a new one may be issued", async () => {
    const { registration } = liveRegistration("Luis", "Martínez");
    const first = issueLiveCourseCertificate(admin(), registration.id);
    expect(first).toMatchObject({
      recipientName: "Luis Martínez",
      liveRegistrationId: registration.id,
    });
    const twice = await run(() => issueLiveCourseCertificate(admin(), registration.id));
    expect(twice).toMatchObject({ status: 409, data: { message: ALREADY_HAS_VALID_MESSAGE } });
    revokeCertificate(admin(), first.id, "Datos incorrectos.");
    const second = issueLiveCourseCertificate(admin(), registration.id);
    expect(second.code).not.toBe(first.code);
    // Each issuance mails the attendee at the address they registered with; the refusal did not.
    const mails = db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "certificate-issued"))
      .all()
      .filter((mail) => [first.code, second.code].some((code) => mail.textBody.includes(code)));
    expect(mails.map((mail) => [mail.toAddress, mail.textBody.includes(second.code)])).toEqual([
      [registration.email, false],
      [registration.email, true],
    ]);
  });

  it("live course: a course no longer live is refused with a clear message; unknown registration → 404", async () => {
    const { registration, course } = liveRegistration();
    db.update(courses).set({ isLive: false }).where(eq(courses.id, course.id)).run();
    const refused = await run(() => issueLiveCourseCertificate(admin(), registration.id));
    expect(refused.status).toBe(400);
    expect(refused.data.message).toMatch(/ya no es en vivo/);
    expect((await run(() => issueLiveCourseCertificate(admin(), 99_999_999))).status).toBe(404);
    expect(certificatesWhere(eq(certificates.liveRegistrationId, registration.id))).toEqual([]);
  });
});
