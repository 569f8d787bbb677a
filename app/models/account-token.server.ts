import { createHash, randomBytes, randomInt } from "node:crypto";

import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { accountTokens, type AccountToken, type AccountTokenPurpose } from "../../db/schema";
import { db } from "~/db.server";
import { CODE_ALPHABET } from "~/models/certificate.server";

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Executor = typeof db | Transaction;

/**
 * Single-use tokens sent by mail (password reset, email verification). The link carries 256 random
 * bits; a reset mail also carries an 8-character code for typing on a phone, which only works
 * together with the account's email and dies after `MAX_CODE_ATTEMPTS` wrong tries. Only SHA-256
 * hashes are stored (a fast hash suffices: the secrets are random, not passwords).
 */

export const MAX_CODE_ATTEMPTS = 5;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The stored hash of a short code: bound to the user, so one user's code is nothing for another. */
const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** 8 characters of Crockford's alphabet (40 bits), shown as "ABCD-EFGH". */
function newShortCode() {
  let code = "";
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a person typed → the code's canonical form ("abcd efgh", "ABCDEFGH" → "ABCD-EFGH"). */
export function normalizeShortCode(input: string) {
  const compact = input
    .toUpperCase()
    .replace(/[\s\-‐‑–—_.]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (compact.length !== 8 || [...compact].some((char) => !CODE_ALPHABET.includes(char))) {
    return null;
  }
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}

export type IssuedToken = { token: string; code: string | null; expiresAt: Date };

/**
 * A new token for `purpose`, inside the caller's transaction; earlier unused tokens of the same
 * purpose for that user stop working (only the newest mail counts).
 */
export function issueAccountTokenIn(
  tx: Executor,
  {
    userId,
    purpose,
    email,
    lifetimeMinutes,
    withCode = false,
  }: {
    userId: number;
    purpose: AccountTokenPurpose;
    email: string;
    lifetimeMinutes: number;
    withCode?: boolean;
  },
  now = new Date(),
): IssuedToken {
  retireTokensIn(tx, userId, purpose, now);
  const token = randomBytes(32).toString("base64url");
  const code = withCode ? newShortCode() : null;
  const expiresAt = new Date(now.getTime() + lifetimeMinutes * 60_000);
  tx.insert(accountTokens)
    .values({
      userId,
      purpose,
      email,
      tokenHash: sha256(token),
      codeHash: code ? codeHash(userId, code) : null,
      expiresAt,
      createdAt: now,
    })
    .run();
  return { token, code, expiresAt };
}

/** Marks every live token of the purpose used (after a reset, or before issuing a newer one). */
export function retireTokensIn(
  tx: Executor,
  userId: number,
  purpose: AccountTokenPurpose,
  now = new Date(),
) {
  tx.update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    )
    .run();
}

/** The live (unused, unexpired) token behind a link, or null. */
export function findLiveToken(
  purpose: AccountTokenPurpose,
  token: string,
  now = new Date(),
  exec: Executor = db,
): AccountToken | null {
  if (token.length < 20 || token.length > 100) return null;
  return (
    exec
      .select()
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, sha256(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .get() ?? null
  );
}

/**
 * The user's live token whose code matches, or null. A wrong code counts against every live token
 * of the purpose for that user; at `MAX_CODE_ATTEMPTS` they die, so 40 bits cannot be guessed.
 */
export function findLiveTokenByCode(
  userId: number,
  purpose: AccountTokenPurpose,
  code: string,
  now = new Date(),
): AccountToken | null {
  return db.transaction(
    (tx) => {
      const live = and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      );
      const match = tx
        .select()
        .from(accountTokens)
        .where(and(live, eq(accountTokens.codeHash, codeHash(userId, code))))
        .get();
      if (match) return match;
      tx.update(accountTokens)
        .set({
          failedAttempts: sql`${accountTokens.failedAttempts} + 1`,
          usedAt: sql`case when ${accountTokens.failedAttempts} + 1 >= ${MAX_CODE_ATTEMPTS} then ${Math.floor(now.getTime() / 1000)} else null end`,
        })
        .where(live)
        .run();
      return null;
    },
    { behavior: "immediate" },
  );
}

/** Uses the token once: false when another request used it first. */
export function consumeTokenIn(tx: Executor, tokenId: number, now = new Date()) {
  return (
    tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt)))
      .run().changes === 1
  );
}
