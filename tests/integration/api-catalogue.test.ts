import { randomUUID } from "node:crypto";

import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { loader as coursesApi } from "~/routes/api.courses";
import { loader as courseModulesApi } from "~/routes/api.courses.$courseId.modules";
import { loader as courseApi } from "~/routes/api.courses.$slug";
import { action as enrollApi, loader as enrollGet } from "~/routes/api.enroll";
import { loader as enrollmentsApi } from "~/routes/api.enrollments";
import { action as enrollmentApi } from "~/routes/api.enrollments.$id";
import { loader as sectionsApi } from "~/routes/api.modules.$moduleId.sections";
import { loader as teamApi } from "~/routes/api.team";
import { loader as testimonialsApi } from "~/routes/api.testimonials";

import { courses, enrollments, teams, testimonials, type Course } from "../../db/schema";
import {
  courseBySlug,
  insertTestCourse,
  insertTestModule,
  insertTestSection,
} from "../support/courses";
import { getRequest, jsonRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

const enroll = (cookie: string, body: unknown) =>
  runRoute(enrollApi, jsonRequest("/api/enroll", body, { cookie }));

// --- read endpoints ------------------------------------------------------------------------------

const slugsOf = (list: { slug: string }[]) => list.map((course) => course.slug);

describe("GET /api/courses and /api/courses/{slug}", () => {
  it("lists the catalogue as an array of courses (disabled ones flagged), without internal columns", async () => {
    const disabled = insertTestCourse({ isDisabled: true });
    const { status, data: body, headers } = await runRoute(coursesApi, getRequest("/api/courses"));
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toContain("application/json");
    const rows = db.select().from(courses).orderBy(asc(courses.id)).all();
    expect(body.map((c: Course) => [c.slug, c.isDisabled])).toEqual(
      rows.map((c) => [c.slug, c.isDisabled]),
    );
    expect(body.find((c: Course) => c.slug === disabled.slug)).toMatchObject({
      title: disabled.title,
      isDisabled: true,
    });
    expect(body.some((c: Course) => "searchText" in c)).toBe(false);
  });

  it("accepts the catalogue filters", async () => {
    const token = `filtro${randomUUID().slice(0, 6)}`;
    const frontend = insertTestCourse({ description: `Curso ${token}.`, category: "Frontend" });
    insertTestCourse({ description: `Curso ${token}.`, category: "Backend", level: "Avanzado" });
    const list = async (query: string) =>
      slugsOf((await runRoute(coursesApi, getRequest(`/api/courses?${query}`))).data);
    expect(await list(`q=${token}&category=Frontend`)).toEqual([frontend.slug]);
    expect(await list(`q=${token}&category=Frontend&level=Avanzado`)).toEqual([]);
    expect(await list(`q=${token}`)).toHaveLength(2);
  });

  it("returns one course by slug, or 404 { message: 'Course not found' }", async () => {
    const live = courseBySlug("robotica-en-vivo");
    const found = await runRoute(courseApi, getRequest(`/api/courses/${live.slug}`), {
      slug: live.slug,
    });
    expect(found.status).toBe(200);
    expect(found.data).toMatchObject({
      id: live.id,
      slug: live.slug,
      isLive: true,
      liveDetails: live.liveDetails,
    });
    expect(found.data).not.toHaveProperty("searchText");

    const missing = await runRoute(courseApi, getRequest("/api/courses/no-existe"), {
      slug: "no-existe",
    });
    expect(missing).toMatchObject({ status: 404, data: { message: "Course not found" } });
  });
});

describe("GET /api/courses/{courseId}/modules", () => {
  const modulesPath = (courseId: number | string) => `/api/courses/${courseId}/modules`;

  it("returns the modules ordered by order", async () => {
    const course = insertTestCourse();
    // Inserted out of order: the answer must sort by `order`, not by id.
    for (const order of [3, 1, 2]) insertTestModule(course.id, order);
    const { status, data: body } = await runRoute(
      courseModulesApi,
      getRequest(modulesPath(course.id)),
      { courseId: String(course.id) },
    );
    expect(status).toBe(200);
    expect(body.map((m: { order: number; title: string }) => [m.order, m.title])).toEqual([
      [1, "Módulo 1"],
      [2, "Módulo 2"],
      [3, "Módulo 3"],
    ]);
    expect(body[0]).toMatchObject({ courseId: course.id, duration: 1 });
  });

  it("answers 404 JSON for non-numeric or unknown ids, never 500", async () => {
    for (const courseId of ["abc", "1.5", "-3", "0", "99999999", "web-development"]) {
      const result = await runRoute(courseModulesApi, getRequest(modulesPath(courseId)), {
        courseId,
      });
      expect(result.status, courseId).toBe(404);
      expect(result.data).toHaveProperty("message");
    }
  });

  it("serves a disabled course's modules to admins only", async () => {
    const course = insertTestCourse({ isDisabled: true });
    insertTestModule(course.id, 1);
    insertTestModule(course.id, 2);
    const path = modulesPath(course.id);
    const params = { courseId: String(course.id) };
    expect((await runRoute(courseModulesApi, getRequest(path), params)).status).toBe(404);
    const student = await cookieFor(insertTestUser().id);
    expect(
      (await runRoute(courseModulesApi, getRequest(path, { cookie: student }), params)).status,
    ).toBe(404);
    const admin = await cookieFor(insertTestUser("admin").id);
    const asAdmin = await runRoute(courseModulesApi, getRequest(path, { cookie: admin }), params);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.data).toHaveLength(2);
  });
});

