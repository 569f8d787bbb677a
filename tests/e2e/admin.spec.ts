import { randomUUID } from "node:crypto";

import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

import { E2E_ADMIN } from "../../playwright.config";
import {
  expectErrorSummary,
  expectToast,
  PHONE,
  shownConfirmation,
  signInAsAdmin,
} from "./support";

/** A small real PNG for the cover upload (the server re-encodes it as JPEG). */
const pngBytes = () =>
  sharp({ create: { width: 160, height: 90, channels: 3, background: { r: 220, g: 90, b: 30 } } })
    .png()
    .toBuffer();

/**
 * Through the sign-in form (the 'Resumen' test, JS on and off); the other tests take the worker's
 * admin session (support.ts).
 */
async function loginAsAdmin(page: Page) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Correo electrónico").fill(E2E_ADMIN.email);
  await form.getByLabel("Contraseña", { exact: true }).fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Iniciar sesión" }).click();
  await expectToast(page, "Inicio de Sesión Exitoso");
  // An admin signs in to work: the panel, not the home page (issue 42).
  await expect(page).toHaveURL(/\/admin$/);
}

/** With JS, the course form hides the live settings once React runs: the page is hydrated. */
async function coursesPageReady(page: Page, javaScriptEnabled: boolean) {
  const liveSettings = page.getByRole("group", { name: "Ajustes del curso en vivo" });
  if (javaScriptEnabled) await expect(liveSettings).toBeHidden();
  else await expect(liveSettings).toBeVisible();
}

function cardOf(page: Page, title: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
}

/** 'Eliminar' → 'Confirmar eliminación' (a dialog with JS, a server-rendered step without). */
async function confirmDelete(page: Page, card: Locator, javaScriptEnabled: boolean) {
  await card.getByRole("link", { name: "Eliminar" }).click();
  const confirmation = await shownConfirmation(page, "Confirmar eliminación");
  if (javaScriptEnabled) await expect(page).not.toHaveURL(/confirm=delete/);
  else await expect(page).toHaveURL(/confirm=delete/);
  await confirmation.getByRole("button", { name: "Eliminar" }).click();
}

