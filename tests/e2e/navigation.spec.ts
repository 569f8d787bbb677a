import { expect, test } from "@playwright/test";

/** Internal hrefs of the navbar (desktop bar and mobile menu) and the footer, as the home page renders them. */
async function internalLinks(page: import("@playwright/test").Page) {
  const hrefs = await page
    .locator("header a[href], footer a[href]")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return [
    ...new Set(hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//"))),
  ].sort();
}

/** Pages that require a session: anonymous visitors are sent to /auth. */
const PROTECTED = new Set(["/editor", "/profile", "/admin"]);

test("every navbar and footer link resolves", async ({ page }) => {
  test.slow(); // some twenty full page loads; a busy 2-core machine needs more than 30 s
  await page.goto("/");
  const links = await internalLinks(page);
  // The SPEC's navbar and footer targets are all there.
  for (const expected of [
    "/",
    "/courses",
    "/about",
    "/contact",
    "/editor",
    "/profile",
    "/merch",
    "/courses/web-development",
    "/courses/discover-computing",
    "/courses/first-steps-in-python",
    "/terms",
    "/privacy",
    "/cookies",
    "/auth",
    "/auth?tab=register",
  ]) {
    expect(links, expected).toContain(expected);
  }

  for (const href of links) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBeLessThan(400);
    if (PROTECTED.has(href)) {
      await expect(page, href).toHaveURL(/\/auth\?redirectTo=/);
    } else {
      await expect(page, href).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\?")}$`));
    }
    await expect(page.getByRole("heading", { name: "404 Página No Encontrada" }), href).toHaveCount(
      0,
    );
    await expect(page.getByRole("heading", { name: "Curso no encontrado" }), href).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Algo salió mal" }), href).toHaveCount(0);
  }
});

test("the footer's placeholders have no target", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const label of ["Documentación", "Blog y Comunidad"]) {
    await expect(footer.getByText(label, { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: label })).toHaveCount(0);
  }
  // 'Edición de Video' and 'Desarrollo Móvil' lead to the catalogue.
  await expect(footer.getByRole("link", { name: "Edición de Video" })).toHaveAttribute(
    "href",
    "/courses",
  );
  await expect(footer.getByRole("link", { name: "Desarrollo Móvil" })).toHaveAttribute(
    "href",
    "/courses",
  );
});

test("navbar links move between the main pages", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Principal" });
  await nav.getByRole("link", { name: "Cursos" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { name: "Nuestros Cursos", level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Cursos" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Aprende tecnología/, level: 1 })).toBeVisible();
});
