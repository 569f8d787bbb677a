import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { courses, enrollments, sectionComments, sectionProgress, sections } from "../../db/schema";
import { db } from "~/db.server";
import type { Admin } from "~/auth/session.server";
import { listUserEnrollments } from "~/models/enrollment.server";
import { DomainError } from "~/models/errors.server";
import {
  recomputeCourseProgress,
  recordVideoProgress,
  resumeSectionId,
  sectionNeighbours,
  setSectionCompletion,
} from "~/models/progress.server";
import { loader as courseProgressLoader } from "~/routes/api.courses.$courseId.progress";
import { action as enrollmentProgressAction } from "~/routes/api.enrollments.$id.progress";
import { action as sectionProgressAction } from "~/routes/api.sections.$sectionId.progress";
import { action as videoProgressAction } from "~/routes/api.sections.$sectionId.video-progress";
import { action as learnAction, loader as learnLoader } from "~/routes/courses.$slug_.learn/route";
import { createSection, deleteModule, deleteSection } from "~/models/syllabus.server";
import { COMMENT_MESSAGES } from "~/schemas/learning";
import { coursePercent, enrollmentStatusFor } from "~/utils/course-progress";
import { insertTestCourseWithSections, insertTestSection } from "../support/courses";
import { enrollmentOf } from "../support/enrollments";

import { run } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

// --- fixtures ------------------------------------------------------------------------------------

function enroll(userId: number, courseId: number) {
  return db.insert(enrollments).values({ userId, courseId }).returning().get();
}

function progressRows(userId: number, sectionId?: number) {
  return db
    .select()
    .from(sectionProgress)
    .where(
      sectionId === undefined
        ? eq(sectionProgress.userId, userId)
        : and(eq(sectionProgress.userId, userId), eq(sectionProgress.sectionId, sectionId)),
    )
    .all();
}

function domainErrorOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) {
      return { status: error.status, message: error.message, apiMessage: error.apiMessage };
    }
    throw error;
  }
  return null;
}

async function student() {
  const user = insertTestUser();
  return { ...user, cookie: await cookieFor(user.id) };
}

type Caller = { cookie: string } | null;

function jsonRequest(method: string, path: string, caller: Caller, body?: unknown) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      ...(caller ? { Cookie: caller.cookie } : {}),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const postCompletion = (caller: Caller, sectionId: number | string, body: unknown) =>
  run(() =>
    sectionProgressAction({
      request: jsonRequest("POST", `/api/sections/${sectionId}/progress`, caller, body),
      params: { sectionId: String(sectionId) },
      context: {},
    }),
  );

const postVideo = (caller: Caller, sectionId: number | string, body: unknown) =>
  run(() =>
    videoProgressAction({
      request: jsonRequest("POST", `/api/sections/${sectionId}/video-progress`, caller, body),
      params: { sectionId: String(sectionId) },
      context: {},
    }),
  );

const getCourseProgress = (caller: Caller, courseId: number | string) =>
  run(() =>
    courseProgressLoader({
      request: jsonRequest("GET", `/api/courses/${courseId}/progress`, caller),
      params: { courseId: String(courseId) },
      context: {},
    }),
  );

const patchEnrollment = (caller: Caller, enrollmentId: number, body: unknown, method = "PATCH") =>
  run(() =>
    enrollmentProgressAction({
      request: jsonRequest(method, `/api/enrollments/${enrollmentId}/progress`, caller, body),
      params: { id: String(enrollmentId) },
      context: {},
    }),
  );

function learnPage(caller: Caller, slug: string, search = "") {
  return run(() =>
    learnLoader({
      request: new Request(`http://localhost/courses/${slug}/learn${search}`, {
        headers: caller ? { Cookie: caller.cookie } : {},
      }),
      params: { slug },
      context: {},
    }),
  );
}

