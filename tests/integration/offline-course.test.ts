/**
 * GET /courses/{slug}/offline.json (app/models/offline-course.server.ts): what a download of a
 * course holds, for whom, and when its version changes (docs/decisions/128).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { courses, sections } from "../../db/schema";
import { db } from "~/db.server";
import { postSectionComment } from "~/models/comment.server";
import { enrollUser } from "~/models/enrollment.server";
import { getOfflineCourse, localVideoBytes } from "~/models/offline-course.server";
import { setSectionCompletion } from "~/models/progress.server";
import { loader } from "~/routes/courses.$slug_.offline[.]json";

import { insertTestCourse, insertTestModule, insertTestSection } from "../support/courses";
import { getRequest } from "../support/requests";
import { cookieFor, insertTestUser } from "../support/users";

/** A course with two modules of two sections; the second section has a video file of the site. */
function courseWithSections() {
  const course = insertTestCourse();
  const first = insertTestModule(course.id, 1);
  const second = insertTestModule(course.id, 2);
  const ids = [
    insertTestSection(first.id, 1).id,
    insertTestSection(first.id, 2, { videoUrl: "/media/leccion-demo.webm" }).id,
    insertTestSection(second.id, 1, { videoUrl: "https://www.youtube.com/watch?v=abc" }).id,
    insertTestSection(second.id, 2).id,
  ];
  return { course, ids };
}

async function requestManifest(slug: string, userId?: number) {
  const cookie = userId === undefined ? null : await cookieFor(userId);
  return loader({
    request: getRequest(`/courses/${slug}/offline.json`, { cookie }),
    params: { slug },
    context: {},
  });
}

describe("GET /courses/{slug}/offline.json", () => {
  it("answers an enrolled student privately, 401 anonymous, 403 not enrolled, 404 unknown", async () => {
    const { course } = courseWithSections();
    const student = insertTestUser();
    enrollUser(student.id, course.id);
    const ok = await requestManifest(course.slug, student.id);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await ok.json()).slug).toBe(course.slug);

    expect((await requestManifest(course.slug)).status).toBe(401);
    const stranger = await requestManifest(course.slug, insertTestUser().id);
    expect(stranger.status).toBe(403);
    expect((await stranger.json()).message).toBe(
      "Debes estar inscrito en este curso para descargarlo.",
    );
    expect((await requestManifest("no-existe", student.id)).status).toBe(404);
  });
});

describe("getOfflineCourse", () => {
  it("lists the sections in course order, with the videos the device can keep and their size", () => {
    const { course, ids } = courseWithSections();
    const student = insertTestUser();
    enrollUser(student.id, course.id);
    const offline = getOfflineCourse(course.slug, student);
    expect(offline.sections.map((section) => section.id)).toEqual(ids);
    expect(offline.sections[1].video).toEqual({
      url: "/media/leccion-demo.webm",
      type: "video/webm",
      bytes: expect.any(Number),
    });
    expect(offline.sections[1].video!.bytes).toBeGreaterThan(1000);
    // A video platform's page is a link, not a file: nothing to keep.
    expect(offline.sections[2].video).toBeNull();
    expect(offline.resumeSectionId).toBe(ids[0]);
    setSectionCompletion(student.id, ids[0], true);
    expect(getOfflineCourse(course.slug, student).resumeSectionId).toBe(ids[1]);
  });

  it("changes its version when what the pages show changes, not for comments or progress", async () => {
    const { course, ids } = courseWithSections();
    const student = insertTestUser();
    enrollUser(student.id, course.id);
    const version = () => getOfflineCourse(course.slug, student).version;
    const before = version();
    setSectionCompletion(student.id, ids[0], true);
    await postSectionComment(student, ids[0], "Un comentario que no cambia la descarga.");
    expect(version()).toBe(before);

    db.update(sections).set({ content: "Un texto nuevo." }).where(eq(sections.id, ids[3])).run();
    const edited = version();
    expect(edited).not.toBe(before);
    db.update(courses).set({ title: "Otro título" }).where(eq(courses.id, course.id)).run();
    expect(version()).not.toBe(edited);
  });

  it("finds no file (and no error) for a video address it cannot read", () => {
    expect(localVideoBytes("/media/leccion-demo.webm")).toBeGreaterThan(1000);
    // A broken escape an admin typed, a path out of the site's files, another site.
    expect(localVideoBytes("/media/%E0%A4%A.mp4")).toBeNull();
    expect(localVideoBytes("/../package.json")).toBeNull();
    expect(localVideoBytes("//elsewhere.example/a.mp4")).toBeNull();
    const course = insertTestCourse();
    const module = insertTestModule(course.id, 1);
    insertTestSection(module.id, 1, { videoUrl: "/media/%E0%A4%A.mp4" });
    const student = insertTestUser();
    enrollUser(student.id, course.id);
    expect(getOfflineCourse(course.slug, student).sections[0].video).toBeNull();
  });

  it("refuses live courses and courses without sections (409), disabled ones (404)", () => {
    const student = insertTestUser();
    const empty = insertTestCourse();
    enrollUser(student.id, empty.id);
    expect(() => getOfflineCourse(empty.slug, student)).toThrow(
      "Este curso aún no tiene secciones para descargar.",
    );
    const live = insertTestCourse({ isLive: true });
    expect(() => getOfflineCourse(live.slug, student)).toThrow(
      "Los cursos en vivo no tienen lecciones para descargar.",
    );
    const { course } = courseWithSections();
    enrollUser(student.id, course.id);
    db.update(courses).set({ isDisabled: true }).where(eq(courses.id, course.id)).run();
    expect(() => getOfflineCourse(course.slug, student)).toThrow("Curso no encontrado");
  });
});
