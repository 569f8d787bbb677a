import fs from "node:fs";
import path from "node:path";

/**
 * The version of the running build: the fingerprint Remix gives its asset manifest
 * (`public/build/manifest-<hash>.js`), which changes with any code of the pages. Read once per
 * process (a deploy starts a new one); "dev" without a build (unit tests).
 */
function readBuildVersion() {
  try {
    const file = fs
      .readdirSync(path.join("public", "build"))
      .find((name) => /^manifest-[\w-]+\.js$/.test(name));
    return file ? file.slice("manifest-".length, -".js".length).toLowerCase() : "dev";
  } catch {
    return "dev";
  }
}

export const buildVersion = readBuildVersion();
