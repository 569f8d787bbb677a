import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { accountTokens, contacts, outboxEmails, sessions, users } from "../../db/schema";
import { db } from "~/db.server";
import { sendPasswordResetLink } from "~/models/password-reset.server";
import { exportPersonalData } from "~/models/personal-data.server";
import { loader as dataLoader } from "~/routes/profile_.data[.]json";
import { makeWorld } from "../support/authorization-rows";
import { getRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

/** Two students with the same kinds of data (enrollment, progress, comment, projects, …). */
async function twoStudents() {
  const mine = await makeWorld();
  const theirs = await makeWorld();
  // A mail with a link and a code in the outbox for each (not yet sent: the secrets are stored).
  sendPasswordResetLink(mine.a.id);
  sendPasswordResetLink(theirs.a.id);
  return { mine, theirs };
}

describe("Descargar mis datos (GET /profile/data.json)", () => {
  it("sends anonymous visitors to sign in and back", async () => {
    const outcome = await runRoute(dataLoader, getRequest("/profile/data.json"));
    expect(outcome.status).toBe(302);
    const location = new URL(outcome.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/profile/data.json");
  });

  it("is a JSON attachment of the signed-in student's own data, never cached", async () => {
    const { mine } = await twoStudents();
    const outcome = await runRoute(
      dataLoader,
      getRequest("/profile/data.json", { cookie: mine.a.cookie }),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(outcome.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(outcome.headers.get("Cache-Control")).toBe("private, no-store");
    expect(outcome.data.account).toMatchObject({ id: mine.a.id, email: mine.a.email });
  });
});

describe("exportPersonalData", () => {
  it("holds each kind of data the academy keeps, the student's rows only", async () => {
    const { mine, theirs } = await twoStudents();
    const data = exportPersonalData(mine.a.id);

    expect(data.account).toMatchObject({
      id: mine.a.id,
      name: mine.a.name,
      username: mine.a.username,
      email: mine.a.email,
      role: "student",
    });
    expect(data.enrollments).toEqual([
      expect.objectContaining({
        course: { title: mine.course.title, slug: mine.course.slug },
        progressPercent: 100,
        completed: true,
        sections: [
          expect.objectContaining({
            section: mine.section.title,
            completed: true,
            videoSeconds: 0,
          }),
        ],
      }),
    ]);
    expect(data.comments).toEqual([
      expect.objectContaining({ body: "Un comentario de A.", section: mine.section.title }),
    ]);
    expect(data.editorProjects.map((project) => project.name).sort()).toEqual([
      "Proyecto de A",
      "Público",
      "Retirado",
    ]);
    expect(data.editorProjects.find((project) => project.name === "Público")!.publicLink).toMatch(
      new RegExp(`/editor/p/${mine.publicId}$`),
    );
    expect(data.liveRegistrations).toEqual([
      expect.objectContaining({ course: mine.liveCourse.title, firstName: "Ana" }),
    ]);
    expect(data.certificates.map((certificate) => certificate.code)).toEqual([
      mine.certificate.code,
    ]);
    expect(data.uploadedImages).toEqual([
      expect.objectContaining({
        url: `/images/${mine.photo.id}`,
        bytes: mine.photo.data.byteLength,
      }),
    ]);
    // Settings are the student's data too ("Ahorro de datos", decision 127).
    expect(data.account.saveData).toBe(false);
    // The certificate's and the live registration's mails, and the reset the test asked for.
    expect(data.emails.map((email) => email.kind).sort()).toEqual([
      "certificate-issued",
      "live-registration",
      "password-reset",
    ]);
    expect(data.emails).toContainEqual(
      expect.objectContaining({
        kind: "password-reset",
        to: mine.a.email,
        subject: "Restablece tu contraseña",
        status: "pending",
      }),
    );
    expect(data.signIns).toHaveLength(1);

    // Nothing of the other student's.
    const text = JSON.stringify(data);
    for (const value of [
      theirs.a.email,
      theirs.a.username,
      theirs.certificate.code,
      theirs.publicId,
      theirs.course.slug,
      `/images/${theirs.photo.id}`,
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it("holds no secret: no password hash, session id, token, code or mail body", async () => {
    const { mine } = await twoStudents();
    const data = exportPersonalData(mine.a.id);
    const keys = keysOf(data);
    expect(
      keys.filter((key) => /password|token|hash|secret|session|code_?hash/i.test(key)),
    ).toEqual([]);

    const text = JSON.stringify(data);
    const user = db.select().from(users).where(eq(users.id, mine.a.id)).get()!;
    const secrets = [
      user.passwordHash,
      ...db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, mine.a.id))
        .all()
        .map((row) => row.id),
      ...db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.userId, mine.a.id))
        .all()
        .flatMap((row) => [row.tokenHash, ...(row.codeHash ? [row.codeHash] : [])]),
      ...db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.userId, mine.a.id))
        .all()
        .flatMap((row) => [
          ...(row.link ? [row.link] : []),
          ...(JSON.parse(row.secrets ?? "[]") as string[]),
        ]),
    ];
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain("/reset-password?token=");
  });

  it("includes contact messages sent from the student's address only once that address is verified", async () => {
    const { mine } = await twoStudents();
    db.insert(contacts)
      .values({ name: "Ana", email: mine.a.email, message: "Mensaje desde mi correo." })
      .run();
    expect(exportPersonalData(mine.a.id).contactMessages).toEqual([]);
    db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, mine.a.id)).run();
    expect(exportPersonalData(mine.a.id).contactMessages).toEqual([
      expect.objectContaining({ message: "Mensaje desde mi correo." }),
    ]);
  });

  it("refuses an account that does not exist (404)", () => {
    expect(() => exportPersonalData(99_999_999)).toThrow("Usuario no encontrado.");
  });
});
