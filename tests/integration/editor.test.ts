import { randomUUID } from "node:crypto";

import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { users } from "../../db/schema";
import { createUserSession } from "~/auth/session.server";
import { db } from "~/db.server";
import {
  combineCode,
  downloadFileName,
  EDITOR_FIELD_TOO_LARGE_MESSAGE,
  findOversizeField,
  MAX_EDITOR_FIELD_BYTES,
  slugify,
} from "~/editor/combine-code";
import { action as downloadAction, loader as downloadLoader } from "~/routes/editor.download";
import { action as previewAction, loader as previewLoader } from "~/routes/editor.preview";
import { action as editorAction, loader as editorLoader } from "~/routes/editor";

const BASE = "http://localhost";
const ctx = { params: {}, context: {} };

type Handler = (args: ActionFunctionArgs) => unknown;

const PREVIEW_CSP =
  "sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; " +
  "img-src data: https:; media-src data: https:; font-src data: https:; frame-ancestors 'self'";

async function signedInCookie() {
  const suffix = randomUUID().slice(0, 8);
  const user = db
    .insert(users)
    .values({
      name: "Ana Editora",
      email: `ana-${suffix}@example.com`,
      username: `ana_${suffix}`,
      passwordHash: "not-a-real-hash",
    })
    .returning()
    .get();
  const setCookie = await createUserSession(user.id);
  return setCookie.split(";")[0];
}

