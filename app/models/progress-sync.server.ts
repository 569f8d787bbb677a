import { and, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";

import { progressSyncWrites, sectionProgress } from "../../db/schema";
import { db } from "~/db.server";
import {
  NOT_ENROLLED_MESSAGE,
  refreshEnrollment,
  SECTION_NOT_FOUND_MESSAGE,
  sectionStateQuery,
  videoPositionOf,
} from "~/models/progress.server";
import type { ProgressSyncBatch, SyncWrite } from "~/schemas/progress-sync";
import { createAttemptLimiter } from "~/utils/rate-limit.server";

/**
 * Progress a student wrote offline and the browser synced later (issue 21). The rules are in
 * docs/decisions/126-offline-progress-sync.md; in short: each write id is applied once per user,
 * writes are applied in the order they happened (client time corrected by the clock skew), a
 * completion decision stands unless a later one was made, and the video position never goes back.
 */

export type SyncOutcome = "applied" | "duplicate" | "stale" | "rejected";
export type SyncResult = { id: string; outcome: SyncOutcome; message?: string };
export type SyncedCourse = { courseId: number; progress: number; completed: boolean };

/** How long a write id is remembered: a queue older than this is not expected to be replayed. */
export const SYNC_WRITE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How many write ids are remembered per student: the newest ones. A lost answer makes the browser
 * send its latest batch (at most 100) again, so ten batches' worth is plenty; without a cap, one
 * free account could fill the disk with write ids (issue 42).
 */
export const SYNC_WRITES_KEPT_PER_USER = 1000;

/** Batches per student a minute: a queue of 2,000 writes goes in a minute, a flood does not. */
export const PROGRESS_SYNC_RATE_LIMIT = { batches: 20, windowSeconds: 60 } as const;

// Every batch counts, whatever its outcome (as the contact form counts every message).
const batchLimiter = createAttemptLimiter({
  keyPrefix: "progress-sync",
  maxFailures: PROGRESS_SYNC_RATE_LIMIT.batches,
  windowSeconds: PROGRESS_SYNC_RATE_LIMIT.windowSeconds,
});

const userIdParam = sql.placeholder("userId");
const sectionIdParam = sql.placeholder("sectionId");

/** The merged state of one section, written once per batch. Times are raw ms (bound unencoded). */
const upsertSectionStateStatement = db
  .insert(sectionProgress)
  .values({
    userId: userIdParam,
    sectionId: sectionIdParam,
    completed: sql`${sql.placeholder("completed")}`,
    videoProgress: sql`${sql.placeholder("seconds")}`,
    completionDecidedAt: sql`${sql.placeholder("decidedAt")}`,
    updatedAt: sql`${sql.placeholder("updatedAt")}`,
  })
  .onConflictDoUpdate({
    target: [sectionProgress.userId, sectionProgress.sectionId],
    set: {
      completed: sql`excluded.completed`,
      videoProgress: sql`excluded.video_progress`,
      completionDecidedAt: sql`excluded.completion_decided_at`,
      updatedAt: sql`excluded.updated_at`,
    },
  })
  .prepare();

/** A section the user may write progress in, as the batch has left it so far. */
type SectionState = {
  courseId: number;
  completed: boolean;
  videoProgress: number;
  /** When the completed flag was last decided (server clock, ms); null before any decision. */
  decidedAt: number | null;
  changed: boolean;
};

type SectionLookup = { state: SectionState } | { rejected: string };

function loadSection(userId: number, sectionId: number): SectionLookup {
  const row = sectionStateQuery.get({ userId, sectionId });
  if (!row) return { rejected: SECTION_NOT_FOUND_MESSAGE };
  if (row.enrollmentId === null) return { rejected: NOT_ENROLLED_MESSAGE };
  return {
    state: {
      courseId: row.courseId,
      completed: row.completed ?? false,
      videoProgress: row.videoProgress ?? 0,
      decidedAt: row.decidedAt?.getTime() ?? null,
      changed: false,
    },
  };
}

// --- Merge rules (pure: they change `state` only) ------------------------------------------------

/** A decision made at `happenedAt` may set the flag unless a later one already did. */
function mayDecide(state: SectionState, happenedAt: number) {
  return state.decidedAt === null || happenedAt >= state.decidedAt;
}

/** Marking complete or not complete: the latest decision wins, whichever device made it. */
function mergeCompletion(state: SectionState, completed: boolean, happenedAt: number) {
  if (!mayDecide(state, happenedAt)) return "stale" as const;
  state.completed = completed;
  state.decidedAt = happenedAt;
  state.changed = true;
  return "applied" as const;
}

/**
 * A video position: kept when it is further than the stored one (never backwards); reaching 95 %
 * or the end completes the section under the same rule as a completion. "stale" when it changes
 * nothing.
 */
function mergeVideo(
  state: SectionState,
  write: Extract<SyncWrite, { kind: "video" }>,
  happenedAt: number,
) {
  const { seconds, reachedEnd } = videoPositionOf(write);
  let applied = false;
  if (seconds > state.videoProgress) {
    state.videoProgress = seconds;
    applied = true;
  }
  if (reachedEnd && !state.completed && mayDecide(state, happenedAt)) {
    state.completed = true;
    state.decidedAt = happenedAt;
    applied = true;
  }
  if (applied) state.changed = true;
  return applied ? ("applied" as const) : ("stale" as const);
}

/**
 * When each write happened on the server's clock: its client time moved by the skew between the
 * client's clock at sending and ours at receiving, never later than now (a phone set in the
 * future does not outrank what happens on the server afterwards).
 */
export function happenedAtOf(at: number, sentAt: number, now: number) {
  return Math.min(at + (now - sentAt), now);
}

// --- The batch -----------------------------------------------------------------------------------

/**
 * Applies one batch of the browser's queue for the user, in one transaction: one result per write
 * in the order sent, and the recomputed percentage of every course a processed write touched
 * (reaching 100 % issues the certificate, in the same transaction).
 */
export function applyProgressSync(
  userId: number,
  batch: ProgressSyncBatch,
  { now = Date.now() }: { now?: number } = {},
): { results: SyncResult[]; courses: SyncedCourse[] } {
  const { writes, sentAt } = batch;
  // Until processed, every write counts as a duplicate: a repeated id in the batch, or one stored.
  const results: SyncResult[] = writes.map((write) => ({ id: write.id, outcome: "duplicate" }));
  const firstIndexOf = new Map<string, number>();
  writes.forEach((write, index) => {
    if (!firstIndexOf.has(write.id)) firstIndexOf.set(write.id, index);
  });

  return db.transaction(
    (tx) => {
      const ids = [...firstIndexOf.keys()];
      const stored = new Set(
        ids.length === 0
          ? []
          : tx
              .select({ writeId: progressSyncWrites.writeId })
              .from(progressSyncWrites)
              .where(
                and(
                  eq(progressSyncWrites.userId, userId),
                  inArray(progressSyncWrites.writeId, ids),
                ),
              )
              .all()
              .map((row) => row.writeId),
      );

      const pending = [...firstIndexOf.values()]
        .filter((index) => !stored.has(writes[index]!.id))
        .map((index) => ({
          index,
          write: writes[index]!,
          happenedAt: happenedAtOf(writes[index]!.at, sentAt, now),
        }))
        .sort((a, b) => a.happenedAt - b.happenedAt || a.index - b.index);

      const sectionsById = new Map<number, SectionLookup>();
      const touchedCourses = new Set<number>();
      const log: (typeof progressSyncWrites.$inferInsert)[] = [];
      for (const { index, write, happenedAt } of pending) {
        let lookup = sectionsById.get(write.sectionId);
        if (!lookup) {
          lookup = loadSection(userId, write.sectionId);
          sectionsById.set(write.sectionId, lookup);
        }
        let outcome: Exclude<SyncOutcome, "duplicate">;
        if ("rejected" in lookup) {
          outcome = "rejected";
          results[index] = { id: write.id, outcome, message: lookup.rejected };
        } else {
          outcome =
            write.kind === "completion"
              ? mergeCompletion(lookup.state, write.completed, happenedAt)
              : mergeVideo(lookup.state, write, happenedAt);
          results[index] = { id: write.id, outcome };
          touchedCourses.add(lookup.state.courseId);
        }
        // A rejected write changed nothing, so it is not remembered: a replay is judged again.
        if (outcome === "rejected") continue;
        log.push({
          userId,
          writeId: write.id,
          sectionId: write.sectionId,
          kind: write.kind,
          happenedAt: new Date(happenedAt),
          outcome,
          receivedAt: new Date(now),
        });
      }

      for (const [sectionId, lookup] of sectionsById) {
        if (!("state" in lookup) || !lookup.state.changed) continue;
        const { state } = lookup;
        upsertSectionStateStatement.run({
          userId,
          sectionId,
          completed: state.completed ? 1 : 0,
          seconds: state.videoProgress,
          decidedAt: state.decidedAt,
          updatedAt: Math.floor(now / 1000),
        });
      }
      // ≤ 100 rows × 8 columns: one statement, far below SQLite's bound-parameter limit.
      if (log.length > 0) tx.insert(progressSyncWrites).values(log).run();
      // Kept short and few: a write id older than the retention, or behind the newest
      // SYNC_WRITES_KEPT_PER_USER, is not expected back (the decided-at rule still keeps such a
      // replay from undoing a later decision, and the video position cannot go back).
      tx.delete(progressSyncWrites)
        .where(
          and(
            eq(progressSyncWrites.userId, userId),
            lt(progressSyncWrites.receivedAt, new Date(now - SYNC_WRITE_RETENTION_MS)),
          ),
        )
        .run();
      const newestDropped = tx
        .select({ id: progressSyncWrites.id })
        .from(progressSyncWrites)
        .where(eq(progressSyncWrites.userId, userId))
        .orderBy(desc(progressSyncWrites.id))
        .limit(1)
        .offset(SYNC_WRITES_KEPT_PER_USER)
        .get();
      if (newestDropped) {
        tx.delete(progressSyncWrites)
          .where(
            and(
              eq(progressSyncWrites.userId, userId),
              lte(progressSyncWrites.id, newestDropped.id),
            ),
          )
          .run();
      }

      const courses = [...touchedCourses].map((courseId) => ({
        courseId,
        ...refreshEnrollment(tx, userId, courseId),
      }));
      return { results, courses };
    },
    { behavior: "immediate" },
  );
}

/**
 * `POST /api/progress/sync`: `applyProgressSync` within the student's batch budget
 * (`PROGRESS_SYNC_RATE_LIMIT`, every well-formed batch counts); past it, the 429 and nothing is
 * written. The browser keeps the writes a 429 left unsent for its next flush.
 */
export async function syncProgress(userId: number, batch: ProgressSyncBatch) {
  const keys = [`user:${userId}`];
  await batchLimiter.assertAllowed(keys);
  await batchLimiter.recordFailure(keys);
  return applyProgressSync(userId, batch);
}
