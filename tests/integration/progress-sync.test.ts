import { randomUUID } from "node:crypto";

import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  certificates,
  enrollments,
  modules,
  progressSyncWrites,
  sectionProgress,
  sections,
} from "../../db/schema";
import { db } from "~/db.server";
import {
  NOT_ENROLLED_MESSAGE,
  recordVideoProgress,
  SECTION_NOT_FOUND_MESSAGE,
  setSectionCompletion,
} from "~/models/progress.server";
import {
  applyProgressSync,
  PROGRESS_SYNC_RATE_LIMIT,
  SYNC_WRITE_RETENTION_MS,
  SYNC_WRITES_KEPT_PER_USER,
} from "~/models/progress-sync.server";
import { action as syncAction, loader as syncLoader } from "~/routes/api.progress.sync";
import { MAX_SYNC_WRITES, PROGRESS_SYNC_MESSAGES, type SyncWrite } from "~/schemas/progress-sync";
import { insertTestCourseWithSections } from "../support/courses";
import { enrollmentOf } from "../support/enrollments";

import { run } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

// --- fixtures ------------------------------------------------------------------------------------

/** A student enrolled in a new course of `count` sections. */
function enrolledStudent(count = 2) {
  const user = insertTestUser();
  const { course, sectionIds } = insertTestCourseWithSections([count]);
  db.insert(enrollments).values({ userId: user.id, courseId: course.id }).run();
  return { user, course, sectionIds };
}

function rowOf(userId: number, sectionId: number) {
  return db
    .select()
    .from(sectionProgress)
    .where(and(eq(sectionProgress.userId, userId), eq(sectionProgress.sectionId, sectionId)))
    .get();
}

function storedWrites(userId: number) {
  return db
    .select()
    .from(progressSyncWrites)
    .where(eq(progressSyncWrites.userId, userId))
    .orderBy(asc(progressSyncWrites.id))
    .all();
}

function certificatesOf(userId: number) {
  return db.select().from(certificates).where(eq(certificates.userId, userId)).all();
}

/** Everything a sync may change for the user. */
function snapshot(userId: number) {
  return {
    progress: db
      .select()
      .from(sectionProgress)
      .where(eq(sectionProgress.userId, userId))
      .orderBy(asc(sectionProgress.id))
      .all(),
    enrollments: db.select().from(enrollments).where(eq(enrollments.userId, userId)).all(),
    certificates: certificatesOf(userId),
    writes: storedWrites(userId),
  };
}

let counter = 0;
const newId = () => `w-${randomUUID()}-${++counter}`.slice(0, 64);

const completion = (
  sectionId: number,
  completed: boolean,
  at: number,
): Extract<SyncWrite, { kind: "completion" }> => ({
  id: newId(),
  sectionId,
  kind: "completion",
  completed,
  at,
});

const video = (
  sectionId: number,
  videoProgress: number,
  at: number,
  extra: { duration?: number; ended?: boolean } = {},
): SyncWrite => ({ id: newId(), sectionId, kind: "video", videoProgress, at, ...extra });

/** A batch sent now by a client whose clock agrees with ours. */
function sync(userId: number, writes: SyncWrite[], now = Date.now(), sentAt = now) {
  return applyProgressSync(userId, { sentAt, writes }, { now });
}

// --- route ---------------------------------------------------------------------------------------

type Caller = { cookie: string } | null;

function postSync(caller: Caller, body: unknown, headers: Record<string, string> = {}) {
  return run(() =>
    syncAction({
      request: new Request("http://localhost/api/progress/sync", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(caller ? { Cookie: caller.cookie } : {}),
          ...headers,
        },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
      params: {},
      context: {},
    }),
  );
}