describe("GET /api/modules/{moduleId}/sections", () => {
  /** A course of its own whose one module has five sections, inserted out of order. */
  function courseWithFiveSections(overrides: Parameters<typeof insertTestCourse>[0] = {}) {
    const course = insertTestCourse(overrides);
    const module = insertTestModule(course.id, 1);
    for (const order of [5, 2, 4, 1, 3]) insertTestSection(module.id, order);
    return { course, module };
  }

  const sections = (moduleId: number, cookie?: string) =>
    runRoute(sectionsApi, getRequest(`/api/modules/${moduleId}/sections`, { cookie }), {
      moduleId: String(moduleId),
    });

  const titles = (list: { title: string }[]) => list.map((section) => section.title);

  it("gives visitors the first three sections, ordered, with an excerpt of their content", async () => {
    const { module } = courseWithFiveSections();
    const { status, data: body, headers } = await sections(module.id);
    expect(status).toBe(200);
    expect(headers.get("X-Syllabus-Access")).toBe("preview");
    expect(titles(body)).toEqual(["Sección 1", "Sección 2", "Sección 3"]);
    expect(body[0]).toMatchObject({ moduleId: module.id, order: 1 });
    // the previous site's client shows it in the locked preview (issue 12)
    expect(body[0].content).toBe("Contenido de la sección 1 del módulo de prueba.");
  });

  it("gives enrolled students and admins every section with content, ordered", async () => {
    const { course, module } = courseWithFiveSections();
    const all = ["Sección 1", "Sección 2", "Sección 3", "Sección 4", "Sección 5"];

    const student = insertTestUser();
    db.insert(enrollments).values({ userId: student.id, courseId: course.id }).run();
    const enrolled = await sections(module.id, await cookieFor(student.id));
    expect(enrolled.headers.get("X-Syllabus-Access")).toBe("full");
    expect(titles(enrolled.data)).toEqual(all);
    expect(enrolled.data[0].content).toBe("Contenido de la sección 1 del módulo de prueba.");

    // Enrolled in another course only: still the preview here.
    const elsewhere = insertTestUser();
    db.insert(enrollments)
      .values({ userId: elsewhere.id, courseId: courseWithFiveSections().course.id })
      .run();
    expect((await sections(module.id, await cookieFor(elsewhere.id))).data).toHaveLength(3);

    const admin = await sections(module.id, await cookieFor(insertTestUser("admin").id));
    expect(titles(admin.data)).toEqual(all);
  });

  it("answers 404 for bad ids and for a disabled course's modules (non-admins)", async () => {
    for (const moduleId of ["abc", "0", "99999999", "%20"]) {
      const result = await runRoute(sectionsApi, getRequest("/api/modules/0/sections"), {
        moduleId,
      });
      expect(result.status, moduleId).toBe(404);
    }
    const { module } = courseWithFiveSections({ isDisabled: true });
    expect((await sections(module.id)).status).toBe(404);
    const admin = await sections(module.id, await cookieFor(insertTestUser("admin").id));
    expect(admin.status).toBe(200);
    expect(admin.data).toHaveLength(5);
  });
});

