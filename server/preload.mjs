// Loaded with `node --import ./server/preload.mjs` before remix-serve (see server/supervisor.mjs).
// remix-serve owns the HTTP server and offers no hook before Remix sees a request, so what
// must happen at that level is added here, on the server `http.createServer` returns:
//
// - An answer sent before the request body has arrived closes the connection.
// - TRACE is answered 405 before Express: Remix turns every request into a fetch `Request`,
//   which refuses TRACE by throwing, and that surfaced as a 500 with a stack trace in the log.
// - Shutdown closes keep-alive connections without resetting requests (docs/decisions/100).
//   remix-serve calls `server.close()` on SIGTERM, and Node's `close()` also closes every idle
//   keep-alive connection at once; a client that has just sent its next request on one gets a
//   reset. Here the listener stops at once, responses from then on say `Connection: close`, and
//   connections still idle after a short window are closed; busy ones end after their response.
// - Anonymous public pages are answered from an in-process cache when a fresh copy is there, and
//   every write empties it (server/page-cache.mjs, docs/decisions/123).
// - Public files whose URL names their content (Monaco's hashed chunks, its entry with `?v=hash`)
//   are cached a year, immutable, instead of remix-serve's hour for public/ (decision 127).
// - In production remix-serve's start line names only localhost, not the machine's network
//   address beside it, where a Secure session cookie cannot be kept (decision 138).
import http from "node:http";
import net from "node:net";

import {
  ageOf,
  cacheKey,
  createPageCache,
  DEFAULT_LIMITS,
  isWrite,
  storableSeconds,
} from "./page-cache.mjs";

/** How long idle keep-alive connections may still bring a request after shutdown starts. */
const IDLE_WINDOW_MS = 1_000;

const REFUSED_METHODS = new Set(["TRACE"]);

