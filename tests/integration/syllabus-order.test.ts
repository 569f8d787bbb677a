import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { modules, sections } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { DomainError } from "~/models/errors.server";
import {
  createModule,
  createSection,
  deleteModule,
  deleteSection,
  moveModule,
  moveSection,
  updateModule,
  updateSection,
} from "~/models/syllabus.server";
import * as modulesPage from "~/routes/admin.courses.$courseId.modules";
import * as sectionsPage from "~/routes/admin.courses.$courseId.modules.$moduleId";
import { action as coursesAction } from "~/routes/admin.courses._index";
import { action as moduleItemApi } from "~/routes/api.modules.$moduleId";
import { action as modulesApi } from "~/routes/api.modules";
import { action as sectionItemApi } from "~/routes/api.sections.$sectionId";
import { action as sectionsApi } from "~/routes/api.sections";
import { insertTestCourse, insertTestModule, insertTestSection } from "../support/courses";
import { documentHandler } from "../support/document-server";
import { formRequest, getRequest, jsonRequest } from "../support/requests";
import { redirectedTo, runRoute } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { cookieFor, insertTestUser } from "../support/users";

// Issue 23, item 3: modules and sections are moved with 'Subir' / 'Bajar', a taken order inserts
// and shifts the others, and the lists stay numbered 1..n (docs/decisions/102).

let admin: Admin;
let adminCookie: string;
let studentCookie: string;

beforeAll(async () => {
  admin = insertTestUser("admin") as Admin;
  adminCookie = await cookieFor(admin.id);
  studentCookie = await cookieFor(insertTestUser().id);
});

/** A module with sections titled "Sec1".."Sn" at orders 1..n. */
function moduleWithSections(count: number) {
  const course = insertTestCourse();
  const module = insertTestModule(course.id, 1);
  const rows = Array.from({ length: count }, (_, index) =>
    insertTestSection(module.id, index + 1, { title: `Sec${index + 1}` }),
  );
  return { course, module, sections: rows };
}

/** A course with modules titled "Mod1".."Mn" at orders 1..n. */
function courseWithModules(count: number) {
  const course = insertTestCourse();
  const rows = Array.from({ length: count }, (_, index) =>
    insertTestModule(course.id, index + 1, { title: `Mod${index + 1}` }),
  );
  return { course, modules: rows };
}

/** The module's section titles in order, as "order:title". */
function sectionOrder(moduleId: number) {
  return db
    .select({ order: sections.order, title: sections.title })
    .from(sections)
    .where(eq(sections.moduleId, moduleId))
    .orderBy(asc(sections.order))
    .all()
    .map(({ order, title }) => `${order}:${title}`);
}

function moduleOrder(courseId: number) {
  return db
    .select({ order: modules.order, title: modules.title })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.order))
    .all()
    .map(({ order, title }) => `${order}:${title}`);
}

/** Rows SQLite changed since the connection opened: equal before and after, nothing written. */
const changesSoFar = () =>
  (db.$client.prepare("SELECT total_changes() AS n").get() as { n: number }).n;

const sectionFields = (moduleId: number, title: string, order: number) => ({
  moduleId,
  title,
  content: "Contenido de la sección de prueba.",
  duration: 30,
  order,
  videoUrl: null,
  resources: [],
});

const moduleFields = (courseId: number, title: string, order: number) => ({
  courseId,
  title,
  description: "Descripción del módulo de prueba.",
  duration: 2,
  order,
  difficulty: "Easy" as const,
  instructor: "Equipo Docente",
});

// --- the pages ----------------------------------------------------------------------------------

function postSections(
  courseId: number,
  moduleId: number,
  fields: Record<string, string>,
  cookie = adminCookie,
) {
  return runRoute(
    sectionsPage.action,
    formRequest(`/admin/courses/${courseId}/modules/${moduleId}`, fields, { cookie }),
    { courseId: String(courseId), moduleId: String(moduleId) },
  );
}