function postLearnForm(caller: Caller, slug: string, form: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) body.append(key, value);
  return run(() =>
    learnAction({
      request: new Request(`http://localhost/courses/${slug}/learn`, {
        method: "POST",
        headers: caller ? { Cookie: caller.cookie } : {},
        body,
      }),
      params: { slug },
      context: {},
    }),
  );
}

// --- pure rules ----------------------------------------------------------------------------------

describe("progress arithmetic and resume (pure)", () => {
  it("course percentage: no sections, partial, rounding, complete", () => {
    expect(coursePercent(0, 0)).toBe(0);
    expect(coursePercent(3, 0)).toBe(0);
    expect(coursePercent(0, 4)).toBe(0);
    expect(coursePercent(1, 3)).toBe(33);
    expect(coursePercent(2, 3)).toBe(67);
    expect(coursePercent(1, 8)).toBe(13);
    // Rounding never claims "completed" early nor "not started" late.
    expect(coursePercent(199, 200)).toBe(99);
    expect(coursePercent(1, 300)).toBe(1);
    expect(coursePercent(4, 4)).toBe(100);
    // More completed rows than sections (sections removed since) never exceeds 100.
    expect(coursePercent(5, 4)).toBe(100);
  });

  it("status text follows the percentage", () => {
    expect(enrollmentStatusFor(0)).toBe("No iniciado");
    expect(enrollmentStatusFor(1)).toBe("En progreso");
    expect(enrollmentStatusFor(99)).toBe("En progreso");
    expect(enrollmentStatusFor(100)).toBe("Completado");
  });

  it("resume: first incomplete section in course order, the last when all are done", () => {
    expect(resumeSectionId([], new Set())).toBeNull();
    expect(resumeSectionId([10, 11, 12], new Set())).toBe(10);
    expect(resumeSectionId([10, 11, 12], new Set([10]))).toBe(11);
    // Completing out of order: the gap is where the student resumes.
    expect(resumeSectionId([10, 11, 12], new Set([10, 12]))).toBe(11);
    expect(resumeSectionId([10, 11, 12], new Set([10, 11, 12]))).toBe(12);
  });

  it("previous and next around a section; null outside the course", () => {
    expect(sectionNeighbours([10, 11, 12], 10)).toEqual({ index: 0, previousId: null, nextId: 11 });
    expect(sectionNeighbours([10, 11, 12], 11)).toEqual({ index: 1, previousId: 10, nextId: 12 });
    expect(sectionNeighbours([10, 11, 12], 12)).toEqual({ index: 2, previousId: 11, nextId: null });
    expect(sectionNeighbours([10, 11, 12], 99)).toBeNull();
  });
});

// --- model ---------------------------------------------------------------------------------------

