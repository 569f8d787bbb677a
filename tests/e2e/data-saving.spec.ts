import { expect, test, type Browser, type Page } from "@playwright/test";

import { photoLikeJpeg } from "../support/photo.mjs";
import { expectToast, signInAsAdmin, signUp } from "./support";

// Decision 127: "Ahorro de datos" on the profile (with and without JS), and a course page whose
// cover is an uploaded picture loading a smaller copy when the browser sends Save-Data.

test("the profile's 'Ahorro de datos' setting turns on and off", async ({ page }) => {
  await signUp(page.request);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Uso de datos" });
  const checkbox = card.getByRole("checkbox", { name: "Ahorro de datos" });
  await expect(checkbox).not.toBeChecked();
  await expect(checkbox).toHaveAccessibleDescription(
    "Carga imágenes más ligeras y no precarga los videos.",
  );

  await checkbox.check();
  await card.getByRole("button", { name: "Guardar preferencia" }).click();
  await expectToast(page, "Preferencia guardada", "Ahorro de datos activado.");
  await expect(checkbox).toBeChecked();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Ahorro de datos" })).toBeChecked();

  await page.getByRole("checkbox", { name: "Ahorro de datos" }).uncheck();
  await page.getByRole("button", { name: "Guardar preferencia" }).click();
  await expectToast(page, "Preferencia guardada", "Ahorro de datos desactivado.");
  await expect(page.getByRole("checkbox", { name: "Ahorro de datos" })).not.toBeChecked();
});

/** A course with an uploaded 1200 × 675 cover, created through the admin form; its slug. */
async function courseWithUploadedCover(page: Page, title: string, javaScriptEnabled: boolean) {
  await signInAsAdmin(page);
  await page.goto("/admin/courses");
  // With JS the form hides the live settings once React runs: typing before would be lost.
  const liveSettings = page.getByRole("group", { name: "Ajustes del curso en vivo" });
  if (javaScriptEnabled) await expect(liveSettings).toBeHidden();
  const form = page.getByRole("form", { name: "Nuevo curso" });
  await form.getByLabel("Título").fill(title);
  await form.getByLabel("Descripción", { exact: true }).fill("Un curso con una portada subida.");
  await form.getByLabel("Descripción corta").fill("Portada subida.");
  await form.getByLabel("Duración (horas)").fill("2");
  await form.getByLabel("Número de módulos").fill("1");
  await form.getByLabel("Subir imagen").setInputFiles({
    name: "portada.jpg",
    mimeType: "image/jpeg",
    buffer: await photoLikeJpeg(1200, 675),
  });
  await form.getByLabel("Instructor").fill("Equipo de Pruebas");
  await form.getByRole("button", { name: "Crear curso" }).click();
  // The upload is encoded into its WebP copies before the answer: about a second on a quiet
  // machine, past the 7 s of an ordinary wait at load average 20 (measured), hence this one's.
  await expect(page.getByTestId("toast").getByText("Curso creado", { exact: true })).toBeVisible({
    timeout: 45_000,
  });
  const courses = (await (await page.request.get("/api/courses")).json()) as {
    title: string;
    slug: string;
  }[];
  return courses.find((course) => course.title === title)!.slug;
}

/** The image bytes a 390 px phone at 2x loads for the course page, with or without Save-Data. */
async function coverBytes(browser: Browser, slug: string, saveData: boolean) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    extraHTTPHeaders: saveData ? { "Save-Data": "on" } : {},
  });
  const page = await context.newPage();
  const loaded: Promise<number>[] = [];
  page.on("response", (response) => {
    if (/\/images\/\d+\//.test(new URL(response.url()).pathname)) {
      loaded.push(response.body().then((body) => body.byteLength));
    }
  });
  await page.goto(`/courses/${slug}`);
  const cover = page.getByRole("complementary", { name: "Inscripción" }).locator("img");
  await expect(cover).toHaveJSProperty("complete", true);
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const bytes = (await Promise.all(loaded)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return bytes;
}

test("a course page sent Save-Data loads less than half the image bytes", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.slow(); // an upload and its encoding, then two page loads in fresh contexts
  const slug = await courseWithUploadedCover(
    page,
    `Portada ligera ${Date.now()}`,
    javaScriptEnabled,
  );
  const plain = await coverBytes(browser, slug, false);
  const saving = await coverBytes(browser, slug, true);
  expect(plain).toBeGreaterThan(0);
  expect(saving).toBeGreaterThan(0);
  expect(saving).toBeLessThan(plain * 0.5);
});