function postModules(courseId: number, fields: Record<string, string>, cookie = adminCookie) {
  return runRoute(
    modulesPage.action,
    formRequest(`/admin/courses/${courseId}/modules`, fields, { cookie }),
    { courseId: String(courseId) },
  );
}

const sectionForm = (title: string, order: number) => ({
  title,
  content: "Contenido de la sección de prueba.",
  duration: "30",
  order: String(order),
});

describe("Subir / Bajar and order fields on the admin pages", () => {
  it("'Subir' on a section swaps it with the one above: toast, back to the list at the section", async () => {
    const { course, module, sections: rows } = moduleWithSections(3);
    const outcome = await postSections(course.id, module.id, {
      intent: "move",
      direction: "up",
      sectionId: String(rows[2].id),
    });
    expect(redirectedTo(outcome)).toBe(
      `/admin/courses/${course.id}/modules/${module.id}#seccion-${rows[2].id}`,
    );
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: "Sección movida",
      description: "«Sec3» es ahora la sección 2.",
    });
    expect(sectionOrder(module.id)).toEqual(["1:Sec1", "2:Sec3", "3:Sec2"]);

    const down = await postSections(course.id, module.id, {
      intent: "move",
      direction: "down",
      sectionId: String(rows[0].id),
    });
    expect(await toastOf(down)).toMatchObject({ description: "«Sec1» es ahora la sección 2." });
    expect(sectionOrder(module.id)).toEqual(["1:Sec3", "2:Sec1", "3:Sec2"]);
  });

  it("'Subir' on the first section and 'Bajar' on the last change nothing ('Orden sin cambios')", async () => {
    const { course, module, sections: rows } = moduleWithSections(2);
    const before = changesSoFar();
    const up = await postSections(course.id, module.id, {
      intent: "move",
      direction: "up",
      sectionId: String(rows[0].id),
    });
    expect(await toastOf(up)).toEqual({
      type: "success",
      title: "Orden sin cambios",
      description: "«Sec1» ya es la primera sección.",
    });
    const down = await postSections(course.id, module.id, {
      intent: "move",
      direction: "down",
      sectionId: String(rows[1].id),
    });
    expect(await toastOf(down)).toMatchObject({ description: "«Sec2» ya es la última sección." });
    expect(changesSoFar()).toBe(before);
    expect(sectionOrder(module.id)).toEqual(["1:Sec1", "2:Sec2"]);
  });

  it("'Subir' / 'Bajar' on modules swap them; the module page redirects to #modulo-N", async () => {
    const { course, modules: rows } = courseWithModules(3);
    const outcome = await postModules(course.id, {
      intent: "move",
      direction: "down",
      moduleId: String(rows[0].id),
    });
    expect(redirectedTo(outcome)).toBe(`/admin/courses/${course.id}/modules#modulo-${rows[0].id}`);
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: "Módulo movido",
      description: "«Mod1» es ahora el módulo 2.",
    });
    expect(moduleOrder(course.id)).toEqual(["1:Mod2", "2:Mod1", "3:Mod3"]);
    const first = await postModules(course.id, {
      intent: "move",
      direction: "up",
      moduleId: String(rows[1].id),
    });
    expect(await toastOf(first)).toMatchObject({
      title: "Orden sin cambios",
      description: "«Mod2» ya es el primer módulo.",
    });
    expect(moduleOrder(course.id)).toEqual(["1:Mod2", "2:Mod1", "3:Mod3"]);
  });

  it("a move naming another module's section, a bad direction or a student changes nothing", async () => {
    const { course, module } = moduleWithSections(2);
    const other = moduleWithSections(2);
    const before = changesSoFar();
    const foreign = await postSections(course.id, module.id, {
      intent: "move",
      direction: "down",
      sectionId: String(other.sections[0].id),
    });
    expect(await toastOf(foreign)).toEqual({
      type: "error",
      title: "Error",
      description: "Sección no encontrada",
    });
    const sideways = await postSections(course.id, module.id, {
      intent: "move",
      direction: "left",
      sectionId: String(other.sections[0].id),
    });
    expect(sideways.status).toBe(400);
    const student = await postSections(
      course.id,
      module.id,
      { intent: "move", direction: "down", sectionId: String(other.sections[0].id) },
      studentCookie,
    );
    expect(student.status).toBe(302);
    expect(student.headers.get("Location")).toMatch(/^\/auth/);
    expect(changesSoFar()).toBe(before);
    expect(sectionOrder(other.module.id)).toEqual(["1:Sec1", "2:Sec2"]);
  });

  it("setting section 3 to order 1 inserts it there and shifts the others (no 'Ya existe...')", async () => {
    const { course, module, sections: rows } = moduleWithSections(3);
    const outcome = await postSections(course.id, module.id, {
      intent: "update",
      sectionId: String(rows[2].id),
      ...sectionForm("Sec3", 1),
    });
    expect(await toastOf(outcome)).toMatchObject({ title: "Sección actualizada" });
    expect(sectionOrder(module.id)).toEqual(["1:Sec3", "2:Sec1", "3:Sec2"]);

    // Creating at a taken order inserts too; past the end means last.
    await postSections(course.id, module.id, { intent: "create", ...sectionForm("Nueva", 2) });
    await postSections(course.id, module.id, { intent: "create", ...sectionForm("Final", 40) });
    expect(sectionOrder(module.id)).toEqual(["1:Sec3", "2:Nueva", "3:Sec1", "4:Sec2", "5:Final"]);
  });

  it("a module created or edited onto a taken order shifts the others (no duplicate orders)", async () => {
    const { course, modules: rows } = courseWithModules(2);
    const fields = {
      title: "Nuevo",
      description: "Descripción del módulo nuevo.",
      duration: "2",
      order: "1",
      difficulty: "Easy",
      instructor: "Equipo Docente",
    };
    const created = await postModules(course.id, { intent: "create", ...fields });
    expect(await toastOf(created)).toMatchObject({ title: "Módulo creado" });
    expect(moduleOrder(course.id)).toEqual(["1:Nuevo", "2:Mod1", "3:Mod2"]);
    await postModules(course.id, {
      intent: "update",
      moduleId: String(rows[1].id),
      ...fields,
      title: "Mod2",
      order: "2",
    });
    expect(moduleOrder(course.id)).toEqual(["1:Nuevo", "2:Mod2", "3:Mod1"]);
  });

  it("deleting a section or a module renumbers the ones after it", async () => {
    const { course, module, sections: rows } = moduleWithSections(4);
    const deleted = await postSections(course.id, module.id, {
      intent: "delete",
      sectionId: String(rows[1].id),
    });
    expect(await toastOf(deleted)).toMatchObject({ title: "Sección eliminada" });
    expect(sectionOrder(module.id)).toEqual(["1:Sec1", "2:Sec3", "3:Sec4"]);

    const { course: other, modules: mods } = courseWithModules(3);
    await postModules(other.id, { intent: "delete", moduleId: String(mods[0].id) });
    expect(moduleOrder(other.id)).toEqual(["1:Mod2", "2:Mod3"]);
  });

  it("renders 'Subir «…»' / 'Bajar «…»' forms: none up on the first item, none down on the last", async () => {
    const { course, module, sections: rows } = moduleWithSections(3);
    const handle = documentHandler([
      {
        id: "routes/admin.courses.$courseId.modules.$moduleId",
        path: "admin/courses/:courseId/modules/:moduleId",
        module: sectionsPage,
      },
    ]);
    const response = await handle(
      getRequest(`/admin/courses/${course.id}/modules/${module.id}`, { cookie: adminCookie }),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const labels = [...html.matchAll(/aria-label="((?:Subir|Bajar) [^"]+)"/g)].map((m) => m[1]);
    expect(labels).toEqual(["Bajar «Sec1»", "Subir «Sec2»", "Bajar «Sec2»", "Subir «Sec3»"]);
    // Each a plain form posting intent=move, the direction and the section (works without JS).
    expect(html).toMatch(
      /<form method="post" action="[^"]*"[^>]*>(?:(?!<\/form>).)*name="direction" value="up"(?:(?!<\/form>).)*name="intent" value="move"/s,
    );
    // Each card has the id the move's redirect points at.
    for (const row of rows) expect(html).toContain(`id="seccion-${row.id}"`);
  });
});

