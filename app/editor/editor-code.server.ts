import { getUser } from "~/auth/session.server";
import {
  combineCode,
  EDITOR_FIELD_TOO_LARGE_MESSAGE,
  EDITOR_FIELDS,
  findOversizeField,
  MAX_EDITOR_FIELD_BYTES,
  type EditorCode,
} from "~/editor/combine-code";
import { FORM_UNREADABLE_MESSAGE, parseGuardedForm, readBoundedBody } from "~/utils/request.server";
import { redirect } from "~/utils/headers.server";

/**
 * The preview runs the user's code as a document of its own. `sandbox allow-scripts` gives it an
 * opaque origin even if it is opened outside our iframe: its scripts cannot read our cookies,
 * storage or pages, and `default-src 'none'` keeps them from calling any server.
 */
export const PREVIEW_CONTENT_SECURITY_POLICY = [
  "sandbox allow-scripts",
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src data: https:",
  "media-src data: https:",
  "font-src data: https:",
  "frame-ancestors 'self'",
].join("; ");

/**
 * The code as a page run under the preview's sandbox: the editor's Ejecutar and a published
 * project's view. Never cached, so a new run or an unpublish shows at once.
 */
export function previewResponse(code: EditorCode, title: string) {
  return new Response(combineCode(code, { title }), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": PREVIEW_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-store",
    },
  });
}

/**
 * Whole request body of an editor form post (run, download, save and the project actions).
 * URL-encoding can triple the size of code (`<` → `%3C`), so three full files fit; anything
 * larger is refused before it is parsed.
 */
export const MAX_EDITOR_BODY_BYTES = EDITOR_FIELDS.length * MAX_EDITOR_FIELD_BYTES * 3 + 16 * 1024;

/**
 * A plain-text Spanish answer for the editor's resource routes. It may be shown inside the
 * preview iframe, so it allows being framed by our own pages only.
 */
export function plainTextResponse(status: number, message: string, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'self'");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("Cache-Control", "no-store");
  return new Response(message, { ...init, status, headers });
}

/**
 * The preview answers 401 instead of redirecting: it renders inside an iframe, where the login
 * page would make no sense. Cross-site posts carry no SameSite=Lax session cookie, so they end
 * here too.
 */
export async function requirePreviewUser(request: Request) {
  const user = await getUser(request);
  if (!user) {
    throw plainTextResponse(
      401,
      "Tu sesión ha terminado. Inicia sesión de nuevo para ejecutar tu código.",
    );
  }
  return user;
}

/**
 * A download is a top-level navigation: without a session, log in and come back to the editor
 * (not to /editor/download, which only accepts posts).
 */
export async function requireDownloadUser(request: Request) {
  const user = await getUser(request);
  if (!user) throw redirect(`/auth?${new URLSearchParams({ redirectTo: "/editor" })}`);
  return user;
}

/**
 * The three tabs from an editor form post (missing fields are empty) and the pressed button's
 * `intent`. Throws a plain-text 413 when a file is over 200 KB and 400 when the body is not a form.
 */
export async function readEditorSubmission(
  request: Request,
): Promise<{ code: EditorCode; intent: string | null }> {
  const body = await readBoundedBody(request, MAX_EDITOR_BODY_BYTES, () =>
    plainTextResponse(413, EDITOR_FIELD_TOO_LARGE_MESSAGE),
  );
  const formData = await parseGuardedForm(
    body,
    request.headers.get("Content-Type") ?? "",
    (status, message) =>
      plainTextResponse(
        status,
        message === FORM_UNREADABLE_MESSAGE ? "El formulario del editor no es válido." : message,
      ),
  );
  const read = (name: string) => {
    const value = formData.get(name);
    // Browsers submit textarea line breaks as CRLF; the editor and the files use LF.
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
  };
  const code: EditorCode = { html: read("html"), css: read("css"), js: read("js") };
  if (findOversizeField(code)) throw plainTextResponse(413, EDITOR_FIELD_TOO_LARGE_MESSAGE);
  const intent = formData.get("intent");
  return { code, intent: typeof intent === "string" ? intent : null };
}

export async function readEditorCode(request: Request) {
  return (await readEditorSubmission(request)).code;
}
