import { describe, expect, it } from "vitest";

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
import { formRequest, getRequest } from "../support/requests";
import { redirectedTo, runRoute } from "../support/route-outcome";
import { signedInUser } from "../support/users";

const PREVIEW_CSP =
  "sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; " +
  "img-src data: https:; media-src data: https:; font-src data: https:; frame-ancestors 'self'";

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
    const response = await runRoute(previewAction, formRequest("/editor/preview", CODE));
    expect(response.status).toBe(401);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.data).toMatch(/Inicia sesión/);
  });

  it("returns the combined page, sandboxed, for a signed-in user", async () => {
    const { cookie } = await signedInUser();
    const response = await runRoute(
      previewAction,
      formRequest("/editor/preview", { ...CODE, intent: "run" }, { cookie }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toBe(PREVIEW_CSP);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Frame-Options")).toBeNull();
    expect(response.headers.get("Content-Disposition")).toBeNull();
    const body = response.data;
    expect(body).toBe(combineCode(CODE, { title: "Vista previa · Web Code Academy" }));
  });

  it("normalises the CRLF line breaks browsers submit", async () => {
    const { cookie } = await signedInUser();
    const response = await runRoute(
      previewAction,
      formRequest("/editor/preview", { html: "<p>a</p>\r\n<p>b</p>", css: "", js: "" }, { cookie }),
    );
    expect(response.data).toContain("<p>a</p>\n<p>b</p>");
  });

  it("refuses a field over 100 KB with 413", async () => {
    const { cookie } = await signedInUser();
    const response = await runRoute(
      previewAction,
      formRequest(
        "/editor/preview",
        { ...CODE, js: "x".repeat(MAX_EDITOR_FIELD_BYTES + 1) },
        { cookie },
      ),
    );
    expect(response.status).toBe(413);
    expect(response.data).toBe(EDITOR_FIELD_TOO_LARGE_MESSAGE);
  });

  it("refuses an oversize body before reading it", async () => {
    const { cookie } = await signedInUser();
    const request = formRequest("/editor/preview", CODE, {
      cookie,
      headers: { "Content-Length": String(10 * 1024 * 1024) },
    });
    const response = await runRoute(previewAction, request);
    expect(response.status).toBe(413);
  });

  it("refuses a post from another origin", async () => {
    const { cookie } = await signedInUser();
    const request = formRequest("/editor/preview", CODE, {
      cookie,
      headers: {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
        Host: "localhost",
      },
    });
    const response = await runRoute(previewAction, request);
    expect(response.status).toBe(403);
  });

  it("sends GET requests back to the editor", async () => {
    const response = await runRoute(previewLoader, getRequest("/editor/preview"));
    expect(redirectedTo(response)).toBe("/editor");
  });
});

describe("POST /editor/download", () => {
  it("returns the combined page as an attachment named after the site", async () => {
    const { cookie } = await signedInUser();
    const response = await runRoute(
      downloadAction,
      formRequest("/editor/download", { ...CODE, intent: "download" }, { cookie }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="web-code-academy-project.html"',
    );
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const body = response.data;
    expect(body).toContain(CODE.html);
    expect(body).toContain(`<style>\n${CODE.css}\n</style>`);
    expect(body).toContain(`<script>\n${CODE.js}\n</script>`);
  });

  it("sends anonymous visitors to log in (then back to the editor), refuses oversize code", async () => {
    const anonymous = await runRoute(downloadAction, formRequest("/editor/download", CODE));
    expect(redirectedTo(anonymous)).toBe("/auth?redirectTo=%2Feditor");
    const { cookie } = await signedInUser();
    const oversize = await runRoute(
      downloadAction,
      formRequest("/editor/download", { ...CODE, html: "<p>".repeat(40_000) }, { cookie }),
    );
    expect(oversize.status).toBe(413);
    const get = await runRoute(downloadLoader, getRequest("/editor/download"));
    expect(get.headers.get("Location")).toBe("/editor");
  });
});

describe("/editor page", () => {
  it("sends anonymous visitors to /auth and back", async () => {
    const response = await runRoute(editorLoader, getRequest("/editor"));
    expect(redirectedTo(response)).toBe("/auth?redirectTo=%2Feditor");
  });

  it("offers the starter page to a signed-in user", async () => {
    const { cookie } = await signedInUser();
    const { data: result } = await runRoute(editorLoader, getRequest("/editor", { cookie }));
    expect(result.starter.html).toContain("<h1>¡Hola, Web Code Academy!</h1>");
    expect(result.starter.css).toContain("button");
    expect(result.starter.js).toContain("addEventListener");
    expect(result.downloadName).toBe("web-code-academy-project.html");
  });

  it("Guardar saves nothing: it echoes the submitted code with a confirmation", async () => {
    const { cookie } = await signedInUser();
    const { data: result } = await runRoute(
      editorAction,
      formRequest("/editor", { ...CODE, intent: "save" }, { cookie }),
    );
    expect(result.code).toEqual(CODE);
    expect(result.saved.title).toBe("Código guardado");
  });

  it("refuses anonymous posts and unknown intents", async () => {
    const anonymous = await runRoute(
      editorAction,
      formRequest("/editor", { ...CODE, intent: "save" }),
    );
    expect(anonymous.status).toBe(302);
    const { cookie } = await signedInUser();
    const unknown = await runRoute(
      editorAction,
      formRequest("/editor", { ...CODE, intent: "borrar" }, { cookie }),
    );
    expect(unknown.status).toBe(400);
  });
});
