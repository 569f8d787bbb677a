import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { editorProjects, users } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { combineCode, MAX_EDITOR_FIELD_BYTES, type EditorCode } from "~/editor/combine-code";
import { createProject, getProject, saveProject } from "~/models/editor-project.server";
import { action as editorAction, loader as editorLoader } from "~/routes/editor";
import { action as saveAction } from "~/routes/editor.save";
import { loader as publishedLoader } from "~/routes/editor_.p.$publicId";
import { loader as publishedRunLoader } from "~/routes/editor_.p.$publicId.run";
import { run } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

const BASE = "http://localhost";
const ctx = { params: {}, context: {} };

const PREVIEW_CSP =
  "sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; " +
  "img-src data: https:; media-src data: https:; font-src data: https:; frame-ancestors 'self'";

const CODE: EditorCode = {
  html: '<h1 id="titulo">Hola</h1>',
  css: "h1 { color: teal; }",
  js: 'document.getElementById("titulo").textContent += "!";',
};

/** Code that tries to break out of every place it is shown: the textarea, the script, the page. */
const HOSTILE: EditorCode = {
  html: '</textarea><iframe src="https://evil.example"></iframe><script>alert(1)</script>\0fin',
  css: "p::after { content: '</style></textarea>'; }",
  js: 'const a = "</script><iframe>"; const b = "\0"; // </textarea>',
};

async function student() {
  const user = insertTestUser();
  return { user, cookie: await cookieFor(user.id) };
}

function post(path: string, cookie: string | null, fields: Record<string, string>) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const editorPost = (cookie: string, fields: Record<string, string>, query = "") =>
  run(() => editorAction({ request: post(`/editor${query}`, cookie, fields), ...ctx }));

const jsSave = (cookie: string | null, fields: Record<string, string>) =>
  run(() => saveAction({ request: post("/editor/save", cookie, fields), ...ctx }));

const openEditor = (cookie: string, query = "") =>
  run(() =>
    editorLoader({
      request: new Request(`${BASE}/editor${query}`, { headers: { Cookie: cookie } }),
      ...ctx,
    }),
  );

const openPublished = (publicId: string) =>
  run(() =>
    publishedLoader({
      request: new Request(`${BASE}/editor/p/${publicId}`),
      params: { publicId },
      context: {},
    }),
  );

const runPublished = (publicId: string) =>
  run(() =>
    publishedRunLoader({
      request: new Request(`${BASE}/editor/p/${publicId}/run`),
      params: { publicId },
      context: {},
    }),
  );

function projectCount(userId: number) {
  return db
    .select({ total: count() })
    .from(editorProjects)
    .where(eq(editorProjects.userId, userId))
    .get()!.total;
}

function projectIdFrom(location: string | null) {
  const id = Number(new URL(location ?? "", BASE).searchParams.get("project"));
  expect(id).toBeGreaterThan(0);
  return id;
}

