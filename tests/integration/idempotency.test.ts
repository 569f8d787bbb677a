import { randomUUID } from "node:crypto";

import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  contacts,
  editorProjects,
  enrollments,
  idempotencyKeys,
  liveCourseRegistrations,
  sectionComments,
  sectionProgress,
} from "../../db/schema";
import { db } from "~/db.server";
import { enrollUser } from "~/models/enrollment.server";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_SECONDS,
  INVALID_IDEMPOTENCY_KEY_MESSAGE,
} from "~/models/idempotency.server";
import { action as apiContactAction } from "~/routes/api.contact";
import { action as apiEnrollAction } from "~/routes/api.enroll";
import { action as apiLiveAction } from "~/routes/api.live-course-registrations";
import { action as sectionProgressAction } from "~/routes/api.sections.$sectionId.progress";
import { action as videoProgressAction } from "~/routes/api.sections.$sectionId.video-progress";
import { action as contactAction, loader as contactLoader } from "~/routes/contact";
import { action as learnAction, loader as learnLoader } from "~/routes/courses.$slug_.learn/route";
import { action as editorAction, loader as editorLoader } from "~/routes/editor";
import { IDEMPOTENT_REPLAY_HEADER } from "~/utils/write-once.server";
import { action as editorSaveAction } from "~/routes/editor.save";
import {
  courseBySlug,
  insertTestCourse,
  insertTestModule,
  insertTestSection,
} from "../support/courses";
import { ADULT } from "../support/live-registration";
import { formRequest, getRequest, jsonRequest } from "../support/requests";
import { redirectedTo, runRoute, type Outcome } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { signedInUser } from "../support/users";

type Student = Awaited<ReturnType<typeof signedInUser>>;

const key = () => randomUUID();
const uniqueEmail = () => `idem_${randomUUID().slice(0, 8)}@example.com`;

/** The parts of two answers a client sees: status, where it redirects, the toast, the body. */
async function answerOf(outcome: Outcome) {
  return {
    status: outcome.status,
    location: outcome.headers.get("Location"),
    toast: await toastOf(outcome),
    data: outcome.data,
  };
}

// --- contact ------------------------------------------------------------------------------------

const contactFields = (email: string, idempotencyKey?: string) => ({
  name: "Ana López",
  email,
  message: "¿Cuándo empieza el próximo curso?",
  ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
});

const postContactForm = (fields: Record<string, string>) =>
  runRoute(contactAction, formRequest("/contact", fields));

