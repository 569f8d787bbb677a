/**
 * The in-process page cache (server/page-cache.mjs, decision 123) against the built server
 * (`npm run build` first, as `npm test` does): what it keeps, whom it answers, and that a write
 * shows on the next request. Requests go over raw HTTP, so compressed bytes are compared as sent.
 * Nothing waits on time: a page counts as kept once a request is answered `X-Cache: HIT`.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort, requireBuild, startBuiltServer } from "../support/built-server.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-page-cache-"));
let server: ReturnType<typeof startBuiltServer>;
let base = "";

const COURSE = "/courses/web-development";
const ADMIN = { email: "admin@pagecache.local", password: "pagecache-password" };
const PUBLIC_CACHE_CONTROL = /^public, max-age=0, s-maxage=60\b/;

beforeAll(async () => {
  requireBuild();
  const port = await freePort();
  server = startBuiltServer({
    port,
    databasePath: path.join(dir, "academy.db"),
    name: "pagecache",
    env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  base = server.base;
  await server.ready();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request on a fresh connection; the body as sent (still gzipped when it was). */
function raw(
  pathname: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method, headers, agent: false });
    request.on("error", reject);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.end();
  });
}

const isHit = (answer: Answer) => answer.headers["x-cache"] === "HIT";

/**
 * Asks until the cache answers; returns the hit and the last render before it (the one kept:
 * requests are sequential). A render is kept when its response has finished on the server, which
 * may come just after the client read it, hence more than one try.
 */
async function untilCached(pathname: string, headers: Record<string, string> = {}) {
  let miss: Answer | undefined;
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await raw(pathname, { headers });
    expect(answer.status).toBe(200);
    if (isHit(answer)) return { hit: answer, miss };
    miss = answer;
  }
  throw new Error(`${pathname} was never answered from the cache`);
}

/** Headers of the page itself, without those that describe the connection or the moment. */
function pageHeaders(answer: Answer) {
  const skip = new Set([
    "date",
    "age",
    "x-cache",
    "connection",
    "keep-alive",
    "transfer-encoding",
    "content-length",
  ]);
  return Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !skip.has(name)));
}

function text(answer: Answer) {
  return answer.body.toString("utf8");
}

function nonceOf(answer: Answer) {
  return /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
}

async function json(pathname: string, method: string, body: unknown, cookie?: string) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      Origin: base,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { status: response.status, data: await response.json(), cookies };
}

async function student(username: string) {
  const registered = await json("/api/register", "POST", {
    name: `Alumna ${username}`,
    email: `${username}@example.com`,
    username,
    password: "secreto123",
  });
  expect(registered.status).toBe(201);
  return registered.cookies;
}

