import { createHash, randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import { outboxEmails, sessions, users } from "../../db/schema";
import { hashPassword } from "~/auth/password.server";
import { db } from "~/db.server";
import { passwordChangedEmail, passwordResetEmail } from "~/mail/templates.server";
import {
  consumeTokenIn,
  findLiveToken,
  findLiveTokenByCode,
  issueAccountTokenIn,
  normalizeShortCode,
  retireTokensIn,
} from "~/models/account-token.server";
import { DomainError } from "~/models/errors.server";
import { queueEmailIn } from "~/models/outbox.server";
import { normalizeEmail } from "~/models/user.server";
import { publicUrl } from "~/utils/public-url.server";
import { createAttemptLimiter } from "~/utils/rate-limit.server";

/** A reset link lives 30 minutes (issue 19, OWASP Forgot Password). */
export const RESET_TOKEN_MINUTES = 30;

/** Shown after every request, whether or not the account exists. */
export const RESET_REQUESTED_MESSAGE =
  "Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña y un código. Revisa tu bandeja de entrada (y la carpeta de spam); el enlace vence en 30 minutos.";

export const INVALID_RESET_MESSAGE =
  "El enlace o el código no es válido o ya venció. Solicita uno nuevo.";

export const RESET_LIMITS = {
  /** Mails per email address in the window; further requests get the same answer and no mail. */
  mailsPerEmail: 3,
  /** Requests per client address in the window, then 429 (keyed on the address only). */
  requestsPerAddress: 10,
  /** Wrong links or codes per client address in the window, then 429. */
  failuresPerAddress: 20,
  windowSeconds: 15 * 60,
};

const mailsPerEmail = createAttemptLimiter({
  keyPrefix: "reset-mail",
  maxFailures: RESET_LIMITS.mailsPerEmail,
  windowSeconds: RESET_LIMITS.windowSeconds,
});
const requestsPerAddress = createAttemptLimiter({
  keyPrefix: "reset-request",
  maxFailures: RESET_LIMITS.requestsPerAddress,
  windowSeconds: RESET_LIMITS.windowSeconds,
});
const failuresPerAddress = createAttemptLimiter({
  keyPrefix: "reset-failure",
  maxFailures: RESET_LIMITS.failuresPerAddress,
  windowSeconds: RESET_LIMITS.windowSeconds,
});

const resetLink = (token: string) => publicUrl(`/reset-password?token=${token}`);

/** The reset token and its mail, in one transaction. */
function queueResetMailIn(
  tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
  user: { id: number; name: string; email: string },
) {
  const issued = issueAccountTokenIn(tx, {
    userId: user.id,
    purpose: "password-reset",
    email: user.email,
    lifetimeMinutes: RESET_TOKEN_MINUTES,
    withCode: true,
  });
  const message = passwordResetEmail({
    name: user.name,
    link: resetLink(issued.token),
    code: issued.code!,
    minutes: RESET_TOKEN_MINUTES,
  });
  return queueEmailIn(tx, { to: user.email, userId: user.id }, message);
}

/**
 * "¿Olvidaste tu contraseña?": mails a link and a code when an active account has that email.
 * The caller answers `RESET_REQUESTED_MESSAGE` either way; the work done for an unknown email
 * mirrors a known one (random token, hashes, a transaction) so the time does not tell them apart.
 */
export async function requestPasswordReset(
  email: string,
  { clientAddress }: { clientAddress: string | null },
) {
  const addressKeys = [clientAddress ? `address:${clientAddress}` : null];
  await requestsPerAddress.assertAllowed(addressKeys);
  await requestsPerAddress.recordFailure(addressKeys);

  const normalized = normalizeEmail(email);
  const emailKeys = [`email:${normalized}`];
  let mayMail = true;
  try {
    await mailsPerEmail.assertAllowed(emailKeys);
    await mailsPerEmail.recordFailure(emailKeys);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    mayMail = false;
  }

  const user = db
    .select({ id: users.id, name: users.name, email: users.email, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.email, normalized))
    .get();
  if (user && mayMail && !user.blockedAt) {
    db.transaction((tx) => queueResetMailIn(tx, user));
  } else {
    writeDecoyResetMail(normalized);
  }
}

class RolledBack extends Error {}

/**
 * The same kind of work as a real reset mail (a token and its hash, the message, a write in a
 * transaction), rolled back: an unknown, capped or blocked address answers in the same time.
 */
function writeDecoyResetMail(email: string) {
  try {
    db.transaction((tx) => {
      const token = randomBytes(32).toString("base64url");
      createHash("sha256").update(token).digest("hex");
      const message = passwordResetEmail({
        name: email,
        link: resetLink(token),
        code: "0000-0000",
        minutes: RESET_TOKEN_MINUTES,
      });
      tx.insert(outboxEmails)
        .values({
          kind: message.kind,
          toAddress: email,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
        })
        .run();
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

/** An admin's "Enviar enlace de restablecimiento": the same mail, no limits; the outbox row id. */
export function sendPasswordResetLink(userId: number) {
  const user = db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) throw new DomainError(404, "Usuario no encontrado.");
  return db.transaction((tx) => queueResetMailIn(tx, user));
}

export type ResetProof = { token: string } | { email: string; code: string };

function findResetToken(proof: ResetProof) {
  if ("token" in proof) return findLiveToken("password-reset", proof.token);
  const code = normalizeShortCode(proof.code);
  const user = db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(proof.email)))
    .get();
  if (!code || !user) return null;
  return findLiveTokenByCode(user.id, "password-reset", code);
}

/** Whether a reset link still works (the page shows the form or says it expired). */
export function isResetLinkLive(token: string) {
  return findLiveToken("password-reset", token) !== null;
}

/**
 * Sets a new password from a mailed link or code. In one transaction: the token is used (once, even
 * against a parallel request), every other reset token retired, every session of the user ended,
 * and a "tu contraseña cambió" mail queued. The user is not signed in: they log in with it.
 */
export async function resetPassword(
  proof: ResetProof,
  newPassword: string,
  { clientAddress }: { clientAddress: string | null },
) {
  const addressKeys = [clientAddress ? `address:${clientAddress}` : null];
  await failuresPerAddress.assertAllowed(addressKeys);
  const invalid = async () => {
    await failuresPerAddress.recordFailure(addressKeys);
    return new DomainError(400, INVALID_RESET_MESSAGE);
  };

  const token = findResetToken(proof);
  if (!token) throw await invalid();
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  const user = db.transaction((tx) => {
    if (!consumeTokenIn(tx, token.id, now)) return null;
    retireTokensIn(tx, token.userId, "password-reset", now);
    const user = tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, token.userId))
      .returning({ id: users.id, name: users.name, email: users.email })
      .get();
    if (!user) return null;
    // The link reached this mailbox: if it is still the account's email, it is verified.
    if (token.email === user.email) {
      tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id)).run();
    }
    tx.delete(sessions).where(eq(sessions.userId, user.id)).run();
    queueEmailIn(
      tx,
      { to: user.email, userId: user.id },
      passwordChangedEmail({ name: user.name, loginLink: publicUrl("/auth") }),
    );
    return user;
  });
  if (!user) throw await invalid();
  return user;
}
