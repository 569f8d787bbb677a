import type { ActionFunctionArgs } from "@remix-run/node";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { action as courseItemAction } from "~/routes/api.courses.$slug";
import { action as coursesAction } from "~/routes/api.courses";
import { action as moduleItemAction } from "~/routes/api.modules.$moduleId";
import { action as modulesAction } from "~/routes/api.modules";
import { action as sectionItemAction } from "~/routes/api.sections.$sectionId";
import { action as sectionsAction } from "~/routes/api.sections";
import { action as teamItemAction } from "~/routes/api.team.$id";
import { action as teamAction } from "~/routes/api.team";
import { action as testimonialsAction } from "~/routes/api.testimonials";

import { courses, modules, sections, teams } from "../../db/schema";
import { courseApiFields } from "../support/courses";
import { run } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

type Action = (args: ActionFunctionArgs) => unknown;

function call(
  action: Action,
  {
    method = "POST",
    body,
    cookie,
    params = {},
  }: {
    method?: string;
    body?: unknown;
    cookie?: string;
    params?: Record<string, string>;
  },
) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (cookie) headers.Cookie = cookie;
  const request = new Request("http://localhost/api/x", {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return run(() => action({ request, params, context: {} }));
}

let adminCookie: string;
let studentCookie: string;

beforeAll(async () => {
  adminCookie = await cookieFor(insertTestUser("admin").id);
  studentCookie = await cookieFor(insertTestUser().id);
});

// A known title: the first test checks the slug derived from it.
const courseBody = (overrides: Record<string, unknown> = {}) =>
  courseApiFields({ title: "Introducción a HTML", ...overrides });

const coursesWithSlug = (slug: string) =>
  db.select({ total: count() }).from(courses).where(eq(courses.slug, slug)).get()!.total;

describe("admin /api authorization", () => {
  const writes: [string, Action, string, Record<string, string>][] = [
    ["POST /api/courses", coursesAction, "POST", {}],
    ["PATCH /api/courses/1", courseItemAction, "PATCH", { slug: "1" }],
    ["DELETE /api/courses/1", courseItemAction, "DELETE", { slug: "1" }],
    ["POST /api/modules", modulesAction, "POST", {}],
    ["DELETE /api/modules/1", moduleItemAction, "DELETE", { moduleId: "1" }],
    ["POST /api/sections", sectionsAction, "POST", {}],
    ["DELETE /api/sections/1", sectionItemAction, "DELETE", { sectionId: "1" }],
    ["POST /api/team", teamAction, "POST", {}],
    ["DELETE /api/team/1", teamItemAction, "DELETE", { id: "1" }],
    ["POST /api/testimonials", testimonialsAction, "POST", {}],
  ];

  it.each(writes)(
    "%s: 401 anonymous, 403 `{ message }` for a student, nothing written",
    async (_name, action, method, params) => {
      const before = db.select({ total: count() }).from(courses).get()!.total;
      const anonymous = await call(action, { method, params, body: courseBody() });
      expect(anonymous.status).toBe(401);
      const student = await call(action, {
        method,
        params,
        body: courseBody(),
        cookie: studentCookie,
      });
      expect(student.status).toBe(403);
      expect(student.data).toEqual({ message: expect.any(String) });
      expect(db.select({ total: count() }).from(courses).get()!.total).toBe(before);
    },
  );
});

describe("admin course calls", () => {
  it("creates a course with the slug from its title (accents folded) and 201", async () => {
    const created = await call(coursesAction, { body: courseBody(), cookie: adminCookie });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      slug: "introduccion-a-html",
      title: "Introducción a HTML",
    });
    const row = db.select().from(courses).where(eq(courses.id, created.data.id)).get()!;
    expect(row.searchText).toContain("introduccion a html");
  });

  it("refuses a taken slug with 409 and writes no second row", async () => {
    const body = courseBody({ title: "Curso Duplicado", slug: "curso-duplicado" });
    expect((await call(coursesAction, { body, cookie: adminCookie })).status).toBe(201);
    const again = await call(coursesAction, { body, cookie: adminCookie });
    expect(again.status).toBe(409);
    expect(again.data.message).toMatch(/slug/);
    expect(coursesWithSlug("curso-duplicado")).toBe(1);
  });

  it("answers 400 with field errors and SPEC messages for a bad course", async () => {
    const bad = await call(coursesAction, {
      body: courseBody({ title: "ab", duration: 0, image: "x" }),
      cookie: adminCookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.data.errors.title).toEqual(["El título es requerido"]);
    expect(bad.data.errors.duration).toEqual(["La duración debe ser mayor a 0"]);
  });

  it("requires live details for a live course and drops them for any other", async () => {
    const liveDetails = {
      liveDuration: "8 semanas",
      schedule: "Sábados 10:00",
      modality: "Mixta",
      address: "Veracruz",
      contact: "229 123 4567",
    };
    const missing = await call(coursesAction, {
      body: courseBody({ title: "Robótica viva", isLive: true }),
      cookie: adminCookie,
    });
    expect(missing.status).toBe(400);
    expect(missing.data.message).toBe(
      "Los detalles del curso en vivo son requeridos si el curso es en vivo.",
    );
    const notLive = await call(coursesAction, {
      body: courseBody({ title: "Curso grabado", liveDetails }),
      cookie: adminCookie,
    });
    expect(notLive.status).toBe(201);
    expect(notLive.data.liveDetails).toBeNull();
    const live = await call(coursesAction, {
      body: courseBody({ title: "Curso en vivo real", isLive: true, liveDetails }),
      cookie: adminCookie,
    });
    expect(live.data.liveDetails).toEqual(liveDetails);
  });

  it("accepts the previous client's `new` flag, toggles isDisabled by PATCH, deletes once then 404", async () => {
    const created = await call(coursesAction, {
      body: courseBody({ title: "Curso para alternar", new: true }),
      cookie: adminCookie,
    });
    expect(created.data.isNew).toBe(true);
    const params = { slug: String(created.data.id) };
    const patched = await call(courseItemAction, {
      method: "PATCH",
      params,
      body: { ...courseBody({ title: "Curso para alternar" }), isDisabled: true },
      cookie: adminCookie,
    });
    expect(patched.status).toBe(200);
    expect(patched.data.isDisabled).toBe(true);
    const deleted = await call(courseItemAction, { method: "DELETE", params, cookie: adminCookie });
    expect(deleted.status).toBe(200);
    const twice = await call(courseItemAction, { method: "DELETE", params, cookie: adminCookie });
    expect(twice.status).toBe(404);
    const missing = await call(courseItemAction, {
      method: "PATCH",
      params: { slug: "999999" },
      body: courseBody(),
      cookie: adminCookie,
    });
    expect(missing.status).toBe(404);
  });

  it("stores HTML in text fields as text", async () => {
    const created = await call(coursesAction, {
      body: courseBody({ title: "<script>alert(1)</script> Curso" }),
      cookie: adminCookie,
    });
    expect(created.status).toBe(201);
    expect(created.data.title).toBe("<script>alert(1)</script> Curso");
    expect(created.data.slug).toBe("scriptalert1script-curso");
  });
});

