/**
 * Decision 127 against the built server (`npm run build` first, as `npm test` does): a course page
 * with an uploaded cover offers WebP copies, a `Save-Data: on` request gets the half-width
 * `sizes` and the page cache never answers one kind of request with the other's page; and how
 * long browsers may keep each kind of static file (fingerprinted: a year, immutable; otherwise
 * not immutable).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort, requireBuild, ROOT, startBuiltServer } from "../support/built-server.mjs";
import { photoLikeJpeg } from "../support/photo.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-images-"));
const databasePath = path.join(dir, "academy.db");
let server: ReturnType<typeof startBuiltServer>;
let base = "";
let coverId = 0;

const COURSE = "/courses/web-development";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** The half-width slots a Save-Data page asks for (`calc(<slot> / 2)`). */
const HALVED_SIZES = /sizes="[^"]*\/ 2\)/;

beforeAll(async () => {
  requireBuild();
  const port = await freePort();
  server = startBuiltServer({
    port,
    databasePath,
    name: "images",
    env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  base = server.base;
  await server.ready();
  // The course's cover becomes an uploaded image, as an admin's upload stores it. Written
  // before the first page request, so no cached page holds the old cover.
  const database = new Database(databasePath);
  try {
    coverId = Number(
      database
        .prepare("insert into images (user_id, content_type, data) values (null, 'image/jpeg', ?)")
        .run(await photoLikeJpeg(1200, 675)).lastInsertRowid,
    );
    database
      .prepare("update courses set image = ? where slug = ?")
      .run(`/images/${coverId}`, "web-development");
  } finally {
    database.close();
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { headers, redirect: "manual" });

/** Asks until the page cache answers (X-Cache: HIT); returns that answer's body. */
async function cachedBody(pathname: string, headers: Record<string, string> = {}) {
  for (;;) {
    const response = await get(pathname, headers);
    expect(response.status).toBe(200);
    const body = await response.text();
    if (response.headers.get("x-cache") === "HIT") return body;
  }
}

describe("a course page with an uploaded cover", () => {
  it("offers WebP copies of the cover, and Save-Data asks for half-width ones", async () => {
    const plain = await get(COURSE);
    const html = await plain.text();
    expect(plain.headers.get("vary")).toMatch(/Save-Data/);
    // React writes the attribute as `srcSet` (HTML attribute names ignore case).
    expect(html.toLowerCase()).toContain(
      `srcset="/images/${coverId}/160.v1.webp 160w,`.toLowerCase(),
    );
    expect(html).toMatch(/sizes="\(min-width: 1024px\) 352px, 112px"/);
    expect(html).not.toMatch(HALVED_SIZES);
    const saving = await (await get(COURSE, { "Save-Data": "on" })).text();
    expect(saving).toMatch(/sizes="\(min-width: 1024px\) calc\(352px \/ 2\), calc\(112px \/ 2\)"/);

    const copy = await get(`/images/${coverId}/320.v1.webp`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("image/webp");
    expect(copy.headers.get("cache-control")).toBe(IMMUTABLE);
    expect((await get(`/images/${coverId}/321.v1.webp`)).status).toBe(404);
  });

  it("is never answered from the cache with the other kind of page", async () => {
    const plainHit = await cachedBody(COURSE);
    const savingHit = await cachedBody(COURSE, { "Save-Data": "on" });
    expect(plainHit).not.toMatch(HALVED_SIZES);
    expect(savingHit).toMatch(HALVED_SIZES);
    // Both stay kept side by side; each kind of request still gets its own.
    expect(await cachedBody(COURSE)).not.toMatch(HALVED_SIZES);
    expect(await cachedBody(COURSE, { "Save-Data": "ON" })).toMatch(HALVED_SIZES);
  });
});

describe("static files", () => {
  it("fingerprinted ones are kept a year, immutable", async () => {
    const html = await (await get("/")).text();
    const built = [...html.matchAll(/(?:src|href)="(\/build\/[^"]+)"/g)].map(
      (match) => match[1].split("#")[0],
    );
    const sprite = built.find((url) => /\/build\/_assets\/sprite-[\w-]+\.svg$/.test(url));
    const script = built.find((url) => /\/build\/enhance\/static-page-[\w-]+\.js$/.test(url));
    expect(sprite, "the icon sprite").toBeDefined();
    expect(script, "the static page script").toBeDefined();

    const monaco = path.join(ROOT, "public/monaco");
    const chunk = fs.readdirSync(path.join(monaco, "chunks"))[0];
    const asset = fs.readdirSync(path.join(monaco, "assets"))[0];
    // The entry as the editor links it (app/editor/monaco-assets.server.ts).
    const hash = createHash("sha256")
      .update(fs.readFileSync(path.join(monaco, "monaco.client.js")))
      .digest("hex")
      .slice(0, 12);
    const entry = `/monaco/monaco.client.js?v=${hash}`;

    for (const url of [
      sprite!,
      script!,
      "/build/" +
        fs
          .readdirSync(path.join(ROOT, "public/build"))
          .find((name) => /^entry\.client-/.test(name)),
      `/monaco/chunks/${chunk}`,
      `/monaco/assets/${asset}`,
      entry,
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control"), url).toMatch(
        /^public, max-age=31536000, immutable$/,
      );
      await response.arrayBuffer();
    }
  });

  it("files with plain names, and 404s, are not immutable", async () => {
    for (const url of [
      "/monaco/monaco.client.js",
      "/monaco/monaco.client.js?v=other",
      "/monaco/monaco.client.css",
      "/monaco/editor.worker.client.js",
      "/favicon.svg",
      "/images/courses/web-development.svg",
      "/icons/icon-192.png",
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control") ?? "", url).not.toContain("immutable");
      await response.arrayBuffer();
    }
    const missing = await get("/monaco/chunks/chunk-ZZZZZZZZ.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control") ?? "").not.toContain("immutable");
  });
});
