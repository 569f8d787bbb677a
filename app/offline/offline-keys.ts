/**
 * Names shared by the pages and the service worker (docs/decisions/128). Plain module: no DOM, no
 * worker globals, so both sides import it.
 */
import { LEARN_TABS, learnSectionHref, type LearnTab } from "~/utils/learn-urls";

/** The IndexedDB database of downloads, the progress queue and who is signed in. */
export const OFFLINE_DATABASE = "wca-offline";
/** Cache API: `wca-shell:<version>` holds the offline page; one `wca-course:…` per download. */
export const SHELL_CACHE_PREFIX = "wca-shell:";
export const COURSE_CACHE_PREFIX = "wca-course:";
/** Background Sync tag that flushes the progress queue. */
export const PROGRESS_SYNC_TAG = "progress-sync";
/** Pages and the worker tell each other that the queue or the downloads changed. */
export const OFFLINE_CHANNEL = "wca-offline";
/** The page shown offline for anything not downloaded. */
export const OFFLINE_PAGE_PATH = "/offline";
/** Where the pages send the queued progress writes. */
export const PROGRESS_SYNC_PATH = "/api/progress/sync";
/** The server caps a sync request at this many writes. */
export const PROGRESS_SYNC_BATCH = 100;
/** Sent with every request of a download: the server shows no flash toast in it. */
export const OFFLINE_DOWNLOAD_HEADER = "X-Offline-Download";

/** One cache per download and version: a refresh fills a new one, then drops the old. */
export function courseCacheName(userId: number, courseId: number, version: string) {
  return `${COURSE_CACHE_PREFIX}${userId}:${courseId}:${version}`;
}

/** The manifest of what a course download holds (GET /courses/{slug}/offline.json). */
export function offlineManifestPath(slug: string) {
  return `/courses/${encodeURIComponent(slug)}/offline.json`;
}

/**
 * A learn page address as the download stores it: `/courses/{slug}/learn` with the section (null
 * when the student typed the bare course address) and the tab. Null for any other address.
 */
export function readLearnAddress(url: URL) {
  const match = /^\/courses\/([^/]+)\/learn\/?$/.exec(url.pathname);
  if (!match) return null;
  const raw = url.searchParams.get("section") ?? "";
  const sectionId = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const tab = LEARN_TABS.find((candidate) => candidate === url.searchParams.get("tab"));
  return { slug: decodeURIComponent(match[1]), sectionId, tab: tab ?? ("descripcion" as LearnTab) };
}

/** Every page a download stores for one section: its three tabs. */
export function sectionPagePaths(slug: string, sectionId: number) {
  return LEARN_TABS.map((tab) => learnSectionHref(slug, sectionId, tab));
}

/**
 * Same-origin files a stored page needs (scripts, module preloads, styles, icons, images), read
 * from its HTML with a pattern: the service worker has no DOMParser. `data-src` names the script
 * a static page inserts after its first paint (components/layout/static-page-script.tsx).
 */
export function assetPathsInHtml(html: string) {
  const paths = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src|data-src)="(\/[^"/][^"]*)"/g)) {
    const path = decodeHtmlAttribute(match[1]).split("#")[0];
    if (isStaticAssetPath(path)) paths.add(path);
  }
  for (const match of html.matchAll(/\ssrcset="([^"]+)"/g)) {
    for (const candidate of decodeHtmlAttribute(match[1]).split(",")) {
      const path = candidate.trim().split(/\s+/)[0];
      if (path?.startsWith("/") && isStaticAssetPath(path)) paths.add(path);
    }
  }
  return [...paths];
}

/** Fonts and images a stylesheet points at. */
export function assetPathsInCss(css: string) {
  const paths = new Set<string>();
  for (const match of css.matchAll(/url\(\s*["']?(\/[^"')]+)["']?\s*\)/g)) {
    if (isStaticAssetPath(match[1])) paths.add(match[1]);
  }
  return [...paths];
}

/** Files, not pages: the build's output, icons, images and media. */
export function isStaticAssetPath(path: string) {
  return /^\/(?:build|icons|images|media)\/|^\/(?:favicon|logo)\.svg$/.test(path);
}

function decodeHtmlAttribute(value: string) {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The page a single-fetch request (`/x.data?_routes=…`, `/_root.data`) loads data for. */
export function documentAddressOf(dataUrl: URL) {
  const target = new URL(dataUrl);
  target.pathname =
    target.pathname === "/_root.data" ? "/" : target.pathname.replace(/\.data$/, "");
  target.searchParams.delete("_routes");
  return target.pathname + target.search;
}

/**
 * What Remix's single fetch reads as "load this address as a document": a redirect with `reload`,
 * in its turbo-stream encoding (tests/integration/offline-keys.test.ts decodes it with Remix's
 * own decoder, so an upgrade that changes the format fails there).
 */
export function singleFetchReloadBody(location: string) {
  return (
    `[["SingleFetchRedirect",1],{"_2":3,"_4":5,"_6":7,"_8":9,"_10":7},"redirect",` +
    `${JSON.stringify(location)},"status",302,"revalidate",false,"reload",true,"replace"]\n`
  );
}
