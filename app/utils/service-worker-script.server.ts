import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { buildVersion } from "~/utils/build-version.server";

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

/**
 * The service worker as /sw.js serves it, read once per process (a deploy starts a new one); null
 * without a build (unit tests).
 */
export const serviceWorkerScript = readWorker();
