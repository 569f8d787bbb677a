import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { courses, modules, sectionComments, sections, teams, testimonials } from "../../db/schema";
import { db } from "~/db.server";
import { enrollUser } from "~/models/enrollment.server";
import {
  listSectionResourceLinks,
  requireModuleOfCourse,
  requireSectionOfModule,
} from "~/models/syllabus.server";
import { DomainError } from "~/models/errors.server";
import { loader as adminLoader } from "~/routes/admin";
import { loader as overviewLoader } from "~/routes/admin._index";
import { action as commentsAction, loader as commentsLoader } from "~/routes/admin.comments";
import { loader as messagesLoader } from "~/routes/admin.messages";
import { loader as messagesCsvLoader } from "~/routes/admin.messages[.]csv";
import { loader as registrationsLoader } from "~/routes/admin.registrations";
import { loader as registrationsCsvLoader } from "~/routes/admin.registrations[.]csv";
import { action as coursesAction, loader as coursesLoader } from "~/routes/admin.courses._index";
import {
  action as sectionsAction,
  loader as sectionsLoader,
} from "~/routes/admin.courses.$courseId.modules.$moduleId";
import {
  action as modulesAction,
  loader as modulesLoader,
} from "~/routes/admin.courses.$courseId.modules";
import { action as teamAction, loader as teamLoader } from "~/routes/admin.team";
import {
  action as testimonialsAction,
  loader as testimonialsLoader,
} from "~/routes/admin.testimonials";
import { getToast } from "~/utils/toast.server";
import { courseFormFields } from "../support/courses";
import { run, type Outcome } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

const BASE = "http://localhost";

type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;

let adminCookie: string;
let studentCookie: string;

beforeAll(async () => {
  adminCookie = await cookieFor(insertTestUser("admin").id);
  studentCookie = await cookieFor(insertTestUser().id);
});

function load(loader: Loader, path: string, params: Record<string, string> = {}, cookie?: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  return run(() =>
    loader({ request: new Request(`${BASE}${path}`, { headers }), params, context: {} }),
  );
}

function post(
  action: Action,
  path: string,
  body: Record<string, string> | FormData,
  { params = {}, cookie = adminCookie }: { params?: Record<string, string>; cookie?: string } = {},
) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (!(body instanceof FormData)) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const request = new Request(`${BASE}${path}`, {
    method: "POST",
    headers,
    body: body instanceof FormData ? body : new URLSearchParams(body).toString(),
  });
  return run(() => action({ request, params, context: {} }));
}

/** The flash toast a redirect sets, as the root loader would read it. */
async function toastOf(outcome: Outcome) {
  const cookie = outcome.headers.getSetCookie().find((value) => value.startsWith("__toast="));
  if (!cookie) return null;
  const { toast } = await getToast(
    new Request(BASE, { headers: { Cookie: cookie.split(";")[0] } }),
  );
  return toast;
}

const png = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .png()
    .toBuffer();

const courseFields = (overrides: Record<string, string> = {}) =>
  courseFormFields({ intent: "create", ...overrides });

async function createCourse(overrides: Record<string, string> = {}) {
  const fields = courseFields(overrides);
  const outcome = await post(coursesAction, "/admin/courses?index", fields);
  expect(outcome.status).toBe(302);
  return db.select().from(courses).where(eq(courses.title, fields.title)).get()!;
}

async function createModule(courseId: number, overrides: Record<string, string> = {}) {
  const outcome = await post(
    modulesAction,
    `/admin/courses/${courseId}/modules`,
    {
      intent: "create",
      title: "Módulo de prueba",
      description: "Descripción del módulo de prueba.",
      duration: "2",
      order: "1",
      difficulty: "Easy",
      instructor: "Equipo Docente",
      ...overrides,
    },
    { params: { courseId: String(courseId) } },
  );
  return outcome;
}