describe("admin module and section calls", () => {
  async function newCourseId(title: string) {
    return (await call(coursesAction, { body: courseBody({ title }), cookie: adminCookie })).data
      .id as number;
  }

  function moduleBody(courseId: number, order: number) {
    return {
      courseId,
      title: "Módulo de prueba",
      description: "Un módulo creado por la prueba.",
      duration: 2,
      order,
      difficulty: "Intermedio",
      instructor: "Equipo Web Code",
    };
  }

  it("a taken module order inserts there and shifts the others (201/200, no 409); the edited module keeps its own", async () => {
    const courseId = await newCourseId("Curso con módulos");
    const first = await call(modulesAction, { body: moduleBody(courseId, 1), cookie: adminCookie });
    expect(first.status).toBe(201);
    expect(first.data.difficulty).toBe("Medium");
    const taken = await call(modulesAction, { body: moduleBody(courseId, 1), cookie: adminCookie });
    expect(taken.status).toBe(201);
    expect(taken.data.order).toBe(1);
    const orderOf = (id: number) =>
      db.select().from(modules).where(eq(modules.id, id)).get()!.order;
    expect(orderOf(first.data.id)).toBe(2);
    // Past the end: it goes last (3), the list stays 1..n.
    const last = await call(modulesAction, {
      body: moduleBody(courseId, 99),
      cookie: adminCookie,
    });
    expect(last.data.order).toBe(3);
    const keepOwn = await call(moduleItemAction, {
      method: "PATCH",
      params: { moduleId: String(first.data.id) },
      body: { ...moduleBody(courseId, 2), title: "Módulo renombrado" },
      cookie: adminCookie,
    });
    expect(keepOwn.status).toBe(200);
    expect(keepOwn.data).toMatchObject({ title: "Módulo renombrado", order: 2 });
    const takeOther = await call(moduleItemAction, {
      method: "PATCH",
      params: { moduleId: String(last.data.id) },
      body: moduleBody(courseId, 1),
      cookie: adminCookie,
    });
    expect(takeOther.status).toBe(200);
    expect(takeOther.data.order).toBe(1);
    expect([taken.data.id, first.data.id].map(orderOf)).toEqual([2, 3]);
  });

  it("creates sections with the default duration and deletes them with their module", async () => {
    const courseId = await newCourseId("Curso con secciones");
    const module = await call(modulesAction, {
      body: moduleBody(courseId, 1),
      cookie: adminCookie,
    });
    const section = await call(sectionsAction, {
      body: {
        moduleId: module.data.id,
        title: "Sección uno",
        content: "Contenido de la sección.",
        order: 1,
      },
      cookie: adminCookie,
    });
    expect(section.status).toBe(201);
    expect(section.data.duration).toBe(30);
    const inserted = await call(sectionsAction, {
      body: {
        moduleId: module.data.id,
        title: "Sección dos",
        content: "Contenido de la sección.",
        order: 1,
      },
      cookie: adminCookie,
    });
    expect(inserted.status).toBe(201);
    expect(inserted.data.order).toBe(1);
    expect(db.select().from(sections).where(eq(sections.id, section.data.id)).get()!.order).toBe(2);
    const deleted = await call(moduleItemAction, {
      method: "DELETE",
      params: { moduleId: String(module.data.id) },
      cookie: adminCookie,
    });
    expect(deleted.status).toBe(200);
    expect(db.select().from(sections).where(eq(sections.moduleId, module.data.id)).all()).toEqual(
      [],
    );
    expect(db.select().from(modules).where(eq(modules.id, module.data.id)).get()).toBeUndefined();
    const missingModule = await call(sectionsAction, {
      body: {
        moduleId: module.data.id,
        title: "Sección tres",
        content: "Contenido de la sección.",
        order: 1,
      },
      cookie: adminCookie,
    });
    expect(missingModule.status).toBe(404);
  });
});