describe("GET /api/team and /api/testimonials", () => {
  // Each list gets a row inserted last with the lowest order: it must come first.
  it.each([
    {
      path: "/api/team",
      handler: teamApi,
      insertFirst: () =>
        db
          .insert(teams)
          .values({
            name: "Primera",
            role: "Prueba",
            bio: "Miembro de prueba.",
            image: "/x.svg",
            order: -1,
          })
          .returning()
          .get(),
      count: () => db.select().from(teams).all().length,
    },
    {
      path: "/api/testimonials",
      handler: testimonialsApi,
      insertFirst: () =>
        db
          .insert(testimonials)
          .values({
            name: "Primera",
            courseName: "Curso",
            image: "/x.svg",
            text: "Testimonio de prueba.",
            rating: 4.5,
            order: -1,
          })
          .returning()
          .get(),
      count: () => db.select().from(testimonials).all().length,
    },
  ])(
    "$path returns every row sorted by order ascending",
    async ({ path, handler, insertFirst, count }) => {
      const first = insertFirst();
      const { status, data: body } = await runRoute(handler, getRequest(path));
      expect(status).toBe(200);
      const orders = body.map((row: { order: number }) => row.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(body[0]).toMatchObject({ id: first.id, name: "Primera" });
      expect(body).toHaveLength(count());
    },
  );
});

// --- enrollments ----------------------------------------------------------------------------------

describe("POST /api/enroll", () => {
  it("answers 401 to anonymous callers", async () => {
    const result = await runRoute(
      enrollApi,
      jsonRequest("/api/enroll", { courseId: courseBySlug("web-development").id }),
    );
    expect(result.status).toBe(401);
    expect(result.data).toHaveProperty("message");
  });

  it("answers 400 'Course ID is required' for a missing or invalid courseId", async () => {
    const cookie = await cookieFor(insertTestUser().id);
    for (const body of [
      {},
      { courseId: "" },
      { courseId: "abc" },
      { courseId: -1 },
      { courseId: 1.5 },
      { courseId: true },
      { courseId: null },
    ]) {
      const result = await enroll(cookie, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.data.message).toBe("Course ID is required");
    }
    const malformed = await runRoute(enrollApi, jsonRequest("/api/enroll", "{nope", { cookie }));
    expect(malformed.status).toBe(400);
  });

  it("answers 404 for a course that does not exist", async () => {
    const result = await enroll(await cookieFor(insertTestUser().id), { courseId: 99_999_999 });
    expect(result.status).toBe(404);
  });

  it("creates the enrollment (201), then refuses a second one (409)", async () => {
    const user = insertTestUser();
    const cookie = await cookieFor(user.id);
    const course = courseBySlug("nodejs-express");
    const created = await enroll(cookie, { courseId: String(course.id) });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      userId: user.id,
      courseId: course.id,
      progress: 0,
      completed: false,
    });
    expect(created.data.id).toEqual(expect.any(Number));

    const again = await enroll(cookie, { courseId: course.id });
    expect(again).toMatchObject({
      status: 409,
      data: { message: "Ya estás inscrito en este curso." },
    });
    const rows = db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)))
      .all();
    expect(rows).toHaveLength(1);
  });

  it("refuses disabled, coming-soon and live courses with 400", async () => {
    const cookie = await cookieFor(insertTestUser().id);
    for (const slug of ["ofimatica-esencial", "ciberseguridad-basica", "robotica-en-vivo"]) {
      const result = await enroll(cookie, { courseId: courseBySlug(slug).id });
      expect(result.status, slug).toBe(400);
      expect(result.data.message.length).toBeGreaterThan(0);
    }
  });

  it("does not answer GET", async () => {
    const result = await runRoute(enrollGet, getRequest("/api/enroll"));
    expect(result.status).toBe(405);
  });
});