describe("authorization: every admin loader and action", () => {
  const loaders: [string, Loader, string, Record<string, string>][] = [
    ["layout", adminLoader, "/admin", {}],
    ["Cursos", coursesLoader, "/admin/courses", {}],
    ["Módulos", modulesLoader, "/admin/courses/1/modules", { courseId: "1" }],
    ["Secciones", sectionsLoader, "/admin/courses/1/modules/1", { courseId: "1", moduleId: "1" }],
    ["Equipo", teamLoader, "/admin/team", {}],
    ["Testimonios", testimonialsLoader, "/admin/testimonials", {}],
    ["Resumen", overviewLoader, "/admin", {}],
    ["Registros en vivo", registrationsLoader, "/admin/registrations", {}],
    ["Mensajes", messagesLoader, "/admin/messages", {}],
    ["registrations.csv", registrationsCsvLoader, "/admin/registrations.csv", {}],
    ["messages.csv", messagesCsvLoader, "/admin/messages.csv", {}],
    ["Comentarios", commentsLoader, "/admin/comments", {}],
  ];

  it.each(loaders)(
    "%s loader: anonymous to sign in and back, student to 'Acceso denegado', admin served",
    async (_name, loader, path, params) => {
      const anonymous = await load(loader, path, params, undefined);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("Location")).toBe(
        `/auth?${new URLSearchParams({ redirectTo: path })}`,
      );
      const student = await load(loader, path, params, studentCookie);
      expect(student.status).toBe(302);
      expect(student.headers.get("Location")).toBe("/auth?denied=admin");
      const served = await load(loader, path, params, adminCookie);
      expect(served.status).toBe(200);
    },
  );

  const actions: [string, Action, string, Record<string, string>, () => number][] = [
    [
      "Cursos",
      coursesAction,
      "/admin/courses?index",
      {},
      () => db.select().from(courses).all().length,
    ],
    [
      "Módulos",
      modulesAction,
      "/admin/courses/1/modules",
      { courseId: "1" },
      () => db.select().from(modules).all().length,
    ],
    [
      "Secciones",
      sectionsAction,
      "/admin/courses/1/modules/1",
      { courseId: "1", moduleId: "1" },
      () => db.select().from(sections).all().length,
    ],
    ["Equipo", teamAction, "/admin/team", {}, () => db.select().from(teams).all().length],
    [
      "Testimonios",
      testimonialsAction,
      "/admin/testimonials",
      {},
      () => db.select().from(testimonials).all().length,
    ],
  ];

  it.each(actions)(
    "%s action: anonymous and student to /auth (the student to 'Acceso denegado'), nothing deleted",
    async (_name, action, path, params, rows) => {
      const before = rows();
      for (const cookie of [undefined, studentCookie]) {
        const refused = await post(
          action,
          path,
          {
            intent: "delete",
            courseId: "1",
            moduleId: "1",
            sectionId: "1",
            memberId: "1",
            testimonialId: "1",
          },
          { params, cookie: cookie ?? "" },
        );
        expect(refused.status).toBe(302);
        expect(refused.headers.get("Location")).toMatch(
          cookie ? /^\/auth\?denied=admin$/ : /^\/auth\?redirectTo=/,
        );
      }
      expect(rows()).toBe(before);
    },
  );
});

describe("CSV exports (issue 24)", () => {
  it("serve a semicolon-separated file under its own name with ?sep=semicolon", async () => {
    for (const [loader, path, baseName] of [
      [messagesCsvLoader, "/admin/messages.csv", "mensajes-de-contacto"],
      [registrationsCsvLoader, "/admin/registrations.csv", "registros-cursos-en-vivo"],
    ] as const) {
      const comma = await load(loader, path, {}, adminCookie);
      expect(comma.headers.get("Content-Disposition")).toBe(
        `attachment; filename="${baseName}.csv"`,
      );
      expect(comma.data).toMatch(/^Fecha \(hora de Ciudad de México\),Fecha UTC \(ISO 8601\),/);
      const semicolon = await load(loader, `${path}?sep=semicolon`, {}, adminCookie);
      expect(semicolon.headers.get("Content-Type")).toContain("text/csv");
      expect(semicolon.headers.get("Content-Disposition")).toBe(
        `attachment; filename="${baseName}-punto-y-coma.csv"`,
      );
      expect(semicolon.data).toMatch(/^Fecha \(hora de Ciudad de México\);Fecha UTC \(ISO 8601\);/);
    }
  });
});