describe("admin team and testimonial calls", () => {
  it("validates team members (social URLs must be http(s)) and updates them", async () => {
    const body = {
      name: "Ana Torres",
      role: "Instructora",
      bio: "Enseña desarrollo web desde 2022.",
      image: "https://example.org/ana.png",
      order: 5,
      linkedIn: "javascript:alert(1)",
    };
    const bad = await call(teamAction, { body, cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(bad.data.errors.linkedIn).toBeDefined();
    const created = await call(teamAction, {
      body: { ...body, linkedIn: "https://linkedin.com/in/ana" },
      cookie: adminCookie,
    });
    expect(created.status).toBe(201);
    expect(created.data.github).toBeNull();
    const updated = await call(teamItemAction, {
      method: "PATCH",
      params: { id: String(created.data.id) },
      body: { ...body, linkedIn: "", role: "Instructora Principal" },
      cookie: adminCookie,
    });
    expect(updated.data).toMatchObject({ role: "Instructora Principal", linkedIn: null });
    expect(db.select().from(teams).where(eq(teams.id, created.data.id)).get()!.role).toBe(
      "Instructora Principal",
    );
  });

  it("clamps a testimonial's rating to 1–5 in halves and defaults it to 5", async () => {
    const body = {
      name: "Luis Pérez",
      courseName: "Desarrollo Web",
      text: "Aprendí muchísimo en este curso.",
      image: "https://example.org/luis.png",
      order: 0,
    };
    const high = await call(testimonialsAction, {
      body: { ...body, rating: 9 },
      cookie: adminCookie,
    });
    expect(high.status).toBe(201);
    expect(high.data).toMatchObject({ rating: 5, order: 1 });
    const half = await call(testimonialsAction, {
      body: { ...body, rating: 3.4 },
      cookie: adminCookie,
    });
    expect(half.data.rating).toBe(3.5);
    const none = await call(testimonialsAction, { body, cookie: adminCookie });
    expect(none.data.rating).toBe(5);
    const noImage = await call(testimonialsAction, {
      body: { ...body, image: "" },
      cookie: adminCookie,
    });
    expect(noImage.status).toBe(400);
    expect(noImage.data.message).toBe("La URL de la imagen es requerida");
  });
});

describe("section video and resource links", () => {
  it("stores a video URL and resource links from JSON or from the form's lines", async () => {
    const courseId = (
      await call(coursesAction, {
        body: courseBody({ title: "Curso con recursos" }),
        cookie: adminCookie,
      })
    ).data.id;
    const module = await call(modulesAction, {
      body: {
        courseId,
        title: "Módulo con recursos",
        description: "Un módulo creado por la prueba.",
        duration: 1,
        order: 1,
        difficulty: "Easy",
        instructor: "Equipo Web Code",
      },
      cookie: adminCookie,
    });
    const base = {
      moduleId: module.data.id,
      title: "Sección con video",
      content: "Contenido de la sección.",
    };
    const json = await call(sectionsAction, {
      body: {
        ...base,
        order: 1,
        videoUrl: "/media/leccion-demo.webm",
        resources: [{ title: "MDN", url: "https://developer.mozilla.org" }],
      },
      cookie: adminCookie,
    });
    expect(json.status).toBe(201);
    expect(json.data).toMatchObject({
      videoUrl: "/media/leccion-demo.webm",
      resources: [{ title: "MDN", url: "https://developer.mozilla.org" }],
    });
    const lines = await call(sectionsAction, {
      body: {
        ...base,
        order: 2,
        resources: "Guía | https://example.org/guia\nTabla | /media/tabla.pdf",
      },
      cookie: adminCookie,
    });
    expect(lines.data.resources).toEqual([
      { title: "Guía", url: "https://example.org/guia" },
      { title: "Tabla", url: "/media/tabla.pdf" },
    ]);
    const bad = await call(sectionsAction, {
      body: { ...base, order: 3, videoUrl: "javascript:alert(1)", resources: "sin separador" },
      cookie: adminCookie,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.errors)).toEqual(expect.arrayContaining(["videoUrl"]));
    const replaced = await call(sectionItemAction, {
      method: "PATCH",
      params: { sectionId: String(lines.data.id) },
      body: { ...base, order: 2, resources: [] },
      cookie: adminCookie,
    });
    expect(replaced.data.resources).toEqual([]);
  });
});
