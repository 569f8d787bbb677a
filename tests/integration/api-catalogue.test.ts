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
import { loader as flagLoader } from "~/routes/flags.$code";

import { courses, enrollments, modules, sections } from "../../db/schema";
import { cookieFor, insertTestUser } from "../support/users";

// --- helpers -------------------------------------------------------------------------------------

type Args = { cookie?: string; method?: string; body?: unknown; rawBody?: string };

function apiRequest(path: string, { cookie, method = "GET", body, rawBody }: Args = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined || rawBody !== undefined) headers["Content-Type"] = "application/json";
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
}

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: object;
}) => unknown;

async function call(
  handler: Handler,
  path: string,
  params: Record<string, string> = {},
  args: Args = {},
) {
  let response: Response;
  try {
    response = (await handler({
      request: apiRequest(path, args),
      params,
      context: {},
    })) as Response;
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    response = error;
  }
  const text = await response.text();
  const contentType = response.headers.get("Content-Type") ?? "";
  return {
    status: response.status,
    headers: response.headers,
    body: contentType.includes("json") ? JSON.parse(text) : text,
  };
}

const courseBySlug = (slug: string) =>
  db.select().from(courses).where(eq(courses.slug, slug)).get()!;

function modulesOf(courseId: number) {
  return db
    .select()
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.order))
    .all();
}

const enroll = (cookie: string, body: unknown) =>
  call(enrollApi as Handler, "/api/enroll", {}, { cookie, method: "POST", body });

// --- read endpoints ------------------------------------------------------------------------------

describe("GET /api/courses and /api/courses/{slug}", () => {
  it("lists the catalogue as an array of courses (disabled ones flagged), without internal columns", async () => {
    const { status, body, headers } = await call(coursesApi as Handler, "/api/courses");
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toContain("application/json");
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBe(db.select().from(courses).all().length);
    const webDev = body.find((c: { slug: string }) => c.slug === "web-development");
    expect(webDev).toMatchObject({
      title: "Desarrollo Web desde Cero",
      modules: 11,
      isDisabled: false,
    });
    expect(webDev).not.toHaveProperty("searchText");
    expect(body.find((c: { slug: string }) => c.slug === "ofimatica-esencial")).toMatchObject({
      isDisabled: true,
    });
  });

  it("accepts the catalogue filters", async () => {
    const { body } = await call(
      coursesApi as Handler,
      "/api/courses?q=programacion&category=Pensamiento%20Computacional",
    );
    expect(body.map((c: { slug: string }) => c.slug)).toEqual(["programacion-creativa-en-vivo"]);
  });

  it("returns one course by slug, or 404 { message: 'Course not found' }", async () => {
    const found = await call(courseApi as Handler, "/api/courses/robotica-en-vivo", {
      slug: "robotica-en-vivo",
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      slug: "robotica-en-vivo",
      isLive: true,
      liveDetails: { modality: "Mixta" },
    });

    const missing = await call(courseApi as Handler, "/api/courses/no-existe", {
      slug: "no-existe",
    });
    expect(missing).toMatchObject({ status: 404, body: { message: "Course not found" } });
  });
});

