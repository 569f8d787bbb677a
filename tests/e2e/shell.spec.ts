import { expect, test } from "@playwright/test";

import { expectNotFound, signUp } from "./support";

test("home is server-rendered in Spanish", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/Web Code Academy/);
  await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
});

test("unknown path shows the 404 page with status 404", async ({ page }) => {
  await expectNotFound(page, "/esta-pagina-no-existe", { heading: "404 Página No Encontrada" });
  await expect(
    page.getByText("Lo sentimos, la página que estás buscando no existe o ha sido eliminada."),
  ).toBeVisible();
});

test("unknown /api path answers JSON 404", async ({ request }) => {
  const response = await request.get("/api/no-existe");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: "No existe esa ruta de la API." });
});

test("theme toggles and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  // The choice is the server's once its POST has answered (with JS the class flips before that).
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes("/resources/theme") && response.request().method() === "POST",
  );
  await page.getByTestId("theme-toggle").click();
  await expect(html).not.toHaveClass(/dark/);
  await saved;
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveClass(/dark/);
});

test("documents carry a per-request CSP nonce on every inline and module script", async ({
  request,
}) => {
  const nonces = new Set<string>();
  // Two renders: a second GET of the same URL may be the page cache's copy, which repeats its
  // render's nonce along with the whole page (decision 123).
  for (const path of ["/", "/?segundo-render"]) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"];
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    nonces.add(nonce!);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

const PHONE = { width: 390, height: 844 };
const MENU_LINKS = [
  "Inicio",
  "Cursos",
  "Acerca de",
  "Contacto",
  "Editor",
  "Perfil",
  "Merch Oficial",
];

test("on a phone the mobile menu opens full height at the top of the page and every link works", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const menu = page.getByTestId("mobile-menu");
  await menu.getByLabel("Abrir menú").click();
  // The panel runs from under the header to the bottom of the screen, not a 32 px strip.
  const panel = menu.locator("[data-menu-panel]");
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.height).toBeGreaterThan(PHONE.height - 100);
  expect(box!.y + box!.height).toBeGreaterThanOrEqual(PHONE.height - 1);
  for (const name of [...MENU_LINKS, "Iniciar sesión", "Registrarse"]) {
    const link = panel.getByRole("link", { name, exact: true });
    await expect(link).toHaveCount(1);
    await expect(link).toBeVisible();
    // `trial` checks the link would receive the click (nothing covers it) without following it.
    await link.click({ trial: true });
  }
  await panel.getByRole("link", { name: "Cursos", exact: true }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test("a signed-in student finds 'Perfil' once in the mobile menu", async ({ page }) => {
  await signUp(page.request);
  await page.setViewportSize(PHONE);
  await page.goto("/courses");
  const menu = page.getByTestId("mobile-menu");
  await menu.getByLabel("Abrir menú").click();
  const panel = menu.locator("[data-menu-panel]");
  await expect(panel.getByRole("link", { name: "Perfil", exact: true })).toHaveCount(1);
  await expect(panel.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await panel.getByRole("link", { name: "Perfil", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("scroll reveal never hides content without JavaScript", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "JS-off behaviour");
  await page.goto("/");
  expect(await page.locator("[data-reveal]").count()).toBeGreaterThan(3);
  await expect(page.locator("[data-reveal-waiting]")).toHaveCount(0);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

  test("a theme change in one tab reaches the other open tabs", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/");
    await second.goto("/about");
    await expect(second.locator("html")).toHaveClass(/dark/);
    await first.getByTestId("theme-toggle").click();
    await expect(first.locator("html")).not.toHaveClass(/dark/);
    await expect(second.locator("html")).not.toHaveClass(/dark/);
    expect(await second.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("the tab title invites the visitor back while the window is out of focus", async ({
    page,
  }) => {
    await page.goto("/courses");
    await page.waitForFunction(() => document.title.includes("Web Code Academy"));
    const title = await page.title();
    // The listener exists once React has hydrated: blur again until it answers.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event("blur")));
        return page.title();
      })
      .not.toBe(title);
    const awayTitle = await page.title();
    expect(awayTitle).toMatch(/\p{Extended_Pictographic}/u);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    expect(await page.title()).toBe(title);
  });

  test("sections below the fold are revealed as they scroll into view", async ({ page }) => {
    await page.goto("/");
    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(cta).toHaveAttribute("data-reveal-waiting", "");
    await expect(cta).not.toHaveAttribute("data-revealed", "");
    await expect(cta).toHaveCSS("opacity", "0");
    await cta.scrollIntoViewIfNeeded();
    await expect(cta).toHaveAttribute("data-revealed", "");
    await expect(cta).toHaveCSS("opacity", "1");
  });

  test("the mobile menu closes on Escape and on a tap outside it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    const panel = menu.locator("[data-menu-panel]");
    const toggle = menu.getByLabel("Abrir menú");
    await toggle.click();
    await expect(panel).toBeVisible();
    // The listeners exist once React has hydrated: press again until the menu answers.
    await expect
      .poll(async () => {
        if (await panel.isVisible()) await page.keyboard.press("Escape");
        return panel.isVisible();
      })
      .toBe(false);
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(panel).toBeVisible();
    // A tap on the dimmed page left of the panel.
    await page.mouse.click(20, PHONE.height / 2);
    await expect(panel).toBeHidden();
  });

  test("the navbar turns solid after 50 px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });
});
