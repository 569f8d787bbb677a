import { expect, test, type Page } from "@playwright/test";

import { expectErrorSummary, signUp, staticPageReady, waitForRouter } from "./support";

/**
 * Static pages (docs/decisions/124): content pages ship one small script instead of React, the
 * interactive pages hydrate, and a client-side navigation from a hydrated page to a static one
 * still works. What the static script does is tested here; the same behaviours with React are
 * tested where each feature is.
 */
test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "what a page ships only matters with JavaScript on");
});

/** The scripts the document asked for (its own `<script src>` and module preloads). */
async function documentScripts(page: Page) {
  return page.evaluate(() => [
    ...Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"), (s) => s.src),
    ...Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      (l) => l.href,
    ),
  ]);
}

/** A mark on the window: it survives anything but a new document. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { mark: string }).mark = "same document"));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe(
    "same document",
  );
}

for (const path of [
  "/",
  "/courses",
  "/courses/web-development",
  "/about",
  "/merch/1",
  "/terms",
  "/auth",
  "/contact",
]) {
  test(`${path} is static: one small script, no React, no hydration state`, async ({ page }) => {
    await page.goto(path);
    // The script is inserted after the first paint (decision 134): once it has run, it is there.
    await staticPageReady(page);
    const scripts = (await documentScripts(page)).filter((src) => src.includes("/build/"));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/build\/enhance\/static-page-[\w-]+\.js$/);
    expect(await page.evaluate(() => "__remixContext" in window)).toBe(false);
  });
}

test("/forgot-password hydrates: React and the route's code, and no static script", async ({
  page,
}) => {
  // Read from the document as sent: once running, Remix re-renders the module preloads.
  const response = await page.goto("/forgot-password");
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/\/build\/entry\.client-[\w-]+\.js/);
  expect(html).not.toMatch(/<script[^>]+src="\/build\/enhance\//);
  await waitForRouter(page);
});

test("a client-side navigation from a hydrated page to a static one renders it", async ({
  page,
}) => {
  await page.goto("/forgot-password");
  await waitForRouter(page);
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Acerca de" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectSameDocument(page);
});

test("the theme switches at once on a static page and is remembered", async ({ page }) => {
  await page.goto("/about");
  await staticPageReady(page);
  const html = page.locator("html");
  const initial = (await html.getAttribute("class"))?.includes("dark") ? "dark" : "light";
  const other = initial === "dark" ? "light" : "dark";
  await markDocument(page);
  const posted = page.waitForResponse((r) => r.url().endsWith("/resources/theme"));
  await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveClass(other === "dark" ? /dark/ : /^(?!.*dark)/);
  await expect(page.getByTestId("theme-toggle")).toHaveAttribute("data-theme", other);
  await posted;
  await expectSameDocument(page);
  await page.reload();
  await expect(page.getByTestId("theme-toggle")).toHaveAttribute("data-theme", other);
});

test("the catalogue filters as you type on the static page, URL included", async ({ page }) => {
  await page.goto("/courses");
  await staticPageReady(page);
  await markDocument(page);
  await page.getByRole("searchbox", { name: "Buscar" }).fill("python");
  await expect(page).toHaveURL(/\/courses\?q=python$/);
  await expect(page.getByRole("status").filter({ hasText: /encontrado/ })).toBeVisible();
  await page.getByLabel("Nivel").selectOption("Avanzado");
  await expect(page).toHaveURL(/level=Avanzado/);
  await expectSameDocument(page);
});

test("a syllabus module loads its sections when first opened, one module open at a time", async ({
  page,
}) => {
  await page.goto("/courses/web-development");
  await staticPageReady(page);
  const modules = page.getByTestId("course-module");
  await markDocument(page);
  await modules.nth(2).locator("summary").click();
  await expect(modules.nth(2)).toHaveAttribute("open", "");
  await expect(modules.nth(2).getByTestId("module-section").first()).toBeVisible();
  await expect(modules.first()).not.toHaveAttribute("open", "");
  await expectSameDocument(page);
});

test("a merch size updates the order link in place, keyboard focus kept", async ({ page }) => {
  await page.goto("/merch/1");
  await staticPageReady(page);
  await markDocument(page);
  await page.getByText("G", { exact: true }).click();
  await expect(page).toHaveURL(/size=G/);
  const order = page.getByRole("link", { name: "Pedir" });
  await expect(order).toHaveAttribute("href", /Talla%3A(%20|\+)G/);
  // A keyboard user moves on to the next size: the new copy of the form keeps the focus there.
  await page.getByRole("radio", { name: "G", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/size=XG/);
  await expect(order).toHaveAttribute("href", /Talla%3A(%20|\+)XG/);
  await expect(page.getByRole("radio", { name: "XG", exact: true })).toBeFocused();
  await expectSameDocument(page);
});

test("a flash toast on a static page leaves after 8 s, not while hovered", async ({ page }) => {
  await signUp(page.request);
  await page.clock.install();
  await page.goto("/profile");
  await page.getByLabel(/^Menú de cuenta de /).click();
  await page.getByRole("button", { name: "Cerrar sesión" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  await toast.hover();
  await page.clock.runFor(10_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(7_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(toast).toHaveCount(0);
});

test("the testimonials row advances a page every 10 s", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await page.goto("/");
  await staticPageReady(page);
  const row = page.getByTestId("testimonials-row");
  await row.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
  await page.clock.runFor(10_500);
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

// --- The form pages (decision 132): the kit's behaviours without React ----------------------------

test("/auth's tabs keep the email being typed", async ({ page }) => {
  await page.goto("/auth?redirectTo=%2Fcourses");
  await staticPageReady(page);
  await page
    .getByRole("form", { name: "Iniciar sesión" })
    .getByLabel("Correo electrónico")
    .fill("ana@ejemplo.com");
  await page
    .getByRole("navigation", { name: "Acceso a tu cuenta" })
    .getByRole("link", { name: "Registrarse" })
    .click();
  await expect(page).toHaveURL(
    /\/auth\?tab=register&redirectTo=%2Fcourses&email=ana%40ejemplo\.com$/,
  );
  await expect(
    page.getByRole("form", { name: "Registrarse" }).getByLabel("Correo electrónico"),
  ).toHaveValue("ana@ejemplo.com");
});

test("/contact checks in the browser as the form kit does, then sends with its pending label", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/contact");
  await staticPageReady(page);
  const form = page.locator("form#contact");
  const email = form.getByLabel("Correo electrónico");
  const emailError = form.getByText("Por favor ingresa un correo electrónico válido", {
    exact: true,
  });

  // The schema arrives after the first focus; from then on a blur checks the field.
  await email.fill("no-es-un-correo");
  await expect(async () => {
    await email.focus();
    await email.blur();
    await expect(emailError).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-describedby", "contact-email-error");
  // Once shown, an error follows every keystroke.
  await email.fill("carmen@ejemplo.com");
  await expect(emailError).toHaveCount(0);
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(email).not.toHaveAttribute("aria-describedby");

  // A submit with empty fields stays on the page, every error shown, the error summary focused
  // at the top of the form (as the server renders it, decision 139).
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(form.getByText("El nombre es requerido", { exact: true })).toBeVisible();
  await expect(form.getByText("El mensaje es requerido", { exact: true })).toBeVisible();
  const summary = await expectErrorSummary(page, "contact", 2);
  await expect(summary.getByRole("link")).toHaveText([
    "Nombre: El nombre es requerido",
    "Mensaje: El mensaje es requerido",
  ]);
  // It follows the fields: one fixed, one line left.
  await form.getByLabel("Nombre").fill("Carmen Ortiz");
  await expect(summary.getByRole("link")).toHaveText(["Mensaje: El mensaje es requerido"]);
  const message = form.getByLabel("Mensaje");
  // The hint stays described beside the error.
  await expect(message).toHaveAttribute(
    "aria-describedby",
    "contact-message-error contact-message-description",
  );
  expect(posts).toEqual([]);

  await form.getByLabel("Nombre").fill("Carmen Ortiz");
  await message.fill("¿Cuándo abre el próximo curso en vivo?");
  // The page is on its way out while the form is sent (nothing can be read from it then): it
  // notes what the button showed where the next page can read it.
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('form#contact button[type="submit"]');
    if (!button) return;
    new MutationObserver(() => {
      if (button.getAttribute("aria-busy") !== "true") return;
      const shown = { label: button.textContent, disabled: button.disabled };
      sessionStorage.setItem("sending", JSON.stringify(shown));
    }).observe(button, { attributes: true, childList: true, characterData: true, subtree: true });
  });
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByTestId("toast").getByText("¡Mensaje enviado!")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("sending"))).toBe(
    JSON.stringify({ label: "Enviando...", disabled: true }),
  );
  expect(posts).toHaveLength(1);
});
