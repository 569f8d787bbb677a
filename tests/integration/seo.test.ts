import { describe, expect, it } from "vitest";

import { env } from "~/env.server";
import { meta as courseMeta } from "~/routes/courses.$slug";
import { loader as manifestLoader } from "~/routes/manifest[.]webmanifest";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { courseStructuredData, inlineJson } from "~/utils/structured-data";

import { insertTestCourse } from "../support/courses";
import { getRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";

// Absolute URLs are on the configured PUBLIC_URL (here its test default), never the request's Host.
const ORIGIN = env.PUBLIC_URL;

describe("robots.txt", () => {
  it("allows the public site, keeps crawlers out of private areas and points at the sitemap", async () => {
    const outcome = await runRoute(robotsLoader, getRequest("/robots.txt"));
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(outcome.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const lines = (outcome.data as string).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/api/", "/profile", "/courses/*/learn"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  it("lists the public pages and every course that is not disabled, with absolute URLs", async () => {
    const open = insertTestCourse();
    const comingSoon = insertTestCourse({ comingSoon: true });
    const disabled = insertTestCourse({ isDisabled: true });
    const outcome = await runRoute(sitemapLoader, getRequest("/sitemap.xml"));
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(outcome.headers.get("Cache-Control")).toBe("public, max-age=300");
    const xml = outcome.data as string;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ["/", "/courses", "/about", "/contact"]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    expect(locs).toContain(`${ORIGIN}/courses/${open.slug}`);
    expect(locs).toContain(`${ORIGIN}/courses/${comingSoon.slug}`);
    expect(locs).not.toContain(`${ORIGIN}/courses/${disabled.slug}`);
    expect(locs.some((loc) => /\/(admin|api|profile)\b/.test(loc))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe("web app manifest", () => {
  it("names the academy and offers installable PNG icons", async () => {
    const outcome = await runRoute(manifestLoader, getRequest("/manifest.webmanifest"));
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    const manifest = outcome.data as {
      name: string;
      lang: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.lang).toBe("es");
    expect(manifest.start_url).toBe("/");
    for (const size of ["192x192", "512x512"]) {
      expect(manifest.icons).toContainEqual(
        expect.objectContaining({ sizes: size, type: "image/png" }),
      );
    }
  });
});

describe("course page meta and structured data", () => {
  const course = {
    slug: "curso-x",
    title: "Curso X",
    shortDescription: "Aprende X <rápido>.",
    description: "Descripción larga.",
    image: "/images/courses/x.svg",
    instructor: "Ana",
    duration: 12,
    isLive: false,
  };
  const matches = [
    {
      id: "root",
      pathname: "/",
      data: { site: { name: "Web Code Academy" }, origin: "https://academia.example" },
    },
    { id: "routes/courses.$slug", pathname: "/courses/curso-x", data: { course } },
  ];

  it("carries the description, canonical URL and Open Graph / Twitter tags with the course image", () => {
    const tags = courseMeta({ data: { course }, matches } as never);
    const content = (key: "name" | "property", value: string) =>
      tags.find((tag) => (tag as Record<string, string>)[key] === value)?.["content" as never];
    expect(tags).toContainEqual({ title: "Curso X | Web Code Academy" });
    expect(content("name", "description")).toBe("Aprende X <rápido>.");
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://academia.example/courses/curso-x",
    });
    expect(content("property", "og:title")).toBe("Curso X | Web Code Academy");
    expect(content("property", "og:description")).toBe("Aprende X <rápido>.");
    expect(content("property", "og:image")).toBe("https://academia.example/images/courses/x.svg");
    expect(content("property", "og:url")).toBe("https://academia.example/courses/curso-x");
    expect(content("name", "twitter:card")).toBe("summary_large_image");
    expect(content("name", "twitter:image")).toBe("https://academia.example/images/courses/x.svg");
  });

  it("describes the course as a free schema.org Course, safe to inline in a script", () => {
    const data = courseStructuredData(course, {
      origin: "https://academia.example",
      siteName: "Web Code Academy",
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Curso X",
      description: "Aprende X <rápido>.",
      url: "https://academia.example/courses/curso-x",
      image: "https://academia.example/images/courses/x.svg",
      isAccessibleForFree: true,
      provider: { "@type": "Organization", name: "Web Code Academy" },
      hasCourseInstance: { courseMode: "Online", courseWorkload: "PT12H" },
    });
    const inline = inlineJson(data);
    expect(inline).not.toContain("<");
    expect(JSON.parse(inline)).toEqual(data);
  });
});