describe("saving and restoring", () => {
  it("the first Guardar creates the project; /editor then restores it on any device", async () => {
    const { user, cookie } = await student();
    const saved = await editorPost(cookie, {
      intent: "save",
      projectId: "",
      name: "Mi web",
      ...CODE,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Set-Cookie")).toContain("__toast=");
    const projectId = projectIdFrom(saved.headers.get("Location"));

    // Another device: a new session for the same account, no project in the URL.
    const otherDevice = await cookieFor(user.id);
    const page = await openEditor(otherDevice);
    expect(page.status).toBe(200);
    expect(page.data.project).toMatchObject({ id: projectId, name: "Mi web", code: CODE });
    expect(page.data.projects).toEqual([
      expect.objectContaining({ id: projectId, name: "Mi web", published: false }),
    ]);
  });

  it("saves over the open project, with CRLF line breaks stored as LF", async () => {
    const { user, cookie } = await student();
    const project = createProject(user.id, CODE);
    const saved = await editorPost(cookie, {
      intent: "save",
      projectId: String(project.id),
      name: "  Renombrado  ",
      html: "<p>a</p>\r\n<p>b</p>",
      css: "",
      js: "",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/editor?project=${project.id}`);
    const stored = getProject(user.id, project.id);
    expect(stored.name).toBe("Renombrado");
    expect(stored.code).toEqual({ html: "<p>a</p>\n<p>b</p>", css: "", js: "" });
    expect(stored.updatedAt).toBeGreaterThan(project.updatedAt);
    expect(projectCount(user.id)).toBe(1);
  });

  it("/editor opens the last project saved; ?project= opens another", async () => {
    const { user, cookie } = await student();
    const first = createProject(user.id, CODE, "Primero");
    const second = createProject(user.id, CODE, "Segundo");
    // Within the same millisecond too: every write is stamped after the user's previous one.
    const resaved = saveProject(user.id, {
      projectId: first.id,
      name: "Primero",
      code: { ...CODE, css: "" },
    });
    expect(resaved.updatedAt).toBeGreaterThan(second.updatedAt);
    expect((await openEditor(cookie)).data.project.id).toBe(first.id);
    expect((await openEditor(cookie, `?project=${second.id}`)).data.project.id).toBe(second.id);
  });

  it("code that tries to break out round-trips intact, and stays inside the preview's script", async () => {
    const { user, cookie } = await student();
    const saved = await jsSave(cookie, { intent: "save", name: "Hostil", ...HOSTILE });
    expect(saved.status).toBe(200);
    const projectId = saved.data.project.id as number;
    expect(getProject(user.id, projectId).code).toEqual(HOSTILE);
    expect((await openEditor(cookie, `?project=${projectId}`)).data.project.code).toEqual(HOSTILE);

    const published = await editorPost(cookie, {
      intent: "publish",
      projectId: String(projectId),
      name: "Hostil",
      ...HOSTILE,
    });
    expect(published.status).toBe(302);
    const { publicId } = getProject(user.id, projectId);
    const page = await runPublished(publicId!);
    expect(page.data).toBe(combineCode(HOSTILE, { title: "Hostil" }));
    expect(String(page.data).match(/<\/script/gi)).toHaveLength(2); // the user's and ours
  });

  it("with JS, Guardar answers in JSON: the saved version, or why not", async () => {
    const { user, cookie } = await student();
    const created = await jsSave(cookie, { intent: "save", name: "Con JS", ...CODE });
    expect(created.status).toBe(200);
    expect(created.data.project).toMatchObject({ name: "Con JS" });
    const stored = getProject(user.id, created.data.project.id);
    expect(created.data.project.updatedAt).toBe(stored.updatedAt);

    const unnamed = await jsSave(cookie, {
      intent: "save",
      projectId: String(stored.id),
      name: "   ",
      ...CODE,
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.data.message).toBe("Escribe un nombre para el proyecto.");

    const anonymous = await jsSave(null, { intent: "save", name: "x", ...CODE });
    expect(anonymous.status).toBe(401);
    expect(anonymous.data.message).toMatch(/Inicia sesión/);
  });

  it("a refused save (no name) shows the code again as it was posted and stores nothing", async () => {
    const { user, cookie } = await student();
    const project = createProject(user.id, CODE);
    const typed = { html: "<p>lo que escribí</p>", css: "p{}", js: "" };
    const refused = await editorPost(
      cookie,
      { intent: "save", projectId: String(project.id), name: "", ...typed },
      `?project=${project.id}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.data.posted).toEqual({ name: "", code: typed });
    expect(refused.data.result.error.name).toEqual(["Escribe un nombre para el proyecto."]);
    expect(getProject(user.id, project.id).code).toEqual(CODE);
  });
});

describe("limits", () => {
  it("a file over 200 KB → 413 with a Spanish message; nothing saved, the code echoed back", async () => {
    const { user, cookie } = await student();
    const project = createProject(user.id, CODE);
    const big = "x".repeat(MAX_EDITOR_FIELD_BYTES + 1);
    const refused = await editorPost(cookie, {
      intent: "save",
      projectId: String(project.id),
      name: "Grande",
      ...CODE,
      css: big,
    });
    expect(refused.status).toBe(413);
    expect(refused.data.result.error.css).toEqual([
      "El código es demasiado grande: cada archivo (HTML, CSS o JavaScript) admite como máximo 200 KB.",
    ]);
    expect(refused.data.posted.code.css).toBe(big);
    expect(getProject(user.id, project.id)).toMatchObject({ name: project.name, code: CODE });

    const viaJs = await jsSave(cookie, { intent: "save", name: "Grande", ...CODE, js: big });
    expect(viaJs.status).toBe(413);
    expect(viaJs.data.message).toMatch(/200 KB/);
    expect(projectCount(user.id)).toBe(1);

    // Exactly at the limit is fine (UTF-8 bytes: "ñ" counts two).
    const atLimit = await jsSave(cookie, {
      intent: "save",
      name: "Justo",
      ...CODE,
      html: "ñ".repeat(MAX_EDITOR_FIELD_BYTES / 2),
    });
    expect(atLimit.status).toBe(200);
  });

  it("a body beyond three full files is refused before it is read", async () => {
    const { cookie } = await student();
    const request = post("/editor", cookie, { intent: "save", name: "x", ...CODE });
    const oversize = new Request(request, {
      headers: {
        ...Object.fromEntries(request.headers),
        "Content-Length": String(5 * 1024 * 1024),
      },
    });
    const response = await run(() => editorAction({ request: oversize, ...ctx }));
    expect(response.status).toBe(413);
    expect(response.data.message).toMatch(/200 KB/);
  });

  it("the 51st project is refused clearly, whichever button asks for it", async () => {
    const { user, cookie } = await student();
    for (let i = 1; i <= 50; i++) createProject(user.id, CODE, `P${i}`);
    const open = getProject(user.id, (await openEditor(cookie)).data.project.id);
    const fields = { projectId: String(open.id), name: open.name, ...CODE, css: "/* editado */" };

    for (const intent of ["create", "duplicate"]) {
      const refused = await editorPost(cookie, { intent, ...fields });
      expect(refused.status).toBe(409);
      expect(refused.data.result.error[""]).toEqual([
        "Has llegado al máximo de 50 proyectos. Elimina uno que ya no uses para crear otro.",
      ]);
      expect(refused.data.posted.code.css).toBe("/* editado */");
    }
    const newOne = await jsSave(cookie, { intent: "save", name: "Otro", ...CODE });
    expect(newOne.status).toBe(409);
    expect(projectCount(user.id)).toBe(50);
    // Refused as a whole: the open project was not saved either.
    expect(getProject(user.id, open.id).code).toEqual(CODE);
  });
});

describe("named projects", () => {
  it("Nuevo proyecto saves the open one first, then opens a new starter project", async () => {
    const { user, cookie } = await student();
    const open = createProject(user.id, CODE, "Actual");
    const created = await editorPost(cookie, {
      intent: "create",
      projectId: String(open.id),
      name: "Actual",
      ...CODE,
      js: "console.log('sin guardar');",
    });
    expect(created.status).toBe(302);
    const newId = projectIdFrom(created.headers.get("Location"));
    expect(getProject(user.id, open.id).code.js).toBe("console.log('sin guardar');");
    const fresh = getProject(user.id, newId);
    expect(fresh.name).toBe("Nuevo proyecto");
    expect(fresh.code.html).toContain("¡Hola, Web Code Academy!");

    const another = await editorPost(cookie, {
      intent: "create",
      projectId: String(newId),
      name: fresh.name,
      ...fresh.code,
    });
    expect(getProject(user.id, projectIdFrom(another.headers.get("Location"))).name).toBe(
      "Nuevo proyecto (2)",
    );
  });

  it("Duplicar copies the project as it is on screen, under a free name", async () => {
    const { user, cookie } = await student();
    const open = createProject(user.id, CODE, "Base");
    const fields = { projectId: String(open.id), name: "Base", ...CODE, html: "<p>v2</p>" };
    const first = await editorPost(cookie, { intent: "duplicate", ...fields });
    const copy = getProject(user.id, projectIdFrom(first.headers.get("Location")));
    expect(copy).toMatchObject({ name: "Base (copia)", code: { ...CODE, html: "<p>v2</p>" } });
    const second = await editorPost(cookie, { intent: "duplicate", ...fields });
    expect(getProject(user.id, projectIdFrom(second.headers.get("Location"))).name).toBe(
      "Base (copia) (2)",
    );
  });

  it("Eliminar deletes the project; /editor then opens the next one", async () => {
    const { user, cookie } = await student();
    const keep = createProject(user.id, CODE, "Se queda");
    const gone = createProject(user.id, CODE, "Se va");
    const deleted = await editorPost(cookie, { intent: "delete", projectId: String(gone.id) });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/editor");
    expect(projectCount(user.id)).toBe(1);
    expect((await openEditor(cookie)).data.project.id).toBe(keep.id);
    expect((await openEditor(cookie, `?project=${gone.id}`)).status).toBe(404);
  });

  it("the no-JS delete confirmation is only offered for the open project", async () => {
    const { user, cookie } = await student();
    const project = createProject(user.id, CODE);
    const step = await openEditor(cookie, `?project=${project.id}&confirm=delete`);
    expect(step.data.confirmDelete).toBe(true);
    expect((await openEditor(cookie, `?project=${project.id}`)).data.confirmDelete).toBe(false);
  });

  it("projects go with their owner's account", async () => {
    const { user } = await student();
    createProject(user.id, CODE);
    db.delete(users).where(eq(users.id, user.id)).run();
    expect(projectCount(user.id)).toBe(0);
  });
});

describe("ownership", () => {
  it("another user's project id is a 404 everywhere, never its content, and nothing changes", async () => {
    const owner = await student();
    const secret = createProject(owner.user.id, { ...CODE, js: "const secreto = 42;" }, "Secreto");
    const intruder = await student();
    createProject(intruder.user.id, CODE, "Mío");

    const page = await openEditor(intruder.cookie, `?project=${secret.id}`);
    expect(page.status).toBe(404);
    expect(JSON.stringify(page.data)).not.toContain("secreto");
    expect((await openEditor(intruder.cookie, "?project=abc")).status).toBe(404);

    const fields = { projectId: String(secret.id), name: "Robado", ...CODE };
    for (const intent of ["save", "duplicate", "publish", "unpublish", "delete", "create"]) {
      const refused = await editorPost(intruder.cookie, { intent, ...fields });
      expect(refused.status, intent).toBe(404);
      expect(JSON.stringify(refused.data.result)).not.toContain("secreto");
    }
    const viaJs = await jsSave(intruder.cookie, { intent: "save", ...fields });
    expect(viaJs.status).toBe(404);

    expect(getProject(owner.user.id, secret.id)).toMatchObject({
      name: "Secreto",
      publicId: null,
      code: { js: "const secreto = 42;" },
    });
    expect(projectCount(intruder.user.id)).toBe(1);
  });
});

describe("publishing", () => {
  it("a published project is readable by anyone with the link, with its author; unpublishing takes it down at once", async () => {
    const { user, cookie } = await student();
    const project = createProject(user.id, CODE, "Mi página");
    const fields = { projectId: String(project.id), name: "Mi página", ...CODE };

    // Not published: no public id exists to guess.
    expect(getProject(user.id, project.id).publicId).toBeNull();

    const published = await editorPost(cookie, { intent: "publish", ...fields });
    expect(published.status).toBe(302);
    const { publicId } = getProject(user.id, project.id);
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const editor = await openEditor(cookie, `?project=${project.id}`);
    expect(editor.data.publicUrl).toBe(`${env.PUBLIC_URL}/editor/p/${publicId}`);
    // Opened at another address of this machine, the link is still on PUBLIC_URL (issue 42),
    // the origin the e-mails' links use.
    const elsewhere = await run(() =>
      editorLoader({
        request: new Request(`http://127.0.0.1:3000/editor?project=${project.id}`, {
          headers: { Cookie: cookie },
        }),
        ...ctx,
      }),
    );
    expect(elsewhere.data.publicUrl).toBe(`${env.PUBLIC_URL}/editor/p/${publicId}`);
    expect(editor.data.projects[0].published).toBe(true);

    const page = await openPublished(publicId!);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.data.project).toMatchObject({
      name: "Mi página",
      authorName: user.name,
      code: CODE,
    });
    expect(page.data.runUrl).toBe(`/editor/p/${publicId}/run`);
    expect(JSON.stringify(page.data)).not.toContain(user.email);

    const preview = await runPublished(publicId!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Content-Security-Policy")).toBe(PREVIEW_CSP);
    expect(preview.headers.get("Cache-Control")).toBe("no-store");
    expect(preview.data).toBe(combineCode(CODE, { title: "Mi página" }));

    const unpublished = await editorPost(cookie, {
      intent: "unpublish",
      projectId: fields.projectId,
    });
    expect(unpublished.status).toBe(302);
    expect((await openPublished(publicId!)).status).toBe(404);
    expect((await runPublished(publicId!)).status).toBe(404);

    // Publishing again gives a new link; the old one stays dead.
    await editorPost(cookie, { intent: "publish", ...fields });
    const again = getProject(user.id, project.id).publicId;
    expect(again).not.toBe(publicId);
    expect((await openPublished(again!)).status).toBe(200);
    expect((await openPublished(publicId!)).status).toBe(404);
  });

  it("publishing saves the code on screen first", async () => {
    const { user, cookie } = await student();
    const project = createProject(user.id, CODE, "Web");
    await editorPost(cookie, {
      intent: "publish",
      projectId: String(project.id),
      name: "Web",
      ...CODE,
      html: "<p>última versión</p>",
    });
    const { publicId } = getProject(user.id, project.id);
    expect((await openPublished(publicId!)).data.project.code.html).toBe("<p>última versión</p>");
  });

  it("unknown or malformed public ids are 404", async () => {
    expect((await openPublished("a".repeat(24))).status).toBe(404);
    expect((await openPublished("../../etc")).status).toBe(404);
    expect((await runPublished("x")).status).toBe(404);
  });
});