describe("Cursos", () => {
  it("creates a course with the slug from its title and the 'Curso creado' toast", async () => {
    const outcome = await post(
      coursesAction,
      "/admin/courses?index",
      courseFields({ title: "Introducción a Páginas" }),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/admin/courses");
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Curso creado" });
    const row = db.select().from(courses).where(eq(courses.slug, "introduccion-a-paginas")).get();
    expect(row?.title).toBe("Introducción a Páginas");
  });

  it("stores an uploaded cover as one of our images (multipart)", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(courseFields({ image: "" })))
      form.append(name, value);
    form.append(
      "imageFile",
      new File([new Uint8Array(await png())], "portada.png", { type: "image/png" }),
    );
    const outcome = await post(coursesAction, "/admin/courses?index", form);
    expect(outcome.status).toBe(302);
    const row = db
      .select()
      .from(courses)
      .where(eq(courses.title, form.get("title") as string))
      .get();
    expect(row?.image).toMatch(/^\/images\/\d+$/);
  });

  it("refuses a file that is not an image, under the image field, keeping what was typed", async () => {
    const form = new FormData();
    const fields = courseFields({ image: "" });
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("imageFile", new File(["<html>no</html>"], "portada.png", { type: "image/png" }));
    const outcome = await post(coursesAction, "/admin/courses?index", form);
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error.image).toEqual([
      "Solo se permiten imágenes en formato JPG, PNG o GIF",
    ]);
    expect(outcome.data.failure.title).toBe("Error al crear el curso");
    expect(outcome.data.result.initialValue.title).toBe(fields.title);
  });

  it("refuses an upload over 5 MB with 413 and the photo rule's message", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(courseFields())) form.append(name, value);
    form.append(
      "imageFile",
      new File([new Uint8Array(5 * 1024 * 1024 + 100 * 1024)], "big.png", { type: "image/png" }),
    );
    const outcome = await post(coursesAction, "/admin/courses?index", form);
    expect(outcome.status).toBe(413);
    expect(outcome.data.result.error.image).toEqual(["La imagen no debe superar los 5MB"]);
  });

  // Issue 24, item 3: the form's schema (the one the browser runs before sending) refuses a file
  // just over 5 MB with the same message, under the same field, beside the other fields' errors.
  it("refuses a file just over 5 MB by the form's schema, under the image field", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(courseFields({ description: "corta" }))) {
      form.append(name, value);
    }
    form.append(
      "imageFile",
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }),
    );
    const outcome = await post(coursesAction, "/admin/courses?index", form);
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({
      image: ["La imagen no debe superar los 5MB"],
      description: ["La descripción es requerida"],
    });
    expect(
      db
        .select()
        .from(courses)
        .where(eq(courses.title, form.get("title") as string))
        .get(),
    ).toBeUndefined();
  });

  it("answers a rule refusal with 4xx, the failure title and the typed values", async () => {
    const fields = courseFields({ description: "corta" });
    const invalid = await post(coursesAction, "/admin/courses?index", fields);
    expect(invalid.status).toBe(400);
    expect(invalid.data.failure.title).toBe("Error al crear el curso");
    expect(invalid.data.result.error.description).toEqual(["La descripción es requerida"]);
    expect(invalid.data.result.initialValue).toMatchObject({
      title: fields.title,
      description: "corta",
    });

    const first = await createCourse({ slug: "slug-repetido" });
    const taken = await post(
      coursesAction,
      "/admin/courses?index",
      courseFields({ slug: "slug-repetido" }),
    );
    expect(taken.status).toBe(409);
    expect(taken.data.failure).toEqual({
      title: "Error al crear el curso",
      message: "Ya existe un curso con ese slug. Por favor, elige otro.",
    });
    expect(taken.data.result.error.slug).toEqual([
      "Ya existe un curso con ese slug. Por favor, elige otro.",
    ]);
    expect(db.select().from(courses).where(eq(courses.slug, "slug-repetido")).all()).toHaveLength(
      1,
    );

    const update = await post(coursesAction, `/admin/courses?index&edit=${first.id}`, {
      ...courseFields({ intent: "update", title: "Otro título" }),
      courseId: String(first.id),
      duration: "0",
    });
    expect(update.status).toBe(400);
    expect(update.data.failure.title).toBe("Error al actualizar el curso");
  });

  it("updates a course ('Curso actualizado'); live settings of a non-live course are dropped", async () => {
    const course = await createCourse();
    const outcome = await post(coursesAction, `/admin/courses?index&edit=${course.id}`, {
      ...courseFields({ intent: "update", title: "Título nuevo del curso" }),
      courseId: String(course.id),
      slug: course.slug,
      "liveDetails.schedule": "Sábados",
    });
    expect(outcome.status).toBe(302);
    expect(await toastOf(outcome)).toMatchObject({ title: "Curso actualizado" });
    const row = db.select().from(courses).where(eq(courses.id, course.id)).get()!;
    expect(row.title).toBe("Título nuevo del curso");
    expect(row.liveDetails).toBeNull();

    const live = await post(coursesAction, `/admin/courses?index&edit=${course.id}`, {
      ...courseFields({ intent: "update" }),
      courseId: String(course.id),
      isLive: "on",
      "liveDetails.schedule": "Sábados",
    });
    expect(live.status).toBe(400);
    expect(live.data.result.error["liveDetails.liveDuration"]).toEqual([
      "La duración del curso en vivo es requerida.",
    ]);
  });

  it("creates a live course with its live settings", async () => {
    const fields = courseFields({
      isLive: "on",
      "liveDetails.liveDuration": "8 semanas",
      "liveDetails.schedule": "Sábados de 10:00 a 13:00",
      "liveDetails.modality": "Mixta",
      "liveDetails.address": "Centro Comunitario",
      "liveDetails.contact": "hola@example.org",
    });
    const outcome = await post(coursesAction, "/admin/courses?index", fields);
    expect(outcome.status).toBe(302);
    const row = db.select().from(courses).where(eq(courses.title, fields.title)).get()!;
    expect(row.isLive).toBe(true);
    expect(row.liveDetails).toEqual({
      liveDuration: "8 semanas",
      schedule: "Sábados de 10:00 a 13:00",
      modality: "Mixta",
      address: "Centro Comunitario",
      contact: "hola@example.org",
    });
  });

  it("the loader serves edit mode and the no-JS delete confirmation for listed courses only", async () => {
    const course = await createCourse();
    const edit = await load(coursesLoader, `/admin/courses?edit=${course.id}`, {}, adminCookie);
    expect(edit.data.editing.id).toBe(course.id);
    const confirm = await load(
      coursesLoader,
      `/admin/courses?confirm=delete&id=${course.id}`,
      {},
      adminCookie,
    );
    expect(confirm.data.confirmDeleteId).toBe(course.id);
    const unknown = await load(
      coursesLoader,
      "/admin/courses?confirm=delete&id=999999",
      {},
      adminCookie,
    );
    expect(unknown.data.confirmDeleteId).toBeNull();
  });

  it("disabling a course makes enrollUser refuse; enabling it again allows it", async () => {
    const course = await createCourse();
    const student = insertTestUser();
    const disabled = await post(coursesAction, "/admin/courses?index", {
      intent: "toggle",
      courseId: String(course.id),
      isDisabled: "true",
    });
    expect(await toastOf(disabled)).toMatchObject({ title: "Curso actualizado" });
    expect(() => enrollUser(student.id, course.id)).toThrow(DomainError);
    expect(() => enrollUser(student.id, course.id)).toThrow(
      "Este curso no está disponible para inscripciones.",
    );

    await post(coursesAction, "/admin/courses?index", {
      intent: "toggle",
      courseId: String(course.id),
      isDisabled: "false",
    });
    expect(enrollUser(student.id, course.id).enrollment.courseId).toBe(course.id);
  });

  it("deletes a course with its modules ('Curso eliminado'); a second delete is the 'Error' toast", async () => {
    const course = await createCourse();
    await createModule(course.id);
    const deleted = await post(coursesAction, "/admin/courses?index", {
      intent: "delete",
      courseId: String(course.id),
    });
    expect(await toastOf(deleted)).toMatchObject({ type: "success", title: "Curso eliminado" });
    expect(db.select().from(modules).where(eq(modules.courseId, course.id)).all()).toHaveLength(0);

    const again = await post(coursesAction, "/admin/courses?index", {
      intent: "delete",
      courseId: String(course.id),
    });
    expect(again.status).toBe(302);
    expect(await toastOf(again)).toEqual({
      type: "error",
      title: "Error",
      description: "Curso no encontrado",
    });
  });
});

