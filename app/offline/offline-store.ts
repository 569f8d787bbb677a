/**
 * The browser's offline records, in IndexedDB (shared by the pages and the service worker):
 * - `queue`: progress written without a connection, until the server has it (decision 126);
 * - `downloads`: one record per downloaded course and student (the pages are in the Cache API);
 * - `meta`: who is signed in on this browser, when the queue last synced.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

import { OFFLINE_CHANNEL, OFFLINE_DATABASE } from "~/offline/offline-keys";

/** One progress write, as the student made it; `at` is the device's clock (ms). */
export type QueuedProgressWrite = {
  id: string;
  userId: number;
  courseSlug: string;
  sectionId: number;
  at: number;
} & (
  | { kind: "completion"; completed: boolean }
  | { kind: "video"; videoProgress: number; duration?: number; ended?: boolean }
);

export type DownloadedVideo = { url: string; bytes: number };

/** A downloaded course: which pages its cache holds and how much room it takes. */
export type CourseDownload = {
  key: string;
  userId: number;
  courseId: number;
  slug: string;
  title: string;
  version: string;
  cacheName: string;
  /** Learn page addresses, in course order (three tabs per section). */
  pages: string[];
  sectionIds: number[];
  /** Where the bare course address opens offline: the first section not completed when stored. */
  resumeSectionId: number;
  /** Bytes of the pages and files (videos counted apart). */
  bytes: number;
  /** Videos the student chose to keep, by section id. */
  videos: Record<number, DownloadedVideo>;
  downloadedAt: number;
  /** When the page last asked the server whether the course changed. */
  checkedAt: number;
};

interface OfflineSchema extends DBSchema {
  queue: { key: string; value: QueuedProgressWrite; indexes: { byUser: number } };
  downloads: { key: string; value: CourseDownload; indexes: { byUser: number } };
  meta: { key: string; value: number | null };
}

export type OfflineDatabase = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDatabase> | null = null;

export function offlineDatabase() {
  opening ??= openDB<OfflineSchema>(OFFLINE_DATABASE, 1, {
    upgrade(database) {
      database.createObjectStore("queue", { keyPath: "id" }).createIndex("byUser", "userId");
      database.createObjectStore("downloads", { keyPath: "key" }).createIndex("byUser", "userId");
      database.createObjectStore("meta");
    },
    // Another tab (or a new worker) upgrades: let it, and open again next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase | null)?.close();
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export function downloadKey(userId: number, courseId: number) {
  return `${userId}:${courseId}`;
}

/** The account signed in on this browser, as the last page that loaded saw it. */
export async function readSignedInUser() {
  const database = await offlineDatabase();
  return (await database.get("meta", "signedInUser")) ?? null;
}

export async function writeSignedInUser(userId: number | null) {
  const database = await offlineDatabase();
  await database.put("meta", userId, "signedInUser");
}

export async function readLastSyncedAt(userId: number) {
  const database = await offlineDatabase();
  return (await database.get("meta", `lastSyncedAt:${userId}`)) ?? null;
}

export async function writeLastSyncedAt(userId: number, at: number) {
  const database = await offlineDatabase();
  await database.put("meta", at, `lastSyncedAt:${userId}`);
}

export async function listDownloads(userId: number) {
  const database = await offlineDatabase();
  return database.getAllFromIndex("downloads", "byUser", userId);
}

export type OfflineChange = { type: "queue" } | { type: "downloads" } | { type: "synced" };

/** Tells every page of the site (and the worker) that something offline changed. */
export function announceOfflineChange(change: OfflineChange) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(OFFLINE_CHANNEL);
  channel.postMessage(change);
  channel.close();
}

/** Calls `listener` on every change announced by another page or the worker; returns the unsubscribe. */
export function onOfflineChange(listener: (change: OfflineChange) => void) {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(OFFLINE_CHANNEL);
  channel.onmessage = (event: MessageEvent<OfflineChange>) => listener(event.data);
  return () => channel.close();
}
