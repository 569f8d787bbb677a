/**
 * The service worker (docs/decisions/128), hand-written: bundled by `npm run build:sw` and served
 * at /sw.js by app/routes/sw[.]js.ts, which puts the build's version in front of it, so every
 * deploy is a new worker with its own shell cache.
 *
 * What it does, and nothing more:
 * - pages: the network first; without one, a downloaded learn page of the signed-in student, or
 *   the offline page. Nothing is cached on the way (no POST, no redirect, no admin page is stored:
 *   only the pages a student downloads, fetched by the page itself);
 * - client navigations (`.data`, `/__manifest`) without a network turn into document
 *   navigations, which the rule above answers;
 * - files of the build (fingerprinted) from a download when it holds them; media from a download
 *   (with byte ranges, for `<video>`);
 * - signing out: the queue is sent, then every download of this browser is deleted;
 * - Background Sync: sends the progress queue.
 */
import {
  assetPathsInHtml,
  documentAddressOf,
  OFFLINE_PAGE_PATH,
  PROGRESS_SYNC_TAG,
  readLearnAddress,
  SHELL_CACHE_PREFIX,
  singleFetchReloadBody,
} from "~/offline/offline-keys";
import { listDownloads, readSignedInUser, writeSignedInUser } from "~/offline/offline-store";
import { removeEveryDownload } from "~/offline/download-cleanup";
import { flushProgressQueueOfSignedInUser } from "~/offline/progress-queue";
import { learnSectionHref } from "~/utils/learn-urls";

declare const self: ServiceWorkerGlobalScope;
/** Prepended by the /sw.js route: the build's version. */
declare const WCA_BUILD_VERSION: string | undefined;

const VERSION = typeof WCA_BUILD_VERSION === "string" ? WCA_BUILD_VERSION : "dev";
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${VERSION}`;
/** Signing out waits this long at most for the queue to reach the server. */
const SIGN_OUT_FLUSH_LIMIT_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(storeShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      // The browser starts a page's request while the worker boots: online, the worker costs a
      // navigation no time.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/** Background Sync's event (not in TypeScript's worker library yet). */
type SyncEvent = ExtendableEvent & { tag: string };

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== PROGRESS_SYNC_TAG) return;
  sync.waitUntil(
    flushProgressQueueOfSignedInUser().then((outcome) => {
      // A failure makes the browser try the sync again later.
      if (outcome.state === "failed") throw new Error("progress sync failed");
    }),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The navbar's form posts to /logout, or to /logout.data once Remix runs the page.
  if (request.method === "POST" && /^\/logout(?:\.data)?$/.test(url.pathname)) {
    event.respondWith(signOut(request));
    return;
  }
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    event.respondWith(openPage(event, url));
  } else if (url.pathname.endsWith(".data")) {
    event.respondWith(fetch(request).catch(() => documentNavigation(url)));
  } else if (url.pathname === "/__manifest") {
    event.respondWith(fetch(request).catch(() => offlineRouteDiscovery(url)));
  } else if (url.pathname.startsWith("/build/")) {
    event.respondWith(fromCacheFirst(request));
  } else if (/^\/(?:media|images|icons)\/|^\/(?:favicon|logo)\.svg$/.test(url.pathname)) {
    event.respondWith(fromNetworkFirst(request));
  }
});

/** The offline page and the files it needs, fetched without cookies (no one's name in it). */
async function storeShell() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(OFFLINE_PAGE_PATH, { credentials: "omit", cache: "no-store" });
  if (!response.ok || response.redirected) throw new Error(`offline page: ${response.status}`);
  const html = await response.clone().text();
  await cache.put(OFFLINE_PAGE_PATH, response);
  await Promise.all(
    assetPathsInHtml(html).map(async (path) => {
      const asset = await fetch(path, { credentials: "omit" });
      if (asset.ok) await cache.put(path, asset);
    }),
  );
}

async function openPage(event: FetchEvent, url: URL) {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const stored = await downloadedPage(url);
    if (stored) return stored;
    const offline = await caches.match(OFFLINE_PAGE_PATH, { cacheName: SHELL_CACHE });
    if (offline) return offline;
    throw error;
  }
}

/**
 * A learn page from the signed-in student's downloads, by the address a student would type: the
 * bare course address opens the section the download was made to resume at.
 */
async function downloadedPage(url: URL) {
  const address = readLearnAddress(url);
  if (!address) return null;
  const userId = await readSignedInUser();
  if (userId === null) return null;
  const download = (await listDownloads(userId)).find((d) => d.slug === address.slug);
  if (!download) return null;
  const sectionId = address.sectionId ?? download.resumeSectionId;
  const cache = await caches.open(download.cacheName);
  return (await cache.match(learnSectionHref(download.slug, sectionId, address.tab))) ?? null;
}

/** A client navigation offline: Remix loads the address as a document, which `openPage` answers. */
function documentNavigation(dataUrl: URL) {
  return new Response(singleFetchReloadBody(documentAddressOf(dataUrl)), {
    status: 202,
    headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" },
  });
}

/**
 * Route discovery (`/__manifest?p=…`) offline. For learn pages the page already has the route:
 * "nothing new" lets a completion reach the client action and a link reach `documentNavigation`
 * (a reload would lose the click). For anything else Remix loads the destination as a document,
 * which the offline page answers.
 */
function offlineRouteDiscovery(url: URL) {
  const paths = url.searchParams.getAll("p");
  const learnOnly =
    paths.length > 0 &&
    paths.every((path) => readLearnAddress(new URL(path, self.location.origin)) !== null);
  if (learnOnly) {
    return new Response("{}", { headers: { "Content-Type": "application/json" } });
  }
  return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "yes" } });
}

/** Fingerprinted files never change under one name: a stored copy is the right one. */
async function fromCacheFirst(request: Request) {
  const stored = await caches.match(request);
  return stored ?? fetch(request);
}

/** Images and media change under one name: the network first, a downloaded copy without it. */
async function fromNetworkFirst(request: Request) {
  const stored = await caches.match(request, { ignoreVary: true });
  // A video the student downloaded plays from the device, also online: that is the point.
  if (stored && new URL(request.url).pathname.startsWith("/media/")) {
    return withRange(request, stored);
  }
  try {
    return await fetch(request);
  } catch (error) {
    if (stored) return withRange(request, stored);
    throw error;
  }
}

/** `<video>` asks for byte ranges; a stored file answers them itself. */
async function withRange(request: Request, stored: Response) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get("Range") ?? "");
  if (!range) return stored;
  const blob = await stored.blob();
  const start = range[1] ? Number(range[1]) : Math.max(0, blob.size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), blob.size - 1) : blob.size - 1;
  if (start >= blob.size || start > end) {
    return new Response(null, {
      status: 416,
      headers: { "Content-Range": `bytes */${blob.size}` },
    });
  }
  return new Response(blob.slice(start, end + 1), {
    status: 206,
    headers: {
      "Content-Type": stored.headers.get("Content-Type") ?? "application/octet-stream",
      "Content-Range": `bytes ${start}-${end}/${blob.size}`,
      "Content-Length": String(end - start + 1),
      "Accept-Ranges": "bytes",
    },
  });
}

/**
 * 'Cerrar sesión': the student's queued progress goes to the server while the session still
 * exists (for a few seconds at most), then nothing of theirs stays readable on this device.
 */
async function signOut(request: Request) {
  await Promise.race([
    flushProgressQueueOfSignedInUser().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, SIGN_OUT_FLUSH_LIMIT_MS)),
  ]);
  await removeEveryDownload();
  await writeSignedInUser(null);
  return fetch(request);
}
