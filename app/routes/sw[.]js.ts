import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { methodNotAllowed } from "~/utils/api.server";
import { buildVersion } from "~/utils/build-version.server";
import { applySecurityHeaders } from "~/utils/headers.server";

/** Where `npm run build:sw` writes the bundled worker (app/offline/service-worker.ts). */
const WORKER_FILE = path.join("build", "offline", "service-worker.js");

function readWorker() {
  try {
    const source = fs.readFileSync(WORKER_FILE, "utf8");
    const digest = createHash("sha256").update(source).digest("hex").slice(0, 8);
    // The build's version and the worker's own: either changing makes a new worker (and shell).
    const version = `${buildVersion}-${digest}`;
    return `const WCA_BUILD_VERSION = ${JSON.stringify(version)};\n${source}`;
  } catch {
    return null;
  }
}

const worker = readWorker();

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
  if (!worker) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response("Service worker no disponible: falta `npm run build`.\n", {
      status: 404,
      headers,
    });
  }
  headers.set("Content-Type", "text/javascript; charset=utf-8");
  return new Response(worker, { status: 200, headers });
}

export const action = () => methodNotAllowed();