test("an admin runs a course from the panel: cover upload, module, section, disable, delete", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const suffix = randomUUID().slice(0, 8);
  const title = `Curso de Prueba ${suffix}`;
  const moduleTitle = `Fundamentos ${suffix}`;
  const sectionTitle = `Primera sección ${suffix}`;

  await signInAsAdmin(page);
  await page.goto("/admin/courses");
  await expect(page.getByRole("heading", { name: "Panel de Administración" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Secciones del panel" });
  await expect(tabs.getByRole("link", { name: "Cursos" })).toHaveAttribute("aria-current", "page");
  await coursesPageReady(page, javaScriptEnabled);

  // Create, with an uploaded cover instead of a URL.
  const form = page.getByRole("form", { name: "Nuevo curso" });
  await form.getByLabel("Título").fill(title);
  if (javaScriptEnabled) {
    // The slug follows the title while typing, accents folded.
    await expect(form.getByLabel("Slug")).toHaveValue(`curso-de-prueba-${suffix}`);
  }
  await form.getByLabel("Descripción", { exact: true }).fill("Un curso creado por la prueba e2e.");
  await form.getByLabel("Descripción corta").fill("Creado por la prueba.");
  await expect(form.getByLabel("Nivel")).toHaveValue("Principiante");
  await expect(form.getByLabel("Categoría")).toHaveValue("Desarrollo Web");
  await form.getByLabel("Duración (horas)").fill("6");
  await form.getByLabel("Número de módulos").fill("1");
  await form.getByLabel("Subir imagen").setInputFiles({
    name: "portada.png",
    mimeType: "image/png",
    buffer: await pngBytes(),
  });
  await form.getByLabel("Instructor").fill("Equipo de Pruebas");
  await form.getByRole("button", { name: "Crear curso" }).click();
  await expectToast(page, "Curso creado");

  const card = cardOf(page, title);
  await expect(card).toBeVisible();
  const cover = card.locator('img[src^="/images/"]');
  await expect(cover).toHaveCount(1);
  const coverResponse = await page.request.get((await cover.getAttribute("src"))!);
  // The card shows a WebP copy of the uploaded cover (decision 127).
  expect(coverResponse.headers()["content-type"]).toBe("image/webp");

  // A module, then a section of it.
  await card.getByRole("link", { name: `Módulos de ${title}` }).click();
  await expect(page.getByRole("heading", { name: `Módulos de ${title}` })).toBeVisible();
  await expect(
    page.getByText("No hay módulos para este curso. Agrega uno nuevo para comenzar."),
  ).toBeVisible();
  const moduleForm = page.getByRole("form", { name: "Nuevo módulo" });
  await expect(moduleForm.getByLabel("Orden")).toHaveValue("1");
  await moduleForm.getByLabel("Título").fill(moduleTitle);
  await moduleForm.getByLabel("Descripción").fill("Lo primero que hay que saber.");
  await moduleForm.getByLabel("Dificultad").selectOption({ label: "Intermedio" });
  await moduleForm.getByRole("button", { name: "Crear módulo" }).click();
  await expectToast(page, "Módulo creado");
  await expect(page.getByRole("form", { name: "Nuevo módulo" }).getByLabel("Orden")).toHaveValue(
    "2",
  );

  await page.getByRole("link", { name: `Secciones de ${moduleTitle}` }).click();
  await expect(page.getByRole("heading", { name: `Secciones de ${moduleTitle}` })).toBeVisible();
  const sectionForm = page.getByRole("form", { name: "Nueva sección" });
  await expect(sectionForm.getByLabel("Duración (minutos)")).toHaveValue("30");
  await sectionForm.getByLabel("Título").fill(sectionTitle);
  await sectionForm.getByLabel("Contenido").fill("El contenido de la primera sección.");
  await sectionForm.getByRole("button", { name: "Crear sección" }).click();
  await expectToast(page, "Sección creada");
  await expect(cardOf(page, `1. ${sectionTitle}`)).toBeVisible();

  // The public catalogue shows the course (the newest is on the last of its pages of 24; a page
  // past the last shows the last), and its page the module.
  await page.goto("/courses?page=9999");
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto(`/courses/curso-de-prueba-${suffix}`);
  await expect(page.getByText(moduleTitle).first()).toBeVisible();

  // A student has the course page open; the admin disables the course meanwhile.
  const studentContext = await browser.newContext({ javaScriptEnabled });
  const student = await studentContext.newPage();
  const account = `e2e_admin_${suffix}`;
  await student.goto("/auth?tab=register");
  const register = student.getByRole("form", { name: "Registrarse" });
  await register.getByLabel("Nombre completo").fill("Estudiante Prueba");
  await register.getByLabel("Correo electrónico").fill(`${account}@example.com`);
  await register.getByLabel("Nombre de usuario").fill(account);
  await register.getByLabel("Contraseña", { exact: true }).fill("clave-segura-1");
  await register.getByLabel("Confirmar contraseña").fill("clave-segura-1");
  await register.getByRole("button", { name: "Crear cuenta" }).click();
  await expectToast(student, "Registro Exitoso");
  await student.goto(`/courses/curso-de-prueba-${suffix}`);
  const enrol = student.getByRole("button", { name: "Inscribirme Gratis" });
  await expect(enrol).toBeVisible();

  await page.goto("/admin/courses");
  await coursesPageReady(page, javaScriptEnabled);
  await cardOf(page, title).getByRole("button", { name: "Inhabilitar" }).click();
  await expectToast(page, "Curso actualizado");
  await expect(cardOf(page, title).getByText("Inhabilitado")).toBeVisible();
  await expect(cardOf(page, title).getByRole("button", { name: "Habilitar" })).toBeVisible();

  await enrol.click();
  await expectToast(student, "Error de inscripción");
  await expect(student.getByTestId("toast")).toContainText(
    "Este curso no está disponible para inscripciones.",
  );
  await studentContext.close();

  // Delete after the confirmation.
  await confirmDelete(page, cardOf(page, title), javaScriptEnabled);
  await expectToast(page, "Curso eliminado");
  await expect(cardOf(page, title)).toHaveCount(0);
  expect((await page.request.get(`/courses/curso-de-prueba-${suffix}`)).status()).toBe(404);
});

/** An admin `/api` write from the signed-in page's context; returns the created object. */
async function createThroughApi(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

// Issue 42, item 8: the kit's forms answer a refusal at their top, on screen and focused.
test("'Nuevo curso' without an image answers with the error summary on a phone's screen", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await page.goto("/admin/courses");
  await coursesPageReady(page, javaScriptEnabled);
  const form = page.getByRole("form", { name: "Nuevo curso" });
  await form.getByLabel("Título").fill(`Sin portada ${randomUUID().slice(0, 8)}`);
  await form.getByLabel("Descripción", { exact: true }).fill("Un curso al que le falta la imagen.");
  await form.getByLabel("Descripción corta").fill("Sin imagen.");
  await form.getByLabel("Duración (horas)").fill("2");
  await form.getByLabel("Número de módulos").fill("1");
  await form.getByLabel("Instructor").fill("Equipo de Pruebas");
  await form.getByRole("button", { name: "Crear curso" }).click();

  const summary = await expectErrorSummary(page, "course-new", 1);
  await expect(summary.getByRole("link")).toHaveAttribute("href", "#course-new-image");
  await expect(summary.getByRole("link")).toContainText("URL de la imagen: ");
});

test("'Subir' moves a section above the previous one and the list renumbers", async ({
  page,
  javaScriptEnabled,
}) => {
  const suffix = randomUUID().slice(0, 8);
  const [first, second, third] = ["Uno", "Dos", "Tres"].map((name) => `${name} ${suffix}`);
  await signInAsAdmin(page);
  // A course of its own (the demo seed's order is read by other specs), with three sections.
  const { moduleId, path } = await courseWithModule(page, suffix);
  for (const [index, title] of [first, second, third].entries()) {
    await createThroughApi(page, "/api/sections", {
      moduleId,
      title,
      content: "El contenido de una sección de prueba.",
      order: index + 1,
    });
  }

  await page.goto(path);
  const headings = page.getByRole("list", { name: "Secciones" }).getByRole("heading");
  await expect(headings).toHaveText([`1. ${first}`, `2. ${second}`, `3. ${third}`]);
  // The first section has no 'Subir', the last no 'Bajar'.
  await expect(page.getByRole("button", { name: `Subir «${first}»` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Bajar «${third}»` })).toHaveCount(0);
  if (javaScriptEnabled) {
    // Once React has hydrated, the move is a client-side submission: this document stays.
    await page.waitForFunction(() =>
      Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
    );
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  }

  await page.getByRole("button", { name: `Subir «${third}»` }).click();
  await expectToast(page, "Sección movida", `«${third}» es ahora la sección 2.`);
  await expect(headings).toHaveText([`1. ${first}`, `2. ${third}`, `3. ${second}`]);
  // Back at the section it moved (without JS the browser scrolls there).
  await expect(page).toHaveURL(/#seccion-\d+$/);
  if (javaScriptEnabled) {
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  }

  await page.getByRole("button", { name: `Subir «${third}»` }).click();
  await expectToast(page, "Sección movida", `«${third}» es ahora la sección 1.`);
  await expect(headings).toHaveText([`1. ${third}`, `2. ${first}`, `3. ${second}`]);
  await expect(page.getByRole("button", { name: `Subir «${third}»` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Bajar «${second}»` })).toHaveCount(0);
});

test("editing a course: 'Editar ...' form, Cancelar back to create mode", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/courses");
  await coursesPageReady(page, javaScriptEnabled);
  const firstCard = page
    .getByRole("list", { name: "Lista de cursos" })
    .getByRole("listitem")
    .first();
  const courseTitle = (await firstCard.getByRole("heading").textContent())!;
  await firstCard.getByRole("link", { name: `Editar ${courseTitle}` }).click();
  await expect(page).toHaveURL(/edit=\d+/);
  const form = page.getByRole("form", { name: `Editar ${courseTitle}` });
  await expect(form.getByLabel("Título")).toHaveValue(courseTitle);
  if (javaScriptEnabled) {
    // The live settings follow the 'Curso en vivo' toggle.
    const liveSettings = form.getByRole("group", { name: "Ajustes del curso en vivo" });
    const isLive = form.getByRole("checkbox", { name: "Curso en vivo" });
    await isLive.check();
    await expect(liveSettings).toBeVisible();
    await isLive.uncheck();
    await expect(liveSettings).toBeHidden();
  }
  await form.getByRole("link", { name: "Cancelar" }).click();
  await expect(page.getByRole("form", { name: "Nuevo curso" })).toBeVisible();
});

test("Resumen, Registros en vivo and Mensajes show real data and export it", async ({ page }) => {
  const name = `Visitante ${randomUUID().slice(0, 6)}`;
  const sent = await page.request.post("/api/contact", {
    data: { name, email: "visitante@example.com", message: "=1+1 ¿Tienen cursos de robótica?" },
  });
  expect(sent.status()).toBe(201);

  await loginAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Resumen" })).toBeVisible();
  await expect(page.getByText("Estudiantes registrados")).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Desarrollo Web");

  await page.getByRole("link", { name: "Mensajes", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Mensajes" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText(name);
  const csv = await page.request.get("/admin/messages.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(body.toString("utf8")).toContain("'=1+1 ¿Tienen cursos de robótica?");

  await page.goto("/admin/registrations");
  await expect(page.getByRole("heading", { name: "Registros en vivo" })).toBeVisible();
  await expect(page.getByLabel("Curso")).toBeVisible();
});

/** The tab's box lies inside the tab bar's visible box (its row scrolls sideways on a phone). */
async function expectTabInView(page: Page, label: string) {
  const tab = page
    .getByRole("navigation", { name: "Secciones del panel" })
    .getByRole("link", { name: label, exact: true });
  await expect(tab).toHaveAttribute("aria-current", "page");
  await expect
    .poll(
      () =>
        tab.evaluate((link) => {
          const row = link.closest("nav")!.getBoundingClientRect();
          const box = link.getBoundingClientRect();
          return box.left >= row.left - 1 && box.right <= row.right + 1;
        }),
      { message: `'${label}' is scrolled into view` },
    )
    .toBe(true);
}

test("on a phone the active tab is in view and fades show the tab row scrolls (issue 24)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsAdmin(page);
  const before = page.getByTestId("admin-tabs-more-before");
  const after = page.getByTestId("admin-tabs-more-after");

  // Tabs past the screen's edge are brought into view, with or without JS.
  await page.goto("/admin/messages");
  await expectTabInView(page, "Mensajes");
  await page.goto("/admin/comments");
  await expectTabInView(page, "Comentarios");

  // The first tab: the row starts there and only the far end shows there is more.
  await page.goto("/admin");
  await expectTabInView(page, "Resumen");
  await expect(after).toHaveCSS("opacity", "1");
  await expect(before).toHaveCSS("opacity", "0");

  await page.goto("/admin/emails");
  // The last tab ("Correos"): the row is at its end and the fade moves to the start.
  await expectTabInView(page, "Correos");
  await expect(before).toHaveCSS("opacity", "1");
  await expect(after).toHaveCSS("opacity", "0");

  if (javaScriptEnabled) {
    // A client-side navigation to a tab out of sight brings it into view too (no scrolling by the
    // click itself: the event is dispatched, as a link elsewhere on the page would navigate).
    await page.goto("/admin");
    await expect(after).toHaveCSS("opacity", "1");
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("navigation", { name: "Secciones del panel" })
      .getByRole("link", { name: "Comentarios", exact: true })
      .dispatchEvent("click");
    await expect(page.getByRole("heading", { name: "Comentarios" })).toBeVisible();
    await expectTabInView(page, "Comentarios");
  }

  // On a desktop every tab fits and neither fade shows.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(before).toHaveCSS("opacity", "0");
  await expect(after).toHaveCSS("opacity", "0");
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Once React has hydrated (the body carries its fiber), forms are validated in the browser. */
async function waitForReact(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
  );
}

/** A course of its own with one module, made through /api: the module's id and admin page. */
async function courseWithModule(page: Page, suffix: string) {
  const course = await createThroughApi(page, "/api/courses", {
    title: `Curso de prueba ${suffix}`,
    description: "Un curso creado por las pruebas del panel.",
    shortDescription: "Para probar el panel.",
    level: "Principiante",
    category: "Desarrollo Web",
    duration: 3,
    modules: 1,
    image: "/images/courses/web-development.svg",
    instructor: "Equipo de Pruebas",
  });
  const module = await createThroughApi(page, "/api/modules", {
    courseId: course.id,
    title: `Módulo ${suffix}`,
    description: "El módulo de las secciones de prueba.",
    duration: 1,
    order: 1,
    difficulty: "Easy",
    instructor: "Equipo de Pruebas",
  });
  return { moduleId: module.id, path: `/admin/courses/${course.id}/modules/${module.id}` };
}

// Issue 24, item 2: the wrong line is named, with the reason, under 'Recursos' (JS on: before any
// request; JS off: the action's answer), and the admin's text stays to be corrected.
test("a wrong resource line is named on the Recursos field, with and without JS", async ({
  page,
  javaScriptEnabled,
}) => {
  const suffix = randomUUID().slice(0, 8);
  await signInAsAdmin(page);
  await page.goto((await courseWithModule(page, suffix)).path);
  if (javaScriptEnabled) await waitForReact(page);
  const form = page.getByRole("form", { name: "Nueva sección" });
  await form.getByLabel("Título").fill(`Sección ${suffix}`);
  await form.getByLabel("Contenido").fill("El contenido de una sección de prueba.");
  const resources = form.getByLabel("Recursos (opcional)");
  const text = "Guía de HTML | https://developer.mozilla.org/es/\n\nsolo texto sin enlace";
  await resources.fill(text);
  await form.getByRole("button", { name: "Crear sección" }).click();

  const message =
    "Línea 3 («solo texto sin enlace»): Escribe cada recurso en una línea como «Título | https://...».";
  await expect(resources).toHaveAttribute("aria-invalid", "true");
  await expect(resources).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}`));
  await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(resources).toHaveValue(text);
  if (!javaScriptEnabled) {
    await expect(form.getByRole("alert")).toContainText("Revisa los campos marcados.");
  }

  // Corrected, the section is created with its two resources.
  await resources.fill(
    text.replace("solo texto sin enlace", "MDN | https://developer.mozilla.org/"),
  );
  await form.getByRole("button", { name: "Crear sección" }).click();
  await expectToast(page, "Sección creada");
  await expect(cardOf(page, `1. Sección ${suffix}`)).toBeVisible();
});
