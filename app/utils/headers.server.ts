import { redirect as remixRedirect } from "@remix-run/node";

import { env } from "~/env.server";
import { applyConnectionHeaders } from "~/utils/connection.server";
import { isPublicPage, PUBLIC_PAGE_CACHE_CONTROL } from "~/utils/public-pages";

/** Headers sent with every response the app renders (documents, data requests, /api). */
export function applySecurityHeaders(headers: Headers, { nonce }: { nonce?: string } = {}) {
  headers.set("X-Content-Type-Options", "nosniff");
  // A page whose URL holds a secret (a reset or verification link) sets its own, stricter one.
  if (!headers.has("Referrer-Policy")) {
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  }
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (env.isProduction) headers.set("Strict-Transport-Security", "max-age=15552000");
  if (!headers.has("Content-Security-Policy")) {
    headers.set(
      "Content-Security-Policy",
      nonce === undefined ? "default-src 'none'; frame-ancestors 'none'" : documentPolicy(nonce),
    );
  }
  return applyConnectionHeaders(headers);
}

/**
 * Remix's `redirect` with the security headers. A loader or action redirect answering a document
 * request goes straight out of the server runtime, past entry.server's `handleRequest`, so it
 * carries them only if it is built with them. Every app redirect is made here.
 */
export function redirect(url: string, init?: number | ResponseInit) {
  const response = remixRedirect(url, init);
  applySecurityHeaders(response.headers);
  return response;
}

/**
 * Our personal cookies are the ones named `__…`: the session (`__Host-session` in production), the
 * flash toast and a mailed link's token. The one other cookie, `theme`, only picks the page's
 * colours.
 */
const PERSONAL_COOKIE = /(?:^|;)\s*__/;

export function carriesPersonalCookie(request: Request) {
  return PERSONAL_COOKIE.test(request.headers.get("Cookie") ?? "");
}

/**
 * Answers for a signed-in visitor (their name, email, enrollments), for a toast, or that set a
 * cookie must not be kept by shared caches or the back-forward cache of a shared computer.
 */
export function applyPrivateCaching(request: Request, headers: Headers) {
  if (headers.has("Cache-Control")) return;
  if (carriesPersonalCookie(request) || headers.has("Set-Cookie")) {
    headers.set("Cache-Control", "private, no-store");
  }
}

/**
 * Caching of a rendered page (decision 123). A route's own `Cache-Control` wins; then personal
 * cookies or a Set-Cookie make it `private, no-store`; an error page is not kept; a public page
 * (`app/utils/public-pages.ts`) fetched anonymously may be kept by shared caches for a minute;
 * any other page by the browser only, revalidated. A public page so answered goes without the
 * opener policy. Every page varies on cookies (theme, session)
 * and on `Save-Data` (lighter images for a browser that asks, docs/decisions/127).
 */
export function applyDocumentCaching(
  request: Request,
  headers: Headers,
  { status, routeId }: { status: number; routeId: string | undefined },
) {
  appendVary(headers, "Cookie");
  appendVary(headers, "Save-Data");
  applyPrivateCaching(request, headers);
  if (headers.has("Cache-Control")) return;
  const read = request.method === "GET" || request.method === "HEAD";
  if (status !== 200) headers.set("Cache-Control", "no-store");
  else if (read && isPublicPage(routeId)) {
    headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    // The same copy for every anonymous visitor, with nothing of theirs in it: no opener to cut
    // off. The policy would cost it a process of its own (Chrome on Android isolates a site that
    // sends it), a cold start on a slow phone's first visit (decision 135).
    headers.delete("Cross-Origin-Opener-Policy");
  } else headers.set("Cache-Control", "private, no-cache");
}

function appendVary(headers: Headers, name: string) {
  const vary = headers.get("Vary");
  const names = (vary ?? "").split(",").map((part) => part.trim().toLowerCase());
  if (names.includes("*") || names.includes(name.toLowerCase())) return;
  headers.set("Vary", vary ? `${vary}, ${name}` : name);
}

/** The donation widget is the one third-party script origin we allow. */
const extraScriptOrigins = env.site.donationWidgetUrl
  ? [new URL(env.site.donationWidgetUrl).origin]
  : [];

function documentPolicy(nonce: string) {
  const scriptSrc = ["'self'", `'nonce-${nonce}'`, ...extraScriptOrigins].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    // Course, team and testimonial images may be https URLs an admin chose (like videos).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "form-action 'self' https://wa.me",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function combineHeaders(...sources: Array<HeadersInit | null | undefined>) {
  const combined = new Headers();
  for (const source of sources) {
    if (!source) continue;
    new Headers(source).forEach((value, key) => combined.append(key, value));
  }
  return combined;
}
