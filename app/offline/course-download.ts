/**
 * 'Descargar para ver sin conexión' (docs/decisions/128): the page fetches every learn page of the
 * course as the student sees it now (three tabs per section, with its text, resources and
 * comments), the files those pages use, and keeps them in a Cache API cache of its own, recorded in
 * IndexedDB. Videos only when the student asks, one section at a time.
 */
import {
  assetPathsInCss,
  assetPathsInHtml,
  courseCacheName,
  OFFLINE_DOWNLOAD_HEADER,
  offlineManifestPath,
  sectionPagePaths,
} from "~/offline/offline-keys";
import {
  announceOfflineChange,
  downloadKey,
  offlineDatabase,
  type CourseDownload,
} from "~/offline/offline-store";

/** GET /courses/{slug}/offline.json (app/models/offline-course.server.ts). */
export type OfflineCourseManifest = {
  userId: number;
  courseId: number;
  slug: string;
  title: string;
  version: string;
  resumeSectionId: number;
  sections: {
    id: number;
    title: string;
    /** A file the device can keep; null for sections without one (or with a platform link). */
    video: { url: string; type: string; bytes: number } | null;
  }[];
};

export class DownloadError extends Error {}

/** How often an open learn page asks whether a downloaded course changed. */
const CHECK_INTERVAL_MS = 10 * 60 * 1000;
/** Parallel requests of a download: enough to fill a slow link, few enough to share it. */
const PARALLEL_REQUESTS = 3;

