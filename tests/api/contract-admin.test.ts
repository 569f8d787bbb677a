import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect } from "vitest";

import { courses, modules, sections, teams, testimonials } from "../../db/schema";
import { db } from "~/db.server";
import { action as courseItemAction } from "~/routes/api.courses.$slug";
import { action as coursesAction } from "~/routes/api.courses";
import { action as moduleItemAction } from "~/routes/api.modules.$moduleId";
import { action as modulesAction } from "~/routes/api.modules";
import { action as sectionItemAction } from "~/routes/api.sections.$sectionId";
import { action as sectionsAction } from "~/routes/api.sections";
import { action as teamItemAction } from "~/routes/api.team.$id";
import { action as teamAction } from "~/routes/api.team";
import { action as testimonialItemAction } from "~/routes/api.testimonials.$id";
import { action as testimonialsAction } from "~/routes/api.testimonials";
import {
  courseApiFields,
  insertTestCourse,
  insertTestModule,
  insertTestSection,
} from "../support/courses";
import { jsonRequest } from "../support/requests";
import { runRoute, type RouteHandler } from "../support/route-outcome";
import { signedInUser } from "../support/users";
import { contract, payloadOf } from "./contract-rows";

let admin: string;
let student: string;

beforeAll(async () => {
  admin = (await signedInUser("admin")).cookie;
  student = (await signedInUser()).cookie;
});

type Call = { action: RouteHandler; method: string; path: string; params?: Record<string, string> };

function send({ action, method, path, params = {} }: Call, body: unknown, cookie?: string) {
  return runRoute(action, jsonRequest(path, body, { method, cookie }), params);
}

/**
 * The failures every admin write documents (previous site): 401 anonymous, 403 `{ message }` for
 * a student (never 405), and for an id that does not exist 404 with the entity's English text.
 */
async function expectAdminOnly(call: Call, body: unknown) {
  expect((await send(call, body)).status).toBe(401);
  const forbidden = await send(call, body, student);
  expect(forbidden.status).toBe(403);
  expect(forbidden.data).toEqual({ message: expect.any(String) });
}

async function expectNotFound(
  call: Omit<Call, "params">,
  param: string,
  body: unknown,
  text: string,
) {
  const missing = await send({ ...call, params: { [param]: "999999" } }, body, admin);
  expect(missing).toMatchObject({ status: 404, data: { message: text } });
}

const tag = () => randomUUID().slice(0, 8);

// Every field the admin client sends, flags included.
const courseFields = (title = `Curso API ${tag()}`) => ({
  ...courseApiFields({ title }),
  featured: false,
  popular: false,
  new: true,
  isLive: false,
  isDisabled: false,
  comingSoon: false,
});

const teamFields = () => ({
  name: `Persona ${tag()}`,
  role: "Instructor",
  bio: "Enseña desarrollo web desde hace años.",
  image: "https://example.org/persona.png",
  order: 50,
  linkedIn: "https://www.linkedin.com/in/persona",
});

const testimonialFields = () => ({
  name: `Alumna ${tag()}`,
  courseName: "Desarrollo Web",
  image: "https://example.org/alumna.png",
  text: "El curso me ayudó a conseguir mi primer trabajo.",
  rating: 4.5,
  order: 50,
});

describe("SPEC §7 admin: courses", () => {
  contract("POST /api/courses", async () => {
    const call = { action: coursesAction, method: "POST", path: "/api/courses" };
    const body = courseFields();
    await expectAdminOnly(call, body);
    const created = await send(call, body, admin);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ title: body.title, new: true, liveDetails: null });
    expect(created.data.slug).toEqual(expect.any(String));

    // liveDetails is sent only when isLive; it is required then.
    const live = await send(call, { ...courseFields(), isLive: true }, admin);
    expect(live.status).toBe(400);
    expect(live.data.message).toBe(
      "Los detalles del curso en vivo son requeridos si el curso es en vivo.",
    );
    const invalid = await send(call, { ...body, title: "ab" }, admin);
    expect(invalid).toMatchObject({ status: 400, data: { message: "El título es requerido" } });
  });

  contract("PATCH /api/courses/{id}", async () => {
    const course = insertTestCourse();
    const call = {
      action: courseItemAction,
      method: "PATCH",
      path: `/api/courses/${course.id}`,
      params: { slug: String(course.id) },
    };
    // The admin client toggles Inhabilitar this way: every field, isDisabled inverted.
    const body = { ...courseFields(course.title), slug: course.slug, isDisabled: true };
    await expectAdminOnly(call, body);
    const updated = await send(call, body, admin);
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ id: course.id, isDisabled: true, new: true });
    await expectNotFound(call, "slug", body, "Course not found");
  });

  contract("DELETE /api/courses/{id}", async () => {
    const course = insertTestCourse();
    const call = {
      action: courseItemAction,
      method: "DELETE",
      path: `/api/courses/${course.id}`,
      params: { slug: String(course.id) },
    };
    await expectAdminOnly(call, undefined);
    const deleted = await send(call, undefined, admin);
    expect(deleted).toMatchObject({ status: 200, data: { message: expect.any(String) } });
    expect(db.select().from(courses).where(eq(courses.id, course.id)).get()).toBeUndefined();
    await expectNotFound(call, "slug", undefined, "Course not found");
  });
});

