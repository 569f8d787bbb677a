import { env } from "~/env.server";
import { isLoopbackHost } from "~/utils/loopback-host";
import { requestHost } from "~/utils/request.server";

/** True when the request reached us (or the proxy in front of us) over HTTPS. */
function cameOverHttps(request: Request) {
  if (new URL(request.url).protocol === "https:") return true;
  // remix-serve only speaks HTTP, so HTTPS is the proxy's word. It is read whether or not
  // TRUST_PROXY is set: it only decides whether a hint is shown, so a forged header hides the
  // hint from whoever forges it and grants nothing.
  const proto = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https";
}

/**
 * In production our cookies are `Secure`: a browser on plain HTTP drops them, so signing in
 * "works" and lands on the next page still signed out. True for such a request, i.e. production,
 * not HTTPS, and not a loopback host (where browsers keep Secure cookies anyway).
 */
export function sessionCookieWillBeDropped(request: Request) {
  return env.isProduction && !cameOverHttps(request) && !isLoopbackHost(requestHost(request));
}

/** The login page's notice for such a request (issue 24, item 4). */
export const INSECURE_CONNECTION_NOTICE = {
  title: "Esta conexión no es segura (HTTPS)",
  message:
    "Tu navegador no guardará la sesión en una dirección http://: al iniciar sesión o registrarte volverás a la página sin haber entrado. Abre el sitio con https:// o pide a quien lo administra que lo sirva con HTTPS.",
} as const;
