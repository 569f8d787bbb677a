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
