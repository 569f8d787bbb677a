// The in-process cache of rendered anonymous pages (docs/decisions/123), used by
// server/preload.mjs in front of remix-serve. It behaves like a shared cache that honours the
// app's headers: what the app marks `public` with an `s-maxage` is kept that long and answered
// without Express, Remix, loaders or React. Which pages those are is decided in one place, the
// app (app/utils/public-pages.ts); this module only trusts the headers and refuses whatever could
// make a stored answer wrong for the next visitor.
//
// Invalidation: every request that may write (any method but GET, HEAD and OPTIONS) empties the
// cache when it arrives and again when it ends, except the frequent student writes listed in
// WRITES_WITHOUT_PUBLIC_EFFECT. A render is stored only if no such bump happened while it ran, so
// a page read before a write committed is never kept after it.

/** Requests the cache may answer: their answer never depends on who sends them. */
const READ_METHODS = new Set(["GET", "HEAD"]);
/** Methods that change nothing (CORS preflight): they do not empty the cache. */
const NON_WRITING_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Frequent writes that touch only the sender's own rows or cookies: a student's progress, video
 * position, learn-page comments and saved code (emptying the cache on each would leave it empty
 * while a class watches a video), and the theme switch (a cookie, nothing stored). None of these
 * shows on a cached page (home, catalogue, course page, about, merch, legal). Exact patterns: any
 * other path, another spelling of these (case, trailing slash, encoded dots) empties the cache,
 * the safe side.
 */
const WRITES_WITHOUT_PUBLIC_EFFECT = [
  /^\/api\/sections\/\d+\/(?:progress|video-progress)$/,
  /^\/api\/enrollments\/\d+\/progress$/,
  /^\/courses\/[a-z0-9-]+\/learn$/,
  /^\/editor\/(?:save|preview)$/,
  /^\/resources\/theme$/,
];

/**
 * The one cookie a cached page may vary on (it sets `<html class>`); any other skips the cache.
 * Its value is Remix's encoding of the choice (`theme=ImxpZ2h0Ig%3D%3D` is "light"); the app
 * reads it, a value it does not know gives the default theme, under a key of its own.
 */
const THEME_COOKIE = /^theme=[\w%+/=.~-]{0,100}$/;

/** Headers of a response that describe one connection or one moment, not the page. */
const NOT_STORED = new Set([
  "age",
  "connection",
  "content-length",
  "date",
  "keep-alive",
  "transfer-encoding",
  "x-cache",
]);

/** What a response may vary on and still be stored: the key holds each. */
const KEYED_VARY = new Set(["accept-encoding", "cookie", "save-data"]);

export const DEFAULT_LIMITS = {
  /** Pages kept at most (a page per URL, theme and encoding). */
  maxEntries: 500,
  /** Bytes kept at most (bodies as sent, compressed when the client took gzip). */
  maxBytes: 32 * 1024 * 1024,
  /** A body larger than this is not kept (no public page comes near it). */
  maxEntryBytes: 1024 * 1024,
  /** Upper bound on any `s-maxage` the app sends (seconds). */
  maxTtlSeconds: 60,
  /** A render that took longer may have been cut short by the stream timeout: not kept. */
  maxRenderMs: 5_000,
};

