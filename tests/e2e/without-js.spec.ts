/**
 * What a visitor without JavaScript gets on the pages with forms: no control that needs a script
 * to work, and nothing logged as an error.
 */
import { randomUUID } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import { createShortCourse, signInAsAdmin, signUp } from "./support";

/** Every console error and page error from now on. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the sign-in and sign-up forms show no 'Mostrar contraseña' button, which would do nothing", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "without JavaScript");
  await page.goto("/auth");
  await expect(page.getByLabel("Contraseña").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Mostrar contraseña" })).toHaveCount(0);
  await page.goto("/auth?mode=register");
  await expect(page.getByRole("button", { name: "Mostrar contraseña" })).toHaveCount(0);
});

/** The stylesheets' `@view-transition` rules whose media conditions hold in the page now. */
function activeViewTransitionRules(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (rules: CSSRuleList, applies: boolean) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) {
          visit(rule.cssRules, applies && matchMedia(rule.conditionText).matches);
        } else if (rule.cssText.startsWith("@view-transition") && applies) {
          found.push(rule.cssText);
        }
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules, true);
    return found;
  });
}

test("page changes opt into the browser's view transition only with JS (without, Chromium logs InvalidStateError)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/auth");
  expect(await activeViewTransitionRules(page), "/auth").toEqual([]);
  await signInAsAdmin(page);
  for (const path of ["/admin", "/profile"]) {
    await page.goto(path);
    const rules = await activeViewTransitionRules(page);
    if (javaScriptEnabled) expect(rules, path).toHaveLength(1);
    else expect(rules, path).toEqual([]);
  }
});

test("the player, the admin panel and the sign-in page log no console error", async ({
  page,
  playwright,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "without JavaScript (the route sweep watches the console with it)");
  test.slow();
  const admin = await playwright.request.newContext({ baseURL });
  let course: Awaited<ReturnType<typeof createShortCourse>>;
  try {
    const login = await admin.post("/api/login", { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    course = await createShortCourse(admin, { title: `Sin JS ${randomUUID().slice(0, 8)}` });
  } finally {
    await admin.dispose();
  }
  const errors = consoleErrors(page);

  await page.goto("/auth");
  await page.getByRole("link", { name: "Cursos" }).first().click();
  await expect(page).toHaveURL(/\/courses$/);

  await signUp(page.request);
  const enrolled = await page.request.post("/api/enroll", { data: { courseId: course.id } });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  await page.goto(`/courses/${course.slug}/learn`);
  await page.getByRole("button", { name: "Marcar como completado" }).click();
  await expect(page.getByTestId("course-certificate")).toBeVisible();
  await page.getByRole("link", { name: "← Volver al curso" }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.slug}$`));

  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto("/admin");
  for (const tab of ["Estudiantes", "Certificados", "Cursos"]) {
    await page.getByRole("link", { name: tab, exact: true }).first().click();
    await expect(page).toHaveTitle(new RegExp(tab));
  }
  expect(errors).toEqual([]);
});
