/**
 * Decision 123 piece by piece: which pages the app marks public (`applyDocumentCaching`, the list
 * in app/utils/public-pages.ts) and the rules of the in-process cache (server/page-cache.mjs):
 * its key, what counts as a write, what it stores, its bounds and the write-during-render race.
 * The built server is exercised in page-cache-server.test.ts.
 */
import { describe, expect, it } from "vitest";

import { applyDocumentCaching } from "~/utils/headers.server";
import { PUBLIC_PAGE_CACHE_CONTROL, PUBLIC_PAGE_ROUTES } from "~/utils/public-pages";
import { saveDataRequested } from "~/utils/save-data.server";
import {
  cacheKey,
  createPageCache,
  isWrite,
  saveDataOf,
  storableSeconds,
} from "../../server/page-cache.mjs";
import { getRequest } from "../support/requests";
import { loadRouteInventory } from "../support/route-inventory";

const THEME_LIGHT = "theme=ImxpZ2h0Ig%3D%3D";

function documentCaching(
  routeId: string,
  {
    cookie,
    method = "GET",
    status = 200,
    headers = {},
  }: {
    cookie?: string;
    method?: string;
    status?: number;
    headers?: Record<string, string>;
  } = {},
) {
  const responseHeaders = new Headers(headers);
  applyDocumentCaching(getRequest("/", { cookie, method }), responseHeaders, { status, routeId });
  return responseHeaders;
}

describe("Cache-Control of rendered pages", () => {
  it("a public page fetched anonymously may be kept by shared caches, a minute", () => {
    for (const cookie of [undefined, THEME_LIGHT, "otra=1"]) {
      const headers = documentCaching("routes/courses.$slug", { cookie });
      expect(headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(headers.get("Vary")).toBe("Cookie, Save-Data");
    }
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=60,/);
    expect(documentCaching("routes/_index", { method: "HEAD" }).get("Cache-Control")).toBe(
      PUBLIC_PAGE_CACHE_CONTROL,
    );
  });

  it("a session, a toast, a mailed link's token or a Set-Cookie make any page private, no-store", () => {
    for (const cookie of [
      "__session=abc",
      `${THEME_LIGHT}; __Host-session=abc`,
      `${THEME_LIGHT}; __toast=abc`,
      "__reset_link=abc",
      "__verify_link=abc",
    ]) {
      expect(documentCaching("routes/courses.$slug", { cookie }).get("Cache-Control")).toBe(
        "private, no-store",
      );
    }
    const setsCookie = documentCaching("routes/about", { headers: { "Set-Cookie": "a=b" } });
    expect(setsCookie.get("Cache-Control")).toBe("private, no-store");
  });

  it("error pages are not kept; other pages and posts only by the browser, revalidated", () => {
    expect(documentCaching("routes/courses.$slug", { status: 404 }).get("Cache-Control")).toBe(
      "no-store",
    );
    expect(documentCaching("routes/$", { status: 404 }).get("Cache-Control")).toBe("no-store");
    for (const routeId of ["routes/contact", "routes/auth", "routes/courses.$slug_.learn"]) {
      expect(documentCaching(routeId).get("Cache-Control")).toBe("private, no-cache");
    }
    expect(documentCaching("routes/courses.$slug", { method: "POST" }).get("Cache-Control")).toBe(
      "private, no-cache",
    );
  });

  it("a route's own Cache-Control wins, and Vary keeps what was there", () => {
    const own = documentCaching("routes/about", {
      headers: { "Cache-Control": "no-store", Vary: "Accept-Language" },
    });
    expect(own.get("Cache-Control")).toBe("no-store");
    expect(own.get("Vary")).toBe("Accept-Language, Cookie, Save-Data");
  });

  it("the public list names real pages, none of them personal or an account's", async () => {
    const inventory = await loadRouteInventory();
    const byId = new Map(
      inventory.map((route) => [`routes/${route.file.replace(/\.tsx?$/, "")}`, route]),
    );
    for (const id of PUBLIC_PAGE_ROUTES) {
      const route = byId.get(id);
      expect(route, id).toBeDefined();
      expect(route!.isPage, id).toBe(true);
      expect(route!.pattern).not.toMatch(
        /^\/(admin|api|auth|profile|editor|certificates|contact|learn)\b|\/learn$/,
      );
    }
  });
});

