import { randomUUID } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import { createShortCourse, expectNotFound, signUp } from "./support";

test("completing the last section issues a certificate: the learn page and the profile link to it, and a logged-out visitor can verify it", async ({
  page,
  playwright,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.slow();
  const title = `Curso corto ${randomUUID().slice(0, 8)}`;
  const admin = await playwright.request.newContext({ baseURL });
  let course: Awaited<ReturnType<typeof createShortCourse>>;
  try {
    const login = await admin.post("/api/login", { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    course = await createShortCourse(admin, { title, sections: 2 });
  } finally {
    await admin.dispose();
  }

  const account = await signUp(page.request, { name: "Lucía Certificada" });
  const enrolled = await page.request.post("/api/enroll", { data: { courseId: course.id } });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const [first, last] = course.sectionIds;
  const done = await page.request.post(`/api/sections/${first}/progress`, {
    data: { completed: true },
  });
  expect(done.status(), await done.text()).toBe(200);

  // The last section, completed from the page (a fetcher with JS, a form post without).
  await page.goto(`/courses/${course.slug}/learn?section=${last}`);
  await expect(page.getByTestId("course-certificate")).toHaveCount(0);
  await page.getByRole("button", { name: "Marcar como completado" }).click();
  const banner = page.getByTestId("course-certificate");
  await expect(banner).toContainText("¡Felicidades, completaste el curso!");
  const link = banner.getByRole("link", { name: "Ver mi certificado" });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/certificates\/WCA(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
  const code = href!.split("/").at(-1)!;
  await expect(banner).toContainText(code);

  await page.goto("/profile");
  const mine = page.getByRole("region", { name: "Mis certificados" });
  await expect(mine.getByRole("heading", { name: title })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Ver página de verificación" })).toHaveAttribute(
    "href",
    href!,
  );

  // An employer without an account, JS as in this project.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled, locale: "es-MX" });
  try {
    const anonymous = await visitor.newPage();
    const response = await anonymous.goto(href!);
    expect(response?.status()).toBe(200);
    await expect(
      anonymous.getByRole("heading", { name: "Certificado de finalización" }),
    ).toBeVisible();
    const facts = anonymous.locator("dl");
    await expect(facts).toContainText(account.name);
    await expect(facts).toContainText(title);
    await expect(facts).toContainText("2 horas");
    await expect(facts).toContainText("Equipo de Pruebas");
    await expect(facts).toContainText(code);
    await expect(anonymous.getByText("Válido").first()).toBeVisible();
    await expect(anonymous.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(anonymous.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      new RegExp(account.name),
    );

    if (javaScriptEnabled) {
      const { violations } = await new AxeBuilder({ page: anonymous })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    }

    // The lookup form takes the code however it is typed.
    await anonymous.goto("/certificates");
    await anonymous
      .getByLabel("Código del certificado")
      .fill(code.toLowerCase().replace(/-/g, " "));
    await anonymous.getByRole("button", { name: "Verificar" }).click();
    await expect(anonymous).toHaveURL(new RegExp(`${href}$`));
    await expect(
      anonymous.getByRole("heading", { name: "Certificado de finalización" }),
    ).toBeVisible();

    await expectNotFound(anonymous, "/certificates/WCA-0000-0000-0000-0000", {
      heading: "Certificado no encontrado",
      link: { name: "Buscar otro código", href: "/certificates" },
    });
  } finally {
    await visitor.close();
  }
});
