import { isIP } from "node:net";

import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import { env } from "~/env.server";
import { DomainError } from "~/models/errors.server";

/**
 * The client's address as our trusted reverse proxy reports it, as a rate-limit key. remix-serve
 * does not hand the socket address to loaders, so without TRUST_PROXY there is no address to key
 * on (null).
 *
 * The proxy appends the address it saw to X-Forwarded-For: the right-most entry is the one hop a
 * client cannot choose. Entries to its left are whatever the client sent (forged at will), so they
 * are never read. X-Real-IP is only a fallback for proxies that set it instead of appending.
 */
export function getClientAddress(request: Request): string | null {
  if (!env.TRUST_PROXY) return null;
  const lastHop = request.headers.get("X-Forwarded-For")?.split(",").at(-1)?.trim();
  const address = lastHop || request.headers.get("X-Real-IP")?.trim();
  return address ? addressKey(address) : null;
}

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d{1,5})?$/;
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/** The first four groups of a valid IPv6 address (its /64), without leading zeros. */
function ipv6Prefix(address: string) {
  const groups = (part: string) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const [head, tail] = address.split("::");
  const full =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(8 - groups(head).length - groups(tail).length).fill("0"),
          ...groups(tail),
        ];
  return full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":");
}

/**
 * One key per client: ports and brackets dropped, IPv4-mapped IPv6 read as IPv4, and IPv6 by its
 * /64 (what one subscriber gets: rotating addresses inside it must not buy a fresh budget).
 * Anything that is not an address is kept as our proxy wrote it, bounded.
 */
export function addressKey(raw: string) {
  let value = raw.trim().toLowerCase();
  value = BRACKETED_IPV6.exec(value)?.[1] ?? IPV4_WITH_PORT.exec(value)?.[1] ?? value;
  value = value.replace(/%.*$/, "");
  value = IPV4_MAPPED.exec(value)?.[1] ?? value;
  const version = isIP(value);
  if (version === 4) return value;
  if (version === 6) return `${ipv6Prefix(value)}::/64`;
  return value.slice(0, 100) || null;
}

function minutesUntil(msBeforeNext: number) {
  return Math.max(1, Math.ceil(msBeforeNext / 60_000));
}

function tooManyAttempts(msBeforeNext: number) {
  return new DomainError(
    429,
    `Demasiados intentos. Por favor, espera ${minutesUntil(msBeforeNext)} minutos e inténtalo de nuevo.`,
  );
}

type Keys = Array<string | null | undefined>;

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
  const present = (keys: Keys) => keys.filter((key): key is string => Boolean(key));

  /** Throws DomainError(429) when any key has used up its attempts. */
  async function assertAllowed(keys: Keys) {
    for (const key of present(keys)) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= maxFailures) throw tooManyAttempts(state.msBeforeNext);
    }
  }

  async function recordFailure(keys: Keys) {
    for (const key of present(keys)) {
      await limiter.consume(key).catch((error: unknown) => {
        if (!(error instanceof RateLimiterRes)) throw error;
      });
    }
  }

  // Attempts under way per key, whose outcome is not known yet. A password check (Argon2) takes
  // long enough for dozens of parallel requests to pass a check of the failures alone before the
  // first one is recorded, so every slow attempt holds a place in its keys' budget until it ends.
  const underWay = new Map<string, number>();
  const adjust = (keys: string[], by: 1 | -1) => {
    for (const key of keys) {
      const count = (underWay.get(key) ?? 0) + by;
      if (count > 0) underWay.set(key, count);
      else underWay.delete(key);
    }
  };
  // Reading a budget and taking a place in it must not interleave with another request doing the
  // same, nor with an attempt ending (its failure recorded, its place given back): one at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusively = <T>(task: () => Promise<T>): Promise<T> => {
    const turn = queue.then(task);
    queue = turn.catch(() => undefined);
    return turn;
  };
  // Resolved (and replaced) whenever an attempt ends, for the ones waiting for a place.
  let announceEnd = () => {};
  let anEnd = new Promise<void>((resolve) => (announceEnd = resolve));
  const ended = () => {
    announceEnd();
    anEnd = new Promise<void>((resolve) => (announceEnd = resolve));
  };

  /** A place in every key's budget, or the 429 once a key's failures have used it up. */
  async function takePlaces(keys: string[]) {
    for (;;) {
      const next = await exclusively(async () => {
        let full = false;
        for (const key of keys) {
          const state = await limiter.get(key);
          const failures = state?.consumedPoints ?? 0;
          if (state && failures >= maxFailures) throw tooManyAttempts(state.msBeforeNext);
          if (failures + (underWay.get(key) ?? 0) >= maxFailures) full = true;
        }
        if (full) return { wait: anEnd };
        adjust(keys, 1);
        return null;
      });
      if (!next) return;
      // Only attempts under way fill the budget: wait until one ends. If it failed and used up
      // the key, the waiter gets the 429; a success does not count, so its place is free again.
      await next.wait;
    }
  }

  return {
    assertAllowed,
    recordFailure,
    async reset(keys: Keys) {
      for (const key of present(keys)) await limiter.delete(key);
    },

    /**
     * Runs one attempt whose outcome takes a while (a password check) within the limit: refused
     * with the 429 when any key has used up its attempts, and never more attempts under way at
     * once than a key has left, so parallel requests cannot overshoot the limit. When `attempt`
     * throws, the failure is recorded against the keys `charged(error)` names (none: `[]`)
     * before the error is rethrown.
     */
    async attempt<T>(keys: Keys, attempt: () => Promise<T>, charged: (error: unknown) => Keys) {
      const held = [...new Set(present(keys))];
      await takePlaces(held);
      let failure: Keys = [];
      try {
        return await attempt();
      } catch (error) {
        failure = charged(error);
        throw error;
      } finally {
        await exclusively(async () => {
          await recordFailure(failure);
          adjust(held, -1);
          ended();
        });
      }
    },
  };
}
