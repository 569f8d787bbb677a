import { and, asc, eq, sql } from "drizzle-orm";

import { courses, enrollments, modules, sectionProgress, sections } from "../../db/schema";
import { db } from "~/db.server";
import { issueCertificateIn } from "~/models/certificate.server";
import { DomainError } from "~/models/errors.server";
import {
  coursePercent,
  MAX_VIDEO_SECONDS,
  VIDEO_AUTO_COMPLETE_PERCENT,
  watchedPercent,
} from "~/utils/course-progress";

export type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Executor = typeof db | Transaction;

/** SPEC §8: the previous site's client matches this exact (English) text. */
export const NO_ENROLLMENT_API_MESSAGE = "No enrollment found";

/** Why a progress write outside the user's courses is refused (also an offline write's reason). */
export const NOT_ENROLLED_MESSAGE = "Debes estar inscrito en este curso para guardar tu progreso.";
export const SECTION_NOT_FOUND_MESSAGE = "Sección no encontrada";

function notEnrolled(message = NOT_ENROLLED_MESSAGE) {
  return new DomainError(403, message, { apiMessage: NO_ENROLLMENT_API_MESSAGE });
}

function sectionNotFound() {
  return new DomainError(404, SECTION_NOT_FOUND_MESSAGE, { apiMessage: "Section not found" });
}

// --- Prepared statements (the hot path) ---------------------------------------------------------
//
// A progress write runs on every "mark as done" and every 5 s of video (SPEC §9). Building a
// drizzle query and compiling its SQL on each call cost most of a write (≈200 µs of ≈210 µs at
// issue 20), so the statements of that path are compiled once, here, and bound per call. They
// run on the single connection, so inside `db.transaction` they are part of the transaction.

const userIdParam = sql.placeholder("userId");
const sectionIdParam = sql.placeholder("sectionId");
const courseIdParam = sql.placeholder("courseId");

/**
 * The section's course, the user's enrollment in it and the user's row for the section, at once
 * (the online writes here and the offline sync in progress-sync.server.ts).
 */
export const sectionStateQuery = db
  .select({
    courseId: modules.courseId,
    enrollmentId: enrollments.id,
    completed: sectionProgress.completed,
    videoProgress: sectionProgress.videoProgress,
    decidedAt: sectionProgress.completionDecidedAt,
  })
  .from(sections)
  .innerJoin(modules, eq(modules.id, sections.moduleId))
  .leftJoin(
    enrollments,
    and(eq(enrollments.courseId, modules.courseId), eq(enrollments.userId, userIdParam)),
  )
  .leftJoin(
    sectionProgress,
    and(eq(sectionProgress.sectionId, sections.id), eq(sectionProgress.userId, userIdParam)),
  )
  .where(eq(sections.id, sectionIdParam))
  .prepare();

/** The enrollment's stored figures beside the two counts its percentage is computed from. */
const enrollmentCountsQuery = db
  .select({
    id: enrollments.id,
    progress: enrollments.progress,
    completed: enrollments.completed,
    // Written out: in a one-table select drizzle leaves column names unqualified, which the
    // correlated subqueries cannot use.
    totalSections: sql<number>`(
      select count(*) from sections s
      inner join modules m on m.id = s.module_id
      where m.course_id = enrollments.course_id
    )`,
    completedSections: sql<number>`(
      select count(*) from section_progress p
      inner join sections s on s.id = p.section_id
      inner join modules m on m.id = s.module_id
      where p.user_id = enrollments.user_id and p.completed = 1
        and m.course_id = enrollments.course_id
    )`,
  })
  .from(enrollments)
  .where(and(eq(enrollments.userId, userIdParam), eq(enrollments.courseId, courseIdParam)))
  .prepare();

const updateEnrollmentStatement = db
  .update(enrollments)
  .set({
    progress: sql`${sql.placeholder("progress")}`,
    completed: sql`${sql.placeholder("completed")}`,
  })
  .where(eq(enrollments.id, sql.placeholder("id")))
  .prepare();

// Both set `completion_decided_at` when they decide the completed flag (the server's clock, ms, bound
// raw: the column encoder would refuse null), so an offline write made earlier does not undo an
// online decision (docs/decisions/126).
const upsertCompletionStatement = db
  .insert(sectionProgress)
  .values({
    userId: userIdParam,
    sectionId: sectionIdParam,
    completed: sql.placeholder("completed"),
    completionDecidedAt: sql`${sql.placeholder("decidedAt")}`,
    updatedAt: sql.placeholder("now"),
  })
  .onConflictDoUpdate({
    target: [sectionProgress.userId, sectionProgress.sectionId],
    set: {
      completed: sql`excluded.completed`,
      completionDecidedAt: sql`excluded.completion_decided_at`,
      updatedAt: sql`excluded.updated_at`,
    },
  })
  .prepare();

