import { env } from "~/env.server";

/**
 * Absolute URLs of this site for places a visitor reads outside the request that asked for them:
 * canonical and share links, sitemap.xml, robots.txt, e-mails. They are built on the configured
 * `PUBLIC_URL`, never on the request's `Host` header, which any client can set (decision 101).
 */

/** "https://academia.example" (no trailing slash). */
export function publicOrigin() {
  return env.PUBLIC_URL;
}

/**
 * `publicUrl("/courses/html")` → "https://academia.example/courses/html". Only a path on this site
 * is accepted ("/…", not "//…" nor "/\…"), so the result is always on the public origin.
 */
export function publicUrl(path = "/") {
  if (!/^\/(?![/\\])/.test(path)) throw new Error(`publicUrl expects a site path, got ${path}`);
  const url = new URL(path, `${env.PUBLIC_URL}/`);
  if (url.origin !== env.PUBLIC_URL) throw new Error(`publicUrl left the site: ${path}`);
  return url.href;
}