const postContactApi = (email: string, idempotencyKey?: string) =>
  runRoute(
    apiContactAction,
    jsonRequest("/api/contact", contactFields(email), {
      headers: idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );

const contactRows = (email: string) =>
  db.select().from(contacts).where(eq(contacts.email, email)).all();

describe("contact messages", () => {
  it("the page renders a fresh key on every load", async () => {
    const first = await runRoute(contactLoader, getRequest("/contact"));
    const second = await runRoute(contactLoader, getRequest("/contact"));
    expect(first.data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.data.idempotencyKey).not.toBe(first.data.idempotencyKey);
  });

  it("the form sent twice with one key stores one message and answers the same redirect", async () => {
    const email = uniqueEmail();
    const fields = contactFields(email, key());
    const first = await postContactForm(fields);
    const retry = await postContactForm(fields);
    expect(redirectedTo(first)).toBe("/contact");
    expect(await answerOf(retry)).toEqual(await answerOf(first));
    expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(contactRows(email)).toHaveLength(1);
  });

  it("two keys (or none) store two messages", async () => {
    const email = uniqueEmail();
    await postContactForm(contactFields(email, key()));
    await postContactForm(contactFields(email, key()));
    expect(contactRows(email)).toHaveLength(2);
    await postContactForm(contactFields(email));
    expect(contactRows(email)).toHaveLength(3);
  });

  it("/api/contact with one Idempotency-Key answers the first 201 again, body included", async () => {
    const email = uniqueEmail();
    const sharedKey = key();
    const first = await postContactApi(email, sharedKey);
    const retry = await postContactApi(email, sharedKey);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.data).toEqual(first.data);
    expect(contactRows(email)).toHaveLength(1);
    // The page form has its own scope: the same key there is a different request.
    await postContactForm(contactFields(email, sharedKey));
    expect(contactRows(email)).toHaveLength(2);
  });

  it("two concurrent requests with one key: one message, both answered with it", async () => {
    const email = uniqueEmail();
    const sharedKey = key();
    // Both pass the first look-up before either writes: the unique index settles it.
    const [a, b] = await Promise.all([
      postContactApi(email, sharedKey),
      postContactApi(email, sharedKey),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.data).toEqual(a.data);
    expect([a, b].filter((r) => r.headers.get(IDEMPOTENT_REPLAY_HEADER) === "true")).toHaveLength(
      1,
    );
    expect(contactRows(email)).toHaveLength(1);
  });

  it("anonymous senders sharing a key (a cached page) each get their message stored", async () => {
    const sharedKey = key();
    const ana = uniqueEmail();
    const luis = uniqueEmail();
    await postContactApi(ana, sharedKey);
    const other = await postContactApi(luis, sharedKey);
    expect(other.status).toBe(201);
    expect(other.data.contact.email).toBe(luis);
    expect(contactRows(ana)).toHaveLength(1);
    expect(contactRows(luis)).toHaveLength(1);
  });

  it.each([
    ["over 200 characters", "k".repeat(201)],
    ["with spaces", "una clave"],
    ["with a control character", "abc\tdef"],
    ["not ASCII", "clave-ñandú"],
  ])("a key %s → 400 with the Spanish message, nothing stored", async (_label, junk) => {
    const email = uniqueEmail();
    const api = await postContactApi(email, junk);
    expect(api.status).toBe(400);
    expect(api.data.message).toBe(INVALID_IDEMPOTENCY_KEY_MESSAGE);
    const page = await postContactForm(contactFields(email, junk));
    expect(page.status).toBe(400);
    expect(page.data.error[""]).toEqual([INVALID_IDEMPOTENCY_KEY_MESSAGE]);
    expect(contactRows(email)).toHaveLength(0);
  });

  it("a key of exactly 200 characters is accepted", async () => {
    const email = uniqueEmail();
    expect((await postContactApi(email, "k".repeat(200))).status).toBe(201);
    expect(contactRows(email)).toHaveLength(1);
  });

  it("a key older than 24 hours no longer counts (and is pruned)", async () => {
    const email = uniqueEmail();
    const oldKey = key();
    await postContactApi(email, oldKey);
    const dayAgo = new Date(Date.now() - (IDEMPOTENCY_TTL_SECONDS + 60) * 1000);
    db.update(idempotencyKeys)
      .set({ createdAt: dayAgo })
      .where(eq(idempotencyKeys.key, oldKey))
      .run();
    const again = await postContactApi(email, oldKey);
    expect(again.status).toBe(201);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(contactRows(email)).toHaveLength(2);
    const keyRows = db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, oldKey)).all();
    expect(keyRows).toHaveLength(1);
    expect(keyRows[0]!.createdAt.getTime()).toBeGreaterThan(dayAgo.getTime());
  });
});

// --- comments -----------------------------------------------------------------------------------

function courseWithSection() {
  const course = insertTestCourse();
  const mod = insertTestModule(course.id, 1);
  const section = insertTestSection(mod.id, 1);
  return { course, section };
}

async function enrolledStudent(courseId: number) {
  const student = await signedInUser();
  enrollUser(student.id, courseId);
  return student;
}

const postComment = (
  student: Student,
  slug: string,
  sectionId: number,
  body: string,
  idempotencyKey?: string,
) =>
  runRoute(
    learnAction,
    formRequest(
      `/courses/${slug}/learn`,
      {
        intent: "post-comment",
        sectionId: String(sectionId),
        body,
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      },
      { cookie: student.cookie },
    ),
    { slug },
  );

const commentCount = (sectionId: number, userId?: number) =>
  db
    .select({ n: count() })
    .from(sectionComments)
    .where(
      userId === undefined
        ? eq(sectionComments.sectionId, sectionId)
        : and(eq(sectionComments.sectionId, sectionId), eq(sectionComments.userId, userId)),
    )
    .get()!.n;

