import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Built by `npm run build:monaco` (esbuild) into public/monaco/; see decision 040. */
const MONACO_ENTRY = "public/monaco/monaco.client.js";

let cached: { mtimeMs: number; url: string } | null = null;

/**
 * The editor module's URL with a content hash as query, so a new deployment is never served a
 * cached older entry (public files are cached for an hour). Null when the bundle has not been
 * built: the page then keeps its plain textareas, which work on their own.
 */
export function getMonacoScriptUrl() {
  const file = path.resolve(MONACO_ENTRY);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.mtimeMs !== mtimeMs) {
    const hash = createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 12);
    cached = { mtimeMs, url: `/monaco/monaco.client.js?v=${hash}` };
  }
  return cached.url;
}