describe("progress model", () => {
  it("stores one row per section and the course percentage on the enrollment", () => {
    const user = insertTestUser();
    const { course, sectionIds } = insertTestCourseWithSections([2, 2]);
    enroll(user.id, course.id);

    expect(setSectionCompletion(user.id, sectionIds[0], true).course).toEqual({
      progress: 25,
      completed: false,
    });
    setSectionCompletion(user.id, sectionIds[0], true);
    expect(progressRows(user.id, sectionIds[0])).toHaveLength(1);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 25, completed: false });

    for (const id of sectionIds) setSectionCompletion(user.id, id, true);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 100, completed: true });

    setSectionCompletion(user.id, sectionIds[3], false);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 75, completed: false });
    expect(progressRows(user.id)).toHaveLength(4);
  });

  it("sections added after completion bring the course below 100 %; removing them restores it", () => {
    const user = insertTestUser();
    const { course, sectionIds } = insertTestCourseWithSections([2, 2]);
    enroll(user.id, course.id);
    for (const id of sectionIds) setSectionCompletion(user.id, id, true);
    const [profileBefore] = listUserEnrollments(user.id);
    expect(profileBefore).toMatchObject({ progress: 100, completed: true, status: "Completado" });

    const moduleId = db
      .select({ moduleId: sections.moduleId })
      .from(sections)
      .where(eq(sections.id, sectionIds[3]))
      .get()!.moduleId;
    const added = insertTestSection(moduleId, 3).id;
    // The profile counts rows, so it is right even before the stored value is recomputed.
    expect(listUserEnrollments(user.id)[0]).toMatchObject({
      progress: 80,
      completed: false,
      status: "En progreso",
    });
    recomputeCourseProgress(course.id);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 80, completed: false });

    db.delete(sections).where(eq(sections.id, added)).run();
    recomputeCourseProgress(course.id);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 100, completed: true });
  });

  it("the admin's section and module writes recompute the stored percentages", () => {
    const admin = insertTestUser("admin") as Admin;
    const user = insertTestUser();
    const { course, sectionIds } = insertTestCourseWithSections([1, 1]);
    enroll(user.id, course.id);
    for (const id of sectionIds) setSectionCompletion(user.id, id, true);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 100, completed: true });

    const moduleId = db
      .select({ moduleId: sections.moduleId })
      .from(sections)
      .where(eq(sections.id, sectionIds[0]))
      .get()!.moduleId;
    const { section } = createSection(admin, {
      moduleId,
      title: "Sección nueva",
      content: "Contenido de la sección nueva.",
      duration: 30,
      videoUrl: null,
      resources: [],
      order: 2,
    })!;
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 67, completed: false });

    deleteSection(admin, section.id);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 100, completed: true });

    setSectionCompletion(user.id, sectionIds[1], false);
    expect(enrollmentOf(user.id, course.id).progress).toBe(50);
    const otherModuleId = db
      .select({ moduleId: sections.moduleId })
      .from(sections)
      .where(eq(sections.id, sectionIds[1]))
      .get()!.moduleId;
    deleteModule(admin, otherModuleId);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 100, completed: true });
  });

  it("refuses sections of courses the user is not enrolled in (403) and missing sections (404)", () => {
    const user = insertTestUser();
    const { sectionIds } = insertTestCourseWithSections([1]);
    expect(domainErrorOf(() => setSectionCompletion(user.id, sectionIds[0], true))).toEqual({
      status: 403,
      message: "Debes estar inscrito en este curso para guardar tu progreso.",
      apiMessage: "No enrollment found",
    });
    expect(
      domainErrorOf(() => recordVideoProgress(user.id, sectionIds[0], { videoProgress: 5 })),
    ).toMatchObject({ status: 403, apiMessage: "No enrollment found" });
    expect(domainErrorOf(() => setSectionCompletion(user.id, 999_999, true))?.status).toBe(404);
    expect(progressRows(user.id)).toHaveLength(0);
  });

  it("video: saves whole seconds, completes at 95 % or at the end, never un-completes", () => {
    const user = insertTestUser();
    const { course, sectionIds } = insertTestCourseWithSections([3]);
    enroll(user.id, course.id);
    const [a, b, c] = sectionIds;

    expect(recordVideoProgress(user.id, a, { videoProgress: 12.7, duration: 24 })).toMatchObject({
      videoProgress: 12,
      completed: false,
      autoCompleted: false,
    });
    // 94 % is not enough; 95 % is.
    expect(recordVideoProgress(user.id, a, { videoProgress: 94, duration: 100 }).completed).toBe(
      false,
    );
    expect(recordVideoProgress(user.id, a, { videoProgress: 95, duration: 100 })).toMatchObject({
      completed: true,
      autoCompleted: true,
      course: { progress: 33 },
    });
    // Watching again from the start keeps the section completed.
    expect(recordVideoProgress(user.id, a, { videoProgress: 3, duration: 100 })).toMatchObject({
      videoProgress: 3,
      completed: true,
      autoCompleted: false,
    });

    // The end of the video completes it and stores the full length.
    expect(
      recordVideoProgress(user.id, b, { videoProgress: 20, duration: 24, ended: true }),
    ).toMatchObject({ videoProgress: 24, completed: true, autoCompleted: true });

    // Without a known length a position is only a position (the old client's reading).
    expect(recordVideoProgress(user.id, c, { videoProgress: 100 })).toMatchObject({
      videoProgress: 100,
      completed: false,
    });
    // A position past the end is clamped to the length.
    expect(recordVideoProgress(user.id, c, { videoProgress: 500, duration: 30 })).toMatchObject({
      videoProgress: 30,
      completed: true,
    });
    expect(progressRows(user.id)).toHaveLength(3);
    expect(enrollmentOf(user.id, course.id)).toMatchObject({ progress: 100, completed: true });
  });

  it("the profile lists status and percentage from real data", () => {
    const user = insertTestUser();
    const fresh = insertTestCourseWithSections([2]);
    const started = insertTestCourseWithSections([3]);
    const done = insertTestCourseWithSections([1]);
    for (const { course } of [fresh, started, done]) enroll(user.id, course.id);
    setSectionCompletion(user.id, started.sectionIds[0], true);
    setSectionCompletion(user.id, done.sectionIds[0], true);
    // A stale stored number does not leak into the profile.
    db.update(enrollments)
      .set({ progress: 250 })
      .where(eq(enrollments.courseId, fresh.course.id))
      .run();

    const bySlug = new Map(listUserEnrollments(user.id).map((e) => [e.course.slug, e]));
    expect(bySlug.get(fresh.course.slug)).toMatchObject({ progress: 0, status: "No iniciado" });
    expect(bySlug.get(started.course.slug)).toMatchObject({ progress: 33, status: "En progreso" });
    expect(bySlug.get(done.course.slug)).toMatchObject({
      progress: 100,
      completed: true,
      status: "Completado",
    });
  });
});