export async function fetchOfflineManifest(slug: string) {
  const response = await fetch(offlineManifestPath(slug), {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) {
    // The server's own reason when it gives one (a course without sections, not enrolled).
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new DownloadError(
      typeof body?.message === "string"
        ? body.message
        : "No se pudo preparar la descarga. Inténtalo de nuevo.",
    );
  }
  return (await response.json()) as OfflineCourseManifest;
}

export async function findDownload(userId: number, courseId: number) {
  const database = await offlineDatabase();
  return (await database.get("downloads", downloadKey(userId, courseId))) ?? null;
}

export type DownloadProgress = { done: number; total: number };

/**
 * Stores (or refreshes) a course: a new cache for this version is filled, then recorded, then the
 * previous version's cache goes — a download cut halfway leaves the previous one as it was.
 * Videos already kept are carried over from the previous version.
 */
export async function downloadCourse(
  manifest: OfflineCourseManifest,
  onProgress: (progress: DownloadProgress) => void = () => {},
) {
  const previous = await findDownload(manifest.userId, manifest.courseId);
  const cacheName = courseCacheName(manifest.userId, manifest.courseId, manifest.version);
  const cache = await caches.open(cacheName);
  const pages = manifest.sections.flatMap((section) => sectionPagePaths(manifest.slug, section.id));
  const assets = new Set<string>();
  let total = pages.length;
  let done = 0;
  let bytes = 0;
  const report = () => onProgress({ done, total });
  report();

  try {
    await inParallel(pages, async (path) => {
      const html = await storePage(cache, path);
      bytes += byteLength(html);
      for (const asset of assetPathsInHtml(html)) {
        if (!assets.has(asset)) {
          assets.add(asset);
          total += 1;
        }
      }
      done += 1;
      report();
    });
    const stylesheets = [...assets].filter((path) => path.endsWith(".css"));
    await inParallel([...assets], async (path) => {
      const stored = await storeFile(cache, path);
      bytes += stored.bytes;
      if (stylesheets.includes(path)) {
        for (const nested of assetPathsInCss(stored.text ?? "")) {
          if (!assets.has(nested)) {
            assets.add(nested);
            bytes += (await storeFile(cache, nested)).bytes;
          }
        }
      }
      done += 1;
      report();
    });
    const videos = await carryVideosOver(previous, cacheName, manifest);
    const download: CourseDownload = {
      key: downloadKey(manifest.userId, manifest.courseId),
      userId: manifest.userId,
      courseId: manifest.courseId,
      slug: manifest.slug,
      title: manifest.title,
      version: manifest.version,
      cacheName,
      pages,
      sectionIds: manifest.sections.map((section) => section.id),
      resumeSectionId: manifest.resumeSectionId,
      bytes,
      videos,
      downloadedAt: Date.now(),
      checkedAt: Date.now(),
    };
    const database = await offlineDatabase();
    await database.put("downloads", download);
    if (previous && previous.cacheName !== cacheName) await caches.delete(previous.cacheName);
    await navigator.storage?.persist?.().catch(() => false);
    announceOfflineChange({ type: "downloads" });
    return download;
  } catch (error) {
    if (!previous || previous.cacheName !== cacheName) await caches.delete(cacheName);
    throw error instanceof DownloadError
      ? error
      : new DownloadError("La descarga se interrumpió. Inténtalo de nuevo cuando tengas conexión.");
  }
}

/**
 * Asks the server, at most every ten minutes and only online, whether the course changed since it
 * was downloaded (its version covers the sections, their resources and the site's build); if so,
 * downloads it again. Answers the current download.
 */
export async function refreshDownloadIfChanged(download: CourseDownload) {
  if (!navigator.onLine || Date.now() - download.checkedAt < CHECK_INTERVAL_MS) return download;
  const manifest = await fetchOfflineManifest(download.slug);
  if (manifest.version !== download.version) return downloadCourse(manifest);
  const database = await offlineDatabase();
  const checked = { ...download, checkedAt: Date.now() };
  await database.put("downloads", checked);
  return checked;
}

/** Keeps one section's video on the device (the download must exist). */
export async function downloadSectionVideo(
  download: CourseDownload,
  sectionId: number,
  video: { url: string; type: string },
) {
  const response = await fetch(video.url, { credentials: "same-origin" });
  if (!response.ok) throw new DownloadError("No se pudo descargar el video. Inténtalo de nuevo.");
  const blob = await response.blob();
  const cache = await caches.open(download.cacheName);
  await cache.put(
    video.url,
    new Response(blob, {
      headers: { "Content-Type": video.type, "Content-Length": String(blob.size) },
    }),
  );
  return saveVideos(download, {
    ...download.videos,
    [sectionId]: { url: video.url, bytes: blob.size },
  });
}

export async function removeSectionVideo(download: CourseDownload, sectionId: number) {
  const video = download.videos[sectionId];
  if (!video) return download;
  const cache = await caches.open(download.cacheName);
  await cache.delete(video.url);
  const videos = { ...download.videos };
  delete videos[sectionId];
  return saveVideos(download, videos);
}

/** Bytes a download occupies with its videos. */
export function downloadBytes(download: CourseDownload) {
  return Object.values(download.videos).reduce((sum, video) => sum + video.bytes, download.bytes);
}

/**
 * The size before downloading, from what this page already measured: every learn page weighs
 * about what this one did, and the files are the ones this page loaded.
 */
export function estimateDownloadBytes(sectionCount: number) {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const pageBytes = navigation?.decodedBodySize || 60_000;
  const files = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((entry) => new URL(entry.name).pathname.startsWith("/build/"))
    .reduce((sum, entry) => sum + entry.decodedBodySize, 0);
  return sectionCount * 3 * pageBytes + files;
}

async function saveVideos(download: CourseDownload, videos: CourseDownload["videos"]) {
  const updated = { ...download, videos };
  const database = await offlineDatabase();
  await database.put("downloads", updated);
  announceOfflineChange({ type: "downloads" });
  return updated;
}

async function storePage(cache: Cache, path: string) {
  // `redirect: "error"`: a redirect (a course that closed, a signed-out session) is never stored.
  const response = await fetch(path, {
    credentials: "same-origin",
    redirect: "error",
    headers: { [OFFLINE_DOWNLOAD_HEADER]: "1", Accept: "text/html" },
  });
  if (!response.ok || !response.headers.get("Content-Type")?.includes("text/html")) {
    throw new DownloadError("No se pudo descargar el curso. Inténtalo de nuevo.");
  }
  const html = await response.text();
  await cache.put(path, new Response(html, { status: 200, headers: storedHeaders(response) }));
  return html;
}

async function storeFile(cache: Cache, path: string) {
  const existing = await caches.match(path);
  const response = existing ?? (await fetch(path, { credentials: "same-origin" }));
  if (!response.ok) throw new DownloadError("No se pudo descargar el curso. Inténtalo de nuevo.");
  const blob = await response.blob();
  await cache.put(path, new Response(blob, { status: 200, headers: storedHeaders(response) }));
  return { bytes: blob.size, text: path.endsWith(".css") ? await blob.text() : null };
}

/** The headers a stored copy keeps: its type and its security policy, not its transfer details. */
function storedHeaders(response: Response) {
  const headers = new Headers();
  for (const name of ["Content-Type", "Content-Security-Policy", "X-Content-Type-Options"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** Videos kept in the previous version that the course still has, copied into the new cache. */
async function carryVideosOver(
  previous: CourseDownload | null,
  cacheName: string,
  manifest: OfflineCourseManifest,
) {
  if (!previous) return {};
  const kept: CourseDownload["videos"] = {};
  const [oldCache, cache] = await Promise.all([
    caches.open(previous.cacheName),
    caches.open(cacheName),
  ]);
  for (const [sectionId, video] of Object.entries(previous.videos)) {
    const section = manifest.sections.find((s) => s.id === Number(sectionId));
    if (section?.video?.url !== video.url) continue;
    if (previous.cacheName !== cacheName) {
      const stored = await oldCache.match(video.url);
      if (!stored) continue;
      await cache.put(video.url, stored);
    }
    kept[Number(sectionId)] = video;
  }
  return kept;
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(PARALLEL_REQUESTS, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  });
  await Promise.all(workers);
}

function byteLength(text: string) {
  return new TextEncoder().encode(text).byteLength;
}
