import { createHash, randomUUID } from "node:crypto";

import { and, eq, gte, lt } from "drizzle-orm";

import { idempotencyKeys } from "../../db/schema";
import { db } from "~/db.server";
import { DomainError, isUniqueViolation } from "~/models/errors.server";
import type { ToastInput } from "~/utils/toast.server";

/**
 * Idempotent writes (docs/decisions/090-idempotent-writes.md): a POST carrying a key (the hidden
 * `idempotencyKey` field of a page form, or the `Idempotency-Key` header of an /api call) is
 * answered once; a retry with the same key, after a lost response, gets the first answer again and
 * writes nothing. The answer is stored in the transaction that wrote the row it protects, so there
 * is never a row without its key, nor a key without its row.
 */

export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** A key counts for 24 hours; older ones are pruned as new ones are stored. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
export const INVALID_IDEMPOTENCY_KEY_MESSAGE = `La clave de idempotencia no es válida: usa de 1 a ${IDEMPOTENCY_KEY_MAX_LENGTH} caracteres ASCII visibles, sin espacios (por ejemplo, un UUID).`;

// Visible ASCII: UUIDs, base64, ULIDs... anything a client library generates; no spaces or controls.
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** Which earlier request a key refers to: the route, and whose request it was. */
export type IdempotencyClaim = { scope: string; key: string };

/** The first answer, as it is replayed: a JSON response (/api) or a redirect with a toast (pages). */
export type StoredAnswer =
  | { kind: "json"; status: number; body: unknown }
  | { kind: "redirect"; location: string; toast: ToastInput | null };

/** What a model needs to store the answer for the row it writes, inside its own transaction. */
export type Once<T> = { claim: IdempotencyClaim; answer: (written: T) => StoredAnswer };

/** A fresh key for a page form's hidden field (rendered by the loader: works without JS). */
export function newIdempotencyKey() {
  return randomUUID();
}

/**
 * The claim for a request, or null when it sent no key (the write then happens as before). A key
 * that is not a string of 1–200 visible ASCII characters is refused with a 400.
 * Signed-in requests are scoped to the account; anonymous ones to a hash of what they send, so two
 * visitors given the same key (a cached page, a buggy client) never get each other's answer.
 */
export function idempotencyClaim(
  rawKey: unknown,
  { route, userId, input }: { route: string; userId: number | null; input?: unknown },
): IdempotencyClaim | null {
  if (rawKey === null || rawKey === undefined || rawKey === "") return null;
  if (typeof rawKey !== "string" || !KEY_PATTERN.test(rawKey)) {
    throw new DomainError(400, INVALID_IDEMPOTENCY_KEY_MESSAGE);
  }
  const owner =
    userId === null
      ? `anonymous:${createHash("sha256")
          .update(JSON.stringify(input ?? null))
          .digest("base64url")}`
      : `user:${userId}`;
  return { scope: `${route} ${owner}`, key: rawKey };
}

/** The key a page form sent in its hidden field. */
export function formIdempotencyKey(formData: FormData) {
  return formData.get(IDEMPOTENCY_KEY_FIELD);
}

/** The key an /api client sent in the `Idempotency-Key` header. */
export function headerIdempotencyKey(request: Request) {
  return request.headers.get(IDEMPOTENCY_KEY_HEADER);
}

const expiredBefore = () => new Date(Date.now() - IDEMPOTENCY_TTL_SECONDS * 1000);

/** The stored first answer for this claim, if it is younger than 24 hours. */
export function findStoredAnswer(claim: IdempotencyClaim): StoredAnswer | null {
  const row = db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
        gte(idempotencyKeys.createdAt, expiredBefore()),
      ),
    )
    .get();
  if (!row) return null;
  return row.location === null
    ? { kind: "json", status: row.status, body: row.body }
    : { kind: "redirect", location: row.location, toast: (row.toast ?? null) as ToastInput | null };
}

/** Thrown when a concurrent request with the same key committed first; its answer is the answer. */
export class AlreadyAnswered extends Error {
  constructor(readonly answer: StoredAnswer) {
    super("Idempotency key already answered");
  }
}

/**
 * Stores the answer for `written` under the claim. Models call it INSIDE the transaction that wrote
 * the row: if the same key was stored meanwhile (a concurrent retry), it throws, the transaction
 * rolls back, and `answerOnce` (app/utils/write-once.server.ts) replies with the answer stored
 * first.
 */
export function rememberAnswer<T>(once: Once<T> | null | undefined, written: T) {
  if (!once) return;
  const answer = once.answer(written);
  db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore())).run();
  try {
    db.insert(idempotencyKeys)
      .values({
        scope: once.claim.scope,
        key: once.claim.key,
        ...(answer.kind === "json"
          ? { status: answer.status, body: answer.body ?? null }
          : { status: 302, location: answer.location, toast: answer.toast }),
      })
      .run();
  } catch (error) {
    const stored = isUniqueViolation(error) ? findStoredAnswer(once.claim) : null;
    if (stored) throw new AlreadyAnswered(stored);
    throw error;
  }
}