// --- API -----------------------------------------------------------------------------------------

describe("progress API (SPEC §7)", () => {
  it("takes the player's sendBeacon (text/plain) on video-progress, never from another site", async () => {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([2]);
    enroll(user.id, course.id);
    const beacon = (headers: Record<string, string>) =>
      run(() =>
        videoProgressAction({
          request: new Request(`http://localhost/api/sections/${sectionIds[0]}/video-progress`, {
            method: "POST",
            headers: {
              "Content-Type": "text/plain;charset=UTF-8",
              Cookie: user.cookie,
              ...headers,
            },
            body: JSON.stringify({ videoProgress: 12, duration: 24 }),
          }),
          params: { sectionId: String(sectionIds[0]) },
          context: {},
        }),
      );
    const saved = await beacon({ Origin: "http://localhost", Host: "localhost" });
    expect(saved.status).toBe(200);
    expect(saved.data.videoProgress).toBe(12);
    const foreign = await beacon({ Origin: "https://evil.example", Host: "localhost" });
    expect(foreign.status).toBe(403);
    // Other JSON routes still refuse text/plain.
    const completion = await run(() =>
      sectionProgressAction({
        request: new Request(`http://localhost/api/sections/${sectionIds[0]}/progress`, {
          method: "POST",
          headers: { "Content-Type": "text/plain", Cookie: user.cookie },
          body: JSON.stringify({ completed: true }),
        }),
        params: { sectionId: String(sectionIds[0]) },
        context: {},
      }),
    );
    expect(completion.status).toBe(415);
  });

  it("POST /api/sections/{id}/progress marks, answers the course %, and GET lists the rows", async () => {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([2]);
    enroll(user.id, course.id);

    const marked = await postCompletion(user, sectionIds[0], { completed: true });
    expect(marked.status).toBe(200);
    expect(marked.data).toEqual({
      sectionId: sectionIds[0],
      completed: true,
      progress: 50,
      courseCompleted: false,
    });
    await postVideo(user, sectionIds[1], { videoProgress: 7.4, duration: 24 });

    const listed = await getCourseProgress(user, course.id);
    expect(listed.status).toBe(200);
    expect(listed.data.completedSections).toEqual([
      {
        sectionId: sectionIds[0],
        completed: true,
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        videoProgress: 0,
      },
      {
        sectionId: sectionIds[1],
        completed: false,
        timestamp: expect.any(String),
        videoProgress: 7,
      },
    ]);
  });

  it("answers 403 'No enrollment found' outside the caller's courses and writes nothing", async () => {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([1]);
    for (const outcome of [
      await postCompletion(user, sectionIds[0], { completed: true }),
      await postVideo(user, sectionIds[0], { videoProgress: 10 }),
      await getCourseProgress(user, course.id),
    ]) {
      expect(outcome.status).toBe(403);
      expect(outcome.data).toEqual({ message: "No enrollment found" });
    }
    expect(progressRows(user.id)).toHaveLength(0);
  });

  it("401 anonymous, 404 for missing sections and courses, 405 for other methods", async () => {
    const user = await student();
    expect((await postCompletion(null, 1, { completed: true })).status).toBe(401);
    expect((await getCourseProgress(null, 1)).status).toBe(401);
    expect(await postCompletion(user, 999_999, { completed: true })).toMatchObject({
      status: 404,
      data: { message: "Section not found" },
    });
    expect((await postCompletion(user, "abc", { completed: true })).status).toBe(404);
    expect(await getCourseProgress(user, 999_999)).toMatchObject({
      status: 404,
      data: { message: "Course not found" },
    });
    const { sectionIds } = insertTestCourseWithSections([1]);
    const get = await run(() =>
      sectionProgressAction({
        request: jsonRequest("PUT", `/api/sections/${sectionIds[0]}/progress`, user, {}),
        params: { sectionId: String(sectionIds[0]) },
        context: {},
      }),
    );
    expect(get.status).toBe(405);
  });

  // A value the schema refuses names its field; a body that is not JSON at all says so.
  const FIELD = /videoProgress|duration|ended/;
  it.each([
    ["that is negative", { videoProgress: -1 }, FIELD],
    ["that is a string", { videoProgress: "12" }, FIELD],
    ["that is huge", { videoProgress: 1e12 }, FIELD],
    ["that is null", { videoProgress: null }, FIELD],
    ["that is missing", {}, FIELD],
    ["with a bad duration", { videoProgress: 5, duration: -3 }, FIELD],
    ["with a non-boolean ended", { videoProgress: 5, ended: "yes" }, FIELD],
    ["with NaN (not JSON)", '{"videoProgress": NaN}', /JSON/],
    ["with Infinity (not JSON)", '{"videoProgress": Infinity}', /JSON/],
    ["that is an array", "[12]", /JSON/],
  ])("video progress %s → 400 with a message, nothing written", async (_, body, message) => {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([1]);
    enroll(user.id, course.id);
    const outcome = await postVideo(user, sectionIds[0], body);
    expect(outcome.status).toBe(400);
    expect(outcome.data.message).toMatch(message);
    expect(progressRows(user.id)).toHaveLength(0);
  });

  it("completion must be a boolean", async () => {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([1]);
    enroll(user.id, course.id);
    for (const body of [{ completed: "true" }, { completed: 1 }, {}]) {
      const outcome = await postCompletion(user, sectionIds[0], body);
      expect(outcome.status).toBe(400);
      expect(outcome.data.message).toBe("El campo completed debe ser verdadero o falso.");
    }
    expect(progressRows(user.id)).toHaveLength(0);
  });

  it("50 concurrent toggles of one section leave one row and a matching percentage", async () => {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([4]);
    enroll(user.id, course.id);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postCompletion(user, sectionIds[1], { completed: index % 2 === 0 }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(50).fill(200));
    const rows = progressRows(user.id, sectionIds[1]);
    expect(rows).toHaveLength(1);
    expect(enrollmentOf(user.id, course.id).progress).toBe(rows[0].completed ? 25 : 0);

    // And 50 concurrent "mark complete" clicks: still one row, 25 %.
    await Promise.all(
      Array.from({ length: 50 }, () => postCompletion(user, sectionIds[2], { completed: true })),
    );
    expect(progressRows(user.id, sectionIds[2])).toHaveLength(1);
    expect(enrollmentOf(user.id, course.id).progress).toBe(rows[0].completed ? 50 : 25);
  });

  it("PATCH /api/enrollments/{id}/progress: own enrollment only, percentage recomputed", async () => {
    const owner = await student();
    const other = await student();
    const { course, sectionIds } = insertTestCourseWithSections([4]);
    const enrollment = enroll(owner.id, course.id);
    setSectionCompletion(owner.id, sectionIds[0], true);

    const patched = await patchEnrollment(owner, enrollment.id, { progress: 100, completed: true });
    expect(patched.status).toBe(200);
    expect(patched.data).toMatchObject({
      id: enrollment.id,
      courseId: course.id,
      progress: 25,
      completed: false,
    });

    const foreign = await patchEnrollment(other, enrollment.id, { progress: 0, completed: false });
    expect(foreign).toMatchObject({ status: 403, data: { message: "No enrollment found" } });
    expect((await patchEnrollment(other, 999_999, { progress: 10 })).status).toBe(403);
    expect(enrollmentOf(owner.id, course.id)).toMatchObject({ progress: 25 });

    expect((await patchEnrollment(owner, enrollment.id, { progress: "100" })).status).toBe(400);
    expect((await patchEnrollment(owner, enrollment.id, { progress: 900 })).status).toBe(400);
    expect((await patchEnrollment(owner, enrollment.id, {}, "POST")).status).toBe(405);
    expect((await patchEnrollment(null, enrollment.id, {})).status).toBe(401);
  });
});

