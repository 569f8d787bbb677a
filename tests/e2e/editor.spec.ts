import fs from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";

import { expectToast, signUp } from "./support";

const HEADING = "¡Hola, Web Code Academy!";

const preview = (page: Page) => page.frameLocator("iframe[name=preview]");

/** With JS, wait for hydration: the JS-only Copiar button is enabled then. */
async function openEditor(page: Page, javaScriptEnabled: boolean) {
  const response = await page.goto("/editor");
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) {
    await expect(page.getByRole("button", { name: "Copiar" })).toBeEnabled({ timeout: 15_000 });
  }
}

/** Monaco is a 3 MB module: on a busy test machine it can take a while to evaluate. */
async function waitForMonaco(page: Page) {
  await expect(page.locator(".monaco-editor")).toHaveCount(3, { timeout: 45_000 });
}

test("anonymous visitors are sent to log in and back", async ({ page }) => {
  await page.goto("/editor");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Feditor$/);
});

test("Ejecutar shows the starter page in the sandboxed preview", async ({
  page,
  javaScriptEnabled,
}) => {
  await signUp(page.request);
  await openEditor(page, javaScriptEnabled);
  await expect(page).toHaveTitle("Editor de Código | Web Code Academy");
  await expect(page.getByRole("heading", { level: 1, name: "Editor de Código" })).toBeVisible();

  const frame = page.locator("iframe[name=preview]");
  await expect(frame).toHaveAttribute("title", "Vista previa");
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts");
  await expect(frame).not.toHaveAttribute("src", /./);
  // Empty until Ejecutar is pressed.
  await expect(preview(page).locator("h1")).toHaveCount(0);

  await page.getByRole("button", { name: "Ejecutar" }).click();
  await expect(preview(page).getByRole("heading", { name: HEADING })).toBeVisible();
  await expect(page).toHaveURL(/\/editor$/);
  if (!javaScriptEnabled) return; // the browser runs no script at all, not even the preview's

  // The starter script runs inside the preview (scripts are allowed there)…
  await preview(page).getByRole("button", { name: "Saludar" }).click();
  await expect(preview(page).getByText("¡Bienvenido! Sigue programando")).toBeVisible();
  // …with an opaque origin: no access to this site's cookies or storage.
  expect(
    await preview(page)
      .locator("body")
      .evaluate(() => self.origin),
  ).toBe("null");
  await expectToast(page, "Código ejecutado");
});

test("Descargar saves the combined page as web-code-academy-project.html", async ({
  page,
  javaScriptEnabled,
}) => {
  await signUp(page.request);
  await openEditor(page, javaScriptEnabled);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Descargar" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("web-code-academy-project.html");
  const content = await fs.readFile(await download.path(), "utf8");
  expect(content).toMatch(/^<!DOCTYPE html>/);
  expect(content).toContain(`<h1>${HEADING}</h1>`);
  expect(content).toMatch(/<style>[\s\S]*\.tarjeta[\s\S]*<\/style>/);
  expect(content).toMatch(/<script>[\s\S]*getElementById\("saludar"\)[\s\S]*<\/script>\n<\/body>/);
  if (javaScriptEnabled) await expectToast(page, "Código descargado");
});

test("Guardar only confirms, and keeps the code", async ({ page, javaScriptEnabled }) => {
  await signUp(page.request);
  await openEditor(page, javaScriptEnabled);
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Guardar" }).click();
    await expectToast(page, "Código guardado");
    await expect(page).toHaveURL(/\/editor$/);
    return;
  }
  const css = page.getByLabel("Código CSS");
  await css.fill("h1 { color: tomato; }");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Código guardado" })).toBeVisible();
  await expect(css).toHaveValue("h1 { color: tomato; }");
  await expect(page.getByLabel("Código HTML")).toHaveValue(new RegExp(HEADING));
});

test("without JavaScript every tab is a plain, labelled textarea", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the no-JS layout");
  await signUp(page.request);
  await openEditor(page, false);
  for (const label of ["Código HTML", "Código CSS", "Código JavaScript"]) {
    await expect(page.getByLabel(label)).toBeVisible();
  }
  await expect(page.getByRole("tablist")).toBeHidden();
  await expect(page.getByRole("button", { name: "Copiar" })).toBeHidden();

  await page.getByLabel("Código HTML").fill('<h1 id="t">Sin JavaScript</h1>');
  await page.getByLabel("Código CSS").fill("h1 { font-style: italic; }");
  await page.getByLabel("Código JavaScript").fill("console.log('hola');");
  await page.getByRole("button", { name: "Ejecutar" }).click();
  const heading = preview(page).getByRole("heading", { name: "Sin JavaScript" });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS("font-style", "italic");
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "Monaco needs JavaScript");
  test.slow();

  test("Monaco replaces the textareas; typing then Ejecutar updates the preview", async ({
    page,
  }) => {
    await signUp(page.request);
    await openEditor(page, true);
    await waitForMonaco(page);
    await expect(page.locator('textarea[name="html"]')).toBeHidden();

    const htmlEditor = page.locator('[data-editor-host="html"] .monaco-editor');
    await htmlEditor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await page.keyboard.insertText("<h1>Editado en Monaco</h1>");
    // The textarea the form submits follows the editor.
    await expect(page.locator('textarea[name="html"]')).toHaveValue("<h1>Editado en Monaco</h1>");

    await page.getByRole("button", { name: "Ejecutar" }).click();
    await expect(preview(page).getByRole("heading", { name: "Editado en Monaco" })).toBeVisible();

    // Ctrl+Enter runs from inside the editor.
    await htmlEditor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await page.keyboard.insertText("<h2>Con atajo</h2>");
    await page.keyboard.press("Control+Enter");
    await expect(preview(page).getByRole("heading", { name: "Con atajo" })).toBeVisible();
  });

  test("the tabs switch between HTML, CSS and JavaScript", async ({ page }) => {
    await signUp(page.request);
    await openEditor(page, true);
    await waitForMonaco(page);
    const tab = (name: string) => page.getByRole("tab", { name, exact: true });
    await expect(tab("HTML")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "HTML" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "CSS" })).toBeHidden();

    await tab("CSS").click();
    await expect(tab("CSS")).toHaveAttribute("aria-selected", "true");
    await expect(tab("HTML")).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "CSS" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "HTML" })).toBeHidden();
    await expect(page.locator('[data-editor-host="css"] .monaco-editor')).toContainText(".tarjeta");

    // Arrow keys move between tabs.
    await tab("CSS").press("ArrowRight");
    await expect(tab("JavaScript")).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "JavaScript" })).toBeVisible();
  });

  test("Copiar copies the active tab's code", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUp(page.request);
    await openEditor(page, true);
    await page.getByRole("tab", { name: "JavaScript" }).click();
    await page.getByRole("button", { name: "Copiar" }).click();
    await expectToast(page, "Código copiado");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('document.getElementById("saludar")');
    expect(copied).not.toContain("<h1>");
  });

  test("Monaco also mounts after a client-side navigation and follows the theme", async ({
    page,
  }) => {
    await signUp(page.request);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("link", { name: "Editor" }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await waitForMonaco(page);

    // Away and back again: the editors are mounted anew, not duplicated.
    await nav.getByRole("link", { name: "Inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
    await nav.getByRole("link", { name: "Editor" }).click();
    await waitForMonaco(page);

    const editor = page.locator('[data-editor-host="html"] .monaco-editor');
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(editor).toHaveClass(/vs-dark/);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expect(editor).not.toHaveClass(/vs-dark/);
  });
});
