import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { certificates, courses, sectionProgress, users } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import {
  CODE_ALPHABET,
  findCertificateByCode,
  formatCertificateCode,
  issueCertificateIn,
  listUserCertificates,
  newCertificateCode,
  normalizeCertificateCode,
} from "~/models/certificate.server";
import { enrollUser } from "~/models/enrollment.server";
import { setSectionCompletion } from "~/models/progress.server";
import { deleteSection } from "~/models/syllabus.server";
import { listEmailsForUser } from "~/models/outbox.server";
import { deleteUser } from "~/models/user.server";
import { loader as certificatesApiLoader } from "~/routes/api.certificates";
import { action as sectionProgressAction } from "~/routes/api.sections.$sectionId.progress";
import { action as userAction } from "~/routes/api.user";
import { loader as lookupLoader } from "~/routes/certificates._index";
import { loader as certificateLoader, meta as certificateMeta } from "~/routes/certificates.$code";
import { action as learnAction, loader as learnLoader } from "~/routes/courses.$slug_.learn/route";
import { loader as profileLoader } from "~/routes/profile";

import { insertTestCourse, insertTestModule, insertTestSection } from "../support/courses";
import { formRequest, getRequest, jsonRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

const DISPLAY_CODE = /^WCA(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/** A course of one module with `count` sections, and an enrolled student with a session. */
async function enrolledStudent(count = 2) {
  const course = insertTestCourse({ instructor: "Ana Instructora", duration: 12 });
  const module = insertTestModule(course.id, 1);
  const sectionIds = Array.from(
    { length: count },
    (_, index) => insertTestSection(module.id, index + 1).id,
  );
  const user = insertTestUser("student", { name: "María José López" });
  enrollUser(user.id, course.id);
  return { course, sectionIds, user, cookie: await cookieFor(user.id) };
}

function certificateRows(userId: number) {
  return db.select().from(certificates).where(eq(certificates.userId, userId)).all();
}

function completeAll(userId: number, sectionIds: number[]) {
  for (const id of sectionIds) setSectionCompletion(userId, id, true);
}

const postLearnForm = (slug: string, cookie: string, fields: Record<string, string>) =>
  runRoute(learnAction, formRequest(`/courses/${slug}/learn`, fields, { cookie }), { slug });

const openCertificate = (code: string) =>
  runRoute(certificateLoader, getRequest(`/certificates/${encodeURIComponent(code)}`), { code });

// --- routes ----------------------------------------------------------------------------------------

describe("issuing from the learn page (POST /courses/{slug}/learn, set-completion)", () => {
  it("completing the last section issues the certificate; the player and the profile link to it", async () => {
    const { course, sectionIds, user, cookie } = await enrolledStudent(2);
    for (const [index, sectionId] of sectionIds.entries()) {
      const posted = await postLearnForm(course.slug, cookie, {
        intent: "set-completion",
        sectionId: String(sectionId),
        completed: "true",
      });
      expect(posted.status).toBe(302);
      expect(certificateRows(user.id)).toHaveLength(index === sectionIds.length - 1 ? 1 : 0);
    }
    const [row] = certificateRows(user.id);
    const display = formatCertificateCode(row.code);
    expect(display).toMatch(DISPLAY_CODE);

    const page = await runRoute(
      learnLoader,
      getRequest(`/courses/${course.slug}/learn?section=${sectionIds[1]}`, { cookie }),
      { slug: course.slug },
    );
    expect(page.data.certificate).toEqual({
      code: display,
      path: `/certificates/${display}`,
      pdfPath: `/certificates/${display}.pdf`,
      revokedOn: null,
    });

    const profile = await runRoute(profileLoader, getRequest("/profile", { cookie }));
    expect(profile.data.certificates).toEqual([
      expect.objectContaining({
        code: display,
        path: `/certificates/${display}`,
        courseTitle: course.title,
        status: "valid",
      }),
    ]);
  });

  it("a student who has not finished sees no certificate on the player", async () => {
    const { course, sectionIds, cookie } = await enrolledStudent(2);
    setSectionCompletion((await getUserId(cookie))!, sectionIds[0], true);
    const page = await runRoute(
      learnLoader,
      getRequest(`/courses/${course.slug}/learn?section=${sectionIds[0]}`, { cookie }),
      { slug: course.slug },
    );
    expect(page.data.certificate).toBeNull();
  });
});

async function getUserId(cookie: string) {
  const outcome = await runRoute(profileLoader, getRequest("/profile", { cookie }));
  return outcome.data.user.id as number;
}

describe("issuing from the /api (POST /api/sections/{id}/progress)", () => {
  it("issues once; a replayed completion and an un-complete + re-complete keep the same certificate", async () => {
    const { sectionIds, user, cookie } = await enrolledStudent(1);
    const complete = (completed: boolean) =>
      runRoute(
        sectionProgressAction,
        jsonRequest(`/api/sections/${sectionIds[0]}/progress`, { completed }, { cookie }),
        { sectionId: String(sectionIds[0]) },
      );
    expect((await complete(true)).status).toBe(200);
    const [first] = certificateRows(user.id);
    expect((await complete(true)).status).toBe(200);
    expect((await complete(false)).status).toBe(200);
    // Un-completing does not take it back.
    expect(certificateRows(user.id)).toEqual([first]);
    expect((await complete(true)).status).toBe(200);
    expect(certificateRows(user.id)).toEqual([first]);
    // One "Tu certificado" mail, queued with the issuance, linking to the verification page.
    const mails = listEmailsForUser(user.id).filter((mail) => mail.kind === "certificate-issued");
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe(user.email);
    expect(mails[0].textBody).toContain(
      `${env.PUBLIC_URL}/certificates/${formatCertificateCode(first.code)}`,
    );
  });

  it("GET /api/certificates lists only the caller's own; 401 signed out", async () => {
    const mine = await enrolledStudent(1);
    const theirs = await enrolledStudent(1);
    completeAll(mine.user.id, mine.sectionIds);
    completeAll(theirs.user.id, theirs.sectionIds);
    const outcome = await runRoute(
      certificatesApiLoader,
      getRequest("/api/certificates", { cookie: mine.cookie }),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.data.map((item: { courseTitle: string }) => item.courseTitle)).toEqual([
      mine.course.title,
    ]);
    expect((await runRoute(certificatesApiLoader, getRequest("/api/certificates"))).status).toBe(
      401,
    );
  });
});

describe("verification page (GET /certificates/{code})", () => {
  it("shows every snapshot field, the status and the issuer to a visitor without an account", async () => {
    const { course, sectionIds, user } = await enrolledStudent(1);
    completeAll(user.id, sectionIds);
    const code = formatCertificateCode(certificateRows(user.id)[0].code);
    const outcome = await openCertificate(code);
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Cache-Control")).toBe("no-store");
    expect(outcome.data.certificate).toMatchObject({
      code,
      recipientName: "María José López",
      courseTitle: course.title,
      courseHours: 12,
      moduleCount: 1,
      instructor: "Ana Instructora",
      issuerName: env.site.name,
      completedOn: expect.stringMatching(/^\d{1,2} de \p{L}+ de \d{4}$/u),
      status: "valid",
      revokedOn: null,
      revocationReason: null,
      holderAccountDeleted: false,
    });
  });

  it("is noindex and carries Open Graph tags", async () => {
    const { sectionIds, user } = await enrolledStudent(1);
    completeAll(user.id, sectionIds);
    const code = formatCertificateCode(certificateRows(user.id)[0].code);
    const outcome = await openCertificate(code);
    const tags = certificateMeta({
      data: outcome.data,
      matches: [
        {
          id: "root",
          pathname: "/",
          data: { site: { name: "Web Code Academy" }, origin: "https://academia.example" },
        },
        { id: "routes/certificates.$code", pathname: `/certificates/${code}`, data: outcome.data },
      ],
    } as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({
      property: "og:url",
      content: `https://academia.example/certificates/${code}`,
    });
    expect(tags.find((tag) => tag.property === "og:title")?.content).toContain("María José López");
  });

  it("any spelling of a code (lowercase, no dashes, O for 0) redirects to the canonical address", async () => {
    const { sectionIds, user } = await enrolledStudent(1);
    completeAll(user.id, sectionIds);
    const body = certificateRows(user.id)[0].code;
    const canonical = formatCertificateCode(body);
    for (const spelling of [body.toLowerCase(), `wca${body}`, canonical.toLowerCase()]) {
      const outcome = await openCertificate(spelling);
      expect(outcome.status, spelling).toBe(301);
      expect(outcome.headers.get("Location")).toBe(`/certificates/${canonical}`);
    }
  });

  it("an unknown or malformed code is a 404, never a 500", async () => {
    const bad = [
      "WCA-0000-0000-0000-0000",
      "",
      "x",
      "WCA-7KQ4",
      "0x10",
      "-1",
      "1 OR 1=1",
      "1'--",
      "١٢",
      "%00",
      "a\u0000b",
      "😀",
      "U".repeat(16),
      "A".repeat(100_000),
      "<script>alert(1)</script>",
    ];
    for (const code of bad) {
      const outcome = await openCertificate(code);
      expect(outcome.status, JSON.stringify(code.slice(0, 40))).toBe(404);
    }
  });

  it("a revoked certificate says so, with the date and the reason", async () => {
    const { sectionIds, user } = await enrolledStudent(1);
    completeAll(user.id, sectionIds);
    db.update(certificates)
      .set({ revokedAt: new Date("2026-11-20T18:00:00Z"), revocationReason: "Nombre incorrecto" })
      .where(eq(certificates.userId, user.id))
      .run();
    const code = formatCertificateCode(certificateRows(user.id)[0].code);
    const outcome = await openCertificate(code);
    expect(outcome.data.certificate).toMatchObject({
      status: "revoked",
      revokedOn: "20 de noviembre de 2026",
      revocationReason: "Nombre incorrecto",
    });
  });
});

describe("lookup form (GET /certificates?code=…)", () => {
  it("without a code shows the empty form", async () => {
    const outcome = await runRoute(lookupLoader, getRequest("/certificates"));
    expect(outcome).toMatchObject({ status: 200, data: { code: "", error: null } });
  });

  it("a known code, however typed, opens its page", async () => {
    const { sectionIds, user } = await enrolledStudent(1);
    completeAll(user.id, sectionIds);
    const body = certificateRows(user.id)[0].code;
    const typed = ` ${formatCertificateCode(body).toLowerCase().replace(/-/g, " ")} `;
    const outcome = await runRoute(
      lookupLoader,
      getRequest(`/certificates?code=${encodeURIComponent(typed)}`),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe(`/certificates/${formatCertificateCode(body)}`);
  });

  it("an unknown code is a 404 with the reason; a malformed one a 400", async () => {
    const unknown = await runRoute(
      lookupLoader,
      getRequest("/certificates?code=WCA-0000-0000-0000-0000"),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.data.error).toMatch(/No existe ningún certificado con ese código/);
    const malformed = await runRoute(
      lookupLoader,
      getRequest(`/certificates?code=${encodeURIComponent("<b>" + "x".repeat(5000))}`),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.data.code.length).toBeLessThanOrEqual(80);
    expect(malformed.data.error).toMatch(/no parece un código de certificado/);
  });
});

describe("account deletion (decision 105)", () => {
  it("keeps the certificate verifiable with its snapshot, detached from the account and marked", async () => {
    const { sectionIds, user, cookie } = await enrolledStudent(1);
    completeAll(user.id, sectionIds);
    const [before] = certificateRows(user.id);
    const deleted = await runRoute(
      userAction,
      getRequest("/api/user", { method: "DELETE", cookie }),
    );
    expect(deleted.status).toBe(200);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
    const after = db.select().from(certificates).where(eq(certificates.id, before.id)).get()!;
    expect(after).toMatchObject({
      code: before.code,
      recipientName: before.recipientName,
      courseTitle: before.courseTitle,
      userId: null,
      revokedAt: null,
    });
    expect(after.holderDeletedAt).toBeInstanceOf(Date);
    const page = await openCertificate(formatCertificateCode(before.code));
    expect(page.status).toBe(200);
    expect(page.data.certificate).toMatchObject({
      status: "valid",
      recipientName: "María José López",
      holderAccountDeleted: true,
    });
  });
});

// --- model -----------------------------------------------------------------------------------------

describe("certificate model", () => {
  it("codes: 16 Crockford base32 characters (80 random bits), no I, L, O or U, all different", () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
    const codes = new Set(Array.from({ length: 2000 }, () => newCertificateCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    // Every character position takes every value: the bits are spread over the whole code.
    const firstChars = new Set([...codes].map((code) => code[0]));
    expect(firstChars.size).toBe(32);
    expect(formatCertificateCode("7KQ4M2XD9PRFAB12")).toBe("WCA-7KQ4-M2XD-9PRF-AB12");
  });

  it("normalizes case, dashes, spaces, the prefix and Crockford's look-alikes; refuses the rest", () => {
    const body = "7KQ4M2XD9PRFAB10";
    for (const typed of [
      "WCA-7KQ4-M2XD-9PRF-AB10",
      "wca-7kq4-m2xd-9prf-ab10",
      "7kq4 m2xd 9prf ab10",
      "7KQ4M2XD9PRFAB1O",
      "WCA7KQ4M2XD9PRFABIO",
      "WCA-7KQ4-M2XD-9PRF-ABLO",
    ]) {
      expect(normalizeCertificateCode(typed), typed).toBe(body);
    }
    for (const typed of ["", "WCA", "7KQ4M2XD9PRFAB1", "7KQ4M2XD9PRFAB1U", "7KQ4M2XD9PRFAB1!"]) {
      expect(normalizeCertificateCode(typed), typed).toBeNull();
    }
  });

  it("is issued in the same transaction as the completion: a failed issue leaves no progress either", async () => {
    const { sectionIds, user } = await enrolledStudent(1);
    db.$client.exec(
      "CREATE TEMP TRIGGER certificates_fail BEFORE INSERT ON certificates BEGIN SELECT RAISE(ABORT, 'certificado'); END",
    );
    try {
      expect(() => setSectionCompletion(user.id, sectionIds[0], true)).toThrow(/certificado/);
    } finally {
      db.$client.exec("DROP TRIGGER certificates_fail");
    }
    expect(
      db
        .select()
        .from(sectionProgress)
        .where(
          and(eq(sectionProgress.userId, user.id), eq(sectionProgress.sectionId, sectionIds[0])),
        )
        .all(),
    ).toEqual([]);
    expect(certificateRows(user.id)).toEqual([]);
  });

  it("the snapshot survives later edits of the name and the course, and the course's deletion", async () => {
    const { course, sectionIds, user } = await enrolledStudent(1);
    completeAll(user.id, sectionIds);
    const [issued] = certificateRows(user.id);
    db.update(users).set({ name: "Otro Nombre" }).where(eq(users.id, user.id)).run();
    db.update(courses)
      .set({ title: "Título cambiado", duration: 99, instructor: "Otra Persona" })
      .where(eq(courses.id, course.id))
      .run();
    expect(certificateRows(user.id)).toEqual([issued]);
    db.delete(courses).where(eq(courses.id, course.id)).run();
    const after = db.select().from(certificates).where(eq(certificates.id, issued.id)).get()!;
    expect(after).toEqual({ ...issued, courseId: null });
    expect(findCertificateByCode(issued.code)).toMatchObject({
      recipientName: "María José López",
      courseTitle: course.title,
      courseHours: 12,
      instructor: "Ana Instructora",
      status: "valid",
    });
  });

  it("is unique per student and course: issuing again returns the same row, a second insert fails", async () => {
    const { course, sectionIds, user } = await enrolledStudent(1);
    completeAll(user.id, sectionIds);
    const [issued] = certificateRows(user.id);
    const again = db.transaction((tx) => issueCertificateIn(tx, user.id, course.id));
    expect(again).toEqual(issued);
    expect(() =>
      db
        .insert(certificates)
        .values({ ...issued, id: undefined, code: newCertificateCode() })
        .run(),
    ).toThrow(/UNIQUE/);
    expect(certificateRows(user.id)).toHaveLength(1);
  });

  it("reaching 100 % because the admin removed the last unfinished section also issues it", async () => {
    const { sectionIds, user } = await enrolledStudent(2);
    setSectionCompletion(user.id, sectionIds[0], true);
    expect(certificateRows(user.id)).toHaveLength(0);
    deleteSection({ id: 1, role: "admin" } as never, sectionIds[1]);
    expect(certificateRows(user.id)).toHaveLength(1);
  });

  it("lists the student's own certificates newest first; deleteUser marks and detaches them", async () => {
    const first = await enrolledStudent(1);
    completeAll(first.user.id, first.sectionIds);
    const second = insertTestCourse();
    const module = insertTestModule(second.id, 1);
    const section = insertTestSection(module.id, 1);
    enrollUser(first.user.id, second.id);
    setSectionCompletion(first.user.id, section.id, true);
    const listed = listUserCertificates(first.user.id);
    expect(listed.map((item) => item.courseTitle).sort()).toEqual(
      [first.course.title, second.title].sort(),
    );
    deleteUser(first.user.id);
    expect(listUserCertificates(first.user.id)).toEqual([]);
    const kept = db
      .select()
      .from(certificates)
      .all()
      .filter((row) => listed.some((item) => item.code === formatCertificateCode(row.code)));
    expect(kept).toHaveLength(2);
    expect(kept.every((row) => row.userId === null && row.holderDeletedAt !== null)).toBe(true);
  });
});