// --- the learn page ------------------------------------------------------------------------------

describe("/courses/{slug}/learn player", () => {
  it("resumes at the first incomplete section, the last one when all are done", async () => {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([2, 1]);
    enroll(user.id, course.id);
    const href = (id: number) => `/courses/${course.slug}/learn?section=${id}`;

    const first = await learnPage(user, course.slug);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(href(sectionIds[0]));

    setSectionCompletion(user.id, sectionIds[0], true);
    expect((await learnPage(user, course.slug)).headers.get("Location")).toBe(href(sectionIds[1]));
    // A section of another course or garbage also goes to the resume section.
    const other = insertTestCourseWithSections([1]);
    for (const search of [`?section=${other.sectionIds[0]}`, "?section=abc", "?section=-1"]) {
      expect((await learnPage(user, course.slug, search)).headers.get("Location")).toBe(
        href(sectionIds[1]),
      );
    }

    for (const id of sectionIds) setSectionCompletion(user.id, id, true);
    expect((await learnPage(user, course.slug)).headers.get("Location")).toBe(href(sectionIds[2]));
  });

  it("shows the outline with checks, the %, neighbours, video position and real counts", async () => {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([2, 2], {
      videoUrl: "/media/leccion-demo.webm",
    });
    enroll(user.id, course.id);
    setSectionCompletion(user.id, sectionIds[0], true);
    recordVideoProgress(user.id, sectionIds[1], { videoProgress: 9, duration: 24 });

    const page = await learnPage(user, course.slug, `?section=${sectionIds[1]}&tab=recursos`);
    expect(page.status).toBe(200);
    const { player, tab } = page.data;
    expect(tab).toBe("recursos");
    expect(player.courseProgress).toBe(25);
    expect(
      player.outline.flatMap((m: { sections: { completed: boolean }[] }) =>
        m.sections.map((s) => s.completed),
      ),
    ).toEqual([true, false, false, false]);
    expect(player.current).toMatchObject({
      id: sectionIds[1],
      completed: false,
      videoPosition: 9,
      video: { kind: "file", url: "/media/leccion-demo.webm", type: "video/webm" },
      resources: [],
      commentCount: 0,
      module: { order: 1 },
    });
    expect(player.previousId).toBe(sectionIds[0]);
    expect(player.next).toEqual({ id: sectionIds[2], title: "Sección 1" });
  });

  it("the seeded demo course has a video and real resources on its first section", async () => {
    const user = await student();
    const course = db.select().from(courses).where(eq(courses.slug, "web-development")).get()!;
    enroll(user.id, course.id);
    const redirect = await learnPage(user, course.slug);
    const search = new URL(redirect.headers.get("Location")!, "http://localhost").search;
    const page = await learnPage(user, course.slug, search);
    expect(page.data.player.current.video).toMatchObject({ kind: "file" });
    expect(page.data.player.current.resources.length).toBeGreaterThan(0);
    // A section without a video has no player at all.
    const plain = page.data.player.outline[0].sections[2].id;
    const noVideo = await learnPage(user, course.slug, `?section=${plain}`);
    expect(noVideo.data.player.current.video).toBeNull();
  });

  it("a course without sections says so instead of breaking", async () => {
    const user = await student();
    const { course } = insertTestCourseWithSections([0]);
    enroll(user.id, course.id);
    const page = await learnPage(user, course.slug);
    expect(page.status).toBe(200);
    expect(page.data.player.state).toBe("empty");
  });

  it("not enrolled: 'denied' view (403); the toggle form is refused and writes nothing", async () => {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([1]);
    expect(await learnPage(user, course.slug)).toMatchObject({
      status: 403,
      data: { view: "denied" },
    });
    const posted = await postLearnForm(user, course.slug, {
      intent: "set-completion",
      sectionId: String(sectionIds[0]),
      completed: "true",
    });
    expect(posted.status).toBe(403);
    expect(posted.data.error[""]).toEqual([
      "Debes estar inscrito en este curso para guardar tu progreso.",
    ]);
    expect(progressRows(user.id)).toHaveLength(0);
  });

  it("the toggle form redirects back without JS and answers in place for the fetcher", async () => {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([2]);
    enroll(user.id, course.id);
    const plain = await postLearnForm(user, course.slug, {
      intent: "set-completion",
      sectionId: String(sectionIds[0]),
      completed: "true",
    });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe(
      `/courses/${course.slug}/learn?section=${sectionIds[0]}`,
    );
    expect(enrollmentOf(user.id, course.id).progress).toBe(50);

    const enhanced = await postLearnForm(user, course.slug, {
      intent: "set-completion",
      sectionId: String(sectionIds[0]),
      completed: "false",
      enhanced: "1",
    });
    expect(enhanced.status).toBe(200);
    expect(enrollmentOf(user.id, course.id).progress).toBe(0);

    const bad = await postLearnForm(user, course.slug, {
      intent: "set-completion",
      sectionId: String(sectionIds[0]),
      completed: "maybe",
    });
    expect(bad.status).toBe(400);
  });
});

