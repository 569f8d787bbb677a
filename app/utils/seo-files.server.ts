import { listCourses } from "~/models/course.server";
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