// Each test sends tens of requests, some of them full renders: slow on a loaded machine.
describe("page cache (built server)", { timeout: 90_000 }, () => {
  it("a hit answers the bytes and headers of the render it kept, gzipped or not, and HEAD", async () => {
    for (const headers of [{ "Accept-Encoding": "gzip" }, {}] as Record<string, string>[]) {
      const { hit, miss } = await untilCached(COURSE, headers);
      expect(miss).toBeDefined();
      expect(miss!.headers["x-cache"]).toBeUndefined();
      expect(hit.body.equals(miss!.body)).toBe(true);
      expect(pageHeaders(hit)).toEqual(pageHeaders(miss!));
      expect(hit.headers["content-length"]).toBe(String(miss!.body.length));
      expect(Number(hit.headers.age)).toBeGreaterThanOrEqual(0);
      expect(hit.headers["cache-control"]).toMatch(PUBLIC_CACHE_CONTROL);
      expect(hit.headers.vary).toMatch(/Cookie/);

      const head = await raw(COURSE, { method: "HEAD", headers });
      expect(isHit(head)).toBe(true);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-length"]).toBe(String(miss!.body.length));
      expect(pageHeaders(head)).toEqual(pageHeaders(miss!));
    }
    const gzipped = await raw(COURSE, { headers: { "Accept-Encoding": "gzip" } });
    const plain = await raw(COURSE);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("the theme cookie gets its own copy", async () => {
    const chosen = await fetch(`${base}/resources/theme`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: "theme=light&redirectTo=/about",
      redirect: "manual",
    });
    const themeCookie = chosen.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(themeCookie).toMatch(/^theme=/);
    const dark = (await untilCached("/about")).hit;
    const light = await untilCached("/about", { Cookie: themeCookie });
    expect(light.miss).toBeDefined();
    expect(text(light.hit)).toMatch(/<html lang="es" class="light"/);
    expect(text(dark)).toMatch(/<html lang="es" class="dark"/);
    expect((await raw("/about")).body.equals(dark.body)).toBe(true);
  });

  it("a signed-in student is never answered from the cache and sees their enrollment at once", async () => {
    const cookie = await student("ana_cache");
    const anonymous = (await untilCached(COURSE)).hit;
    expect(text(anonymous)).not.toContain("Ya estás inscrito");

    const before = await raw(COURSE, { headers: { Cookie: cookie } });
    expect(isHit(before)).toBe(false);
    expect(before.headers["cache-control"]).toBe("private, no-store");
    expect(nonceOf(before)).not.toBe(nonceOf(anonymous));
    expect(text(before)).toContain("Alumna ana_cache");
    expect(text(before)).not.toContain("Ya estás inscrito");

    const course = await (await fetch(`${base}/api${COURSE}`)).json();
    expect((await json("/api/enroll", "POST", { courseId: course.id }, cookie)).status).toBe(201);
    // The anonymous copy is kept again; the student's next page still comes from a render.
    await untilCached(COURSE);
    for (let i = 0; i < 3; i++) {
      const after = await raw(COURSE, { headers: { Cookie: cookie } });
      expect(isHit(after)).toBe(false);
      expect(after.headers["cache-control"]).toBe("private, no-store");
      expect(text(after)).toContain("Ya estás inscrito en este curso");
    }
    // Nothing of hers went into the shared copy.
    const shared = (await untilCached(COURSE)).hit;
    expect(text(shared)).not.toContain("Alumna ana_cache");
    expect(text(shared)).not.toContain("Ya estás inscrito");
  });

  it("a flash toast skips the cache and is shown, privately", async () => {
    await untilCached(COURSE);
    // An anonymous enroll attempt: sent to sign in, with a toast saying why.
    const refused = await fetch(`${base}${COURSE}`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=enroll",
      redirect: "manual",
    });
    expect(refused.status).toBe(302);
    const toast = refused.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("__toast="));
    expect(toast).toBeDefined();
    await untilCached(COURSE);

    const page = await raw(COURSE, { headers: { Cookie: toast! } });
    expect(isHit(page)).toBe(false);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(text(page)).toContain("Inicia sesión para inscribirte");
  });

  it("an admin's edit shows on the next anonymous request", async () => {
    const admin = await json("/api/login", "POST", ADMIN);
    expect(admin.status).toBe(200);
    for (const page of [COURSE, "/courses", "/"]) await untilCached(page);
    const course = await (await fetch(`${base}/api${COURSE}`)).json();
    const { id, createdAt: _createdAt, new: _new, ...fields } = course;
    const title = "Desarrollo Web, edición de la caché";
    const edited = await json(`/api/courses/${id}`, "PATCH", { ...fields, title }, admin.cookies);
    expect(edited.status).toBe(200);

    for (const page of [COURSE, "/courses"]) {
      const next = await raw(page);
      expect(isHit(next)).toBe(false);
      expect(text(next)).toContain(title);
    }
  });

  it("a student's progress writes leave the cached pages in place", async () => {
    const cookie = await student("beto_cache");
    const course = await (await fetch(`${base}/api${COURSE}`)).json();
    expect((await json("/api/enroll", "POST", { courseId: course.id }, cookie)).status).toBe(201);
    const modules = await (
      await fetch(`${base}/api/courses/${course.id}/modules`, { headers: { Cookie: cookie } })
    ).json();
    const sections = await (
      await fetch(`${base}/api/modules/${modules[0].id}/sections`, { headers: { Cookie: cookie } })
    ).json();
    const kept = (await untilCached(COURSE)).hit;
    const saved = await json(
      `/api/sections/${sections[0].id}/progress`,
      "POST",
      { completed: true },
      cookie,
    );
    expect(saved.status).toBe(200);
    const next = await raw(COURSE);
    expect(isHit(next)).toBe(true);
    expect(next.body.equals(kept.body)).toBe(true);
  });

  it("keeps neither error pages nor pages outside the public list", async () => {
    for (const page of ["/courses/no-existe", "/contact", "/auth"]) {
      const answers = [await raw(page), await raw(page), await raw(page)];
      expect(answers.some(isHit)).toBe(false);
      expect(answers[0].headers.vary).toMatch(/Cookie/);
      if (page === "/courses/no-existe") {
        expect(answers[0].status).toBe(404);
        expect(answers[0].headers["cache-control"]).toBe("no-store");
      } else {
        expect(answers[0].status).toBe(200);
        expect(answers[0].headers["cache-control"]).toBe("private, no-cache");
      }
    }
    // The contact form's idempotency key is new on every render: a shared copy would merge
    // two visitors' messages into one.
    const keys = await Promise.all(
      [1, 2].map(
        async () =>
          /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(text(await raw("/contact")))?.[1],
      ),
    );
    expect(keys[0]).toBeDefined();
    expect(keys[0]).not.toBe(keys[1]);
  });
});
