import { randomUUID } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

const SLUG = "web-development";
const COURSE_TITLE = "Desarrollo Web desde Cero";

function newAccount() {
  const suffix = randomUUID().slice(0, 8);
  return {
    name: "Estudiante E2E",
    email: `learn-${suffix}@e2e.local`,
    username: `learn_${suffix}`,
    password: "clave-segura-1",
  };
}

/** A fresh student, signed in: /api/register sets the session cookie in the page's context. */
async function signUp(page: Page, account = newAccount()) {
  const response = await page.request.post("/api/register", { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

async function enrollByApi(page: Page) {
  const course = await (await page.request.get(`/api/courses/${SLUG}`)).json();
  const response = await page.request.post("/api/enroll", { data: { courseId: course.id } });
  expect(response.status(), await response.text()).toBe(201);
  return course.id as number;
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Contenido del curso" });
const coursePercent = (page: Page) =>
  page.getByRole("progressbar", { name: `Progreso en ${COURSE_TITLE}` });
const currentSectionId = (page: Page) => Number(new URL(page.url()).searchParams.get("section"));

/** What the course percentage is after `done` sections (the server's rule, see course-progress.ts). */
async function expectedPercent(page: Page, done: number) {
  // Sections of closed modules are hidden from the accessibility tree: count the elements.
  const total = await sidebar(page).locator("a").count();
  return String(Math.min(99, Math.max(1, Math.round((done / total) * 100))));
}

async function videoPositionOnServer(page: Page, courseId: number, sectionId: number) {
  const response = await page.request.get(`/api/courses/${courseId}/progress`);
  const body = (await response.json()) as {
    completedSections: { sectionId: number; videoProgress: number; completed: boolean }[];
  };
  return body.completedSections.find((row) => row.sectionId === sectionId) ?? null;
}

test("enroll, complete two sections, see the % in the sidebar and the profile, keep it across sessions, comment", async ({
  page,
}) => {
  // A whole student journey (a dozen page loads): more than the default 30 s on a busy machine.
  test.slow();
  const account = await signUp(page);

  await page.goto(`/courses/${SLUG}`);
  await page.getByRole("button", { name: "Inscribirme Gratis" }).click();
  await page.getByRole("link", { name: "Comenzar a Aprender" }).click();

  // Resume lands on the first section; nothing done yet.
  await expect(page).toHaveURL(/\/learn\?section=\d+$/);
  const first = currentSectionId(page);
  await expect(coursePercent(page)).toHaveAttribute("aria-valuenow", "0");
  await expect(sidebar(page).locator('[aria-current="page"]')).toBeVisible();

  await page.getByRole("button", { name: "Marcar como completado" }).click();
  await expect(page.getByRole("button", { name: "Completado" })).toBeVisible();
  await expect(coursePercent(page)).toHaveAttribute(
    "aria-valuenow",
    await expectedPercent(page, 1),
  );

  await page.getByRole("link", { name: "Siguiente", exact: true }).click();
  await expect.poll(() => currentSectionId(page)).not.toBe(first);
  const second = currentSectionId(page);
  await page.getByRole("button", { name: "Marcar como completado" }).click();
  await expect(page.getByRole("button", { name: "Completado" })).toBeVisible();
  const twoDone = await expectedPercent(page, 2);
  await expect(coursePercent(page)).toHaveAttribute("aria-valuenow", twoDone);
  await expect(sidebar(page).getByText("(completada)")).toHaveCount(2);

  await page.goto("/profile");
  const card = page.getByRole("listitem", { name: COURSE_TITLE });
  await expect(card.getByText("En progreso")).toBeVisible();
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", twoDone);

  // Log out and back in: the progress is on the server, not in this browser.
  await page.getByLabel(/^Menú de cuenta de /).click();
  await page.getByRole("button", { name: "Cerrar sesión" }).filter({ visible: true }).click();
  await expect(page.getByRole("link", { name: "Iniciar sesión" }).first()).toBeVisible();
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Correo electrónico").fill(account.email);
  await form.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByLabel(/^Menú de cuenta de /)).toBeVisible();

  await page.goto("/profile");
  await page
    .getByRole("listitem", { name: COURSE_TITLE })
    .getByRole("link", { name: "Continuar curso" })
    .click();
  // 'Continuar curso' resumes after the two completed sections.
  await expect(page).toHaveURL(/\/learn\?section=\d+$/);
  expect([first, second]).not.toContain(currentSectionId(page));
  await expect(coursePercent(page)).toHaveAttribute("aria-valuenow", twoDone);
  await expect(page.getByRole("button", { name: "Marcar como completado" })).toBeVisible();

  await page.getByRole("link", { name: /^Comentarios/ }).click();
  await expect(page).toHaveURL(/tab=comentarios/);
  await page.getByLabel("Tu comentario").fill("<b>¿Dónde</b> encuentro el material?");
  await page.getByRole("button", { name: "Publicar comentario" }).click();
  const comments = page.getByRole("list", { name: "Comentarios de la sección" });
  await expect(comments.getByRole("listitem")).toHaveCount(1);
  await expect(
    comments.getByText("<b>¿Dónde</b> encuentro el material?", { exact: true }),
  ).toBeVisible();
  await expect(comments.getByText(account.name, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Comentarios/ })).toContainText("1");

  // Deleting asks first: a dialog with JS, a confirmation step rendered by the server without.
  await comments.getByRole("link", { name: /^Eliminar el comentario de/ }).click();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("Aún no hay comentarios en esta sección.")).toBeVisible();
});

test("an empty comment is refused with a Spanish message", async ({ page }) => {
  await signUp(page);
  await enrollByApi(page);
  await page.goto(`/courses/${SLUG}/learn`);
  await page.getByRole("link", { name: /^Comentarios/ }).click();
  await expect(page.getByLabel("Tu comentario")).toBeVisible();
  // Blank but not empty: the browser's `required` lets it through, our rules refuse it.
  await page.getByLabel("Tu comentario").fill("   ");
  await page.getByRole("button", { name: "Publicar comentario" }).click();
  await expect(page.getByText("Escribe tu comentario.", { exact: true })).toBeVisible();
});

test("not enrolled: 'Acceso Denegado' with a way back to the course", async ({ page }) => {
  await signUp(page);
  const response = await page.goto(`/courses/${SLUG}/learn`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Acceso Denegado" })).toBeVisible();
  await expect(
    page.getByText("Debes estar inscrito en este curso para acceder al contenido."),
  ).toBeVisible();
  await page.getByRole("link", { name: `Ir a ${COURSE_TITLE}` }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${SLUG}$`));
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "video and in-place updates need JS");

  /** The toggle form gains its `enhanced` field once React has hydrated the page. */
  async function waitForHydration(page: Page) {
    await expect(page.locator('input[name="enhanced"]')).toHaveCount(1);
  }

  test("the completion toggle updates the check and the % without a full reload", async ({
    page,
  }) => {
    await signUp(page);
    await enrollByApi(page);
    await page.goto(`/courses/${SLUG}/learn`);
    await waitForHydration(page);
    const url = page.url();
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await page.getByRole("button", { name: "Marcar como completado" }).click();
    await expect(page.getByRole("button", { name: "Completado" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(coursePercent(page)).toHaveAttribute(
      "aria-valuenow",
      await expectedPercent(page, 1),
    );
    await expect(sidebar(page).getByText("(completada)")).toHaveCount(1);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // And back: the server agrees after a reload.
    await page.getByRole("button", { name: "Completado" }).click();
    await expect(page.getByRole("button", { name: "Marcar como completado" })).toBeVisible();
    await page.reload();
    await expect(coursePercent(page)).toHaveAttribute("aria-valuenow", "0");
  });

  test("the video posts its position, resumes there after a reload, and completes at 95 %", async ({
    page,
  }) => {
    await signUp(page);
    const courseId = await enrollByApi(page);
    await page.goto(`/courses/${SLUG}/learn`);
    await waitForHydration(page);
    const sectionId = currentSectionId(page);
    const video = page.locator("video");
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState))
      .toBeGreaterThan(0);

    // Seek to 12 s and pause: the pause handler reports the position.
    await video.evaluate(async (el: HTMLVideoElement) => {
      const seeked = new Promise((resolve) =>
        el.addEventListener("seeked", resolve, { once: true }),
      );
      el.currentTime = 12;
      await seeked;
      el.dispatchEvent(new Event("pause"));
    });
    await expect
      .poll(async () => (await videoPositionOnServer(page, courseId, sectionId))?.videoProgress)
      .toBe(12);

    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() =>
        page.locator("video").evaluate((el: HTMLVideoElement) => Math.floor(el.currentTime)),
      )
      .toBe(12);

    // Near the end: the server completes the section and the page follows.
    await page.locator("video").evaluate(async (el: HTMLVideoElement) => {
      const seeked = new Promise((resolve) =>
        el.addEventListener("seeked", resolve, { once: true }),
      );
      el.currentTime = el.duration * 0.97;
      await seeked;
      el.dispatchEvent(new Event("pause"));
    });
    await expect(page.getByRole("button", { name: "Completado" })).toBeVisible();
    await expect(coursePercent(page)).toHaveAttribute(
      "aria-valuenow",
      await expectedPercent(page, 1),
    );
    expect((await videoPositionOnServer(page, courseId, sectionId))?.completed).toBe(true);
  });
});
