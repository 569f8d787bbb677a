import { expect, test, type Page } from "@playwright/test";

/** A toast raised by browser code, as `showToast` does (the toaster listens for this event). */
async function raise(page: Page, type: "success" | "error", title: string) {
  await page.evaluate(
    ([type, title]) =>
      window.dispatchEvent(new CustomEvent("academy:toast", { detail: { type, title } })),
    [type, title] as const,
  );
}

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JS a toast stays until the next page");
  await page.clock.install();
  await page.goto("/forgot-password");
  // The toaster listens once React has hydrated: raise a probe until it shows, then close it.
  const toast = page.getByTestId("toast");
  await expect(async () => {
    await raise(page, "success", "Prueba");
    await expect(toast).toBeVisible({ timeout: 500 });
  }).toPass();
  await toast.getByRole("button", { name: "Cerrar notificación" }).click();
  await expect(toast).toHaveCount(0);
  // The pointer leaves the toast's corner: a toast under it would be held.
  await page.mouse.move(0, 0);
  // From here the page's time moves only when the test says so, never with the machine's load.
  await page.clock.pauseAt(Date.now() + 60_000);
});

test("a success toast leaves after 8 s, an error after 15 s", async ({ page }) => {
  const toast = page.getByTestId("toast");
  await raise(page, "success", "Guardado");
  await expect(toast).toHaveText(/Guardado/);
  await page.clock.runFor(7_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(toast).toHaveCount(0);

  await raise(page, "error", "No se pudo guardar");
  await expect(toast).toHaveText(/No se pudo guardar/);
  await page.clock.runFor(14_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toHaveCount(0);
});

test("a toast stays while the pointer or the keyboard focus is on it (WCAG 2.2.1)", async ({
  page,
}) => {
  const toast = page.getByTestId("toast");
  await raise(page, "success", "Enlace copiado");
  await toast.hover();
  await page.clock.runFor(30_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(8_500);
  await expect(toast).toHaveCount(0);

  await raise(page, "success", "Otro aviso");
  await toast.getByRole("button", { name: "Cerrar notificación" }).focus();
  await page.clock.runFor(30_000);
  await expect(toast).toBeVisible();
  // Closed while focused: the next toast still leaves on time.
  await toast.getByRole("button", { name: "Cerrar notificación" }).click();
  await expect(toast).toHaveCount(0);
  await raise(page, "success", "Tercer aviso");
  await page.mouse.move(0, 0);
  await page.clock.runFor(8_500);
  await expect(toast).toHaveCount(0);
});
