/** Removing downloads: shared by the pages ('Eliminar descarga', another account) and the worker (sign-out). */
import { COURSE_CACHE_PREFIX } from "~/offline/offline-keys";
import { announceOfflineChange, offlineDatabase } from "~/offline/offline-store";

/** One course's download of one student: its record, then its cache. */
export async function removeDownload(key: string) {
  const database = await offlineDatabase();
  const download = await database.get("downloads", key);
  if (!download) return;
  await database.delete("downloads", key);
  await caches.delete(download.cacheName);
  announceOfflineChange({ type: "downloads" });
}

/**
 * Every download on this browser (signing out; another account signing in): the records and every
 * course cache, including one a download left half-filled.
 */
export async function removeEveryDownload() {
  const database = await offlineDatabase();
  await database.clear("downloads");
  for (const name of await caches.keys()) {
    if (name.startsWith(COURSE_CACHE_PREFIX)) await caches.delete(name);
  }
  announceOfflineChange({ type: "downloads" });
}

/** Downloads of anyone but `userId` (another account signed in on this browser). */
export async function removeDownloadsOfOthers(userId: number) {
  const database = await offlineDatabase();
  const others = (await database.getAll("downloads")).filter((d) => d.userId !== userId);
  for (const download of others) await removeDownload(download.key);
  // Half-filled caches of other accounts (a download interrupted by the switch).
  for (const name of await caches.keys()) {
    if (
      name.startsWith(COURSE_CACHE_PREFIX) &&
      !name.startsWith(`${COURSE_CACHE_PREFIX}${userId}:`)
    ) {
      await caches.delete(name);
    }
  }
}