describe("comments", () => {
  async function setup() {
    const user = await student();
    const { course, sectionIds } = insertTestCourseWithSections([1]);
    enroll(user.id, course.id);
    return { user, course, sectionId: sectionIds[0] };
  }
  const comment = (sectionId: number, body: string) => ({
    intent: "post-comment",
    sectionId: String(sectionId),
    body,
  });

  it("posts as plain text and lists newest first with author and delete rights", async () => {
    const { user, course, sectionId } = await setup();
    const html = '<script>alert("x")</script><b>negritas</b>';
    const first = await postLearnForm(user, course.slug, comment(sectionId, "  Primera duda  "));
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(
      `/courses/${course.slug}/learn?section=${sectionId}&tab=comentarios#comentarios`,
    );
    await postLearnForm(user, course.slug, comment(sectionId, html));

    const page = await learnPage(user, course.slug, `?section=${sectionId}&tab=comentarios`);
    expect(page.data.player.current.commentCount).toBe(2);
    expect(
      page.data.comments.map((c: { body: string; canDelete: boolean }) => [c.body, c.canDelete]),
    ).toEqual([
      [html, true],
      ["Primera duda", true],
    ]);
    expect(page.data.comments[0].author.name).toBe(user.name);
  });

  it.each([
    ["empty", "   ", COMMENT_MESSAGES.required],
    ["10 KB", "a".repeat(10 * 1024), COMMENT_MESSAGES.tooLong],
  ])("refuses an %s comment with a Spanish message", async (_, body, message) => {
    const { user, course, sectionId } = await setup();
    const outcome = await postLearnForm(user, course.slug, comment(sectionId, body));
    expect(outcome.status).toBe(400);
    expect(outcome.data.error.body).toEqual([message]);
    expect(
      db.select().from(sectionComments).where(eq(sectionComments.sectionId, sectionId)).all(),
    ).toHaveLength(0);
  });

  it("only enrolled students comment; authors delete their own, admins any", async () => {
    const { user: author, course, sectionId } = await setup();
    await postLearnForm(author, course.slug, comment(sectionId, "Mi aporte"));
    const [{ id: commentId }] = db
      .select()
      .from(sectionComments)
      .where(eq(sectionComments.sectionId, sectionId))
      .all();

    const outsider = await student();
    const refused = await postLearnForm(outsider, course.slug, comment(sectionId, "Hola"));
    expect(refused.status).toBe(403);
    expect(refused.data.error[""]).toEqual(["Debes estar inscrito en este curso para comentar."]);

    const classmate = await student();
    enroll(classmate.id, course.id);
    const asClassmate = await learnPage(
      classmate,
      course.slug,
      `?section=${sectionId}&tab=comentarios`,
    );
    expect(asClassmate.data.comments[0]).toMatchObject({ body: "Mi aporte", canDelete: false });
    // The no-JS confirmation step opens only for a comment the viewer may delete.
    const confirmQuery = `?section=${sectionId}&tab=comentarios&confirm=delete-comment&id=${commentId}`;
    expect((await learnPage(classmate, course.slug, confirmQuery)).data.confirmingCommentId).toBe(
      null,
    );
    expect((await learnPage(author, course.slug, confirmQuery)).data.confirmingCommentId).toBe(
      commentId,
    );
    const notTheirs = await postLearnForm(classmate, course.slug, {
      intent: "delete-comment",
      sectionId: String(sectionId),
      commentId: String(commentId),
    });
    expect(notTheirs.status).toBe(404);

    const admin = insertTestUser("admin");
    const adminCaller = { cookie: await cookieFor(admin.id) };
    enroll(admin.id, course.id);
    const deleted = await postLearnForm(adminCaller, course.slug, {
      intent: "delete-comment",
      sectionId: String(sectionId),
      commentId: String(commentId),
    });
    expect(deleted.status).toBe(302);
    expect(db.select().from(sectionComments).where(eq(sectionComments.id, commentId)).get()).toBe(
      undefined,
    );

    await postLearnForm(author, course.slug, comment(sectionId, "Otra"));
    const own = db
      .select()
      .from(sectionComments)
      .where(eq(sectionComments.sectionId, sectionId))
      .get()!;
    const byAuthor = await postLearnForm(author, course.slug, {
      intent: "delete-comment",
      sectionId: String(sectionId),
      commentId: String(own.id),
    });
    expect(byAuthor.status).toBe(302);
  });

  it("is rate-limited: the 11th comment within 10 minutes is refused (429)", async () => {
    const { user, course, sectionId } = await setup();
    for (let index = 1; index <= 10; index++) {
      const outcome = await postLearnForm(user, course.slug, comment(sectionId, `Nº ${index}`));
      expect(outcome.status).toBe(302);
    }
    const limited = await postLearnForm(user, course.slug, comment(sectionId, "Uno más"));
    expect(limited.status).toBe(429);
    expect(limited.data.error[""][0]).toMatch(/^Demasiados intentos/);
  });
});