const upsertVideoStatement = db
  .insert(sectionProgress)
  .values({
    userId: userIdParam,
    sectionId: sectionIdParam,
    completed: sql.placeholder("completed"),
    videoProgress: sql.placeholder("seconds"),
    // Null unless this write completes the section: an earlier decision's time is kept.
    completionDecidedAt: sql`${sql.placeholder("decidedAt")}`,
    updatedAt: sql.placeholder("now"),
  })
  .onConflictDoUpdate({
    target: [sectionProgress.userId, sectionProgress.sectionId],
    set: {
      completed: sql`excluded.completed`,
      videoProgress: sql`excluded.video_progress`,
      completionDecidedAt: sql`coalesce(excluded.completion_decided_at, ${sectionProgress.completionDecidedAt})`,
      updatedAt: sql`excluded.updated_at`,
    },
  })
  .prepare();

/**
 * The course of a section the user may write progress in, and whether the section is completed
 * for the user now: 404 for a missing section, 403 when not enrolled (like `requireEnrolledSection`).
 */
function enrolledSectionContext(userId: number, sectionId: number) {
  const row = sectionStateQuery.get({ userId, sectionId });
  if (!row) throw sectionNotFound();
  if (row.enrollmentId === null) throw notEnrolled();
  return { courseId: row.courseId, wasCompleted: row.completed ?? false };
}

// --- Position in the course (pure) -------------------------------------------------------------

/**
 * Where a student picks the course up again: the first section (in course order) not completed
 * yet; the last section once all are done; null for a course without sections.
 */
export function resumeSectionId(
  orderedSectionIds: readonly number[],
  completedSectionIds: ReadonlySet<number>,
) {
  return (
    orderedSectionIds.find((id) => !completedSectionIds.has(id)) ?? orderedSectionIds.at(-1) ?? null
  );
}

/** The sections before and after `sectionId` in course order, or null when it is not in the course. */
export function sectionNeighbours(orderedSectionIds: readonly number[], sectionId: number) {
  const index = orderedSectionIds.indexOf(sectionId);
  if (index === -1) return null;
  return {
    index,
    previousId: orderedSectionIds[index - 1] ?? null,
    nextId: orderedSectionIds[index + 1] ?? null,
  };
}

// --- Reads ---------------------------------------------------------------------------------------

function courseIdOfSection(exec: Executor, sectionId: number) {
  const row = exec
    .select({ courseId: modules.courseId })
    .from(sections)
    .innerJoin(modules, eq(modules.id, sections.moduleId))
    .where(eq(sections.id, sectionId))
    .get();
  return row?.courseId ?? null;
}

function enrollmentIdOf(exec: Executor, userId: number, courseId: number) {
  const row = exec
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .get();
  return row?.id ?? null;
}

/**
 * The course of a section the user may work in: 404 when the section does not exist, 403 ('No
 * enrollment found' on the API) when the user is not enrolled in its course.
 */
export function requireEnrolledSection(
  userId: number,
  sectionId: number,
  { exec = db, deniedMessage }: { exec?: Executor; deniedMessage?: string } = {},
) {
  const courseId = courseIdOfSection(exec, sectionId);
  if (courseId === null) throw sectionNotFound();
  if (enrollmentIdOf(exec, userId, courseId) === null) throw notEnrolled(deniedMessage);
  return courseId;
}

const userSectionProgressQuery = db
  .select({
    sectionId: sectionProgress.sectionId,
    completed: sectionProgress.completed,
    videoProgress: sectionProgress.videoProgress,
    updatedAt: sectionProgress.updatedAt,
  })
  .from(sectionProgress)
  .innerJoin(sections, eq(sections.id, sectionProgress.sectionId))
  .innerJoin(modules, eq(modules.id, sections.moduleId))
  .where(and(eq(sectionProgress.userId, userIdParam), eq(modules.courseId, courseIdParam)))
  .orderBy(asc(modules.order), asc(sections.order))
  .prepare();

/** The user's rows for the sections of one course, keyed by section id (learn page, API). */
export function getUserSectionProgress(userId: number, courseId: number) {
  const rows = userSectionProgressQuery.all({ userId, courseId });
  return new Map(rows.map((row) => [row.sectionId, row]));
}

/**
 * GET /api/courses/{courseId}/progress: the caller's section rows in the shape the previous
 * site's client reads. 404 for a missing course, 403 'No enrollment found' when not enrolled.
 */
export function listCourseProgress(userId: number, courseId: number) {
  const course = db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).get();
  if (!course)
    throw new DomainError(404, "Curso no encontrado", { apiMessage: "Course not found" });
  if (enrollmentIdOf(db, userId, courseId) === null) throw notEnrolled();
  return [...getUserSectionProgress(userId, courseId).values()].map((row) => ({
    sectionId: row.sectionId,
    completed: row.completed,
    timestamp: row.updatedAt.toISOString(),
    videoProgress: row.videoProgress,
  }));
}

// --- Course percentage ---------------------------------------------------------------------------

