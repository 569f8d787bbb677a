/**
 * The progress queue (docs/decisions/126 for the server's rules): a completion or a video position
 * the server could not take is kept in IndexedDB with its own id and the time it happened, and sent
 * later — on page load, when the browser is back online, and through Background Sync. The server
 * stores each id once, so sending the same writes twice changes nothing.
 */
import {
  announceOfflineChange,
  offlineDatabase,
  readSignedInUser,
  writeLastSyncedAt,
  type QueuedProgressWrite,
} from "~/offline/offline-store";
import { PROGRESS_SYNC_BATCH, PROGRESS_SYNC_PATH, PROGRESS_SYNC_TAG } from "~/offline/offline-keys";

type NewProgressWrite = DistributiveOmit<QueuedProgressWrite, "id" | "at">;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Keeps one write for later, and asks the browser to send it when the connection returns. */
export async function queueProgressWrite(write: NewProgressWrite) {
  const database = await offlineDatabase();
  const queued = { ...write, id: crypto.randomUUID(), at: Date.now() } as QueuedProgressWrite;
  await database.put("queue", queued);
  announceOfflineChange({ type: "queue" });
  await requestBackgroundSync();
  return queued;
}

/** The writes of one student still waiting for the server, oldest first. */
export async function listQueuedWrites(userId: number) {
  const database = await offlineDatabase();
  const writes = await database.getAllFromIndex("queue", "byUser", userId);
  return writes.sort((a, b) => a.at - b.at);
}

type SyncResult = { id: string; outcome: "applied" | "duplicate" | "stale" | "rejected" };

export type FlushOutcome =
  | { state: "synced"; sent: number }
  | { state: "nothing" }
  | { state: "failed"; status: number | null };

/**
 * Sends the student's queued writes in batches; each write the server answered for (applied,
 * duplicate, stale or rejected — all final) leaves the queue. A lost connection or a server error
 * keeps the rest for the next try. One flush at a time per browser (Web Locks), pages and worker.
 */
export async function flushProgressQueue(userId: number): Promise<FlushOutcome> {
  const run = () => sendQueuedWrites(userId);
  if (typeof navigator !== "undefined" && "locks" in navigator && navigator.locks) {
    return navigator.locks.request(PROGRESS_SYNC_TAG, run);
  }
  return run();
}

/** The worker's flush: for whoever is signed in now (never another student's writes). */
export async function flushProgressQueueOfSignedInUser() {
  const userId = await readSignedInUser();
  return userId === null ? ({ state: "nothing" } as const) : flushProgressQueue(userId);
}

async function sendQueuedWrites(userId: number): Promise<FlushOutcome> {
  let sent = 0;
  for (;;) {
    const batch = (await listQueuedWrites(userId)).slice(0, PROGRESS_SYNC_BATCH);
    if (batch.length === 0) break;
    let results: SyncResult[];
    try {
      const response = await fetch(PROGRESS_SYNC_PATH, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ sentAt: Date.now(), writes: batch.map(toWire) }),
      });
      if (!response.ok) return { state: "failed", status: response.status };
      results = ((await response.json()) as { results: SyncResult[] }).results;
    } catch {
      return { state: "failed", status: null };
    }
    const answered = new Set(results.map((result) => result.id));
    const database = await offlineDatabase();
    const transaction = database.transaction("queue", "readwrite");
    await Promise.all([
      ...batch.filter((write) => answered.has(write.id)).map((w) => transaction.store.delete(w.id)),
      transaction.done,
    ]);
    sent += answered.size;
    // A server that answered for none of them would make this loop forever.
    if (answered.size === 0) return { state: "failed", status: 200 };
  }
  if (sent === 0) return { state: "nothing" };
  await writeLastSyncedAt(userId, Date.now());
  announceOfflineChange({ type: "synced" });
  return { state: "synced", sent };
}

/** The write as POST /api/progress/sync reads it (no user, no course: the session says who). */
function toWire(write: QueuedProgressWrite) {
  const base = { id: write.id, sectionId: write.sectionId, at: write.at };
  return write.kind === "completion"
    ? { ...base, kind: write.kind, completed: write.completed }
    : {
        ...base,
        kind: write.kind,
        videoProgress: write.videoProgress,
        duration: write.duration,
        ended: write.ended,
      };
}

type SyncManagerRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/** Background Sync where the browser has it; elsewhere the next page load or `online` flushes. */
async function requestBackgroundSync() {
  try {
    if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration()) as
      SyncManagerRegistration | undefined;
    await registration?.sync?.register(PROGRESS_SYNC_TAG);
  } catch {
    // Not allowed (permissions, private mode): the other two triggers remain.
  }
}
