import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import { env } from "~/env.server";
import { DomainError } from "~/models/errors.server";

/**
 * The client's address as our trusted reverse proxy reports it. remix-serve does not hand the
 * socket address to loaders, so without TRUST_PROXY there is no address to key on (null).
 */
export function getClientAddress(request: Request): string | null {
  if (!env.TRUST_PROXY) return null;
  const forwarded = request.headers.get("X-Forwarded-For");
  // The proxy appends the address it saw: the last hop is the one a client cannot forge.
  const address = forwarded?.split(",").at(-1)?.trim();
  return address || request.headers.get("X-Real-IP");
}

function minutesUntil(msBeforeNext: number) {
  return Math.max(1, Math.ceil(msBeforeNext / 60_000));
}

/**
 * Counts failed attempts per key (an account, a client address) in a sliding window and refuses
 * further attempts with a 429 once a key reaches the limit. Successful attempts do not count.
 */
export function createAttemptLimiter({
  keyPrefix,
  maxFailures = 10,
  windowSeconds = 15 * 60,
}: {
  keyPrefix: string;
  maxFailures?: number;
  windowSeconds?: number;
}) {
  const limiter = new RateLimiterMemory({
    keyPrefix,
    points: maxFailures,
    duration: windowSeconds,
  });
  const present = (keys: Array<string | null | undefined>) =>
    keys.filter((key): key is string => Boolean(key));

  return {
    /** Throws DomainError(429) when any key has used up its attempts. */
    async assertAllowed(keys: Array<string | null | undefined>) {
      for (const key of present(keys)) {
        const state = await limiter.get(key);
        if (state && state.consumedPoints >= maxFailures) {
          throw new DomainError(
            429,
            `Demasiados intentos. Por favor, espera ${minutesUntil(state.msBeforeNext)} minutos e inténtalo de nuevo.`,
          );
        }
      }
    },
    async recordFailure(keys: Array<string | null | undefined>) {
      for (const key of present(keys)) {
        await limiter.consume(key).catch((error: unknown) => {
          if (!(error instanceof RateLimiterRes)) throw error;
        });
      }
    },
    async reset(keys: Array<string | null | undefined>) {
      for (const key of present(keys)) await limiter.delete(key);
    },
  };
}