describe("bad ids", () => {
  it("a delete naming no valid row is a 400 with the 'Error' alert, nothing deleted", async () => {
    const before = db.select().from(courses).all().length;
    const outcome = await post(coursesAction, "/admin/courses?index", {
      intent: "delete",
      courseId: "1 OR 1=1",
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data.intent).toBe("delete");
    expect(outcome.data.failure).toEqual({ title: "Error", message: "Elemento no encontrado" });
    expect(db.select().from(courses).all()).toHaveLength(before);
  });

  it("an unknown course or module in the URL is the page's 404", async () => {
    const course = await load(coursesLoader, "/admin/courses", {}, adminCookie);
    expect(course.status).toBe(200);
    const missing = await load(
      modulesLoader,
      "/admin/courses/999999/modules",
      { courseId: "999999" },
      adminCookie,
    );
    expect(missing.status).toBe(404);
    const malformed = await load(
      modulesLoader,
      "/admin/courses/abc/modules",
      { courseId: "abc" },
      adminCookie,
    );
    expect(malformed.status).toBe(404);
  });
});

describe("Módulos and Secciones", () => {
  it("creates modules in order; the next form proposes count + 1; a taken order inserts there", async () => {
    const course = await createCourse();
    const created = await createModule(course.id);
    expect(created.headers.get("Location")).toBe(`/admin/courses/${course.id}/modules`);
    expect(await toastOf(created)).toMatchObject({ title: "Módulo creado" });
    const page = await load(
      modulesLoader,
      `/admin/courses/${course.id}/modules`,
      { courseId: String(course.id) },
      adminCookie,
    );
    // The form proposes the list's length + 1 (AdminCrudPage; tests/e2e/admin.spec.ts reads it).
    expect(page.data.modules).toHaveLength(1);

    // Order 1 is taken: the new module goes first and the other one moves to 2 (decision 102).
    const inserted = await createModule(course.id, { title: "Otro módulo" });
    expect(await toastOf(inserted)).toMatchObject({ title: "Módulo creado" });
    expect(
      db
        .select({ title: modules.title, order: modules.order })
        .from(modules)
        .where(eq(modules.courseId, course.id))
        .orderBy(modules.order)
        .all(),
    ).toEqual([
      { title: "Otro módulo", order: 1 },
      { title: "Módulo de prueba", order: 2 },
    ]);

    // The module being edited keeps its own order.
    const module = db
      .select()
      .from(modules)
      .where(eq(modules.title, "Módulo de prueba"))
      .all()
      .find((row) => row.courseId === course.id)!;
    const updated = await post(
      modulesAction,
      `/admin/courses/${course.id}/modules?edit=${module.id}`,
      {
        intent: "update",
        moduleId: String(module.id),
        title: "Módulo renombrado",
        description: module.description,
        duration: "3",
        order: "2",
        difficulty: "Hard",
        instructor: module.instructor,
      },
      { params: { courseId: String(course.id) } },
    );
    expect(await toastOf(updated)).toMatchObject({ title: "Módulo actualizado" });
    expect(db.select().from(modules).where(eq(modules.id, module.id)).get()).toMatchObject({
      title: "Módulo renombrado",
      difficulty: "Hard",
      order: 2,
    });
  });

  it("refuses a module of another course as not found, whatever the intent", async () => {
    const [a, b] = [await createCourse(), await createCourse()];
    await createModule(a.id);
    await createModule(a.id, { title: "Segundo módulo", order: "2" });
    const module = db.select().from(modules).where(eq(modules.courseId, a.id)).get()!;
    const before = db.select().from(modules).where(eq(modules.courseId, a.id)).all();
    const itemIntents: Record<string, string>[] = [
      { intent: "delete", moduleId: String(module.id) },
      { intent: "move", moduleId: String(module.id), direction: "down" },
    ];
    for (const body of itemIntents) {
      const outcome = await post(modulesAction, `/admin/courses/${b.id}/modules`, body, {
        params: { courseId: String(b.id) },
      });
      expect(await toastOf(outcome), body.intent).toMatchObject({
        type: "error",
        title: "Error",
        description: "Módulo no encontrado",
      });
    }
    // An edit's refusal shows beside its form.
    const update = await post(
      modulesAction,
      `/admin/courses/${b.id}/modules?edit=${module.id}`,
      {
        intent: "update",
        moduleId: String(module.id),
        title: "Cambiado desde otro curso",
        description: "Descripción del módulo de prueba.",
        duration: "2",
        order: "2",
        difficulty: "Easy",
        instructor: "Equipo Docente",
      },
      { params: { courseId: String(b.id) } },
    );
    expect(update.status).toBe(404);
    expect(update.data.failure).toEqual({
      title: "Error al actualizar el módulo",
      message: "Módulo no encontrado",
    });
    expect(db.select().from(modules).where(eq(modules.courseId, a.id)).all()).toEqual(before);
    const sectionsPage = await load(
      sectionsLoader,
      `/admin/courses/${b.id}/modules/${module.id}`,
      { courseId: String(b.id), moduleId: String(module.id) },
      adminCookie,
    );
    expect(sectionsPage.status).toBe(404);
  });

  it("creates, updates and deletes sections with their toasts and order rule", async () => {
    const course = await createCourse();
    await createModule(course.id);
    const module = db.select().from(modules).where(eq(modules.courseId, course.id)).get()!;
    const params = { courseId: String(course.id), moduleId: String(module.id) };
    const path = `/admin/courses/${course.id}/modules/${module.id}`;
    const fields = {
      intent: "create",
      title: "Sección uno",
      content: "Contenido de la sección uno.",
      duration: "",
      order: "1",
    };

    const created = await post(sectionsAction, path, fields, { params });
    expect(await toastOf(created)).toMatchObject({ title: "Sección creada" });
    const section = db.select().from(sections).where(eq(sections.moduleId, module.id)).get()!;
    expect(section.duration).toBe(30);

    // Order 1 is taken: "Sección dos" goes first, "Sección uno" becomes 2 (decision 102).
    const inserted = await post(
      sectionsAction,
      path,
      { ...fields, title: "Sección dos" },
      { params },
    );
    expect(await toastOf(inserted)).toMatchObject({ title: "Sección creada" });
    expect(db.select().from(sections).where(eq(sections.id, section.id)).get()!.order).toBe(2);

    const invalid = await post(sectionsAction, path, { ...fields, content: "corto" }, { params });
    expect(invalid.status).toBe(400);
    expect(invalid.data.failure.title).toBe("Error al crear la sección");

    const updated = await post(
      sectionsAction,
      path,
      {
        ...fields,
        intent: "update",
        sectionId: String(section.id),
        title: "Sección renombrada",
        videoUrl: "/media/leccion-demo.webm",
        resources: "Guía de HTML | https://developer.mozilla.org/es/docs/Web/HTML",
      },
      { params },
    );
    expect(await toastOf(updated)).toMatchObject({ title: "Sección actualizada" });
    expect(db.select().from(sections).where(eq(sections.id, section.id)).get()!.videoUrl).toBe(
      "/media/leccion-demo.webm",
    );
    expect(listSectionResourceLinks(section.id)).toEqual([
      { title: "Guía de HTML", url: "https://developer.mozilla.org/es/docs/Web/HTML" },
    ]);
    const editPage = await load(sectionsLoader, `${path}?edit=${section.id}`, params, adminCookie);
    expect(editPage.data.editing.resources).toHaveLength(1);

    const deleted = await post(
      sectionsAction,
      path,
      { intent: "delete", sectionId: String(section.id) },
      { params },
    );
    expect(await toastOf(deleted)).toMatchObject({ title: "Sección eliminada" });
    const again = await post(
      sectionsAction,
      path,
      { intent: "delete", sectionId: String(section.id) },
      { params },
    );
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      title: "Error",
      description: "Sección no encontrada",
    });

    const moduleDeleted = await post(
      modulesAction,
      `/admin/courses/${course.id}/modules`,
      { intent: "delete", moduleId: String(module.id) },
      { params: { courseId: String(course.id) } },
    );
    expect(await toastOf(moduleDeleted)).toMatchObject({ title: "Módulo eliminado" });
  });
});

