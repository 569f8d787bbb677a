import { expect, test } from "@playwright/test";

test("home is server-rendered in Spanish", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/Web Code Academy/);
  await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
});

test("unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/esta-pagina-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Página No Encontrada" })).toBeVisible();
  await expect(
    page.getByText("Lo sentimos, la página que estás buscando no existe o ha sido eliminada."),
  ).toBeVisible();
});

test("unknown /api path answers JSON 404", async ({ request }) => {
  const response = await request.get("/api/no-existe");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: "Not found" });
});

test("theme toggles and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveClass(/dark/);
});