describe("GET /api/courses/{courseId}/modules", () => {
  it("returns the modules ordered by order", async () => {
    const course = courseBySlug("web-development");
    const { status, body } = await call(
      courseModulesApi as Handler,
      `/api/courses/${course.id}/modules`,
      {
        courseId: String(course.id),
      },
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(11);
    expect(body.map((m: { order: number }) => m.order)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    expect(body[0]).toMatchObject({
      courseId: course.id,
      title: "Introducción a la Computación",
      duration: 2,
    });
  });

  it("answers 404 JSON for non-numeric or unknown ids, never 500", async () => {
    for (const courseId of ["abc", "1.5", "-3", "0", "99999999", "web-development"]) {
      const result = await call(courseModulesApi as Handler, `/api/courses/${courseId}/modules`, {
        courseId,
      });
      expect(result.status, courseId).toBe(404);
      expect(result.body).toHaveProperty("message");
    }
  });

  it("serves a disabled course's modules to admins only", async () => {
    const course = courseBySlug("ofimatica-esencial");
    const path = `/api/courses/${course.id}/modules`;
    const params = { courseId: String(course.id) };
    expect((await call(courseModulesApi as Handler, path, params)).status).toBe(404);
    const student = await cookieFor(insertTestUser().id);
    expect(
      (await call(courseModulesApi as Handler, path, params, { cookie: student })).status,
    ).toBe(404);
    const admin = await cookieFor(insertTestUser("admin").id);
    const asAdmin = await call(courseModulesApi as Handler, path, params, { cookie: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toHaveLength(5);
  });
});

describe("GET /api/modules/{moduleId}/sections", () => {
  const webDev = () => courseBySlug("web-development");
  const firstModule = () => modulesOf(webDev().id)[0];
  const sectionsPath = (id: number) => `/api/modules/${id}/sections`;

  it("gives visitors the first three sections, ordered, without their content", async () => {
    const module = firstModule();
    const { status, body, headers } = await call(sectionsApi as Handler, sectionsPath(module.id), {
      moduleId: String(module.id),
    });
    expect(status).toBe(200);
    expect(headers.get("X-Syllabus-Access")).toBe("preview");
    expect(body).toHaveLength(3);
    expect(body.map((s: { order: number }) => s.order)).toEqual([1, 2, 3]);
    expect(body[0]).toMatchObject({ moduleId: module.id, title: "Historia de la computación" });
    expect(body[0]).not.toHaveProperty("content");
  });

  it("gives enrolled students and admins every section with content, ordered", async () => {
    const module = firstModule();
    const total = db.select().from(sections).where(eq(sections.moduleId, module.id)).all().length;
    expect(total).toBeGreaterThan(3);

    const student = insertTestUser();
    db.insert(enrollments).values({ userId: student.id, courseId: webDev().id }).run();
    const enrolled = await call(
      sectionsApi as Handler,
      sectionsPath(module.id),
      { moduleId: String(module.id) },
      {
        cookie: await cookieFor(student.id),
      },
    );
    expect(enrolled.headers.get("X-Syllabus-Access")).toBe("full");
    expect(enrolled.body).toHaveLength(total);
    expect(enrolled.body.map((s: { order: number }) => s.order)).toEqual(
      Array.from({ length: total }, (_, i) => i + 1),
    );
    expect(enrolled.body[0].content.length).toBeGreaterThan(10);

    // Enrolled in another course only: still the preview here.
    const elsewhere = insertTestUser();
    db.insert(enrollments)
      .values({ userId: elsewhere.id, courseId: courseBySlug("react-redux").id })
      .run();
    const other = await call(
      sectionsApi as Handler,
      sectionsPath(module.id),
      { moduleId: String(module.id) },
      {
        cookie: await cookieFor(elsewhere.id),
      },
    );
    expect(other.body).toHaveLength(3);

    const admin = await call(
      sectionsApi as Handler,
      sectionsPath(module.id),
      { moduleId: String(module.id) },
      {
        cookie: await cookieFor(insertTestUser("admin").id),
      },
    );
    expect(admin.body).toHaveLength(total);
  });

  it("answers 404 for bad ids and for a disabled course's modules (non-admins)", async () => {
    for (const moduleId of ["abc", "0", "99999999", "%20"]) {
      const result = await call(sectionsApi as Handler, sectionsPath(0), { moduleId });
      expect(result.status, moduleId).toBe(404);
    }
    const disabledModule = modulesOf(courseBySlug("ofimatica-esencial").id)[0];
    const params = { moduleId: String(disabledModule.id) };
    expect(
      (await call(sectionsApi as Handler, sectionsPath(disabledModule.id), params)).status,
    ).toBe(404);
    const admin = await call(sectionsApi as Handler, sectionsPath(disabledModule.id), params, {
      cookie: await cookieFor(insertTestUser("admin").id),
    });
    expect(admin.status).toBe(200);
    expect(admin.body.length).toBeGreaterThan(0);
  });
});

describe("GET /api/team and /api/testimonials", () => {
  it("returns the team ordered by order", async () => {
    const { status, body } = await call(teamApi as Handler, "/api/team");
    expect(status).toBe(200);
    expect(body).toHaveLength(4);
    expect(body.map((m: { order: number }) => m.order)).toEqual([1, 2, 3, 4]);
    expect(body[0]).toMatchObject({ role: "CEO & Fundador" });
  });

  it("returns the testimonials sorted by order ascending", async () => {
    const { status, body } = await call(testimonialsApi as Handler, "/api/testimonials");
    expect(status).toBe(200);
    expect(body).toHaveLength(6);
    expect(body.map((t: { order: number }) => t.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.every((t: { rating: number }) => t.rating >= 1 && t.rating <= 5)).toBe(true);
  });
});

// --- enrolments ----------------------------------------------------------------------------------

describe("POST /api/enroll", () => {
  it("answers 401 to anonymous callers", async () => {
    const result = await call(
      enrollApi as Handler,
      "/api/enroll",
      {},
      {
        method: "POST",
        body: { courseId: courseBySlug("web-development").id },
      },
    );
    expect(result.status).toBe(401);
    expect(result.body).toHaveProperty("message");
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
      expect(result.body.message).toBe("Course ID is required");
    }
    const malformed = await call(
      enrollApi as Handler,
      "/api/enroll",
      {},
      { cookie, method: "POST", rawBody: "{nope" },
    );
    expect(malformed.status).toBe(400);
  });

  it("answers 404 for a course that does not exist", async () => {
    const result = await enroll(await cookieFor(insertTestUser().id), { courseId: 99_999_999 });
    expect(result.status).toBe(404);
  });

  it("creates the enrolment (201), then refuses a second one (409)", async () => {
    const user = insertTestUser();
    const cookie = await cookieFor(user.id);
    const course = courseBySlug("nodejs-express");
    const created = await enroll(cookie, { courseId: String(course.id) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userId: user.id,
      courseId: course.id,
      progress: 0,
      completed: false,
    });
    expect(created.body.id).toEqual(expect.any(Number));

    const again = await enroll(cookie, { courseId: course.id });
    expect(again).toMatchObject({
      status: 409,
      body: { message: "Ya estás inscrito en este curso." },
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
      expect(result.body.message.length).toBeGreaterThan(0);
    }
  });

  it("does not answer GET", async () => {
    const result = await call(enrollGet as Handler, "/api/enroll");
    expect(result.status).toBe(405);
  });
});

describe("GET /api/enrollments and DELETE /api/enrollments/{id}", () => {
  it("answers 401 to anonymous callers", async () => {
    expect((await call(enrollmentsApi as Handler, "/api/enrollments")).status).toBe(401);
    const deleted = await call(
      enrollmentApi as Handler,
      "/api/enrollments/1",
      { id: "1" },
      { method: "DELETE" },
    );
    expect(deleted.status).toBe(401);
  });

  it("lists only the caller's enrolments, each with its course", async () => {
    const alice = insertTestUser();
    const bob = insertTestUser();
    const aliceCookie = await cookieFor(alice.id);
    const bobCookie = await cookieFor(bob.id);
    await enroll(aliceCookie, { courseId: courseBySlug("web-development").id });
    await enroll(aliceCookie, { courseId: courseBySlug("react-redux").id });
    await enroll(bobCookie, { courseId: courseBySlug("devops-cicd").id });

    const aliceList = await call(
      enrollmentsApi as Handler,
      "/api/enrollments",
      {},
      { cookie: aliceCookie },
    );
    expect(aliceList.status).toBe(200);
    expect(aliceList.body).toHaveLength(2);
    expect(aliceList.body.every((e: { userId: number }) => e.userId === alice.id)).toBe(true);
    expect(aliceList.body.map((e: { course: { slug: string } }) => e.course.slug).sort()).toEqual([
      "react-redux",
      "web-development",
    ]);
    expect(aliceList.body[0].course).toMatchObject({
      title: expect.any(String),
      image: expect.any(String),
      level: expect.any(String),
      duration: expect.any(Number),
      shortDescription: expect.any(String),
      slug: expect.any(String),
    });

    const bobList = await call(
      enrollmentsApi as Handler,
      "/api/enrollments",
      {},
      { cookie: bobCookie },
    );
    expect(bobList.body.map((e: { course: { slug: string } }) => e.course.slug)).toEqual([
      "devops-cicd",
    ]);
  });

  it("lets users cancel their own enrolments only: someone else's id is 404 and the row stays", async () => {
    const alice = insertTestUser();
    const bob = insertTestUser();
    const aliceCookie = await cookieFor(alice.id);
    const bobCookie = await cookieFor(bob.id);
    const created = await enroll(aliceCookie, { courseId: courseBySlug("angular-avanzado").id });
    const id = String(created.body.id);
    const del = (cookie: string, enrollmentId = id) =>
      call(
        enrollmentApi as Handler,
        `/api/enrollments/${enrollmentId}`,
        { id: enrollmentId },
        { cookie, method: "DELETE" },
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
    expect(own.body).toEqual({ message: expect.any(String) });
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
    const result = await call(
      enrollmentApi as Handler,
      "/api/enrollments/1",
      { id: "1" },
      { cookie, method: "POST" },
    );
    expect(result.status).toBe(405);
  });
});

// --- flags ---------------------------------------------------------------------------------------

describe("GET /flags/{code}", () => {
  it("serves the strip's flags as cacheable SVG and 404s anything else", async () => {
    const mx = await call(flagLoader as Handler, "/flags/mx", { code: "mx" });
    expect(mx.status).toBe(200);
    expect(mx.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(mx.headers.get("Cache-Control")).toContain("immutable");
    expect(mx.body).toContain("<svg");
    for (const code of ["us", "../package", "mxx", "", "ES.svg"]) {
      expect((await call(flagLoader as Handler, `/flags/${code}`, { code })).status, code).toBe(
        404,
      );
    }
  });
});
