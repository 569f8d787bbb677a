/**
 * Issue 42, findings 1 and 2: a mailed reset link is a key to the account for 30 minutes, so it
 * must die when the mailbox it went to stops being the account's (an email change) or when an
 * admin ends the account's access (a block). And redirecting the account's recovery to another
 * mailbox takes the current password: a stolen session is not enough.
 */
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { outboxEmails, users } from "../../db/schema";
import { db } from "~/db.server";
import { INVALID_RESET_MESSAGE, requestPasswordReset } from "~/models/password-reset.server";
import {
  CURRENT_PASSWORD_FOR_EMAIL_MESSAGE,
  CURRENT_PASSWORD_FOR_EMAIL_API_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  verifyLogin,
} from "~/models/user.server";
import { action as adminStudentAction } from "~/routes/admin.students.$userId";
import { action as apiProfileAction } from "~/routes/api.user.profile";
import { action as profileAction } from "~/routes/profile";
import { action as resetPasswordAction } from "~/routes/reset-password";
import { outboxMails } from "../support/outbox";
import { formRequest, jsonRequest } from "../support/requests";
import { redirectedTo, runRoute, type Outcome } from "../support/route-outcome";
import { createUserWithPassword, signedInUser } from "../support/users";

// --- helpers ------------------------------------------------------------------------------------

/** "¿Olvidaste tu contraseña?" for the account; the link's token and the code of its mail. */
async function mailedReset(userId: number, email: string) {
  await requestPasswordReset(email, { clientAddress: null });
  const mail = outboxMails(userId, "password-reset")[0]!;
  const token = new URL(mail.link!).searchParams.get("token")!;
  const [, code] = JSON.parse(mail.secrets!) as [string, string];
  return { token, code };
}

const resetWithLink = (token: string, password: string) =>
  runRoute(
    resetPasswordAction,
    formRequest("/reset-password", {
      intent: "reset-link",
      token,
      password,
      confirmPassword: password,
    }),
  );

const resetWithCode = (email: string, code: string, password: string) =>
  runRoute(
    resetPasswordAction,
    formRequest("/reset-password", {
      intent: "reset-code",
      email,
      code,
      password,
      confirmPassword: password,
    }),
  );

const formErrors = (outcome: Outcome) => outcome.data.result.error?.[""] as string[] | undefined;

const userRow = (id: number) => db.select().from(users).where(eq(users.id, id)).get()!;

const newEmail = () => `nuevo-${randomUUID().slice(0, 8)}@example.com`;

const updateInfo = (cookie: string, fields: Record<string, string>) =>
  runRoute(
    profileAction,
    formRequest("/profile", { intent: "update-info", ...fields }, { cookie }),
  );

const patchProfile = (cookie: string, body: Record<string, unknown>) =>
  runRoute(apiProfileAction, jsonRequest("/api/user/profile", body, { method: "PATCH", cookie }));

/** Whether the model refused the attempt as it should: the account and its mails as they were. */
function expectUnchanged(user: { id: number; email: string; name: string }, mailsBefore: number) {
  expect(userRow(user.id)).toMatchObject({ email: user.email, name: user.name });
  expect(db.select().from(outboxEmails).where(eq(outboxEmails.userId, user.id)).all()).toHaveLength(
    mailsBefore,
  );
}

const mailCount = (userId: number) =>
  db.select().from(outboxEmails).where(eq(outboxEmails.userId, userId)).all().length;

// --- finding 1: the email change ----------------------------------------------------------------

describe("a reset link mailed before an email change (issue 42, finding 1)", () => {
  it("dies with the change on /api: the old mailbox cannot set a password afterwards", async () => {
    const { user, password, cookie } = await createUserWithPassword();
    const { token } = await mailedReset(user.id, user.email);

    const email = newEmail();
    const changed = await patchProfile(cookie, {
      name: user.name,
      username: user.username,
      email,
      currentPassword: password,
    });
    expect(changed.status).toBe(200);

    const outcome = await resetWithLink(token, "clave-del-atacante");
    expect(outcome.status).toBe(400);
    expect(formErrors(outcome)).toEqual([INVALID_RESET_MESSAGE]);
    await expect(verifyLogin(email, "clave-del-atacante")).rejects.toThrow();
    expect((await verifyLogin(email, password)).id).toBe(user.id);
  });

  it("dies with the change on the page, the code with it (typed with either address)", async () => {
    const { user, password, cookie } = await createUserWithPassword();
    const { token, code } = await mailedReset(user.id, user.email);

    const email = newEmail();
    const changed = await updateInfo(cookie, {
      name: user.name,
      username: user.username,
      email,
      currentPassword: password,
    });
    expect(redirectedTo(changed)).toBe("/profile");

    for (const address of [email, user.email]) {
      const outcome = await resetWithCode(address, code, "clave-del-atacante");
      expect(outcome.status).toBe(400);
      expect(formErrors(outcome)).toEqual([INVALID_RESET_MESSAGE]);
    }
    expect((await resetWithLink(token, "clave-del-atacante")).status).toBe(400);
    expect((await verifyLogin(email, password)).id).toBe(user.id);
  });

  it("a link asked for after the change (to the new address) works", async () => {
    const { user, password, cookie } = await createUserWithPassword();
    const email = newEmail();
    await patchProfile(cookie, {
      name: user.name,
      username: user.username,
      email,
      currentPassword: password,
    });
    const { token } = await mailedReset(user.id, email);
    expect(redirectedTo(await resetWithLink(token, "clave-nueva-9"))).toBe("/auth");
    expect((await verifyLogin(email, "clave-nueva-9")).id).toBe(user.id);
  });
});

