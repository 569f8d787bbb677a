import { methodNotAllowed } from "~/utils/api.server";
import { applySecurityHeaders } from "~/utils/headers.server";
import { serviceWorkerScript } from "~/utils/service-worker-script.server";

/**
 * GET /sw.js: the service worker, from the site root so it may answer for every page
 * (docs/decisions/128). Never cached by HTTP: the browser compares it on every visit, and a deploy
 * replaces it at once.
 */
export function loader() {
  // A worker runs under its own script's policy: it fetches the site's pages and files, nothing
  // else (the default for non-pages, `default-src 'none'`, would forbid even that).
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Security-Policy": "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
    }),
  );
  headers.set("Cache-Control", "no-cache");
  if (!serviceWorkerScript) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response("Service worker no disponible: falta `npm run build`.\n", {
      status: 404,
      headers,
    });
  }
  headers.set("Content-Type", "text/javascript; charset=utf-8");
  return new Response(serviceWorkerScript, { status: 200, headers });
}

export const action = () => methodNotAllowed();