// --- the /api -----------------------------------------------------------------------------------

describe("the same order rules through /api (SPEC §7 shapes kept)", () => {
  it("POST /api/sections at a taken order answers 201 with the order it got and shifts the others", async () => {
    const { module } = moduleWithSections(2);
    const created = await runRoute(
      sectionsApi,
      jsonRequest("/api/sections", sectionFields(module.id, "Primera", 1), {
        cookie: adminCookie,
      }),
    );
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ moduleId: module.id, title: "Primera", order: 1 });
    expect(sectionOrder(module.id)).toEqual(["1:Primera", "2:Sec1", "3:Sec2"]);
  });

  it("PATCH /api/sections/{id} to order 1 moves it first; DELETE closes the gap", async () => {
    const { module, sections: rows } = moduleWithSections(3);
    const patched = await runRoute(
      sectionItemApi,
      jsonRequest(`/api/sections/${rows[2].id}`, sectionFields(module.id, "Sec3", 1), {
        method: "PATCH",
        cookie: adminCookie,
      }),
      { sectionId: String(rows[2].id) },
    );
    expect(patched.status).toBe(200);
    expect(patched.data).toMatchObject({ id: rows[2].id, order: 1 });
    expect(sectionOrder(module.id)).toEqual(["1:Sec3", "2:Sec1", "3:Sec2"]);

    const deleted = await runRoute(
      sectionItemApi,
      getRequest(`/api/sections/${rows[0].id}`, { method: "DELETE", cookie: adminCookie }),
      { sectionId: String(rows[0].id) },
    );
    expect(deleted).toMatchObject({ status: 200, data: { message: "Sección eliminada" } });
    expect(sectionOrder(module.id)).toEqual(["1:Sec3", "2:Sec2"]);
  });

  it("POST and PATCH /api/modules shift the course's modules; DELETE renumbers them", async () => {
    const { course, modules: rows } = courseWithModules(2);
    const created = await runRoute(
      modulesApi,
      jsonRequest("/api/modules", moduleFields(course.id, "Intro", 1), { cookie: adminCookie }),
    );
    expect(created).toMatchObject({ status: 201, data: { title: "Intro", order: 1 } });
    expect(moduleOrder(course.id)).toEqual(["1:Intro", "2:Mod1", "3:Mod2"]);
    const patched = await runRoute(
      moduleItemApi,
      jsonRequest(`/api/modules/${rows[1].id}`, moduleFields(course.id, "Mod2", 1), {
        method: "PATCH",
        cookie: adminCookie,
      }),
      { moduleId: String(rows[1].id) },
    );
    expect(patched).toMatchObject({ status: 200, data: { id: rows[1].id, order: 1 } });
    expect(moduleOrder(course.id)).toEqual(["1:Mod2", "2:Intro", "3:Mod1"]);
    await runRoute(
      moduleItemApi,
      getRequest(`/api/modules/${rows[1].id}`, { method: "DELETE", cookie: adminCookie }),
      { moduleId: String(rows[1].id) },
    );
    expect(moduleOrder(course.id)).toEqual(["1:Intro", "2:Mod1"]);
  });
});