function formPost(
  path: string,
  fields: Record<string, string>,
  { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Runs a loader/action; a thrown Response (redirect, 4xx) is returned instead. */
async function run(handler: Handler, request: Request) {
  try {
    return await handler({ request, ...ctx });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

async function runForResponse(handler: Handler, request: Request) {
  const result = await run(handler, request);
  expect(result).toBeInstanceOf(Response);
  return result as Response;
}

const CODE = {
  html: '<h1 id="titulo">Hola mundo</h1>',
  css: "h1 { color: rebeccapurple; }",
  js: 'document.getElementById("titulo").textContent += "!";',
};

describe("combineCode", () => {
  it("builds one document: CSS in the head, HTML then JS at the end of the body", () => {
    const document = combineCode(CODE, { title: "Mi proyecto" });
    expect(document.startsWith('<!DOCTYPE html>\n<html lang="es">')).toBe(true);
    expect(document).toContain('<meta charset="utf-8">');
    expect(document).toContain("<title>Mi proyecto</title>");
    const styleAt = document.indexOf(`<style>\n${CODE.css}\n</style>`);
    const headEnd = document.indexOf("</head>");
    const htmlAt = document.indexOf(CODE.html);
    const scriptAt = document.indexOf(`<script>\n${CODE.js}\n</script>`);
    const bodyEnd = document.indexOf("</body>");
    expect(styleAt).toBeGreaterThan(-1);
    expect(styleAt).toBeLessThan(headEnd);
    expect(headEnd).toBeLessThan(htmlAt);
    expect(htmlAt).toBeLessThan(scriptAt);
    expect(scriptAt).toBeLessThan(bodyEnd);
  });

  it("keeps user CSS and JS inside their elements", () => {
    const document = combineCode({
      html: "<p>hola</p>",
      css: "p::after { content: '</STYLE><b>fuera</b>'; }",
      js: 'const s = "</script><img src=x>"; const c = "<!--"; const S = "</SCRIPT>";',
    });
    // Exactly one <style>…</style> and one <script>…</script>: nothing closed them early.
    expect(document.match(/<\/style/gi)).toHaveLength(1);
    expect(document.match(/<\/script/gi)).toHaveLength(1);
    expect(document).toContain("content: '<\\/STYLE><b>fuera</b>'");
    expect(document).toContain('const s = "<\\/script><img src=x>"');
    expect(document).toContain('const c = "<\\!--"');
    expect(document).toContain('const S = "<\\/SCRIPT>"');
  });

  it("escapes the title", () => {
    expect(combineCode(CODE, { title: "A & B <i>" })).toContain(
      "<title>A &amp; B &lt;i&gt;</title>",
    );
  });

  it("fills a complete HTML document instead of nesting it", () => {
    const html =
      "<!DOCTYPE html>\n<html>\n<head><title>Propio</title></head>\n<body>\n<p>Hola</p>\n</body>\n</html>";
    const document = combineCode({ html, css: "p{color:red}", js: "console.log(1)" });
    expect(document.match(/<html/gi)).toHaveLength(1);
    expect(document.match(/<body/gi)).toHaveLength(1);
    expect(document).toContain("<style>\np{color:red}\n</style>\n</head>");
    expect(document).toContain("<script>\nconsole.log(1)\n</script>\n</body>");
    expect(document).toContain("<title>Propio</title>");
  });

  it("adds a head to a document that has none", () => {
    const document = combineCode({ html: "<html><body>x</body></html>", css: "b{}", js: "" });
    expect(document).toMatch(/^<html>\n<head>\n<style>\nb\{\}\n<\/style>\n<\/head><body>x<script>/);
  });
});

describe("download name and size limit", () => {
  it("slugifies the site name", () => {
    expect(downloadFileName("Web Code Academy")).toBe("web-code-academy-project.html");
    expect(downloadFileName("  Academia Tecnológica Ñandú! ")).toBe(
      "academia-tecnologica-nandu-project.html",
    );
    expect(downloadFileName("¡¡!!")).toBe("proyecto-project.html");
    expect(slugify("Código_Libre 2025")).toBe("codigo-libre-2025");
  });

  it("counts UTF-8 bytes per field", () => {
    const limit = MAX_EDITOR_FIELD_BYTES;
    expect(findOversizeField({ html: "a".repeat(limit), css: "", js: "" })).toBeNull();
    expect(findOversizeField({ html: "", css: "a".repeat(limit + 1), js: "" })).toBe("css");
    // "ñ" is two bytes: half the limit in characters is already at it.
    expect(findOversizeField({ html: "", css: "", js: "ñ".repeat(limit / 2 + 1) })).toBe("js");
  });
});

describe("POST /editor/preview", () => {
  it("answers 401 in plain text to anonymous visitors (and to cross-site posts, which carry no cookie)", async () => {
    const response = await runForResponse(previewAction, formPost("/editor/preview", CODE));
    expect(response.status).toBe(401);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toMatch(/Inicia sesión/);
  });

  it("returns the combined page, sandboxed, for a signed-in user", async () => {
    const cookie = await signedInCookie();
    const response = await runForResponse(
      previewAction,
      formPost("/editor/preview", { ...CODE, intent: "run" }, { cookie }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toBe(PREVIEW_CSP);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Frame-Options")).toBeNull();
    expect(response.headers.get("Content-Disposition")).toBeNull();
    const body = await response.text();
    expect(body).toBe(combineCode(CODE, { title: "Vista previa · Web Code Academy" }));
  });

  it("normalises the CRLF line breaks browsers submit", async () => {
    const cookie = await signedInCookie();
    const response = await runForResponse(
      previewAction,
      formPost("/editor/preview", { html: "<p>a</p>\r\n<p>b</p>", css: "", js: "" }, { cookie }),
    );
    expect(await response.text()).toContain("<p>a</p>\n<p>b</p>");
  });

  it("refuses a file over 200 KB with 413", async () => {
    const cookie = await signedInCookie();
    const response = await runForResponse(
      previewAction,
      formPost(
        "/editor/preview",
        { ...CODE, js: "x".repeat(MAX_EDITOR_FIELD_BYTES + 1) },
        { cookie },
      ),
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(EDITOR_FIELD_TOO_LARGE_MESSAGE);
  });

  it("refuses an oversize body before reading it", async () => {
    const cookie = await signedInCookie();
    const request = formPost("/editor/preview", CODE, {
      cookie,
      headers: { "Content-Length": String(10 * 1024 * 1024) },
    });
    const response = await runForResponse(previewAction, request);
    expect(response.status).toBe(413);
  });

  it("refuses a post from another origin", async () => {
    const cookie = await signedInCookie();
    const request = formPost("/editor/preview", CODE, {
      cookie,
      headers: {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
        Host: "localhost",
      },
    });
    const response = await runForResponse(previewAction, request);
    expect(response.status).toBe(403);
  });

  it("sends GET requests back to the editor", async () => {
    const response = await runForResponse(
      previewLoader as Handler,
      new Request(`${BASE}/editor/preview`),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/editor");
  });
});

describe("POST /editor/download", () => {
  it("returns the combined page as an attachment named after the site", async () => {
    const cookie = await signedInCookie();
    const response = await runForResponse(
      downloadAction,
      formPost("/editor/download", { ...CODE, intent: "download" }, { cookie }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="web-code-academy-project.html"',
    );
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const body = await response.text();
    expect(body).toContain(CODE.html);
    expect(body).toContain(`<style>\n${CODE.css}\n</style>`);
    expect(body).toContain(`<script>\n${CODE.js}\n</script>`);
  });

  it("sends anonymous visitors to log in (then back to the editor), refuses oversize code", async () => {
    const anonymous = await runForResponse(downloadAction, formPost("/editor/download", CODE));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/auth?redirectTo=%2Feditor");
    const cookie = await signedInCookie();
    const oversize = await runForResponse(
      downloadAction,
      formPost("/editor/download", { ...CODE, html: "<p>".repeat(70_000) }, { cookie }),
    );
    expect(oversize.status).toBe(413);
    const get = await runForResponse(downloadLoader, new Request(`${BASE}/editor/download`));
    expect(get.headers.get("Location")).toBe("/editor");
  });
});

describe("/editor page", () => {
  it("sends anonymous visitors to /auth and back", async () => {
    const response = await runForResponse(editorLoader, new Request(`${BASE}/editor`));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Feditor");
  });

  it("offers the starter page to a signed-in user with no project yet", async () => {
    const cookie = await signedInCookie();
    const result = (await run(
      editorLoader,
      new Request(`${BASE}/editor`, { headers: { Cookie: cookie } }),
    )) as Awaited<ReturnType<typeof editorLoader>>;
    expect(result.project).toBeNull();
    expect(result.projects).toEqual([]);
    expect(result.starter.name).toBe("Mi primer proyecto");
    expect(result.starter.code.html).toContain("<h1>¡Hola, Web Code Academy!</h1>");
    expect(result.starter.code.css).toContain("button");
    expect(result.starter.code.js).toContain("addEventListener");
    expect(result.downloadName).toBe("web-code-academy-project.html");
  });

  it("refuses anonymous posts and unknown intents", async () => {
    const anonymous = await runForResponse(
      editorAction,
      formPost("/editor", { ...CODE, name: "Uno", intent: "save" }),
    );
    expect(anonymous.status).toBe(302);
    const cookie = await signedInCookie();
    const unknown = await run(
      editorAction,
      formPost("/editor", { ...CODE, name: "Uno", intent: "borrar" }, { cookie }),
    );
    expect(unknown).toMatchObject({ init: { status: 400 } });
  });
});

// Decision 139: without JS, 'Ejecutar' posts to the editor page, which answers with the preview in
// view; the preview iframe then loads the run by its id.
describe("Ejecutar without JS", () => {
  async function runWithoutJs(cookie: string, code = CODE) {
    const answer = await run(
      editorAction,
      formPost("/editor", { ...code, name: "Mi página", intent: "run" }, { cookie }),
    );
    expect(answer).toMatchObject({ data: { posted: { name: "Mi página", code } } });
    return (answer as { data: { run: string } }).data.run;
  }

  const previewOf = (cookie: string, runId: string) =>
    runForResponse(
      previewLoader as Handler,
      new Request(`${BASE}/editor/preview?run=${encodeURIComponent(runId)}`, {
        headers: { Cookie: cookie },
      }),
    );

  it("answers with the code as posted and a run the preview shows, sandboxed, to its author only", async () => {
    const cookie = await signedInCookie();
    const runId = await runWithoutJs(cookie);
    const response = await previewOf(cookie, runId);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Security-Policy")).toBe(PREVIEW_CSP);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe(
      combineCode(CODE, { title: "Vista previa · Web Code Academy" }),
    );

    const someoneElse = await previewOf(await signedInCookie(), runId);
    expect(someoneElse.status).toBe(302);
    const anonymous = await runForResponse(
      previewLoader as Handler,
      new Request(`${BASE}/editor/preview?run=${runId}`),
    );
    expect(anonymous.status).toBe(401);
  });

  it("keeps only the latest run of each person", async () => {
    const cookie = await signedInCookie();
    const first = await runWithoutJs(cookie);
    const second = await runWithoutJs(cookie, { ...CODE, css: "h1 { color: tomato; }" });
    expect((await previewOf(cookie, first)).status).toBe(302);
    expect(await (await previewOf(cookie, second)).text()).toContain("tomato");
  });
});
