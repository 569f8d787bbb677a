import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { accountTokens, users } from "../../db/schema";
import { db } from "~/db.server";
import {
  describeVerificationLink,
  INVALID_VERIFICATION_MESSAGE,
  isEmailVerified,
  resendEmailVerification,
  VERIFICATION_RESEND_LIMIT,
  verifyEmail,
} from "~/models/email-verification.server";
import { updateUserProfile } from "~/models/user.server";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import * as verifyEmailRoute from "~/routes/verify-email";
import { outboxMails } from "../support/outbox";
import { formRequest, getRequest } from "../support/requests";
import { redirectedTo, runRoute } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { createUserWithPassword, insertTestUser } from "../support/users";

/** The token of the newest verification mail queued for the user. */
function verificationToken(userId: number) {
  const [mail] = outboxMails(userId, "email-verification");
  expect(mail, "a verification mail in the outbox").toBeDefined();
  const url = new URL(mail!.link!);
  expect(url.pathname).toBe("/verify-email");
  return url.searchParams.get("token")!;
}

/** The mail's link: a redirect (no-referrer) keeping the token in a cookie, then the page. */
async function openLink(token: string, cookie?: string) {
  const answer = await runRoute(
    verifyEmailRoute.loader,
    getRequest(`/verify-email?token=${token}`, { cookie }),
  );
  expect(answer.status).toBe(303);
  expect(answer.headers.get("Location")).toBe("/verify-email?confirm=1");
  expect(answer.headers.get("Referrer-Policy")).toBe("no-referrer");
  const linkCookie = answer.headers.getSetCookie()[0]!.split(";")[0]!;
  return runRoute(
    verifyEmailRoute.loader,
    getRequest("/verify-email?confirm=1", {
      cookie: [cookie, linkCookie].filter(Boolean).join("; "),
    }),
  );
}

const confirm = (token: string, cookie?: string) =>
  runRoute(verifyEmailRoute.action, formRequest("/verify-email", { token }, { cookie }));

const resend = (cookie: string) =>
  runRoute(profileAction, formRequest("/profile", { intent: "resend-verification" }, { cookie }));

describe("registration and email change mails", () => {
  it("registration queues the welcome and a verification link, in the same transaction", async () => {
    const { user } = await createUserWithPassword();
    expect(outboxMails(user.id, "welcome")).toHaveLength(1);
    expect(outboxMails(user.id, "email-verification")).toMatchObject([{ toAddress: user.email }]);
    expect(isEmailVerified(user.id)).toBe(false);
  });

  it("an email change tells the old address, and mails a link to the new one", async () => {
    const { user, password } = await createUserWithPassword();
    const newEmail = `nuevo-${user.id}@example.com`;
    await updateUserProfile(
      user.id,
      { name: user.name, username: user.username, email: newEmail, currentPassword: password },
      { clientAddress: null },
    );
    expect(outboxMails(user.id, "email-changed")).toMatchObject([{ toAddress: user.email }]);
    expect(outboxMails(user.id, "email-changed")[0]!.textBody).toContain(newEmail);
    expect(outboxMails(user.id, "email-verification")[0]).toMatchObject({ toAddress: newEmail });
  });
});

