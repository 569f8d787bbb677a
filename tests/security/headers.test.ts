import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { env } from "~/env.server";
import * as notFoundPage from "~/routes/$";
import * as apiNotFound from "~/routes/api.$";
import * as apiUser from "~/routes/api.user";
import * as logout from "~/routes/logout";
import * as privacy from "~/routes/privacy";
import * as profile from "~/routes/profile";
import { documentHandler } from "../support/document-server";
import { BASE_URL } from "../support/requests";

// The real entry.server and root with a few real routes: a page, an error page, a redirect (an
// anonymous /profile, a logout), JSON from /api. Headers are what the server runtime sends.
const handle = documentHandler([
  { id: "routes/privacy", path: "privacy", module: privacy },
  { id: "routes/profile", path: "profile", module: profile },
  { id: "routes/logout", path: "logout", module: logout },
  { id: "routes/api.user", path: "api/user", module: apiUser },
  { id: "routes/api.$", path: "api/*", module: apiNotFound },
  { id: "routes/$", path: "*", module: notFoundPage },
]);

const get = (pathname: string) => handle(new Request(`${BASE_URL}${pathname}`));

// HSTS is production-only (a developer's https://localhost must not be pinned): run as production.
const wasProduction = env.isProduction;
beforeAll(() => {
  Object.assign(env, { isProduction: true });
});
afterAll(() => {
  Object.assign(env, { isProduction: wasProduction });
});

/** Directives of a CSP header: `{ "script-src": ["'self'", ...], ... }`. */
function directives(csp: string | null) {
  expect(csp, "Content-Security-Policy").toBeTruthy();
  return Object.fromEntries(
    csp!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every response must carry, whatever it is. */
function expectBaseline(headers: Headers) {
  expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(headers.get("X-Frame-Options")).toBe("DENY");
  expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("Strict-Transport-Security")).toMatch(/^max-age=(\d+)/);
  const maxAge = Number(headers.get("Strict-Transport-Security")!.match(/max-age=(\d+)/)![1]);
  // At least 180 days (what HSTS preload checkers and Mozilla Observatory expect as a minimum).
  expect(maxAge).toBeGreaterThanOrEqual(180 * 24 * 3600);
  const csp = directives(headers.get("Content-Security-Policy"));
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  return csp;
}

/** A document: nonce-only inline scripts, every <script> carrying this response's nonce. */
async function expectDocument(response: Response) {
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  const csp = expectBaseline(response.headers);
  const scriptSrc: string[] = csp["script-src"] ?? csp["default-src"];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain("*");
  const nonces = scriptSrc.filter((value) => value.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  const nonce = nonces[0]!.slice("'nonce-".length, -1);
  // 16 random bytes, base64: unguessable.
  expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
  return nonce;
}

describe("security headers", () => {
  it("a page: CSP with a fresh nonce per request, matching every <script nonce>", async () => {
    const first = await get("/privacy");
    expect(first.status).toBe(200);
    const second = await get("/privacy");
    const nonces = [await expectDocument(first), await expectDocument(second)];
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("an error page (404) carries the same policy", async () => {
    const response = await get("/esta-pagina-no-existe");
    expect(response.status).toBe(404);
    await expectDocument(response);
  });

  it("/api JSON: the baseline and a CSP that allows nothing", async () => {
    for (const pathname of ["/api/user", "/api/no-existe"]) {
      const response = await get(pathname);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      const csp = expectBaseline(response.headers);
      expect(csp["default-src"]).toEqual(["'none'"]);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("redirects from a loader and from an action carry the baseline too", async () => {
    const loaderRedirect = await get("/profile");
    expect(loaderRedirect.status).toBe(302);
    expect(loaderRedirect.headers.get("Location")).toBe("/auth?redirectTo=%2Fprofile");
    expectBaseline(loaderRedirect.headers);

    const actionRedirect = await handle(
      new Request(`${BASE_URL}/logout`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      }),
    );
    expect(actionRedirect.status).toBe(302);
    expectBaseline(actionRedirect.headers);
  });

  it("single-fetch data requests (client navigations), redirects included", async () => {
    const page = await get("/privacy.data");
    expect(page.status).toBe(200);
    expect(expectBaseline(page.headers)["default-src"]).toEqual(["'none'"]);
    // A redirect answering a data request is encoded in the body: the response itself is 202.
    const redirect = await get("/profile.data");
    expect(redirect.status).toBe(202);
    expectBaseline(redirect.headers);
  });

  it("the opener policy: on every answer but a public page's anonymous copy (decision 135)", async () => {
    const anonymous = await get("/privacy");
    expect(anonymous.headers.get("Cache-Control")).toMatch(/^public,/);
    expect(anonymous.headers.has("Cross-Origin-Opener-Policy")).toBe(false);

    const personal = await handle(
      new Request(`${BASE_URL}/privacy`, { headers: { Cookie: "__session=abc" } }),
    );
    expect(personal.headers.get("Cache-Control")).toBe("private, no-store");
    const others = [
      personal,
      await get("/esta-pagina-no-existe"),
      await get("/profile"),
      await get("/api/user"),
      await get("/privacy.data"),
    ];
    for (const response of others) {
      expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    }
  });

  it("no app module builds a redirect without them (only headers.server wraps Remix's)", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !file.endsWith("headers.server.ts")) {
          const source = fs.readFileSync(file, "utf8");
          const imports = source.match(
            /import\s*\{[^}]*\}\s*from\s*"@remix-run\/(node|server-runtime)"/g,
          );
          if (imports?.some((line) => /\bredirect(Document)?\b/.test(line))) offenders.push(file);
        }
      }
    };
    walk(path.resolve("app"));
    expect(offenders).toEqual([]);
  });
});