describe("POST /api/progress/sync (route)", () => {
  it("401 without a session, nothing stored", async () => {
    const { user, sectionIds } = enrolledStudent();
    const now = Date.now();
    const outcome = await postSync(null, {
      sentAt: now,
      writes: [completion(sectionIds[0]!, true, now)],
    });
    expect(outcome.status).toBe(401);
    expect(outcome.data.message).toBe("Debes iniciar sesión.");
    expect(rowOf(user.id, sectionIds[0]!)).toBeUndefined();
  });

  it("GET is not served (405)", async () => {
    const outcome = await run(() => syncLoader());
    expect(outcome.status).toBe(405);
  });

  it("400 with a Spanish message for a malformed body, nothing stored", async () => {
    const { user, sectionIds } = enrolledStudent();
    const caller = { cookie: await cookieFor(user.id) };
    const now = Date.now();
    const good = completion(sectionIds[0]!, true, now);
    const cases: [unknown, string][] = [
      [{ writes: [good] }, PROGRESS_SYNC_MESSAGES.sentAt],
      [{ sentAt: "ayer", writes: [good] }, PROGRESS_SYNC_MESSAGES.sentAt],
      [{ sentAt: now }, PROGRESS_SYNC_MESSAGES.writes],
      [{ sentAt: now, writes: "todo" }, PROGRESS_SYNC_MESSAGES.writes],
      [{ sentAt: now, writes: [{ ...good, id: "" }] }, PROGRESS_SYNC_MESSAGES.id],
      [{ sentAt: now, writes: [{ ...good, id: "x".repeat(65) }] }, PROGRESS_SYNC_MESSAGES.id],
      [{ sentAt: now, writes: [{ ...good, id: "a b" }] }, PROGRESS_SYNC_MESSAGES.id],
      [{ sentAt: now, writes: [{ ...good, kind: "quiz" }] }, PROGRESS_SYNC_MESSAGES.kind],
      [{ sentAt: now, writes: [{ ...good, sectionId: "1" }] }, PROGRESS_SYNC_MESSAGES.sectionId],
      [{ sentAt: now, writes: [{ ...good, sectionId: 0 }] }, PROGRESS_SYNC_MESSAGES.sectionId],
      [{ sentAt: now, writes: [{ ...good, at: -1 }] }, PROGRESS_SYNC_MESSAGES.at],
      [{ sentAt: now, writes: [{ ...good, at: 1.5 }] }, PROGRESS_SYNC_MESSAGES.at],
      [{ sentAt: now, writes: [{ ...good, completed: "sí" }] }, PROGRESS_SYNC_MESSAGES.completed],
      [
        { sentAt: now, writes: [video(sectionIds[0]!, -3, now)] },
        "videoProgress debe ser un número de segundos entre 0 y 86400.",
      ],
      [{ sentAt: now, writes: [good, "no es un cambio"] }, PROGRESS_SYNC_MESSAGES.kind],
    ];
    for (const [body, message] of cases) {
      const outcome = await postSync(caller, body);
      expect({ body, status: outcome.status, message: outcome.data.message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    const notJson = await postSync(caller, "{writes");
    expect(notJson.status).toBe(400);
    expect(notJson.data.message).toBe("El cuerpo de la solicitud no es JSON válido.");
    // Every case above held a valid write beside the bad part: the whole batch was refused.
    expect(rowOf(user.id, sectionIds[0]!)).toBeUndefined();
    expect(storedWrites(user.id)).toEqual([]);
  });

  it(`at most ${MAX_SYNC_WRITES} writes per request`, async () => {
    const { user, sectionIds } = enrolledStudent();
    const caller = { cookie: await cookieFor(user.id) };
    const now = Date.now();
    const writes = Array.from({ length: MAX_SYNC_WRITES + 1 }, (_, i) =>
      video(sectionIds[0]!, i, now - 1000 + i),
    );
    const over = await postSync(caller, { sentAt: now, writes });
    expect(over.status).toBe(400);
    expect(over.data.message).toBe(PROGRESS_SYNC_MESSAGES.tooManyWrites);
    expect(storedWrites(user.id)).toEqual([]);

    const full = await postSync(caller, { sentAt: now, writes: writes.slice(1) });
    expect(full.status).toBe(200);
    expect(full.data.results).toHaveLength(MAX_SYNC_WRITES);
    expect(storedWrites(user.id)).toHaveLength(MAX_SYNC_WRITES);
    expect(rowOf(user.id, sectionIds[0]!)?.videoProgress).toBe(MAX_SYNC_WRITES);
  });

  it("a cross-site post is refused before anything is read (403)", async () => {
    const { user, sectionIds } = enrolledStudent();
    const caller = { cookie: await cookieFor(user.id) };
    const now = Date.now();
    const outcome = await postSync(
      caller,
      { sentAt: now, writes: [completion(sectionIds[0]!, true, now)] },
      { "Sec-Fetch-Site": "cross-site" },
    );
    expect(outcome.status).toBe(403);
    expect(rowOf(user.id, sectionIds[0]!)).toBeUndefined();
  });

  it("applies a batch: one result per write in the order sent, the recomputed courses", async () => {
    const { user, course, sectionIds } = enrolledStudent(4);
    const { course: other } = insertTestCourseWithSections([1]);
    const caller = { cookie: await cookieFor(user.id) };
    const now = Date.now();
    const first = completion(sectionIds[0]!, true, now - 3000);
    const second = video(sectionIds[1]!, 42.7, now - 2000);
    const repeated = { ...first };
    const outside = completion(
      db
        .select({ id: sections.id })
        .from(sections)
        .innerJoin(modules, eq(modules.id, sections.moduleId))
        .where(eq(modules.courseId, other.id))
        .get()!.id,
      true,
      now - 1000,
    );
    const outcome = await postSync(caller, {
      sentAt: now,
      writes: [second, first, repeated, outside],
    });
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Cache-Control")).toBe("no-store");
    expect(outcome.data).toEqual({
      results: [
        { id: second.id, outcome: "applied" },
        { id: first.id, outcome: "applied" },
        { id: first.id, outcome: "duplicate" },
        { id: outside.id, outcome: "rejected", message: NOT_ENROLLED_MESSAGE },
      ],
      courses: [{ courseId: course.id, progress: 25, completed: false }],
    });
    expect(rowOf(user.id, sectionIds[0]!)?.completed).toBe(true);
    expect(rowOf(user.id, sectionIds[1]!)?.videoProgress).toBe(42);
    expect(enrollmentOf(user.id, course.id).progress).toBe(25);

    // The browser sends the same batch again (its answer was lost): the stored ids are
    // duplicates; the rejected write, never stored, is rejected again.
    const again = await postSync(caller, {
      sentAt: now + 5000,
      writes: [second, first, repeated, outside],
    });
    expect(again.data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      "duplicate",
      "duplicate",
      "duplicate",
      "rejected",
    ]);
    expect(again.data.courses).toEqual([]);
  });

  it(`takes ${PROGRESS_SYNC_RATE_LIMIT.batches} batches a minute per student, then 429 storing nothing (issue 42)`, async () => {
    const { user, sectionIds } = enrolledStudent();
    const caller = { cookie: await cookieFor(user.id) };
    const send = () => {
      const now = Date.now();
      return postSync(caller, { sentAt: now, writes: [video(sectionIds[0]!, 1, now)] });
    };
    for (let batch = 0; batch < PROGRESS_SYNC_RATE_LIMIT.batches; batch++) {
      expect((await send()).status).toBe(200);
    }
    const stored = storedWrites(user.id).length;
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.data.message).toBe(
      "Demasiados intentos. Por favor, espera 1 minutos e inténtalo de nuevo.",
    );
    expect(storedWrites(user.id)).toHaveLength(stored);

    // A malformed body is refused on its shape and uses up nothing; another student is unaffected.
    const other = enrolledStudent();
    const otherCaller = { cookie: await cookieFor(other.user.id) };
    expect((await postSync(otherCaller, { sentAt: -1, writes: [] })).status).toBe(400);
    const now = Date.now();
    const theirs = await postSync(otherCaller, {
      sentAt: now,
      writes: [video(other.sectionIds[0]!, 1, now)],
    });
    expect(theirs.status).toBe(200);
  });
});

// --- model ---------------------------------------------------------------------------------------

describe("offline progress merge rules (model)", () => {
  it("applies writes in the order they happened, not the order sent", () => {
    const { user, sectionIds } = enrolledStudent();
    const now = Date.now();
    const uncomplete = completion(sectionIds[0]!, false, now - 1000);
    const complete = completion(sectionIds[0]!, true, now - 5000);
    // Sent newest first: the earlier "complete" must not win over the later "un-complete".
    const { results } = sync(user.id, [uncomplete, complete], now);
    expect(results).toEqual([
      { id: uncomplete.id, outcome: "applied" },
      { id: complete.id, outcome: "applied" },
    ]);
    const row = rowOf(user.id, sectionIds[0]!)!;
    expect(row.completed).toBe(false);
    expect(row.completionDecidedAt?.getTime()).toBe(now - 1000);

    // Ties keep the order sent.
    const a = completion(sectionIds[1]!, true, now - 100);
    const b = completion(sectionIds[1]!, false, now - 100);
    sync(user.id, [a, b], now);
    expect(rowOf(user.id, sectionIds[1]!)?.completed).toBe(false);
  });

  it("complete then un-complete offline ends un-completed, percentage back to 0", () => {
    const { user, course, sectionIds } = enrolledStudent(1);
    const now = Date.now();
    const { courses: synced } = sync(
      user.id,
      [completion(sectionIds[0]!, true, now - 2000), completion(sectionIds[0]!, false, now - 1000)],
      now,
    );
    expect(rowOf(user.id, sectionIds[0]!)?.completed).toBe(false);
    expect(synced).toEqual([{ courseId: course.id, progress: 0, completed: false }]);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 0, completed: false });
    // Passing through 100 % within the batch issues nothing: only the final state counts.
    expect(certificatesOf(user.id)).toEqual([]);
  });

  it("a write id is stored once: in-batch repeats and replays are duplicates", () => {
    const { user, sectionIds } = enrolledStudent();
    const now = Date.now();
    const write = completion(sectionIds[0]!, true, now - 1000);
    expect(sync(user.id, [write, { ...write, completed: false }], now).results).toEqual([
      { id: write.id, outcome: "applied" },
      { id: write.id, outcome: "duplicate" },
    ]);
    expect(rowOf(user.id, sectionIds[0]!)?.completed).toBe(true);
    expect(storedWrites(user.id)).toHaveLength(1);
    // Same id later with another content: still the one stored write, nothing changes.
    expect(sync(user.id, [{ ...write, completed: false, at: now + 10 }], now + 20).results).toEqual(
      [{ id: write.id, outcome: "duplicate" }],
    );
    expect(rowOf(user.id, sectionIds[0]!)?.completed).toBe(true);
    // Ids are per user: another student's queue may use the same one.
    const other = enrolledStudent();
    expect(
      sync(other.user.id, [{ ...write, sectionId: other.sectionIds[0]! }], now).results,
    ).toEqual([{ id: write.id, outcome: "applied" }]);
  });

  it("the same batch replayed twice changes nothing (database snapshots)", () => {
    const { user, sectionIds } = enrolledStudent(2);
    const now = Date.now();
    const batch = [
      video(sectionIds[0]!, 30, now - 9000, { duration: 100 }),
      completion(sectionIds[0]!, true, now - 8000),
      video(sectionIds[1]!, 99, now - 7000, { duration: 100 }),
      completion(sectionIds[1]!, false, now - 6000),
      completion(sectionIds[1]!, true, now - 5000),
      completion(999_999_999, true, now - 4000),
    ];
    sync(user.id, batch, now);
    const afterFirst = snapshot(user.id);
    expect(afterFirst.certificates).toHaveLength(1);

    for (const later of [now + 60_000, now + 120_000]) {
      const replay = sync(user.id, batch, later);
      // The write for a section that does not exist is judged again (rejected, never stored).
      expect(replay.results.map((r) => r.outcome)).toEqual([
        ...Array<string>(5).fill("duplicate"),
        "rejected",
      ]);
      expect(replay.courses).toEqual([]);
      expect(snapshot(user.id)).toEqual(afterFirst);
    }
  });

  it("a stale offline write loses to a later online decision; a later one wins", () => {
    const { user, course, sectionIds } = enrolledStudent(2);
    // Online, on another device: completed now.
    setSectionCompletion(user.id, sectionIds[0]!, true);
    const decidedAt = rowOf(user.id, sectionIds[0]!)!.completionDecidedAt!.getTime();
    const now = decidedAt + 5000;

    const earlier = completion(sectionIds[0]!, false, decidedAt - 60_000);
    const result = sync(user.id, [earlier], now);
    expect(result.results).toEqual([{ id: earlier.id, outcome: "stale" }]);
    expect(result.courses).toEqual([{ courseId: course.id, progress: 50, completed: false }]);
    expect(rowOf(user.id, sectionIds[0]!)).toMatchObject({ completed: true });
    expect(rowOf(user.id, sectionIds[0]!)!.completionDecidedAt!.getTime()).toBe(decidedAt);
    expect(storedWrites(user.id).map((w) => w.outcome)).toEqual(["stale"]);

    const later = completion(sectionIds[0]!, false, decidedAt + 1000);
    expect(sync(user.id, [later], now).results).toEqual([{ id: later.id, outcome: "applied" }]);
    expect(rowOf(user.id, sectionIds[0]!)?.completed).toBe(false);
    expect(enrollmentOf(user.id, course.id).progress).toBe(0);
  });

  it("rows from before offline sync (no decision time) take any offline write", () => {
    const { user, sectionIds } = enrolledStudent();
    db.insert(sectionProgress)
      .values({ userId: user.id, sectionId: sectionIds[0]!, completed: true })
      .run();
    const now = Date.now();
    sync(user.id, [completion(sectionIds[0]!, false, now - 86_400_000)], now);
    expect(rowOf(user.id, sectionIds[0]!)?.completed).toBe(false);
  });

  it("clock skew: client times are moved onto the server's clock, never past now", () => {
    const { user, sectionIds } = enrolledStudent(2);
    setSectionCompletion(user.id, sectionIds[0]!, true);
    const decidedAt = rowOf(user.id, sectionIds[0]!)!.completionDecidedAt!.getTime();
    const now = decidedAt + 20_000;
    const hour = 3_600_000;

    // A phone an hour slow un-completed 10 s after the online decision: by its clock that is an
    // hour before it. Corrected by (now − sentAt), it happened after and wins.
    const slow = completion(sectionIds[0]!, false, decidedAt + 10_000 - hour);
    expect(sync(user.id, [slow], now, now - hour).results[0]!.outcome).toBe("applied");
    expect(rowOf(user.id, sectionIds[0]!)?.completed).toBe(false);
    expect(storedWrites(user.id)[0]!.happenedAt.getTime()).toBe(decidedAt + 10_000);

    // A phone an hour fast is moved back the same way: its write, 5 s before that decision, loses.
    const fast = completion(sectionIds[0]!, true, decidedAt + 5000 + hour);
    expect(sync(user.id, [fast], now, now + hour).results[0]!.outcome).toBe("stale");
    expect(rowOf(user.id, sectionIds[0]!)?.completed).toBe(false);

    // A time after the sending (a clock changed while offline) counts as now, not as the future,
    // so a write made afterwards and synced later still comes after it.
    const future = completion(sectionIds[1]!, true, now + 7 * 24 * hour);
    sync(user.id, [future], now);
    const stored = storedWrites(user.id).find((w) => w.writeId === future.id)!;
    expect(stored.happenedAt.getTime()).toBe(now);
    expect(rowOf(user.id, sectionIds[1]!)!.completionDecidedAt!.getTime()).toBe(now);
    const afterwards = completion(sectionIds[1]!, false, now + 1000);
    expect(sync(user.id, [afterwards], now + 5000).results[0]!.outcome).toBe("applied");
    expect(rowOf(user.id, sectionIds[1]!)?.completed).toBe(false);
  });

  it("the video position never moves backwards", () => {
    const { user, sectionIds } = enrolledStudent();
    const now = Date.now();
    recordVideoProgress(user.id, sectionIds[0]!, { videoProgress: 120 });

    const behind = video(sectionIds[0]!, 60, now - 1000);
    const ahead = video(sectionIds[0]!, 200.9, now - 3000);
    const aheadButOlder = video(sectionIds[0]!, 150, now - 2000);
    expect(sync(user.id, [behind, ahead, aheadButOlder], now).results).toEqual([
      { id: behind.id, outcome: "stale" },
      { id: ahead.id, outcome: "applied" },
      { id: aheadButOlder.id, outcome: "stale" },
    ]);
    // Floored like the online write; the furthest position stands whatever the order.
    expect(rowOf(user.id, sectionIds[0]!)).toMatchObject({ videoProgress: 200, completed: false });

    // Clamped to the video's length like the online write.
    sync(user.id, [video(sectionIds[0]!, 900, now - 500, { duration: 300 })], now);
    expect(rowOf(user.id, sectionIds[0]!)?.videoProgress).toBe(300);
  });

  it("video at 95 % or ended completes the section, under the decision-time rule", () => {
    const { user, course, sectionIds } = enrolledStudent(2);
    const now = Date.now();

    const watched = video(sectionIds[0]!, 95, now - 1000, { duration: 100 });
    expect(sync(user.id, [watched], now).courses).toEqual([
      { courseId: course.id, progress: 50, completed: false },
    ]);
    expect(rowOf(user.id, sectionIds[0]!)).toMatchObject({ completed: true, videoProgress: 95 });
    expect(rowOf(user.id, sectionIds[0]!)!.completionDecidedAt!.getTime()).toBe(now - 1000);

    // Un-completed online afterwards: an older "ended" write moves the position but does not
    // complete the section again.
    setSectionCompletion(user.id, sectionIds[1]!, false);
    const decidedAt = rowOf(user.id, sectionIds[1]!)!.completionDecidedAt!.getTime();
    const ended = video(sectionIds[1]!, 10, decidedAt - 1000, { duration: 60, ended: true });
    expect(sync(user.id, [ended], decidedAt + 1000).results[0]!.outcome).toBe("applied");
    expect(rowOf(user.id, sectionIds[1]!)).toMatchObject({ completed: false, videoProgress: 60 });
    // A newer one completes it.
    const endedLater = video(sectionIds[1]!, 60, decidedAt + 500, { duration: 60, ended: true });
    expect(sync(user.id, [endedLater], decidedAt + 1000).results[0]!.outcome).toBe("applied");
    expect(rowOf(user.id, sectionIds[1]!)?.completed).toBe(true);

    // A position short of 95 % and not further than the stored one changes nothing: stale.
    const again = video(sectionIds[1]!, 30, decidedAt + 600, { duration: 60 });
    expect(sync(user.id, [again], decidedAt + 1000).results[0]!.outcome).toBe("stale");
  });

  it("issues the certificate when the sync brings the course to 100 %", () => {
    const { user, course, sectionIds } = enrolledStudent(3);
    setSectionCompletion(user.id, sectionIds[0]!, true);
    expect(certificatesOf(user.id)).toEqual([]);
    const now = Date.now() + 1000;
    const result = sync(
      user.id,
      [
        completion(sectionIds[1]!, true, now - 500),
        video(sectionIds[2]!, 600, now - 400, { duration: 600, ended: true }),
      ],
      now,
    );
    expect(result.courses).toEqual([{ courseId: course.id, progress: 100, completed: true }]);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 100, completed: true });
    const issued = certificatesOf(user.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ courseId: course.id });
  });

  it("rejects writes outside the student's courses and stores none of them (issue 42)", () => {
    const { user, sectionIds } = enrolledStudent();
    const { sectionIds: foreign } = insertTestCourseWithSections([1]);
    const now = Date.now();
    const notEnrolled = completion(foreign[0]!, true, now - 2000);
    const missing = video(2_000_000_000, 10, now - 1000);
    const fine = completion(sectionIds[0]!, true, now - 500);
    const result = sync(user.id, [notEnrolled, missing, fine], now);
    expect(result.results).toEqual([
      { id: notEnrolled.id, outcome: "rejected", message: NOT_ENROLLED_MESSAGE },
      { id: missing.id, outcome: "rejected", message: SECTION_NOT_FOUND_MESSAGE },
      { id: fine.id, outcome: "applied" },
    ]);
    expect(rowOf(user.id, foreign[0]!)).toBeUndefined();
    expect(storedWrites(user.id).map((w) => [w.writeId, w.kind, w.outcome])).toEqual([
      [fine.id, "completion", "applied"],
    ]);
    // They changed nothing, so a replay is simply judged again: the same answer, nothing written.
    const before = snapshot(user.id);
    expect(sync(user.id, [notEnrolled, missing, fine], now + 1000).results).toEqual([
      { id: notEnrolled.id, outcome: "rejected", message: NOT_ENROLLED_MESSAGE },
      { id: missing.id, outcome: "rejected", message: SECTION_NOT_FOUND_MESSAGE },
      { id: fine.id, outcome: "duplicate" },
    ]);
    expect(snapshot(user.id)).toEqual(before);
  });

  it("the issue's flood: 30 batches of 100 writes for sections that do not exist store nothing", () => {
    const { user } = enrolledStudent();
    const now = Date.now();
    for (let batch = 0; batch < 30; batch++) {
      const writes = Array.from({ length: MAX_SYNC_WRITES }, (_, index) =>
        completion(1_000_000_000 + batch * MAX_SYNC_WRITES + index, true, now),
      );
      sync(user.id, writes, now);
    }
    expect(storedWrites(user.id)).toEqual([]);
  });

  it(`keeps at most ${SYNC_WRITES_KEPT_PER_USER} write ids per student, dropping the oldest`, () => {
    const { user, sectionIds } = enrolledStudent();
    const other = enrolledStudent();
    const now = Date.now();
    const row = (userId: number, writeId: string) => ({
      userId,
      writeId,
      sectionId: sectionIds[0]!,
      kind: "video" as const,
      happenedAt: new Date(now - 60_000),
      outcome: "stale" as const,
      receivedAt: new Date(now - 60_000),
    });
    const kept = Array.from({ length: SYNC_WRITES_KEPT_PER_USER }, (_, index) => `old-${index}`);
    db.insert(progressSyncWrites)
      .values(kept.map((writeId) => row(user.id, writeId)))
      .run();
    db.insert(progressSyncWrites).values(row(other.user.id, "theirs")).run();

    const fresh = [video(sectionIds[0]!, 5, now - 100), video(sectionIds[0]!, 6, now - 50)];
    sync(user.id, fresh, now);
    const stored = storedWrites(user.id).map((w) => w.writeId);
    expect(stored).toHaveLength(SYNC_WRITES_KEPT_PER_USER);
    expect(stored.slice(0, 2)).toEqual(["old-2", "old-3"]);
    expect(stored.slice(-2)).toEqual(fresh.map((write) => write.id));
    // The newest ids are the ones a lost answer makes the browser send again: still duplicates.
    expect(sync(user.id, fresh, now + 1000).results.map((r) => r.outcome)).toEqual([
      "duplicate",
      "duplicate",
    ]);
    // Another student's ids are not touched.
    expect(storedWrites(other.user.id).map((w) => w.writeId)).toEqual(["theirs"]);
  });

  it("prunes the user's write ids older than 30 days, in the same transaction", () => {
    const { user, sectionIds } = enrolledStudent();
    const other = enrolledStudent();
    const now = Date.now();
    const row = (userId: number, writeId: string, receivedAt: number) => ({
      userId,
      writeId,
      sectionId: sectionIds[0]!,
      kind: "completion" as const,
      happenedAt: new Date(receivedAt),
      outcome: "applied" as const,
      receivedAt: new Date(receivedAt),
    });
    db.insert(progressSyncWrites)
      .values([
        row(user.id, "old", now - SYNC_WRITE_RETENTION_MS - 1),
        row(user.id, "recent", now - SYNC_WRITE_RETENTION_MS + 60_000),
        row(other.user.id, "old", now - SYNC_WRITE_RETENTION_MS - 1),
      ])
      .run();
    const fresh = video(sectionIds[0]!, 5, now - 100);
    sync(user.id, [fresh], now);
    expect(storedWrites(user.id).map((w) => w.writeId)).toEqual(["recent", fresh.id]);
    // Another student's rows are theirs to prune.
    expect(storedWrites(other.user.id).map((w) => w.writeId)).toEqual(["old"]);
  });

  it("the prune finds the user's rows through an index", () => {
    const plan = db.$client
      .prepare(
        "explain query plan delete from progress_sync_writes where user_id = ? and received_at < ?",
      )
      .all(1, 0) as { detail: string }[];
    expect(plan.map((step) => step.detail).join("\n")).toMatch(/USING (COVERING )?INDEX/);
  });
});