describe("comments", () => {
  it("the learn page renders a fresh key for the comment form", async () => {
    const { course, section } = courseWithSection();
    const student = await enrolledStudent(course.id);
    const load = () =>
      runRoute(
        learnLoader,
        getRequest(`/courses/${course.slug}/learn?section=${section.id}&tab=comentarios`, {
          cookie: student.cookie,
        }),
        { slug: course.slug },
      );
    const first = await load();
    const second = await load();
    expect(first.data.commentKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.data.commentKey).not.toBe(first.data.commentKey);
  });

  it("one key posts one comment; the retry answers the same redirect and toast", async () => {
    const { course, section } = courseWithSection();
    const student = await enrolledStudent(course.id);
    const sharedKey = key();
    const first = await postComment(student, course.slug, section.id, "Hola", sharedKey);
    const retry = await postComment(student, course.slug, section.id, "Hola", sharedKey);
    expect(first.status).toBe(302);
    expect((await toastOf(first))?.title).toBe("Comentario publicado");
    expect(await answerOf(retry)).toEqual(await answerOf(first));
    expect(commentCount(section.id)).toBe(1);
  });

  it("two keys post two comments", async () => {
    const { course, section } = courseWithSection();
    const student = await enrolledStudent(course.id);
    await postComment(student, course.slug, section.id, "Hola", key());
    await postComment(student, course.slug, section.id, "Hola", key());
    expect(commentCount(section.id)).toBe(2);
  });

  it("the same key from another student is their own request", async () => {
    const { course, section } = courseWithSection();
    const ana = await enrolledStudent(course.id);
    const luis = await enrolledStudent(course.id);
    const sharedKey = key();
    await postComment(ana, course.slug, section.id, "Hola", sharedKey);
    const other = await postComment(luis, course.slug, section.id, "Hola", sharedKey);
    expect(other.status).toBe(302);
    expect(commentCount(section.id, ana.id)).toBe(1);
    expect(commentCount(section.id, luis.id)).toBe(1);
  });

  it("a junk key → 400 with the message on the form; nothing posted", async () => {
    const { course, section } = courseWithSection();
    const student = await enrolledStudent(course.id);
    const refused = await postComment(student, course.slug, section.id, "Hola", "x".repeat(201));
    expect(refused.status).toBe(400);
    expect(refused.data.error[""]).toEqual([INVALID_IDEMPOTENCY_KEY_MESSAGE]);
    expect(commentCount(section.id)).toBe(0);
  });

  it("a refused comment stores no key: the same key works once the comment is valid", async () => {
    const { course, section } = courseWithSection();
    const student = await enrolledStudent(course.id);
    const sharedKey = key();
    const empty = await postComment(student, course.slug, section.id, "   ", sharedKey);
    expect(empty.status).toBe(400);
    const posted = await postComment(student, course.slug, section.id, "Hola", sharedKey);
    expect(posted.status).toBe(302);
    expect(posted.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(commentCount(section.id)).toBe(1);
  });
});

// --- code saves ----------------------------------------------------------------------------------

const projectCount = (userId: number) =>
  db.select({ n: count() }).from(editorProjects).where(eq(editorProjects.userId, userId)).get()!.n;

const editorFields = (intent: string, idempotencyKey?: string) => ({
  intent,
  name: "Mi página",
  html: "<h1>Hola</h1>",
  css: "",
  js: "",
  ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
});

const postEditor = (student: Student, fields: Record<string, string>) =>
  runRoute(editorAction, formRequest("/editor", fields, { cookie: student.cookie }));

const postSave = (student: Student, fields: Record<string, string>, idempotencyKey?: string) =>
  runRoute(
    editorSaveAction,
    formRequest("/editor/save", fields, {
      cookie: student.cookie,
      headers: idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );

describe("code saves", () => {
  it("the editor renders a fresh key on every load", async () => {
    const student = await signedInUser();
    const load = () => runRoute(editorLoader, getRequest("/editor", { cookie: student.cookie }));
    const first = await load();
    expect(first.data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await load()).data.idempotencyKey).not.toBe(first.data.idempotencyKey);
  });

  it.each(["save", "create"])(
    "the form's %s sent twice with one key creates one project, same redirect",
    async (intent) => {
      const student = await signedInUser();
      const fields = editorFields(intent, key());
      const first = await postEditor(student, fields);
      const retry = await postEditor(student, fields);
      expect(first.status).toBe(302);
      expect(await answerOf(retry)).toEqual(await answerOf(first));
      // "create" saves the open (new) project first, then opens a new one: two rows, once.
      expect(projectCount(student.id)).toBe(intent === "create" ? 2 : 1);
    },
  );

  it("two keys create two projects", async () => {
    const student = await signedInUser();
    await postEditor(student, editorFields("save", key()));
    await postEditor(student, editorFields("save", key()));
    expect(projectCount(student.id)).toBe(2);
  });

  it("POST /editor/save with one Idempotency-Key: one project, the same JSON answer", async () => {
    const student = await signedInUser();
    const sharedKey = key();
    const first = await postSave(student, editorFields("save"), sharedKey);
    const retry = await postSave(student, editorFields("save"), sharedKey);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.data).toEqual(first.data);
    expect(projectCount(student.id)).toBe(1);
    // A later save of that project with a new key is stored (the retry did not swallow it).
    const later = await postSave(
      student,
      { ...editorFields("save"), projectId: String(first.data.project.id), html: "<p>2</p>" },
      key(),
    );
    expect(later.data.project.updatedAt).toBeGreaterThan(first.data.project.updatedAt);
  });

  it("the same key from another student saves their own project", async () => {
    const ana = await signedInUser();
    const luis = await signedInUser();
    const sharedKey = key();
    await postSave(ana, editorFields("save"), sharedKey);
    const other = await postSave(luis, editorFields("save"), sharedKey);
    expect(other.status).toBe(200);
    expect(projectCount(ana.id)).toBe(1);
    expect(projectCount(luis.id)).toBe(1);
  });

  it("a junk key → 400, no project", async () => {
    const student = await signedInUser();
    const api = await postSave(student, editorFields("save"), "k".repeat(201));
    expect(api.status).toBe(400);
    expect(api.data.message).toBe(INVALID_IDEMPOTENCY_KEY_MESSAGE);
    const page = await postEditor(student, editorFields("save", "dos palabras"));
    expect(page.status).toBe(400);
    expect(page.data.result.error[""]).toEqual([INVALID_IDEMPOTENCY_KEY_MESSAGE]);
    expect(projectCount(student.id)).toBe(0);
  });
});

// --- writes idempotent by their unique keys ----------------------------------------------------

describe("writes already idempotent by a unique key", () => {
  it("enrollment retried: one row (409 the second time)", async () => {
    const student = await signedInUser();
    const course = insertTestCourse();
    const enroll = () =>
      runRoute(
        apiEnrollAction,
        jsonRequest("/api/enroll", { courseId: course.id }, { cookie: student.cookie }),
      );
    expect((await enroll()).status).toBe(201);
    expect((await enroll()).status).toBe(409);
    const rows = db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, student.id), eq(enrollments.courseId, course.id)))
      .all();
    expect(rows).toHaveLength(1);
  });

  it("live registration retried: one row", async () => {
    const student = await signedInUser();
    const live = courseBySlug("robotica-en-vivo");
    const register = () =>
      runRoute(
        apiLiveAction,
        jsonRequest(
          "/api/live-course-registrations",
          { courseId: live.id, ...ADULT },
          { cookie: student.cookie },
        ),
      );
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBeGreaterThanOrEqual(400);
    const rows = db
      .select()
      .from(liveCourseRegistrations)
      .where(eq(liveCourseRegistrations.userId, student.id))
      .all();
    expect(rows).toHaveLength(1);
  });

  it("section and video progress retried: one row with the last values", async () => {
    const { course, section } = courseWithSection();
    const student = await enrolledStudent(course.id);
    const sectionId = String(section.id);
    const complete = () =>
      runRoute(
        sectionProgressAction,
        jsonRequest(
          `/api/sections/${sectionId}/progress`,
          { completed: true },
          { cookie: student.cookie },
        ),
        { sectionId },
      );
    const video = () =>
      runRoute(
        videoProgressAction,
        jsonRequest(
          `/api/sections/${sectionId}/video-progress`,
          { videoProgress: 42 },
          { cookie: student.cookie },
        ),
        { sectionId },
      );
    for (const write of [complete, complete, video, video]) {
      expect((await write()).status).toBeLessThan(300);
    }
    const rows = db
      .select()
      .from(sectionProgress)
      .where(and(eq(sectionProgress.userId, student.id), eq(sectionProgress.sectionId, section.id)))
      .all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ completed: true, videoProgress: 42 });
  });
});
