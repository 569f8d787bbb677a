import { env } from "~/env.server";

/**
 * When the server must stop reusing a client's keep-alive connection.
 *
 * - Shutdown: on SIGTERM remix-serve stops accepting connections and waits for open ones, but a
 *   keep-alive client keeps sending requests on its connection, which keeps the process alive.
 *   From the signal on every response says `Connection: close`, so each connection ends after its
 *   current request. Only in production: remix-serve owns the signal there (its own listener
 *   closes the server); a listener elsewhere (tests, dev) would only keep the process from dying.
 * - Early refusals: a response sent before the request body was read (413, cross-site 403) leaves
 *   the unread bytes on the connection, where Node would read them as the next request; closing
 *   the connection means the client's next request goes on a fresh one instead of failing.
 */
let draining = false;

if (env.isProduction) process.once("SIGTERM", startDraining);

export function startDraining() {
  draining = true;
}

export function isDraining() {
  return draining;
}

/** Sets `Connection: close` when the server is shutting down. */
export function applyConnectionHeaders(headers: Headers) {
  if (draining) headers.set("Connection", "close");
  return headers;
}

/** For responses sent before the request body was read: the connection must not be reused. */
export function closingConnection(response: Response) {
  response.headers.set("Connection", "close");
  return response;
}
