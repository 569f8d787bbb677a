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
import http from "node:http";
import net from "node:net";

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

function guarded(listener) {
  return function guardedListener(request, response) {
    if (REFUSED_METHODS.has(request.method)) return refuseMethod(response);
    // A request that arrives on a kept-alive connection during shutdown is the last on it.
    if (this.draining) response.setHeader("Connection", "close");
    closeIfAnsweredEarly(request, response);
    return listener.call(this, request, response);
  };
}

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
