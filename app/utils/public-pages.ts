/**
 * The pages a shared cache may keep for anonymous visitors (decision 123): the one list that
 * decides it. `entry.server` marks these `public` with a short shared max-age when the request
 * carries no personal cookie; a CDN in front (docs/scaling.md) and the in-process cache of
 * server/preload.mjs keep them on that header alone.
 *
 * A page belongs here only if its HTML is the same for every anonymous visitor apart from the
 * theme (the `theme` cookie, which the key and `Vary: Cookie` cover): no per-render token (the
 * contact form's idempotency key would be shared by everyone served the copy), no state that must
 * show at once (certificate lookups and revocation), nothing about the visitor.
 *
 * Keyed by Remix route id, so `/courses/:slug` never covers `/courses/:slug/learn`.
 */
export const PUBLIC_PAGE_ROUTES: ReadonlySet<string> = new Set([
  "routes/_index",
  "routes/about",
  "routes/courses._index",
  "routes/courses.$slug",
  "routes/merch._index",
  "routes/merch.$id",
  "routes/privacy",
  "routes/terms",
  "routes/cookies",
]);

/**
 * Seconds a shared cache may serve a public page without asking again: an admin's edit reaches
 * visitors behind a CDN within a minute (the in-process cache drops it at once).
 */
export const SHARED_MAX_AGE_SECONDS = 60;

/**
 * - `max-age=0`: browsers ask again every time. Their cache ignores cookies, so a longer browser
 *   lifetime would show the anonymous copy after the visitor signs in.
 * - `s-maxage=60`: shared caches (the CDN, the in-process cache) keep it a minute.
 * - `stale-while-revalidate=60`: after that minute, one more minute in which the CDN answers the
 *   old copy while it fetches the new one, so no visitor waits for a render on a busy page; a
 *   quiet page is at most two minutes old.
 * - `stale-if-error=86400`: while the server is down the CDN keeps showing the site.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = [
  "public",
  "max-age=0",
  `s-maxage=${SHARED_MAX_AGE_SECONDS}`,
  "stale-while-revalidate=60",
  "stale-if-error=86400",
].join(", ");

export function isPublicPage(routeId: string | undefined) {
  return routeId !== undefined && PUBLIC_PAGE_ROUTES.has(routeId);
}