function pathnameOf(url) {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** True when the request may change data a cached page shows. */
export function isWrite(method, url) {
  if (NON_WRITING_METHODS.has(method)) return false;
  const pathname = pathnameOf(url);
  return !WRITES_WITHOUT_PUBLIC_EFFECT.some((pattern) => pattern.test(pathname));
}

/** The theme cookie's value when it is the only cookie sent; null when another one is there. */
function themeOf(cookieHeader) {
  if (cookieHeader === undefined || cookieHeader === "") return "";
  let theme = "";
  for (const part of cookieHeader.split(";")) {
    const cookie = part.trim();
    if (cookie === "") continue;
    if (!THEME_COOKIE.test(cookie)) return null;
    theme = cookie.slice("theme=".length);
  }
  return theme;
}

/**
 * "on" when a `Save-Data` header asks for less data (its first token is `on`), else "": the page
 * then has smaller images (docs/decisions/127). The app decides with the same rule
 * (`saveDataRequested` in app/utils/save-data.server.ts), so two requests under one key always
 * get the same page.
 */
export function saveDataOf(value) {
  return String(value ?? "")
    .split(";")[0]
    .trim()
    .toLowerCase() === "on"
    ? "on"
    : "";
}

/**
 * The cache key of a request the cache may answer, or null. Any cookie but `theme` (a session, a
 * toast, a mailed link's token, or one we do not know) and any credential skip the cache.
 */
export function cacheKey(request) {
  if (!READ_METHODS.has(request.method)) return null;
  const headers = request.headers;
  if (headers.authorization !== undefined || headers.range !== undefined) return null;
  const theme = themeOf(headers.cookie);
  if (theme === null) return null;
  return [
    request.url,
    headers.host ?? "",
    headers["x-forwarded-host"] ?? "",
    headers["x-forwarded-proto"] ?? "",
    theme,
    headers["accept-encoding"] ?? "",
    saveDataOf(headers["save-data"]),
  ].join("\n");
}

function headerText(value) {
  return Array.isArray(value) ? value.join(", ") : String(value ?? "");
}

/**
 * How many seconds a response may be kept, or 0: only a 200 the app marked `public` with an
 * `s-maxage`, that sets no cookie and varies on nothing the key does not hold.
 */
export function storableSeconds(statusCode, headers, maxTtlSeconds = DEFAULT_LIMITS.maxTtlSeconds) {
  if (statusCode !== 200) return 0;
  if (headers["set-cookie"] !== undefined) return 0;
  const directives = headerText(headers["cache-control"])
    .toLowerCase()
    .split(/\s*,\s*/);
  if (!directives.includes("public")) return 0;
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return 0;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = sMaxAge ? Number(sMaxAge.slice("s-maxage=".length)) : 0;
  if (!Number.isInteger(seconds) || seconds <= 0) return 0;
  const vary = headerText(headers.vary)
    .toLowerCase()
    .split(/\s*,\s*/)
    .filter(Boolean);
  if (vary.some((name) => !KEYED_VARY.has(name))) return 0;
  return Math.min(seconds, maxTtlSeconds);
}

/** A bounded LRU of stored answers, emptied by `bump()`; times in ms from `now()`. */
export function createPageCache(limits = {}, now = () => performance.now()) {
  const { maxEntries, maxBytes, maxEntryBytes, maxTtlSeconds, maxRenderMs } = {
    ...DEFAULT_LIMITS,
    ...limits,
  };
  const entries = new Map();
  let bytes = 0;
  let generation = 0;

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  return {
    /** Changes every time the cache is emptied; a render that saw it change is not stored. */
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    /** Empties the cache (a write is starting or has ended). */
    bump() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    /** The stored answer for `key`, fresh, or undefined. */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() >= entry.expiresAt) {
        remove(key);
        return undefined;
      }
      // Most recently used last: eviction takes from the front.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /**
     * Keeps a finished render if it may be: `seenGeneration` is the generation when its request
     * arrived, `startedAt` when (in `now()` ms). Returns whether it was stored.
     */
    set(key, { statusCode, headers, rawHeaderNames, body, seenGeneration, startedAt }) {
      if (seenGeneration !== generation) return false;
      const at = now();
      if (at - startedAt > maxRenderMs) return false;
      const seconds = storableSeconds(statusCode, headers, maxTtlSeconds);
      if (seconds === 0 || body.length > maxEntryBytes) return false;
      const stored = {};
      let size = body.length;
      for (const name of rawHeaderNames) {
        const lower = name.toLowerCase();
        if (NOT_STORED.has(lower) || headers[lower] === undefined) continue;
        stored[name] = headers[lower];
        size += name.length + headerText(headers[lower]).length;
      }
      remove(key);
      entries.set(key, {
        statusCode,
        headers: stored,
        body,
        size,
        storedAt: at,
        expiresAt: at + seconds * 1000,
      });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
      return true;
    },
  };
}

/** Seconds since the answer was stored, for the `Age` header a shared cache sends (RFC 9111). */
export function ageOf(entry, now = performance.now()) {
  return Math.max(0, Math.floor((now - entry.storedAt) / 1000));
}