/**
 * Recomputes one enrollment's percentage from the section rows (never from a client's number) and
 * stores it, `completed` following 100 %. Reaching 100 % issues the course certificate in the same
 * transaction (once: an existing one is kept, also when the percentage drops again).
 */
export function refreshEnrollment(exec: Transaction, userId: number, courseId: number) {
  const row = enrollmentCountsQuery.get({ userId, courseId });
  const progress = coursePercent(row?.completedSections ?? 0, row?.totalSections ?? 0);
  const completed = progress === 100;
  // A replay or a video ping that changes nothing leaves the row alone: one write fewer.
  if (row && (row.progress !== progress || row.completed !== completed)) {
    updateEnrollmentStatement.run({ id: row.id, progress, completed: completed ? 1 : 0 });
  }
  if (completed) issueCertificateIn(exec, userId, courseId);
  return { progress, completed };
}

/**
 * Brings every enrollment of a course in line with its current sections. Call it after adding or
 * removing sections (or modules): a completed course gets a new section → no longer 100 %.
 */
export function recomputeCourseProgress(courseId: number) {
  db.transaction((tx) => recomputeCourseProgressIn(tx, courseId), { behavior: "immediate" });
}

/** The same, inside a caller's transaction (the syllabus write that changed the sections). */
export function recomputeCourseProgressIn(tx: Transaction, courseId: number) {
  const enrolled = tx
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(eq(enrollments.courseId, courseId))
    .all();
  for (const { userId } of enrolled) refreshEnrollment(tx, userId, courseId);
}

/**
 * PATCH /api/enrollments/{id}/progress: only the caller's own enrollment (else 403 'No enrollment
 * found'); the stored percentage is recomputed from the section rows, whatever the client sent.
 */
export function syncEnrollmentProgress(userId: number, enrollmentId: number) {
  return db.transaction(
    (tx) => {
      const enrollment = tx
        .select({ id: enrollments.id, courseId: enrollments.courseId })
        .from(enrollments)
        .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.userId, userId)))
        .get();
      if (!enrollment) throw notEnrolled();
      refreshEnrollment(tx, userId, enrollment.courseId);
      return tx.select().from(enrollments).where(eq(enrollments.id, enrollment.id)).get()!;
    },
    { behavior: "immediate" },
  );
}

// --- Writes --------------------------------------------------------------------------------------

/**
 * Marks a section completed or not for the user (idempotent: one row per user and section) and
 * recomputes the course percentage, in one transaction.
 */
export function setSectionCompletion(userId: number, sectionId: number, completed: boolean) {
  return db.transaction(
    (tx) => {
      const { courseId } = enrolledSectionContext(userId, sectionId);
      const now = new Date();
      upsertCompletionStatement.run({
        userId,
        sectionId,
        completed: completed ? 1 : 0,
        decidedAt: now.getTime(),
        now,
      });
      return { sectionId, completed, course: refreshEnrollment(tx, userId, courseId) };
    },
    { behavior: "immediate" },
  );
}

export type VideoPosition = {
  /** Playback position in seconds. */
  videoProgress: number;
  /** The video's length in seconds, when the player knows it. */
  duration?: number;
  /** The video played to its end. */
  ended?: boolean;
};

/**
 * What a reported position means (pure): the whole seconds stored for resuming (clamped to the
 * video's length, or to MAX_VIDEO_SECONDS when unknown) and whether it completes the section (95 %
 * of `duration` watched, or `ended`). Shared by the online write and the offline sync.
 */
export function videoPositionOf(input: VideoPosition) {
  const duration = input.duration && input.duration > 0 ? input.duration : undefined;
  const position = Math.min(Math.max(0, input.videoProgress), duration ?? MAX_VIDEO_SECONDS);
  const seconds = Math.floor(input.ended && duration ? duration : position);
  const watched = input.ended ? 100 : watchedPercent(position, duration);
  const reachedEnd = watched !== null && watched >= VIDEO_AUTO_COMPLETE_PERCENT;
  return { seconds, reachedEnd };
}

/**
 * Saves the playback position (whole seconds, for resuming) and completes the section once 95 %
 * of the video is watched or it played to the end. See docs/decisions/050-video-progress-units.md.
 */
export function recordVideoProgress(userId: number, sectionId: number, input: VideoPosition) {
  const { seconds, reachedEnd } = videoPositionOf(input);

  return db.transaction(
    (tx) => {
      const { courseId, wasCompleted } = enrolledSectionContext(userId, sectionId);
      const completed = wasCompleted || reachedEnd;
      const now = new Date();
      upsertVideoStatement.run({
        userId,
        sectionId,
        completed: completed ? 1 : 0,
        seconds,
        decidedAt: completed && !wasCompleted ? now.getTime() : null,
        now,
      });
      return {
        sectionId,
        videoProgress: seconds,
        completed,
        autoCompleted: completed && !wasCompleted,
        course: refreshEnrollment(tx, userId, courseId),
      };
    },
    { behavior: "immediate" },
  );
}