describe("online writes take part in the same order", () => {
  it("setSectionCompletion stamps the decision time; a video ping keeps it", () => {
    const { user, sectionIds } = enrolledStudent();
    const before = Date.now();
    setSectionCompletion(user.id, sectionIds[0]!, false);
    const decided = rowOf(user.id, sectionIds[0]!)!.completionDecidedAt!.getTime();
    expect(decided).toBeGreaterThanOrEqual(before);
    expect(decided).toBeLessThanOrEqual(Date.now());

    recordVideoProgress(user.id, sectionIds[0]!, { videoProgress: 10, duration: 100 });
    expect(rowOf(user.id, sectionIds[0]!)!.completionDecidedAt!.getTime()).toBe(decided);
  });

  it("recordVideoProgress stamps it when it completes the section, not before", () => {
    const { user, sectionIds } = enrolledStudent();
    recordVideoProgress(user.id, sectionIds[0]!, { videoProgress: 10, duration: 100 });
    expect(rowOf(user.id, sectionIds[0]!)!.completionDecidedAt).toBeNull();
    const before = Date.now();
    recordVideoProgress(user.id, sectionIds[0]!, { videoProgress: 96, duration: 100 });
    const row = rowOf(user.id, sectionIds[0]!)!;
    expect(row.completed).toBe(true);
    expect(row.completionDecidedAt!.getTime()).toBeGreaterThanOrEqual(before);
  });
});