// --- the course toggle --------------------------------------------------------------------------

describe("Habilitar / Inhabilitar on the course grid", () => {
  it("disabling gives a toast as enabling does (SPEC: the toggle is an update, 'Curso actualizado')", async () => {
    const course = insertTestCourse();
    const toggle = (isDisabled: boolean) =>
      runRoute(
        coursesAction,
        formRequest(
          "/admin/courses?index",
          { intent: "toggle", courseId: String(course.id), isDisabled: String(isDisabled) },
          { cookie: adminCookie },
        ),
      );
    const disabled = await toggle(true);
    expect(redirectedTo(disabled)).toBe("/admin/courses");
    expect(await toastOf(disabled)).toEqual({
      type: "success",
      title: "Curso actualizado",
      description: `«${course.title}» está inhabilitado.`,
    });
    const enabled = await toggle(false);
    expect(await toastOf(enabled)).toEqual({
      type: "success",
      title: "Curso actualizado",
      description: `«${course.title}» está habilitado.`,
    });
  });
});

// --- the model ----------------------------------------------------------------------------------

describe("syllabus order model", () => {
  it("moveSection swaps with the neighbour; at either end it reports moved: false and writes nothing", () => {
    const { module, sections: rows } = moduleWithSections(3);
    expect(moveSection(admin, rows[1].id, "up")).toEqual({
      id: rows[1].id,
      title: "Sec2",
      order: 1,
      moved: true,
    });
    expect(sectionOrder(module.id)).toEqual(["1:Sec2", "2:Sec1", "3:Sec3"]);
    expect(moveSection(admin, rows[1].id, "down")).toMatchObject({ order: 2, moved: true });
    expect(sectionOrder(module.id)).toEqual(["1:Sec1", "2:Sec2", "3:Sec3"]);

    const before = changesSoFar();
    expect(moveSection(admin, rows[0].id, "up")).toMatchObject({ order: 1, moved: false });
    expect(moveSection(admin, rows[2].id, "down")).toMatchObject({ order: 3, moved: false });
    expect(changesSoFar()).toBe(before);
    expect(() => moveSection(admin, 999_999, "up")).toThrow(DomainError);
  });

  it("moveModule follows the same rules", () => {
    const { course, modules: rows } = courseWithModules(2);
    expect(moveModule(admin, rows[1].id, "up")).toMatchObject({ order: 1, moved: true });
    expect(moduleOrder(course.id)).toEqual(["1:Mod2", "2:Mod1"]);
    expect(moveModule(admin, rows[1].id, "up")).toMatchObject({ order: 1, moved: false });
    expect(moveModule(admin, rows[0].id, "down")).toMatchObject({ order: 2, moved: false });
  });

  it("create and update insert at a taken order and shift the others, in both directions", () => {
    const { module, sections: rows } = moduleWithSections(4);
    updateSection(admin, rows[3].id, sectionFields(module.id, "Sec4", 2));
    expect(sectionOrder(module.id)).toEqual(["1:Sec1", "2:Sec4", "3:Sec2", "4:Sec3"]);
    updateSection(admin, rows[0].id, sectionFields(module.id, "Sec1", 4));
    expect(sectionOrder(module.id)).toEqual(["1:Sec4", "2:Sec2", "3:Sec3", "4:Sec1"]);
    // Past the end: last.
    updateSection(admin, rows[1].id, sectionFields(module.id, "Sec2", 50));
    expect(sectionOrder(module.id)).toEqual(["1:Sec4", "2:Sec3", "3:Sec1", "4:Sec2"]);
    const { section } = createSection(admin, sectionFields(module.id, "Nueva", 3));
    expect(section.order).toBe(3);
    expect(sectionOrder(module.id)).toEqual(["1:Sec4", "2:Sec3", "3:Nueva", "4:Sec1", "5:Sec2"]);

    const { course } = courseWithModules(2);
    const created = createModule(admin, moduleFields(course.id, "Cero", 1));
    expect(created.order).toBe(1);
    expect(moduleOrder(course.id)).toEqual(["1:Cero", "2:Mod1", "3:Mod2"]);
    const last = createModule(admin, moduleFields(course.id, "Último", 99));
    expect(last.order).toBe(4);
    updateModule(admin, created.id, moduleFields(course.id, "Cero", 3));
    expect(moduleOrder(course.id)).toEqual(["1:Mod1", "2:Mod2", "3:Cero", "4:Último"]);
  });

  it("delete renumbers the followers; a list with gaps from older writes becomes 1..n on the next write", () => {
    const { module, sections: rows } = moduleWithSections(3);
    deleteSection(admin, rows[0].id);
    expect(sectionOrder(module.id)).toEqual(["1:Sec2", "2:Sec3"]);

    const { course, modules: mods } = courseWithModules(3);
    deleteModule(admin, mods[1].id);
    expect(moduleOrder(course.id)).toEqual(["1:Mod1", "2:Mod3"]);

    const gappy = insertTestModule(insertTestCourse().id, 1);
    for (const order of [2, 5, 9]) insertTestSection(gappy.id, order, { title: `Gap${order}` });
    moveSection(
      admin,
      db.select().from(sections).where(eq(sections.title, "Gap9")).all().at(-1)!.id,
      "up",
    );
    expect(sectionOrder(gappy.id)).toEqual(["1:Gap2", "2:Gap9", "3:Gap5"]);
  });

  it("a move is one transaction: a failure half-way leaves every order as it was", () => {
    const { module, sections: rows } = moduleWithSections(3);
    // The second step of the swap (negative temporary → final order) fails for S2.
    db.$client.exec(`
      CREATE TEMP TRIGGER fail_second_step BEFORE UPDATE OF "order" ON sections
      WHEN NEW.id = ${rows[1].id} AND OLD."order" < 0
      BEGIN SELECT RAISE(ABORT, 'second step refused'); END;
    `);
    try {
      expect(() => moveSection(admin, rows[1].id, "up")).toThrow("second step refused");
      expect(() => updateSection(admin, rows[2].id, sectionFields(module.id, "Sec3", 1))).toThrow(
        "second step refused",
      );
    } finally {
      db.$client.exec("DROP TRIGGER fail_second_step");
    }
    // The rows already at their temporaries (negative) or final orders were rolled back with it.
    expect(sectionOrder(module.id)).toEqual(["1:Sec1", "2:Sec2", "3:Sec3"]);
  });

  it("many concurrent moves, inserts and deletes leave one row per order, numbered 1..n", async () => {
    const { course, module, sections: rows } = moduleWithSections(6);
    const path = `/admin/courses/${course.id}/modules/${module.id}`;
    const params = { courseId: String(course.id), moduleId: String(module.id) };
    const post = (fields: Record<string, string>) =>
      runRoute(sectionsPage.action, formRequest(path, fields, { cookie: adminCookie }), params);
    const requests = [
      ...rows.map((row, index) =>
        post({
          intent: "move",
          sectionId: String(row.id),
          direction: index % 2 ? "up" : "down",
        }),
      ),
      ...Array.from({ length: 8 }, (_, index) =>
        post({ intent: "create", ...sectionForm(`Nueva ${index}`, 1 + (index % 3)) }),
      ),
      post({ intent: "delete", sectionId: String(rows[5].id) }),
      post({ intent: "update", sectionId: String(rows[4].id), ...sectionForm("Sec5", 1) }),
    ];
    const outcomes = await Promise.all(requests);
    for (const outcome of outcomes) expect(outcome.status).toBe(302);
    const orders = db
      .select({ order: sections.order })
      .from(sections)
      .where(eq(sections.moduleId, module.id))
      .orderBy(asc(sections.order))
      .all()
      .map(({ order }) => order);
    expect(orders).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
  });
});
