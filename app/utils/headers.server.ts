import { redirect as remixRedirect } from "@remix-run/node";

import { env } from "~/env.server";
import { applyConnectionHeaders } from "~/utils/connection.server";

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
 * Pages rendered for a signed-in visitor (their name, email, enrollments) must not be kept by
 * shared caches or the back-forward cache of a shared computer.
 */
export function applyPrivateCaching(request: Request, headers: Headers) {
  if (headers.has("Cache-Control")) return;
  if (/(?:^|;\s*)__session=/.test(request.headers.get("Cookie") ?? "")) {
    headers.set("Cache-Control", "private, no-store");
  }
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