describe("changing the email asks for the current password (issue 42, finding 1)", () => {
  it("on the page: missing or wrong, a 400 under 'Contraseña actual' and nothing changes", async () => {
    const { user, password, cookie } = await createUserWithPassword();
    const mailsBefore = mailCount(user.id);
    const fields = { name: "Nombre Nuevo", username: user.username, email: newEmail() };

    const missing = await updateInfo(cookie, fields);
    expect(missing.status).toBe(400);
    expect(missing.data.result.error).toEqual({
      currentPassword: [CURRENT_PASSWORD_FOR_EMAIL_MESSAGE],
    });
    // The rest of what was typed comes back; the password never does.
    expect(missing.data.result.initialValue).toMatchObject({ email: fields.email });
    expectUnchanged(user, mailsBefore);

    const wrong = await updateInfo(cookie, { ...fields, currentPassword: "no-es-la-mia" });
    expect(wrong.status).toBe(400);
    expect(wrong.data.result.error).toEqual({ currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    expect(wrong.data.result.initialValue).not.toHaveProperty("currentPassword");
    expectUnchanged(user, mailsBefore);

    const right = await updateInfo(cookie, { ...fields, currentPassword: password });
    expect(redirectedTo(right)).toBe("/profile");
    expect(userRow(user.id)).toMatchObject({ email: fields.email, name: "Nombre Nuevo" });
  });

  it("on the page: name and username change without it; the same email in other case is no change", async () => {
    const { user, cookie } = await createUserWithPassword();
    const outcome = await updateInfo(cookie, {
      name: "Solo El Nombre",
      username: user.username,
      email: user.email.toUpperCase(),
    });
    expect(redirectedTo(outcome)).toBe("/profile");
    expect(userRow(user.id)).toMatchObject({ name: "Solo El Nombre", email: user.email });
  });

  it("on /api: the previous client (no currentPassword) gets a 400 naming the field, only when the email changes", async () => {
    const { user, password, cookie } = await createUserWithPassword();
    const mailsBefore = mailCount(user.id);
    const identity = { name: user.name, username: user.username };

    const missing = await patchProfile(cookie, { ...identity, email: newEmail() });
    expect(missing).toMatchObject({
      status: 400,
      data: { message: CURRENT_PASSWORD_FOR_EMAIL_API_MESSAGE },
    });
    expect(CURRENT_PASSWORD_FOR_EMAIL_API_MESSAGE).toContain("currentPassword");
    const wrong = await patchProfile(cookie, {
      ...identity,
      email: newEmail(),
      currentPassword: "no-es-la-mia",
    });
    expect(wrong).toMatchObject({
      status: 400,
      data: { message: WRONG_CURRENT_PASSWORD_MESSAGE },
    });
    expectUnchanged(user, mailsBefore);

    // The previous client's save of name and bio, email unchanged, still works without it.
    const sameEmail = await patchProfile(cookie, {
      ...identity,
      email: user.email,
      bio: "Hola",
    });
    expect(sameEmail.status).toBe(200);

    const email = newEmail();
    const right = await patchProfile(cookie, { ...identity, email, currentPassword: password });
    expect(right.status).toBe(200);
    expect(right.data).toMatchObject({ email });
    expect(right.data).not.toHaveProperty("currentPassword");
  });

  it("a taken email is only told to whoever knows the password", async () => {
    const { user, password, cookie } = await createUserWithPassword();
    const other = await createUserWithPassword();
    const identity = { name: user.name, username: user.username, email: other.user.email };
    expect((await patchProfile(cookie, identity)).status).toBe(400);
    expect(
      (await patchProfile(cookie, { ...identity, currentPassword: "no-es-la-mia" })).status,
    ).toBe(400);
    expect(await patchProfile(cookie, { ...identity, currentPassword: password })).toMatchObject({
      status: 409,
      data: { message: "Email already exists" },
    });
  });
});

// --- finding 2: the block -----------------------------------------------------------------------

describe("a reset link mailed before a block (issue 42, finding 2)", () => {
  it("dies with the block, link and code alike, and stays dead after the unblock", async () => {
    const admin = await signedInUser("admin");
    const { user, password } = await createUserWithPassword();
    const { token, code } = await mailedReset(user.id, user.email);
    const act = (intent: string) =>
      runRoute(
        adminStudentAction,
        formRequest(`/admin/students/${user.id}`, { intent }, { cookie: admin.cookie }),
        { userId: String(user.id) },
      );

    expect((await act("block")).status).toBe(302);
    const byLink = await resetWithLink(token, "clave-del-atacante");
    expect(byLink.status).toBe(400);
    expect(formErrors(byLink)).toEqual([INVALID_RESET_MESSAGE]);
    const byCode = await resetWithCode(user.email, code, "clave-del-atacante");
    expect(formErrors(byCode)).toEqual([INVALID_RESET_MESSAGE]);
    // Neither the password nor the email's verification moved.
    expect(userRow(user.id).emailVerifiedAt).toBeNull();

    expect((await act("unblock")).status).toBe(302);
    expect((await resetWithLink(token, "clave-del-atacante")).status).toBe(400);
    expect((await verifyLogin(user.email, password)).id).toBe(user.id);
  });
});