describe("page cache rules", () => {
  const request = (
    url: string,
    headers: Record<string, string> = {},
    method = "GET",
  ): { method: string; url: string; headers: Record<string, string> } => ({
    method,
    url,
    headers: { host: "academia.example", ...headers },
  });

  it("keys on Save-Data: a page with lighter images is never answered to a request without it", () => {
    const plain = cacheKey(request("/courses/web-development"));
    const saving = cacheKey(request("/courses/web-development", { "save-data": "on" }));
    expect(saving).not.toBe(plain);
    // Spellings the app reads as "on" share the key; anything else is the plain page's key.
    for (const value of ["ON", " on ", "on; lite"]) {
      expect(cacheKey(request("/courses/web-development", { "save-data": value }))).toBe(saving);
    }
    for (const value of ["off", "", "1", "yes"]) {
      expect(cacheKey(request("/courses/web-development", { "save-data": value }))).toBe(plain);
    }
    const page = { "cache-control": PUBLIC_PAGE_CACHE_CONTROL, vary: "Cookie, Save-Data" };
    expect(storableSeconds(200, page)).toBe(60);
  });

  it("reads Save-Data with the app's own rule", () => {
    for (const value of [undefined, "", "on", "ON", " On ", "on;x", "off", "onn", "1", "o n"]) {
      expect(saveDataOf(value) === "on", String(value)).toBe(saveDataRequested(value));
    }
  });

  it("keys on the URL, host, theme cookie and encoding; any other cookie or a credential skips it", () => {
    const plain = cacheKey(request("/courses"));
    expect(plain).not.toBeNull();
    expect(cacheKey(request("/courses", {}, "HEAD"))).toBe(plain);
    const others = [
      cacheKey(request("/courses?page=2")),
      cacheKey(request("/courses", { cookie: THEME_LIGHT })),
      cacheKey(request("/courses", { "accept-encoding": "gzip" })),
      cacheKey(request("/courses", { host: "otro.example" })),
    ];
    expect(new Set([plain, ...others]).size).toBe(5);
    for (const headers of <Record<string, string>[]>[
      { cookie: "__session=abc" },
      { cookie: `${THEME_LIGHT}; __Host-session=abc` },
      { cookie: `${THEME_LIGHT}; __toast=abc` },
      { cookie: "__verify_link=abc" },
      { cookie: "cualquiera=1" },
      { authorization: "Bearer x" },
      { range: "bytes=0-10" },
    ]) {
      expect(cacheKey(request("/courses", headers)), JSON.stringify(headers)).toBeNull();
    }
    expect(cacheKey(request("/courses", {}, "POST"))).toBeNull();
  });

  it("every write empties it, except a student's progress, video position, learn page, code and theme", () => {
    expect(isWrite("GET", "/admin/courses")).toBe(false);
    expect(isWrite("HEAD", "/")).toBe(false);
    expect(isWrite("OPTIONS", "/api/courses")).toBe(false);
    for (const [method, url] of [
      ["POST", "/admin/courses"],
      ["PATCH", "/api/courses/3"],
      ["DELETE", "/api/team/1"],
      ["POST", "/contact"],
      ["PUT", "/cualquier/cosa"],
      // Other spellings of an exempt path are writes: the safe side.
      ["POST", "/API/sections/3/progress"],
      ["POST", "/api/sections/3/progress/"],
      ["POST", "/api/sections/%2e%2e/progress"],
      ["POST", "/courses/web/learn/x"],
      ["POST", "http://academia.example/api/sections/3/progress"],
    ]) {
      expect(isWrite(method, url), `${method} ${url}`).toBe(true);
    }
    for (const [method, url] of [
      ["POST", "/api/sections/3/progress"],
      ["POST", "/api/sections/3/video-progress?beacon=1"],
      ["PATCH", "/api/enrollments/12/progress"],
      ["POST", "/courses/web-development/learn?section=4"],
      ["POST", "/editor/save"],
      ["POST", "/editor/preview"],
      ["POST", "/resources/theme"],
    ]) {
      expect(isWrite(method, url), `${method} ${url}`).toBe(false);
    }
  });

  it("stores only a 200 marked public with an s-maxage, without cookies, varying on what it keys", () => {
    const ok = { "cache-control": PUBLIC_PAGE_CACHE_CONTROL, vary: "Cookie, Accept-Encoding" };
    expect(storableSeconds(200, ok)).toBe(60);
    expect(storableSeconds(200, { ...ok, "cache-control": "public, s-maxage=600" })).toBe(60);
    expect(storableSeconds(200, { ...ok, "cache-control": "public, s-maxage=5" })).toBe(5);
    expect(storableSeconds(404, ok)).toBe(0);
    expect(storableSeconds(200, { ...ok, "set-cookie": ["a=b"] })).toBe(0);
    expect(storableSeconds(200, { ...ok, vary: "Cookie, User-Agent" })).toBe(0);
    expect(storableSeconds(200, { ...ok, vary: "*" })).toBe(0);
    for (const cacheControl of [
      "public, max-age=300",
      "private, no-store",
      "private, no-cache",
      "public, no-cache, s-maxage=60",
      "public, s-maxage=0",
      undefined,
    ]) {
      expect(storableSeconds(200, { ...ok, "cache-control": cacheControl }), cacheControl).toBe(0);
    }
  });

  function render(body: string, seenGeneration: number, startedAt = 0) {
    return {
      statusCode: 200,
      headers: {
        "cache-control": PUBLIC_PAGE_CACHE_CONTROL,
        "content-type": "text/html",
        date: "x",
      },
      rawHeaderNames: ["Cache-Control", "Content-Type", "Date"],
      body: Buffer.from(body),
      seenGeneration,
      startedAt,
    };
  }

  it("keeps a render for its s-maxage, without the headers of the moment", () => {
    let now = 0;
    const cache = createPageCache({}, () => now);
    expect(cache.set("k", render("página", cache.generation))).toBe(true);
    const entry = cache.get("k");
    expect(entry.body.toString()).toBe("página");
    expect(entry.headers).toEqual({
      "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
      "Content-Type": "text/html",
    });
    now = 59_999;
    expect(cache.get("k")).toBeDefined();
    now = 60_000;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("does not keep a render that a write overlapped, and a write empties what was kept", () => {
    const cache = createPageCache({}, () => 0);
    cache.set("antes", render("antes", cache.generation));
    // A render starts, then a write arrives (bump) while it runs.
    const seen = cache.generation;
    cache.bump();
    expect(cache.get("antes")).toBeUndefined();
    expect(cache.set("durante", render("durante", seen))).toBe(false);
    // A render that started during the write, kept before it ended, is dropped when it ends.
    expect(cache.set("después", render("después", cache.generation))).toBe(true);
    cache.bump();
    expect(cache.get("después")).toBeUndefined();
  });

  it("stays within its entry and byte bounds, dropping the least recently used", () => {
    const cache = createPageCache(
      { maxEntries: 3, maxBytes: 10_000, maxEntryBytes: 2_000 },
      () => 0,
    );
    for (const key of ["a", "b", "c"]) cache.set(key, render("x".repeat(100), cache.generation));
    cache.get("a");
    cache.set("d", render("x".repeat(100), cache.generation));
    expect(["a", "b", "c", "d"].map((key) => cache.get(key) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(cache.set("grande", render("x".repeat(2_001), cache.generation))).toBe(false);
    const small = createPageCache({ maxBytes: 1_000 }, () => 0);
    for (let i = 0; i < 10; i++) small.set(`p${i}`, render("x".repeat(300), small.generation));
    expect(small.bytes).toBeLessThanOrEqual(1_000);
    expect(small.size).toBe(2);
  });

  it("does not keep a render slower than the stream timeout (it may have been cut short)", () => {
    let now = 0;
    const cache = createPageCache({}, () => now);
    now = 6_000;
    expect(cache.set("lenta", render("lenta", cache.generation, 0))).toBe(false);
  });
});
