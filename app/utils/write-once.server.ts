import {
  AlreadyAnswered,
  findStoredAnswer,
  type IdempotencyClaim,
  type Once,
  type StoredAnswer,
} from "~/models/idempotency.server";
import { apiJson } from "~/utils/api.server";
import { redirect } from "~/utils/headers.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The HTTP edge of idempotent writes (docs/decisions/090): the model stores the first answer with
 * the row it protects; turning an answer into a Response, the first time or replayed, happens here.
 */

/** Set on an answer that repeats the first one. */
export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";

function toResponse(answer: StoredAnswer, replayed: boolean) {
  const headers: HeadersInit = replayed ? { [IDEMPOTENT_REPLAY_HEADER]: "true" } : {};
  if (answer.kind === "json") return apiJson(answer.body, { status: answer.status, headers });
  return answer.toast
    ? redirectWithToast(answer.location, answer.toast, { headers })
    : redirect(answer.location, { headers });
}

/**
 * Answers a write once per claim: the stored answer when the key was seen, else runs `write` (which
 * passes the claim to its model, and returns the same answer the model stored) and answers that.
 * Without a claim it simply runs `write`.
 */
export async function answerOnce(
  claim: IdempotencyClaim | null,
  write: () => Promise<StoredAnswer> | StoredAnswer,
): Promise<Response> {
  const stored = claim ? findStoredAnswer(claim) : null;
  if (stored) return toResponse(stored, true);
  try {
    return await toResponse(await write(), false);
  } catch (error) {
    if (error instanceof AlreadyAnswered) return toResponse(error.answer, true);
    throw error;
  }
}

/**
 * The usual shape of `answerOnce`: `write` hands `once` to its model (which stores `answer(row)`
 * inside its transaction), and the reply is the answer for the row it wrote.
 */
export function writeOnce<T>(
  claim: IdempotencyClaim | null,
  answer: (written: T) => StoredAnswer,
  write: (once: Once<T> | null) => T | Promise<T>,
) {
  return answerOnce(claim, async () => answer(await write(claim && { claim, answer })));
}