function refuseMethod(response) {
  response.writeHead(405, {
    Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  response.end("Método no permitido.");
}

/** `close()` that stops accepting now and closes idle keep-alive connections after a window. */
function drainingClose(callback) {
  if (this.draining) {
    if (typeof callback === "function") this.once("close", callback);
    return this;
  }
  this.draining = true;
  net.Server.prototype.close.call(this, callback);
  setTimeout(() => this.closeIdleConnections(), IDLE_WINDOW_MS).unref();
  return this;
}

/**
 * An answer that starts before the request's body has all arrived (a 413 on the declared size, a
 * cross-site 403) closes the connection: otherwise Node would go on reading whatever the client
 * still sends, as long as it sends, to reach the next request on it.
 */
function hasBody(request) {
  const length = request.headers["content-length"];
  return (
    request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0")
  );
}

function closeIfAnsweredEarly(request, response) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadClosingEarly(...args) {
    if (!request.complete && hasBody(request) && !this.headersSent) {
      this.setHeader("Connection", "close");
    }
    return writeHead.apply(this, args);
  };
}

/**
 * Files under public/ (remix-serve: `max-age=3600`) whose URL changes whenever their content does,
 * so a browser may keep them for good: the chunks and assets esbuild names `[name]-[hash]`, and
 * Monaco's entry as the editor links it, `?v=` and the first 12 hex digits of its SHA-256
 * (app/editor/monaco-assets.server.ts). Everything under /build/ already is (remix-serve). Files
 * with a plain name (monaco.client.css, the worker, /images/*.svg, icons) keep the hour: a deploy
 * changes them in place.
 */
const FINGERPRINTED_PUBLIC_FILES = [
  /^\/monaco\/(?:chunks|assets)\/[\w.-]+-[A-Z0-9]{8}\.[a-z0-9]+$/,
  /^\/monaco\/monaco\.client\.js\?v=[0-9a-f]{12}$/,
];
const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** A 200 (or 304) for a fingerprinted public file goes out cacheable for a year. */
function cacheFingerprintedForever(request, response) {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  if (!FINGERPRINTED_PUBLIC_FILES.some((pattern) => pattern.test(request.url))) return;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadImmutable(statusCode, ...rest) {
    // Only the file itself: a 404 for a name that is not there must not be kept.
    if ((statusCode === 200 || statusCode === 304) && !this.headersSent) {
      this.setHeader("Cache-Control", IMMUTABLE_CACHE_CONTROL);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

const pageCache = createPageCache();

/**
 * A write empties the cache when it arrives, when the app has answered it, and when its
 * connection closes (a client that gave up does not stop the action): a render that overlapped it
 * is not stored, and one stored while it ran is dropped.
 */
function emptyCacheAround(response) {
  pageCache.bump();
  const end = response.end;
  response.end = function endEmptyingCache(...args) {
    pageCache.bump();
    return end.apply(this, args);
  };
  response.once("close", () => pageCache.bump());
}

/** The line remix-serve's access log (morgan "tiny") writes, for answers that never reach it. */
function logAccess(request, statusCode, length, startedAt) {
  const ms = (performance.now() - startedAt).toFixed(3);
  process.stdout.write(`${request.method} ${request.url} ${statusCode} ${length} - ${ms} ms\n`);
}

function answerFromCache(request, response, entry, startedAt) {
  response.writeHead(entry.statusCode, {
    ...entry.headers,
    "Content-Length": entry.body.length,
    Age: String(ageOf(entry)),
    "X-Cache": "HIT",
  });
  response.end(request.method === "HEAD" ? undefined : entry.body);
  logAccess(request, entry.statusCode, entry.body.length, startedAt);
}

/** Collects the bytes the app sends (after compression) and offers them to the cache at the end. */
function keepRender(response, key, startedAt) {
  const seenGeneration = pageCache.generation;
  const chunks = [];
  let length = 0;
  // Decided on the first bytes, when the headers are set: most answers (assets, private pages)
  // cannot be kept, and their bytes are not copied.
  let keepable;
  const collect = (chunk, encoding) => {
    keepable ??= storableSeconds(response.statusCode, response.getHeaders()) > 0;
    if (!keepable || length > DEFAULT_LIMITS.maxEntryBytes) return;
    if (chunk == null || typeof chunk === "function") return;
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
        : Buffer.from(chunk);
    length += bytes.length;
    chunks.push(bytes);
  };
  const write = response.write;
  response.write = function writeKept(chunk, encoding, callback) {
    collect(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  const end = response.end;
  response.end = function endKept(chunk, encoding, callback) {
    collect(chunk, encoding);
    return end.call(this, chunk, encoding, callback);
  };
  response.once("finish", () => {
    if (!keepable || length > DEFAULT_LIMITS.maxEntryBytes) return;
    pageCache.set(key, {
      statusCode: response.statusCode,
      headers: response.getHeaders(),
      rawHeaderNames: response.getRawHeaderNames(),
      body: Buffer.concat(chunks, length),
      seenGeneration,
      startedAt,
    });
  });
}

function guarded(listener) {
  return function guardedListener(request, response) {
    if (REFUSED_METHODS.has(request.method)) return refuseMethod(response);
    // A request that arrives on a kept-alive connection during shutdown is the last on it.
    if (this.draining) response.setHeader("Connection", "close");
    closeIfAnsweredEarly(request, response);
    cacheFingerprintedForever(request, response);
    if (isWrite(request.method, request.url)) {
      emptyCacheAround(response);
    } else {
      const key = cacheKey(request);
      if (key !== null) {
        const startedAt = performance.now();
        const entry = pageCache.get(key);
        if (entry) return answerFromCache(request, response, entry, startedAt);
        // A HEAD's render has no body to keep; the GET that follows fills the entry for both.
        if (request.method === "GET") keepRender(response, key, startedAt);
      }
    }
    return listener.call(this, request, response);
  };
}

/**
 * remix-serve announces `[remix-serve] http://localhost:PORT (http://<network address>:PORT)`. In
 * production our cookies are Secure: over plain HTTP a browser keeps them on localhost only, so
 * signing in at that second address fails. The line names localhost alone; behind a proxy, the
 * address visitors use is PUBLIC_URL.
 */
const REMIX_SERVE_ANNOUNCEMENT = /^(\[remix-serve\] http:\/\/localhost:\d+) \(http:\/\/[^\s)]+\)$/;

const log = console.log;
console.log = function logWithoutNetworkAddress(...args) {
  if (process.env.NODE_ENV === "production" && args.length === 1 && typeof args[0] === "string") {
    const announcement = REMIX_SERVE_ANNOUNCEMENT.exec(args[0]);
    if (announcement) return log.call(this, announcement[1]);
  }
  return log.apply(this, args);
};

const createServer = http.createServer;
http.createServer = function createGuardedServer(...args) {
  const at = args.findIndex((arg) => typeof arg === "function");
  if (at !== -1) args[at] = guarded(args[at]);
  const server = createServer.apply(this, args);
  server.draining = false;
  server.close = drainingClose;
  return server;
};

// Started by the supervisor: if it dies without stopping us (SIGKILL), shut down like on SIGTERM
// rather than keep the port as an orphan nobody will stop.
if (process.channel) {
  process.channel.unref();
  process.once("disconnect", () => process.kill(process.pid, "SIGTERM"));
}
