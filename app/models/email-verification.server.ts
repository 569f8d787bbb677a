import { eq, sql } from "drizzle-orm";

import { users } from "../../db/schema";
import { db } from "~/db.server";
import { emailVerificationEmail } from "~/mail/templates.server";
import { consumeTokenIn, findLiveToken, issueAccountTokenIn } from "~/models/account-token.server";
import { DomainError } from "~/models/errors.server";
import { queueEmailIn } from "~/models/outbox.server";
import { publicUrl } from "~/utils/public-url.server";
import { createAttemptLimiter } from "~/utils/rate-limit.server";

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** A verification link lives two days: it arrives with the welcome, not when the student asks. */
export const VERIFICATION_TOKEN_HOURS = 48;

export const VERIFICATION_RESEND_LIMIT = { perUser: 3, windowSeconds: 60 * 60 };

const resends = createAttemptLimiter({
  keyPrefix: "verification-resend",
  maxFailures: VERIFICATION_RESEND_LIMIT.perUser,
  windowSeconds: VERIFICATION_RESEND_LIMIT.windowSeconds,
});

/** A verification link for the account's current email, queued in the caller's transaction. */
export function queueEmailVerificationIn(
  tx: Transaction,
  user: { id: number; name: string; email: string },
) {
  const issued = issueAccountTokenIn(tx, {
    userId: user.id,
    purpose: "email-verification",
    email: user.email,
    lifetimeMinutes: VERIFICATION_TOKEN_HOURS * 60,
  });
  const link = publicUrl(`/verify-email?token=${issued.token}`);
  return queueEmailIn(
    tx,
    { to: user.email, userId: user.id },
    emailVerificationEmail({ name: user.name, link }),
  );
}

const emailVerifiedAtQuery = db
  .select({ verifiedAt: users.emailVerifiedAt })
  .from(users)
  .where(eq(users.id, sql.placeholder("userId")))
  .prepare();

/** Whether the account's current email is verified (the profile's banner). */
export function isEmailVerified(userId: number) {
  return Boolean(emailVerifiedAtQuery.get({ userId })?.verifiedAt);
}

/** "Reenviar enlace": a new link (the previous one stops working), at most 3 an hour. */
export async function resendEmailVerification(userId: number) {
  const user = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) throw new DomainError(404, "Usuario no encontrado.");
  if (user.verifiedAt) throw new DomainError(409, "Tu correo ya está verificado.");
  const keys = [`user:${userId}`];
  await resends.assertAllowed(keys);
  await resends.recordFailure(keys);
  db.transaction((tx) => queueEmailVerificationIn(tx, user));
  return user.email;
}

export const INVALID_VERIFICATION_MESSAGE =
  "El enlace de verificación no es válido o ya venció. Pide uno nuevo desde tu perfil.";

/** What the link's page shows before the student confirms (a GET never uses the token). */
export function describeVerificationLink(token: string) {
  const row = findLiveToken("email-verification", token);
  return row ? { email: row.email } : null;
}

/**
 * Confirms the address the link was sent to. A link for an email the account no longer has does
 * not verify the new one (decision 115).
 */
export function verifyEmail(token: string, now = new Date()) {
  return db.transaction((tx) => {
    const row = findLiveToken("email-verification", token, now, tx);
    if (!row) throw new DomainError(400, INVALID_VERIFICATION_MESSAGE);
    const user = tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId))
      .get();
    if (!user || user.email !== row.email) {
      throw new DomainError(
        400,
        "Este enlace corresponde a un correo que tu cuenta ya no usa. Pide uno nuevo desde tu perfil.",
      );
    }
    if (!consumeTokenIn(tx, row.id, now)) {
      throw new DomainError(400, INVALID_VERIFICATION_MESSAGE);
    }
    tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id)).run();
    return { userId: user.id, email: user.email };
  });
}