describe("Equipo and Testimonios", () => {
  const member = {
    intent: "create",
    name: "Ana Prueba",
    role: "Instructora",
    bio: "Enseña desarrollo web desde hace años.",
    image: "https://example.org/ana.png",
    order: "1",
    linkedIn: "",
    github: "https://github.com/ana",
    twitter: "",
    instagram: "",
  };

  it("adds, updates and deletes a member with the spec's toasts", async () => {
    const created = await post(teamAction, "/admin/team", member);
    expect(await toastOf(created)).toMatchObject({ title: "Miembro agregado" });
    const row = db.select().from(teams).where(eq(teams.name, "Ana Prueba")).get()!;
    expect(row.github).toBe("https://github.com/ana");
    expect(row.linkedIn).toBeNull();

    const updated = await post(teamAction, `/admin/team?edit=${row.id}`, {
      ...member,
      intent: "update",
      memberId: String(row.id),
      role: "Directora",
    });
    expect(await toastOf(updated)).toMatchObject({ title: "Miembro actualizado" });
    expect(db.select().from(teams).where(eq(teams.id, row.id)).get()?.role).toBe("Directora");

    const deleted = await post(teamAction, "/admin/team", {
      intent: "delete",
      memberId: String(row.id),
    });
    expect(await toastOf(deleted)).toMatchObject({ title: "Miembro eliminado" });
    const again = await post(teamAction, "/admin/team", {
      intent: "delete",
      memberId: String(row.id),
    });
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      title: "Error",
      description: "Miembro no encontrado",
    });
  });

  it("refuses a member without image and with a non-http social URL, keeping the typed values", async () => {
    const outcome = await post(teamAction, "/admin/team", {
      ...member,
      name: "Sin Foto",
      image: "",
      twitter: "javascript:alert(1)",
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data.failure.title).toBe("Error al agregar miembro");
    expect(outcome.data.result.error.twitter).toBeDefined();
    expect(outcome.data.result.initialValue.name).toBe("Sin Foto");

    const noImage = await post(teamAction, "/admin/team", {
      ...member,
      name: "Sin Foto",
      image: "",
    });
    expect(noImage.status).toBe(400);
    expect(noImage.data.result.error.image).toEqual(["La URL de la imagen es requerida"]);
    expect(db.select().from(teams).where(eq(teams.name, "Sin Foto")).all()).toHaveLength(0);
  });

  it("adds a testimonial with the rating clamped, updates and deletes it", async () => {
    const fields = {
      intent: "create",
      name: "Luis Alumno",
      courseName: "Python Fullstack",
      text: "Aprendí muchísimo en este curso.",
      image: "https://example.org/luis.png",
      rating: "9",
      order: "2",
    };
    const created = await post(testimonialsAction, "/admin/testimonials", fields);
    expect(await toastOf(created)).toMatchObject({ title: "Testimonio agregado" });
    const row = db.select().from(testimonials).where(eq(testimonials.name, "Luis Alumno")).get()!;
    expect(row.rating).toBe(5);

    const updated = await post(testimonialsAction, `/admin/testimonials?edit=${row.id}`, {
      ...fields,
      intent: "update",
      testimonialId: String(row.id),
      rating: "3.5",
    });
    expect(await toastOf(updated)).toMatchObject({ title: "Testimonio actualizado" });
    expect(db.select().from(testimonials).where(eq(testimonials.id, row.id)).get()?.rating).toBe(
      3.5,
    );

    const invalid = await post(testimonialsAction, `/admin/testimonials?edit=${row.id}`, {
      ...fields,
      intent: "update",
      testimonialId: String(row.id),
      text: "corto",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data.failure.title).toBe("Error al actualizar testimonio");

    const deleted = await post(testimonialsAction, "/admin/testimonials", {
      intent: "delete",
      testimonialId: String(row.id),
    });
    expect(await toastOf(deleted)).toMatchObject({ title: "Testimonio eliminado" });
  });
});