describe("SPEC §7 admin: modules", () => {
  contract("POST /api/modules", async () => {
    const course = insertTestCourse();
    const call = { action: modulesAction, method: "POST", path: "/api/modules" };
    const body = payloadOf("POST /api/modules", {
      courseId: course.id,
      title: "Módulo por API",
      description: "Un módulo creado por la API.",
      duration: 2,
      order: 1,
      difficulty: "Easy",
      instructor: "Instructora",
    });
    await expectAdminOnly(call, body);
    const created = await send(call, body, admin);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ courseId: course.id, title: "Módulo por API", order: 1 });
    // A taken order is not refused: the new module takes it and the first one shifts to 2
    // (docs/decisions/102; the previous client checked uniqueness itself before sending).
    const again = await send(call, body, admin);
    expect(again).toMatchObject({ status: 201, data: { courseId: course.id, order: 1 } });
    expect(db.select().from(modules).where(eq(modules.id, created.data.id)).get()?.order).toBe(2);
    const noCourse = await send(call, { ...body, courseId: 999999 }, admin);
    expect(noCourse).toMatchObject({ status: 404, data: { message: "Course not found" } });
  });

  contract("PATCH /api/modules/{id}", async () => {
    const course = insertTestCourse();
    const module = insertTestModule(course.id, 1);
    const call = {
      action: moduleItemAction,
      method: "PATCH",
      path: `/api/modules/${module.id}`,
      params: { moduleId: String(module.id) },
    };
    const body = {
      courseId: course.id,
      title: "Módulo renombrado",
      description: module.description,
      duration: 3,
      order: 1,
      difficulty: "Hard",
      instructor: "Instructora",
    };
    await expectAdminOnly(call, body);
    const updated = await send(call, body, admin);
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ id: module.id, title: "Módulo renombrado", duration: 3 });
    await expectNotFound(call, "moduleId", body, "Module not found");
  });

  contract("DELETE /api/modules/{id}", async () => {
    const course = insertTestCourse();
    const module = insertTestModule(course.id, 1);
    const section = insertTestSection(module.id, 1);
    const call = {
      action: moduleItemAction,
      method: "DELETE",
      path: `/api/modules/${module.id}`,
      params: { moduleId: String(module.id) },
    };
    await expectAdminOnly(call, undefined);
    const deleted = await send(call, undefined, admin);
    expect(deleted).toMatchObject({ status: 200, data: { message: expect.any(String) } });
    // Deleting a module deletes its sections.
    expect(db.select().from(sections).where(eq(sections.id, section.id)).get()).toBeUndefined();
    expect(db.select().from(modules).where(eq(modules.id, module.id)).get()).toBeUndefined();
    await expectNotFound(call, "moduleId", undefined, "Module not found");
  });
});

describe("SPEC §7 admin: sections", () => {
  contract("POST /api/sections", async () => {
    const module = insertTestModule(insertTestCourse().id, 1);
    const call = { action: sectionsAction, method: "POST", path: "/api/sections" };
    const body = payloadOf("POST /api/sections", {
      moduleId: module.id,
      title: "Sección por API",
      content: "El contenido de la sección creada por la API.",
      duration: 30,
      order: 1,
    });
    await expectAdminOnly(call, body);
    const created = await send(call, body, admin);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ moduleId: module.id, title: "Sección por API" });
    // A taken order inserts there and shifts the others (docs/decisions/102).
    const again = await send(call, body, admin);
    expect(again).toMatchObject({ status: 201, data: { moduleId: module.id, order: 1 } });
    expect(db.select().from(sections).where(eq(sections.id, created.data.id)).get()?.order).toBe(2);
    const noModule = await send(call, { ...body, moduleId: 999999 }, admin);
    expect(noModule).toMatchObject({ status: 404, data: { message: "Module not found" } });
  });

  contract("PATCH /api/sections/{id}", async () => {
    const module = insertTestModule(insertTestCourse().id, 1);
    const section = insertTestSection(module.id, 1);
    const call = {
      action: sectionItemAction,
      method: "PATCH",
      path: `/api/sections/${section.id}`,
      params: { sectionId: String(section.id) },
    };
    const body = {
      moduleId: module.id,
      title: "Sección renombrada",
      content: section.content,
      duration: 45,
      order: 1,
    };
    await expectAdminOnly(call, body);
    const updated = await send(call, body, admin);
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ id: section.id, title: "Sección renombrada" });
    await expectNotFound(call, "sectionId", body, "Section not found");
  });

  contract("DELETE /api/sections/{id}", async () => {
    const section = insertTestSection(insertTestModule(insertTestCourse().id, 1).id, 1);
    const call = {
      action: sectionItemAction,
      method: "DELETE",
      path: `/api/sections/${section.id}`,
      params: { sectionId: String(section.id) },
    };
    await expectAdminOnly(call, undefined);
    const deleted = await send(call, undefined, admin);
    expect(deleted).toMatchObject({ status: 200, data: { message: expect.any(String) } });
    expect(db.select().from(sections).where(eq(sections.id, section.id)).get()).toBeUndefined();
    await expectNotFound(call, "sectionId", undefined, "Section not found");
  });
});