describe("confirming an email (/verify-email)", () => {
  it("a GET shows which address the link confirms and never uses the token", async () => {
    const { user, cookie } = await createUserWithPassword();
    const token = verificationToken(user.id);
    for (let i = 0; i < 3; i++) {
      const page = await openLink(token, cookie);
      expect(page.status).toBe(200);
      expect(page.data.view).toEqual({ state: "ready", email: user.email, token });
      expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
      expect(page.headers.get("Cache-Control")).toBe("no-store");
    }
    expect(isEmailVerified(user.id)).toBe(false);
    expect(describeVerificationLink(token)).toEqual({ email: user.email });
  });

  it("'Confirmar mi correo' (POST) verifies it and goes back to the owner's profile", async () => {
    const { user, cookie } = await createUserWithPassword();
    const outcome = await confirm(verificationToken(user.id), cookie);
    expect(redirectedTo(outcome)).toBe("/profile");
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: "Correo verificado",
      description: "Tu correo quedó verificado.",
    });
    expect(isEmailVerified(user.id)).toBe(true);
    const profile = await runRoute(profileLoader, getRequest("/profile", { cookie }));
    expect(profile.data.emailVerified).toBe(true);
  });

  it("signed out, it verifies and sends to the login page", async () => {
    const { user } = await createUserWithPassword();
    expect(redirectedTo(await confirm(verificationToken(user.id)))).toBe("/auth");
    expect(isEmailVerified(user.id)).toBe(true);
  });

  it("a link works once; an unknown or expired one gets a clear Spanish refusal", async () => {
    const { user } = await createUserWithPassword();
    const token = verificationToken(user.id);
    expect((await confirm(token)).status).toBe(302);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.data.message).toBe(INVALID_VERIFICATION_MESSAGE);
    expect((await openLink(token)).data.view).toBeNull();

    const other = await createUserWithPassword();
    db.update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(accountTokens.userId, other.user.id))
      .run();
    const expired = await confirm(verificationToken(other.user.id));
    expect(expired.status).toBe(400);
    expect(expired.data.message).toBe(INVALID_VERIFICATION_MESSAGE);
    expect(isEmailVerified(other.user.id)).toBe(false);
  });

  it("a link for the old address does not verify the new one after an email change", async () => {
    const { user, password } = await createUserWithPassword();
    const oldToken = verificationToken(user.id);
    await updateUserProfile(
      user.id,
      {
        name: user.name,
        username: user.username,
        email: `cambio-${user.id}@example.com`,
        currentPassword: password,
      },
      { clientAddress: null },
    );
    const outcome = await confirm(oldToken);
    expect(outcome.status).toBe(400);
    expect(isEmailVerified(user.id)).toBe(false);
    // The new address's own link does.
    expect((await confirm(verificationToken(user.id))).status).toBe(302);
    expect(isEmailVerified(user.id)).toBe(true);
  });

  it("refuses a live token issued for an address the account no longer has (model)", () => {
    const user = insertTestUser();
    const token = "t".repeat(43);
    db.insert(accountTokens)
      .values({
        userId: user.id,
        purpose: "email-verification",
        email: "antes@example.com",
        tokenHash: createHash("sha256").update(token).digest("hex"),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .run();
    expect(describeVerificationLink(token)).toEqual({ email: "antes@example.com" });
    expect(() => verifyEmail(token)).toThrow(
      "Este enlace corresponde a un correo que tu cuenta ya no usa. Pide uno nuevo desde tu perfil.",
    );
    expect(isEmailVerified(user.id)).toBe(false);
  });
});

describe("'Verifica tu correo' on the profile", () => {
  it("the profile says whether the email is verified", async () => {
    const { cookie } = await createUserWithPassword();
    const profile = await runRoute(profileLoader, getRequest("/profile", { cookie }));
    expect(profile.data.emailVerified).toBe(false);
  });

  it("'Reenviar enlace' mails a new link (the earlier one stops working), at most 3 an hour", async () => {
    const { user, cookie } = await createUserWithPassword();
    const first = verificationToken(user.id);
    const outcome = await resend(cookie);
    expect(redirectedTo(outcome)).toBe("/profile");
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: "Enlace enviado",
      description: `Te enviamos un nuevo enlace a ${user.email}.`,
    });
    expect(describeVerificationLink(first)).toBeNull();
    expect(describeVerificationLink(verificationToken(user.id))).toEqual({ email: user.email });

    for (let i = 1; i < VERIFICATION_RESEND_LIMIT.perUser; i++) {
      expect((await resend(cookie)).status).toBe(302);
    }
    const refused = await resend(cookie);
    expect(refused.status).toBe(429);
    expect(refused.data.intent).toBe("resend-verification");
    expect(refused.data.failure.title).toBe("No pudimos reenviar el enlace");
    expect(refused.data.failure.message).toMatch(/^Demasiados intentos/);
    // 1 at registration + 3 resends.
    expect(outboxMails(user.id, "email-verification")).toHaveLength(
      1 + VERIFICATION_RESEND_LIMIT.perUser,
    );
  });

  it("a verified account is told so instead of getting another link (409)", async () => {
    const user = insertTestUser();
    db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id)).run();
    await expect(resendEmailVerification(user.id)).rejects.toMatchObject({ status: 409 });
  });
});
