/**
 * What every page that hydrates does for offline learning (loaded after hydration, so it adds
 * nothing to a page's first load): registers the service worker, records who is signed in (a
 * different account on this browser means the previous one's downloads go), and sends the
 * progress queue now and whenever the connection returns.
 */
import { removeDownloadsOfOthers, removeEveryDownload } from "~/offline/download-cleanup";
import { readSignedInUser, writeSignedInUser } from "~/offline/offline-store";
import { flushProgressQueue } from "~/offline/progress-queue";

/** Starts the session's offline duties; returns what stops them (the page's user changed). */
export function startOfflineSession(userId: number | null) {
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  }
  if (!("indexedDB" in window) || !("caches" in window)) return () => {};

  const flush = () => {
    if (userId !== null && navigator.onLine) void flushProgressQueue(userId).catch(() => undefined);
  };
  void (async () => {
    const previous = await readSignedInUser();
    if (previous !== userId) {
      // Signed out (or the session ended): nothing of theirs stays readable here.
      if (userId === null) await removeEveryDownload();
      else await removeDownloadsOfOthers(userId);
      await writeSignedInUser(userId);
    }
    flush();
  })().catch(() => undefined);

  window.addEventListener("online", flush);
  return () => window.removeEventListener("online", flush);
}
