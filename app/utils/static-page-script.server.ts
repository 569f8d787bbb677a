import fs from "node:fs";
import path from "node:path";

/** Where `npm run build:enhance` writes the static pages' script, hashed (served immutable). */
const DIRECTORY = path.join("public", "build", "enhance");

function findScript() {
  try {
    const file = fs.readdirSync(DIRECTORY).find((name) => /^static-page-[\w-]+\.js$/.test(name));
    return file ? `/build/enhance/${file}` : null;
  } catch {
    return null;
  }
}

/**
 * The URL of the one script a static page loads (docs/decisions/124), read once per process: a
 * deploy builds a new file name and starts a new process. Null without a build (unit tests, where
 * static pages then simply ship no script).
 */
export const staticPageScript = findScript();
