/**
 * React's view of the offline records: the connection, the progress queue of one course, and a
 * course's download. Everything here runs after hydration; the server render shows none of it.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

import {
  downloadCourse,
  downloadSectionVideo,
  DownloadError,
  fetchOfflineManifest,
  findDownload,
  refreshDownloadIfChanged,
  removeSectionVideo,
  type DownloadProgress,
  type OfflineCourseManifest,
} from "~/offline/course-download";
import { removeDownload } from "~/offline/download-cleanup";
import {
  onOfflineChange,
  readLastSyncedAt,
  type CourseDownload,
  type QueuedProgressWrite,
} from "~/offline/offline-store";
import { listQueuedWrites } from "~/offline/progress-queue";

function subscribeToConnection(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser believes it is online (true on the server and before hydration). */
export function useOnline() {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/** Runs `load` now and on every offline change another page or the worker announces. */
function useOfflineRecord<T>(load: () => Promise<T>, initial: T) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    let current = true;
    const refresh = () =>
      void load()
        .then((next) => current && setValue(next))
        .catch(() => undefined);
    refresh();
    const stop = onOfflineChange(refresh);
    window.addEventListener("online", refresh);
    return () => {
      current = false;
      stop();
      window.removeEventListener("online", refresh);
    };
  }, [load]);
  return value;
}

export type ProgressQueueState = {
  /** This course's writes still waiting for the server, oldest first. */
  writes: QueuedProgressWrite[];
  lastSyncedAt: number | null;
};

const EMPTY_QUEUE: ProgressQueueState = { writes: [], lastSyncedAt: null };

export function useProgressQueue(userId: number | null, courseSlug: string) {
  const load = useCallback(async (): Promise<ProgressQueueState> => {
    if (userId === null || typeof indexedDB === "undefined") return EMPTY_QUEUE;
    const [writes, lastSyncedAt] = await Promise.all([
      listQueuedWrites(userId),
      readLastSyncedAt(userId),
    ]);
    return { writes: writes.filter((w) => w.courseSlug === courseSlug), lastSyncedAt };
  }, [userId, courseSlug]);
  return useOfflineRecord(load, EMPTY_QUEUE);
}

/** The completion each section will have once the queue is sent: its latest queued write. */
export function queuedCompletions(writes: QueuedProgressWrite[]) {
  const completions = new Map<number, boolean>();
  for (const write of writes) {
    if (write.kind === "completion") completions.set(write.sectionId, write.completed);
  }
  return completions;
}

export type DownloadState =
  | { status: "loading" }
  | { status: "unsupported" }
  | { status: "none"; estimate: number | null }
  | { status: "downloading"; progress: DownloadProgress }
  | { status: "ready"; download: CourseDownload; refreshing: boolean }
  | { status: "error"; message: string; download: CourseDownload | null };

function offlineSupported() {
  return typeof window !== "undefined" && "caches" in window && "indexedDB" in window;
}

function messageOf(error: unknown) {
  return error instanceof DownloadError
    ? error.message
    : "No se pudo completar la descarga. Inténtalo de nuevo.";
}

/**
 * One course's download for the signed-in student: what is stored, and the actions on it. An open
 * page checks (online, at most every ten minutes) whether the course changed and downloads it
 * again if so.
 */
export function useCourseDownload(
  userId: number,
  courseId: number,
  slug: string,
  { refresh = false }: { refresh?: boolean } = {},
) {
  const [state, setState] = useState<DownloadState>({ status: "loading" });

  useEffect(() => {
    if (!offlineSupported()) {
      setState({ status: "unsupported" });
      return;
    }
    let current = true;
    const show = async () => {
      const download = await findDownload(userId, courseId);
      if (!current) return;
      setState((previous) =>
        previous.status === "downloading"
          ? previous
          : download
            ? { status: "ready", download, refreshing: false }
            : { status: "none", estimate: null },
      );
      return download;
    };
    void show()
      .then(async (download) => {
        if (!download || !current || !refresh) return;
        setState({ status: "ready", download, refreshing: true });
        const refreshed = await refreshDownloadIfChanged(download).catch(() => download);
        if (current) setState({ status: "ready", download: refreshed, refreshing: false });
      })
      .catch(() => current && setState({ status: "unsupported" }));
    const stop = onOfflineChange((change) => {
      if (change.type === "downloads") void show();
    });
    return () => {
      current = false;
      stop();
    };
  }, [userId, courseId, refresh]);

  const start = useCallback(async () => {
    setState({ status: "downloading", progress: { done: 0, total: 1 } });
    try {
      const manifest: OfflineCourseManifest = await fetchOfflineManifest(slug);
      const download = await downloadCourse(manifest, (progress) =>
        setState({ status: "downloading", progress }),
      );
      setState({ status: "ready", download, refreshing: false });
    } catch (error) {
      setState({ status: "error", message: messageOf(error), download: null });
    }
  }, [slug]);

  const remove = useCallback(async (download: CourseDownload) => {
    await removeDownload(download.key);
    setState({ status: "none", estimate: null });
  }, []);

  const keepVideo = useCallback(
    async (download: CourseDownload, sectionId: number, video: { url: string; type: string }) => {
      try {
        const updated = await downloadSectionVideo(download, sectionId, video);
        setState({ status: "ready", download: updated, refreshing: false });
      } catch (error) {
        setState({ status: "error", message: messageOf(error), download });
      }
    },
    [],
  );

  const dropVideo = useCallback(async (download: CourseDownload, sectionId: number) => {
    const updated = await removeSectionVideo(download, sectionId);
    setState({ status: "ready", download: updated, refreshing: false });
  }, []);

  return { state, start, remove, keepVideo, dropVideo };
}