describe("GET /api/enrollments and DELETE /api/enrollments/{id}", () => {
  it("answers 401 to anonymous callers", async () => {
    expect((await runRoute(enrollmentsApi, getRequest("/api/enrollments"))).status).toBe(401);
    const deleted = await runRoute(
      enrollmentApi,
      getRequest("/api/enrollments/1", { method: "DELETE" }),
      { id: "1" },
    );
    expect(deleted.status).toBe(401);
  });

  it("lists only the caller's enrollments, each with its course", async () => {
    const alice = insertTestUser();
    const bob = insertTestUser();
    const aliceCookie = await cookieFor(alice.id);
    const bobCookie = await cookieFor(bob.id);
    await enroll(aliceCookie, { courseId: courseBySlug("web-development").id });
    await enroll(aliceCookie, { courseId: courseBySlug("react-redux").id });
    await enroll(bobCookie, { courseId: courseBySlug("devops-cicd").id });

    const aliceList = await runRoute(
      enrollmentsApi,
      getRequest("/api/enrollments", { cookie: aliceCookie }),
    );
    expect(aliceList.status).toBe(200);
    expect(aliceList.data).toHaveLength(2);
    expect(aliceList.data.every((e: { userId: number }) => e.userId === alice.id)).toBe(true);
    expect(aliceList.data.map((e: { course: { slug: string } }) => e.course.slug).sort()).toEqual([
      "react-redux",
      "web-development",
    ]);
    expect(aliceList.data[0].course).toMatchObject({
      title: expect.any(String),
      image: expect.any(String),
      level: expect.any(String),
      duration: expect.any(Number),
      shortDescription: expect.any(String),
      slug: expect.any(String),
    });

    const bobList = await runRoute(
      enrollmentsApi,
      getRequest("/api/enrollments", { cookie: bobCookie }),
    );
    expect(bobList.data.map((e: { course: { slug: string } }) => e.course.slug)).toEqual([
      "devops-cicd",
    ]);
  });

  it("lets users cancel their own enrollments only: someone else's id is 404 and the row stays", async () => {
    const alice = insertTestUser();
    const bob = insertTestUser();
    const aliceCookie = await cookieFor(alice.id);
    const bobCookie = await cookieFor(bob.id);
    const created = await enroll(aliceCookie, { courseId: courseBySlug("angular-avanzado").id });
    const id = String(created.data.id);
    const del = (cookie: string, enrollmentId = id) =>
      runRoute(
        enrollmentApi,
        getRequest(`/api/enrollments/${enrollmentId}`, { method: "DELETE", cookie }),
        { id: enrollmentId },
      );

    const stolen = await del(bobCookie);
    expect(stolen.status).toBe(404);
    expect(
      db
        .select()
        .from(enrollments)
        .where(eq(enrollments.id, Number(id)))
        .get(),
    ).toBeDefined();

    const own = await del(aliceCookie);
    expect(own.status).toBe(200);
    expect(own.data).toEqual({ message: expect.any(String) });
    expect(
      db
        .select()
        .from(enrollments)
        .where(eq(enrollments.id, Number(id)))
        .get(),
    ).toBeUndefined();

    expect((await del(aliceCookie)).status).toBe(404);
    expect((await del(aliceCookie, "abc")).status).toBe(404);
  });

  it("only answers DELETE on /api/enrollments/{id}", async () => {
    const cookie = await cookieFor(insertTestUser().id);
    const result = await runRoute(
      enrollmentApi,
      getRequest("/api/enrollments/1", { method: "POST", cookie }),
      { id: "1" },
    );
    expect(result.status).toBe(405);
  });
});
