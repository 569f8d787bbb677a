import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { env, noPublicUrlWarning, parseEnv } from "~/env.server";
import * as coursePage from "~/routes/courses.$slug";
import * as privacy from "~/routes/privacy";
import * as robots from "~/routes/robots[.]txt";
import * as sitemap from "~/routes/sitemap[.]xml";
import { publicUrl } from "~/utils/public-url.server";
import { insertTestCourse } from "../support/courses";
import { documentHandler } from "../support/document-server";
import { importWithEnv } from "../support/fresh-process";

// Issue 17, finding 13: absolute links (sitemap.xml and robots.txt, both publicly cacheable, and
// every page's canonical, Open Graph and JSON-LD URLs) are built on PUBLIC_URL, never on the
// `Host` a client sent.

const PUBLIC = "https://academia.example";
const EVIL = "evil.example";

const handle = documentHandler([
  { id: "routes/privacy", path: "privacy", module: privacy },
  { id: "routes/courses.$slug", path: "courses/:slug", module: coursePage },
  { id: "routes/robots[.]txt", path: "robots.txt", module: robots },
  { id: "routes/sitemap[.]xml", path: "sitemap.xml", module: sitemap },
]);

/** A request as a server adapter builds it for a client that sent `Host: evil.example`. */
const fromEvilHost = (pathname: string) =>
  handle(
    new Request(`http://${EVIL}${pathname}`, {
      headers: { Host: EVIL, "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "http" },
    }),
  );

const configured = env.PUBLIC_URL;
beforeAll(() => {
  Object.assign(env, { PUBLIC_URL: PUBLIC });
});
afterAll(() => {
  Object.assign(env, { PUBLIC_URL: configured });
});

describe("a request naming another Host", () => {
  it("robots.txt points at the sitemap on PUBLIC_URL", async () => {
    const response = await fromEvilHost("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.split("\n")).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    expect(text).not.toContain(EVIL);
  });

  it("sitemap.xml lists URLs on PUBLIC_URL only", async () => {
    const course = insertTestCourse();
    const response = await fromEvilHost("/sitemap.xml");
    expect(response.status).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${PUBLIC}/`);
    expect(locs).toContain(`${PUBLIC}/courses/${course.slug}`);
    expect(locs.every((loc) => loc!.startsWith(`${PUBLIC}/`))).toBe(true);
    expect(xml).not.toContain(EVIL);
  });

  it("a page's canonical and og:url are on PUBLIC_URL", async () => {
    const response = await fromEvilHost("/privacy?utm=x");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/privacy"/>`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC}/privacy"/>`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC}/icons/icon-512.png"/>`);
    expect(html).not.toContain(EVIL);
  });

  it("a course page's share tags and structured data are on PUBLIC_URL", async () => {
    const course = insertTestCourse({ image: "/images/courses/prueba.svg" });
    const response = await fromEvilHost(`/courses/${course.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/courses/${course.slug}"/>`);
    expect(html).toContain(`"url":"${PUBLIC}/courses/${course.slug}"`);
    expect(html).toContain(`"image":"${PUBLIC}/images/courses/prueba.svg"`);
    expect(html).not.toContain(EVIL);
  });
});

describe("publicUrl()", () => {
  it("builds a URL on PUBLIC_URL for a site path and refuses anything that could leave it", () => {
    expect(publicUrl("/courses/html?x=1")).toBe(`${PUBLIC}/courses/html?x=1`);
    expect(publicUrl()).toBe(`${PUBLIC}/`);
    for (const path of ["//evil.example", "/\\evil.example", "https://evil.example/", "cursos"]) {
      expect(() => publicUrl(path), path).toThrow();
    }
  });
});

describe("PUBLIC_URL setting", () => {
  it("defaults to this machine on PORT, and keeps only the origin of a valid value", () => {
    expect(parseEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PUBLIC_URL: "" }).PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PUBLIC_URL: "https://Academia.Example/" }).PUBLIC_URL).toBe(PUBLIC);
    expect(parseEnv({ PUBLIC_URL: "http://localhost:8080" }).PUBLIC_URL).toBe(
      "http://localhost:8080",
    );
  });

  it.each([
    "academia.example",
    "javascript:alert(1)",
    "ftp://academia.example",
    "https://academia.example/cursos",
    "https://academia.example/?x=1",
    "https://academia.example/#x",
    "https://user:pass@academia.example",
    "https://academia.example\\@evil.example",
  ])("refuses %s with a clear start-up error", (value) => {
    expect(() => parseEnv({ PUBLIC_URL: value })).toThrow(/^Invalid environment: PUBLIC_URL /);
  });

  it("a production start without PUBLIC_URL warns in one line; with it, nothing is said", () => {
    const start = (extra: Record<string, string>) =>
      importWithEnv("./app/env.server.ts", {
        NODE_ENV: "production",
        SESSION_SECRET: "s".repeat(32),
        TRUST_PROXY: "true",
        PORT: "3100",
        // Configured, so the start's only warning is the one under test (issue 19 added one).
        SMTP_URL: "smtp://127.0.0.1:2525",
        ...extra,
      });
    const unset = start({});
    expect(unset.status).toBe(0);
    expect(unset.stderr.trim()).toBe(noPublicUrlWarning("http://localhost:3100"));
    const set = start({ PUBLIC_URL: PUBLIC });
    expect(set.status).toBe(0);
    expect(set.stderr).not.toContain("PUBLIC_URL");
  });
});