describe("SPEC §7 admin: team", () => {
  contract("POST /api/team", async () => {
    const call = { action: teamAction, method: "POST", path: "/api/team" };
    const body = teamFields();
    await expectAdminOnly(call, body);
    const created = await send(call, body, admin);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: body.name, role: "Instructor", order: 50 });
    const invalid = await send(call, { ...body, bio: "corta" }, admin);
    expect(invalid).toMatchObject({
      status: 400,
      data: { message: "La biografía debe tener al menos 10 caracteres." },
    });
  });

  contract("PATCH /api/team/{id}", async () => {
    const call = { action: teamAction, method: "POST", path: "/api/team" };
    const member = (await send(call, teamFields(), admin)).data;
    const item = {
      action: teamItemAction,
      method: "PATCH",
      path: `/api/team/${member.id}`,
      params: { id: String(member.id) },
    };
    const body = { ...teamFields(), name: "Nombre Cambiado" };
    await expectAdminOnly(item, body);
    const updated = await send(item, body, admin);
    expect(updated).toMatchObject({
      status: 200,
      data: { id: member.id, name: "Nombre Cambiado" },
    });
    await expectNotFound(item, "id", body, "Team member not found");
  });

  contract("DELETE /api/team/{id}", async () => {
    const call = { action: teamAction, method: "POST", path: "/api/team" };
    const member = (await send(call, teamFields(), admin)).data;
    const item = {
      action: teamItemAction,
      method: "DELETE",
      path: `/api/team/${member.id}`,
      params: { id: String(member.id) },
    };
    await expectAdminOnly(item, undefined);
    const deleted = await send(item, undefined, admin);
    expect(deleted).toMatchObject({ status: 200, data: { message: expect.any(String) } });
    expect(db.select().from(teams).where(eq(teams.id, member.id)).get()).toBeUndefined();
    await expectNotFound(item, "id", undefined, "Team member not found");
  });
});

describe("SPEC §7 admin: testimonials", () => {
  contract("POST /api/testimonials", async () => {
    const call = { action: testimonialsAction, method: "POST", path: "/api/testimonials" };
    const body = testimonialFields();
    await expectAdminOnly(call, body);
    const created = await send(call, body, admin);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: body.name, rating: 4.5, order: 50 });
    // SPEC §5: the rating is clamped to 1–5.
    const clamped = await send(call, { ...testimonialFields(), rating: 9 }, admin);
    expect(clamped).toMatchObject({ status: 201, data: { rating: 5 } });
  });

  contract("PATCH /api/testimonials/{id}", async () => {
    const call = { action: testimonialsAction, method: "POST", path: "/api/testimonials" };
    const testimonial = (await send(call, testimonialFields(), admin)).data;
    const item = {
      action: testimonialItemAction,
      method: "PATCH",
      path: `/api/testimonials/${testimonial.id}`,
      params: { id: String(testimonial.id) },
    };
    const body = { ...testimonialFields(), rating: 3 };
    await expectAdminOnly(item, body);
    const updated = await send(item, body, admin);
    expect(updated).toMatchObject({ status: 200, data: { id: testimonial.id, rating: 3 } });
    await expectNotFound(item, "id", body, "Testimonial not found");
  });

  contract("DELETE /api/testimonials/{id}", async () => {
    const call = { action: testimonialsAction, method: "POST", path: "/api/testimonials" };
    const testimonial = (await send(call, testimonialFields(), admin)).data;
    const item = {
      action: testimonialItemAction,
      method: "DELETE",
      path: `/api/testimonials/${testimonial.id}`,
      params: { id: String(testimonial.id) },
    };
    await expectAdminOnly(item, undefined);
    const deleted = await send(item, undefined, admin);
    expect(deleted).toMatchObject({ status: 200, data: { message: expect.any(String) } });
    expect(
      db.select().from(testimonials).where(eq(testimonials.id, testimonial.id)).get(),
    ).toBeUndefined();
    await expectNotFound(item, "id", undefined, "Testimonial not found");
  });
});
