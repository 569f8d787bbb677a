import fs from "node:fs";
import path from "node:path";

/**
 * Files this small go inside the page instead of being a request of their own: Vite's default
 * (`assetsInlineLimit`). On a slow phone a request is a round trip; a drawing of 1 KB costs less
 * in the document than the wait for it.
 */
export const INLINE_IMAGE_LIMIT_BYTES = 4 * 1024;

const PUBLIC_DIR = path.resolve("public");
const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
};

const sources = new Map<string, string>();

/**
 * The address to give the image that is a page's largest paint (docs/decisions/133): a `data:`
 * URL of the file when it is one of the site's own files under public/ and at most
 * `INLINE_IMAGE_LIMIT_BYTES`, otherwise `src` as it is.
 */
export function largestPaintImageSource(src: string) {
  let source = sources.get(src);
  if (source === undefined) {
    source = src;
    const type = TYPES[path.extname(src).toLowerCase()];
    const file = path.join(PUBLIC_DIR, path.normalize(src));
    if (type && src.startsWith("/") && file.startsWith(PUBLIC_DIR + path.sep)) {
      try {
        if (fs.statSync(file).size <= INLINE_IMAGE_LIMIT_BYTES) {
          const bytes = fs.readFileSync(file);
          source =
            type === "image/svg+xml"
              ? `data:${type},${encodeSvg(bytes.toString("utf8"))}`
              : `data:${type};base64,${bytes.toString("base64")}`;
        }
      } catch {
        // Not one of the site's files (an upload, a typed address): it stays a request.
      }
    }
    sources.set(src, source);
  }
  return source;
}

/** An SVG in a `data:` URL, percent-encoding only what must be (smaller than base64). */
function encodeSvg(svg: string) {
  return svg
    .replace(/\s+/g, " ")
    .replace(/[%#<>"{}|\\^`\u0000-\u001f\u007f-\uffff]/g, (c) => encodeURIComponent(c));
}