describe("Comentarios (moderation)", () => {
  it("lists every comment with its course and deletes one after the confirmation; students cannot", async () => {
    const author = insertTestUser();
    const section = db.select().from(sections).get()!;
    const comment = db
      .insert(sectionComments)
      .values({ sectionId: section.id, userId: author.id, body: "<b>Hola</b> a todos" })
      .returning()
      .get();
    const page = await load(
      commentsLoader,
      `/admin/comments?confirm=delete&id=${comment.id}`,
      {},
      adminCookie,
    );
    expect(page.status).toBe(200);
    expect(page.data.comments.rows[0]).toMatchObject({
      id: comment.id,
      body: "<b>Hola</b> a todos",
    });
    expect(page.data.confirming.id).toBe(comment.id);

    const refused = await post(
      commentsAction,
      "/admin/comments",
      { intent: "delete", commentId: String(comment.id) },
      { cookie: studentCookie },
    );
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/auth?denied=admin");
    expect(
      db.select().from(sectionComments).where(eq(sectionComments.id, comment.id)).get(),
    ).toBeDefined();

    const deleted = await post(commentsAction, "/admin/comments", {
      intent: "delete",
      commentId: String(comment.id),
    });
    expect(await toastOf(deleted)).toMatchObject({ title: "Comentario eliminado" });
    expect(
      db.select().from(sectionComments).where(eq(sectionComments.id, comment.id)).get(),
    ).toBeUndefined();
    const again = await post(commentsAction, "/admin/comments", {
      intent: "delete",
      commentId: String(comment.id),
    });
    expect(await toastOf(again)).toMatchObject({
      title: "Error",
      description: "Comentario no encontrado",
    });
  });
});

describe("syllabus model: a module or section is reached only through its own parent", () => {
  it("requireModuleOfCourse and requireSectionOfModule refuse another parent's row with a 404", async () => {
    const [a, b] = [await createCourse(), await createCourse()];
    await createModule(a.id);
    const module = db.select().from(modules).where(eq(modules.courseId, a.id)).get()!;
    const section = db
      .insert(sections)
      .values({ moduleId: module.id, title: "Sección", content: "Texto", duration: 5, order: 1 })
      .returning()
      .get();
    await createModule(b.id);
    const otherModule = db.select().from(modules).where(eq(modules.courseId, b.id)).get()!;

    expect(requireModuleOfCourse(module.id, a.id).id).toBe(module.id);
    expect(requireSectionOfModule(section.id, module.id).id).toBe(section.id);
    expect(() => requireModuleOfCourse(module.id, b.id)).toThrow(
      expect.objectContaining({ status: 404, message: "Módulo no encontrado" }),
    );
    expect(() => requireSectionOfModule(section.id, otherModule.id)).toThrow(
      expect.objectContaining({ status: 404, message: "Sección no encontrada" }),
    );
  });
});
