import { listCourses } from "~/models/course.server";
import { applySecurityHeaders } from "~/utils/headers.server";
import { publicUrl } from "~/utils/public-url.server";

/** Public pages that are not generated from data, in the order a visitor meets them. */
const STATIC_PATHS = [
  "/",
  "/courses",
  "/about",
  "/contact",
  "/merch",
  "/terms",
  "/privacy",
  "/cookies",
];

/** What crawlers may not fetch: accounts, the admin, the JSON API, the player and the editor. */
const PRIVATE_PATHS = ["/admin", "/api/", "/profile", "/editor", "/logout", "/courses/*/learn"];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** robots.txt; its sitemap URL is on `PUBLIC_URL`, whatever `Host` the request named. */
export function robotsTxt() {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

/**
 * Every static public page and every course that is not disabled (coming-soon ones included), as
 * absolute URLs on `PUBLIC_URL`.
 */
export function sitemapXml() {
  const coursePaths = listCourses({ availableOnly: true }).map(({ slug }) => `/courses/${slug}`);
  const urls = [...STATIC_PATHS, ...coursePaths].map(
    (path) => `  <url><loc>${escapeXml(publicUrl(path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * robots.txt or sitemap.xml as crawlers get it: cached publicly for `maxAgeSeconds` (its absolute
 * URLs come from PUBLIC_URL, not from the request's Host: decision 101), with the site's headers.
 */
export function seoFileResponse(body: string, contentType: string, maxAgeSeconds: number) {
  return new Response(body, {
    headers: applySecurityHeaders(
      new Headers({
        "Content-Type": `${contentType}; charset=utf-8`,
        "Cache-Control": `public, max-age=${maxAgeSeconds}`,
      }),
    ),
  });
}
