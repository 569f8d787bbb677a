/**
 * Pure helpers shared by the editor's resource routes (/editor/preview, /editor/download), the
 * page (starter code, size limit) and the tests. No server-only imports.
 */

export type EditorCode = { html: string; css: string; js: string };

export const EDITOR_FIELDS = ["html", "css", "js"] as const;
export type EditorField = (typeof EDITOR_FIELDS)[number];

/**
 * Per file (UTF-8 bytes), for running, downloading and saving alike: generous for a learner's
 * page, small enough to store 50 projects per account and to echo a refused form back.
 */
export const MAX_EDITOR_FIELD_BYTES = 200 * 1024;
export const EDITOR_FIELD_TOO_LARGE_MESSAGE =
  "El código es demasiado grande: cada archivo (HTML, CSS o JavaScript) admite como máximo 200 KB.";

export function byteLength(text: string) {
  return new TextEncoder().encode(text).length;
}

/** The first field over the limit, if any (used by the server and, with JS, before submitting). */
export function findOversizeField(code: EditorCode): EditorField | null {
  return EDITOR_FIELDS.find((field) => byteLength(code[field]) > MAX_EDITOR_FIELD_BYTES) ?? null;
}

/** "Web Code Academy" → "web-code-academy" (accents dropped, anything else becomes a hyphen). */
export function slugify(text: string) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** SPEC §2: the download is named {product}-project.html, product being the site name slugified. */
export function downloadFileName(siteName: string) {
  return `${slugify(siteName) || "proyecto"}-project.html`;
}

/** Keeps user CSS from closing its <style> element early (`\/` is an escape for `/` in CSS). */
function escapeStyleContent(css: string) {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

/**
 * Keeps user JS from closing its <script> element early or switching the HTML parser into the
 * "escaped" script states (`<!--` followed by `<script`). `<\/` and `<\!` mean the same inside JS
 * strings, template literals and regular expressions, where such text can legitimately appear.
 */
function escapeScriptContent(js: string) {
  return js.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
}

export function escapeHtmlText(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const FULL_DOCUMENT = /<html[\s>]/i;

/**
 * One HTML document from the three tabs: the user's HTML, their CSS in a <style> in the head and
 * their JS in a <script> at the end of the body (so it runs after the elements exist). The HTML
 * tab normally holds body content; if it is already a whole document (<html>…), the style and
 * script are inserted into its head and body instead of nesting a document inside another.
 */
export function combineCode({ html, css, js }: EditorCode, { title = "Mi proyecto" } = {}) {
  const style = `<style>\n${escapeStyleContent(css)}\n</style>`;
  const script = `<script>\n${escapeScriptContent(js)}\n</script>`;

  if (FULL_DOCUMENT.test(html)) {
    let document = html;
    const headEnd = document.search(/<\/head/i);
    document =
      headEnd === -1
        ? document.replace(/<html[^>]*>/i, (open) => `${open}\n<head>\n${style}\n</head>`)
        : `${document.slice(0, headEnd)}${style}\n${document.slice(headEnd)}`;
    const bodyEnd = [...document.matchAll(/<\/body/gi)].at(-1)?.index ?? -1;
    return bodyEnd === -1
      ? `${document}\n${script}\n`
      : `${document.slice(0, bodyEnd)}${script}\n${document.slice(bodyEnd)}`;
  }

  return [
    "<!DOCTYPE html>",
    '<html lang="es">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtmlText(title)}</title>`,
    style,
    "</head>",
    "<body>",
    html,
    script,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
