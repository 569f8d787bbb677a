import { randomUUID } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import {
  completeCourseForCertificate,
  createShortCourse,
  expectToast,
  signInAsAdmin,
  signUp,
} from "./support";

const DISPLAY_CODE = /WCA(-[0-9A-HJKMNP-TV-Z]{4}){4}/;

type NewContext = () => Promise<APIRequestContext>;

/** A student of their own completes a short course of its own: the certificate's display code. */
async function earnedCertificate(newContext: NewContext, name: string) {
  const admin = await newContext();
  const student = await newContext();
  try {
    const login = await admin.post("/api/login", { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    const course = await createShortCourse(admin, {
      title: `Curso certificable ${randomUUID().slice(0, 8)}`,
    });
    await signUp(student, { name });
    return await completeCourseForCertificate(student, course);
  } finally {
    await admin.dispose();
    await student.dispose();
  }
}

/** Clicks a link of the admin list and waits for the page it leads to (client or document nav). */
async function follow(page: Page, name: string | RegExp, url: RegExp) {
  await page.getByRole("link", { name }).first().click();
  await expect(page).toHaveURL(url);
}

test("the admin finds a certificate by its code, revokes it with a reason, and its public page says so", async ({
  page,
  playwright,
  baseURL,
  javaScriptEnabled,
}) => {
  test.slow();
  const code = await earnedCertificate(
    () => playwright.request.newContext({ baseURL }),
    "Rebeca Revocada",
  );
  await signInAsAdmin(page);

  await page.goto("/admin");
  await follow(page, "Certificados", /\/admin\/certificates$/);
  await expect(page.getByRole("heading", { name: "Certificados", level: 2 })).toBeVisible();

  // Searched as someone would type it from paper: lowercase, spaces, O for 0.
  const search = page.getByRole("search", { name: "Buscar certificados" });
  await search.getByLabel("Código o nombre").fill(code.toLowerCase().replace(/-/g, " "));
  await search.getByRole("button", { name: "Buscar" }).click();
  const table = page.getByRole("table", { name: "Certificados emitidos" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(code);
  await expect(table).toContainText("Rebeca Revocada");
  await expect(
    page.getByText("1 certificado encontrado, los más recientes primero."),
  ).toBeVisible();

  await follow(page, `Revocar ${code}`, /revoke=/);
  const step = page.getByRole("region", { name: "Confirmar revocación" });
  await expect(step).toBeVisible();
  // The reason is required: with JS refused on the field (the step stays), without JS the
  // browser's own check of the `required` textarea (the server's refusal: integration tests).
  const reason = step.getByLabel("Motivo de la revocación");
  await expect(reason).toHaveAttribute("required", "");
  if (javaScriptEnabled) {
    await step.getByRole("button", { name: "Confirmar revocación" }).click();
    await expect(
      step.getByText("Escribe el motivo (entre 3 y 500 caracteres).", { exact: true }),
    ).toBeVisible();
  }
  await reason.fill("Se detectó plagio en el proyecto final.");
  await step.getByRole("button", { name: "Confirmar revocación" }).click();

  await expectToast(page, "Certificado revocado");
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  await expect(page.getByRole("region", { name: "Confirmar revocación" })).toHaveCount(0);
  await expect(table.getByText("Revocado")).toBeVisible();
  await expect(table.getByRole("link", { name: `Revocar ${code}` })).toHaveCount(0);

  await page.goto(`/certificates/${code}`);
  await expect(page.getByText("Revocado").first()).toBeVisible();
  // The reason's own full stop ends its sentence: never a second one after it.
  await expect(page.getByRole("alert").filter({ hasText: "fue revocado" })).toContainText(
    "Motivo: Se detectó plagio en el proyecto final. Ya no es válido.",
  );
});

test("after the admin revokes a certificate, the student's player says so instead of announcing it", async ({
  page,
  browser,
  playwright,
  baseURL,
  javaScriptEnabled,
}) => {
  test.slow();
  const admin = await playwright.request.newContext({ baseURL });
  let course: Awaited<ReturnType<typeof createShortCourse>>;
  try {
    const login = await admin.post("/api/login", { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    course = await createShortCourse(admin, {
      title: `Curso revocable ${randomUUID().slice(0, 8)}`,
    });
  } finally {
    await admin.dispose();
  }
  await signUp(page.request, { name: "Pablo Revocado" });
  const code = await completeCourseForCertificate(page.request, course);
  const learn = `/courses/${course.slug}/learn`;
  await page.goto(learn);
  await expect(page.getByTestId("course-certificate")).toContainText(
    `Tu certificado ${code} ya está disponible.`,
  );

  const adminContext = await browser.newContext({ baseURL, javaScriptEnabled, locale: "es-MX" });
  try {
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await adminPage.goto(`/admin/certificates?revoke=${code}`);
    const step = adminPage.getByRole("region", { name: "Confirmar revocación" });
    await step.getByLabel("Motivo de la revocación").fill("Se reemitirá con el nombre correcto.");
    await step.getByRole("button", { name: "Confirmar revocación" }).click();
    await expectToast(adminPage, "Certificado revocado");
  } finally {
    await adminContext.close();
  }

  await page.goto(learn);
  const notice = page.getByTestId("course-certificate");
  await expect(notice).toContainText("Certificado revocado");
  await expect(notice).toContainText(
    new RegExp(`Tu certificado ${code} fue revocado el .+ y ya no es válido\\.`),
  );
  await expect(notice).not.toContainText("ya está disponible");
  await expect(notice.getByRole("link", { name: "Descargar PDF" })).toHaveCount(0);
  await notice.getByRole("link", { name: "Ver detalles" }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
  await expect(
    page.getByText("Motivo: Se reemitirá con el nombre correcto. Ya no es válido."),
  ).toBeVisible();
});

test("the admin re-issues a certificate with a corrected name; the new code's page shows it", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const code = await earnedCertificate(
    () => playwright.request.newContext({ baseURL }),
    "Jose Perez",
  );
  await signInAsAdmin(page);
  await page.goto(`/admin/certificates?q=${code}`);

  await follow(page, `Reemitir ${code}`, /reissue=/);
  const step = page.getByRole("region", { name: "Confirmar reemisión" });
  const name = step.getByLabel("Nombre en el certificado");
  await expect(name).toHaveValue("Jose Perez");
  await name.fill("José Pérez");
  await step.getByLabel("Motivo (opcional)").fill("Nombre sin acentos");
  await step.getByRole("button", { name: "Confirmar reemisión" }).click();

  const toastTitle = page.getByTestId("toast").getByText(/^Certificado reemitido: /);
  await expect(toastTitle).toBeVisible();
  const newCode = (await toastTitle.textContent())!.match(DISPLAY_CODE)![0];
  expect(newCode).not.toBe(code);
  const table = page.getByRole("table", { name: "Certificados emitidos" });
  await expect(table).toContainText("José Pérez");
  await expect(table.getByText("Válido")).toBeVisible();

  await table.getByRole("link", { name: newCode, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${newCode}$`));
  await expect(page.locator("dl")).toContainText("José Pérez");
  await expect(page.getByText("Válido").first()).toBeVisible();

  await page.goto(`/certificates/${code}`);
  await expect(
    page.getByText(`Nombre sin acentos (reemplazado por ${newCode})`).first(),
  ).toBeVisible();
  // The revoked page leads to the certificate that replaces it.
  await page.getByRole("alert").getByRole("link", { name: newCode }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${newCode}$`));
});

test("the admin issues a certificate to a live-course attendee from Registros en vivo", async ({
  page,
}) => {
  test.slow();
  const firstName = `Asistente${randomUUID().slice(0, 6)}`;
  await signUp(page.request, { name: `${firstName} En Vivo` });
  const course = (await (await page.request.get("/api/courses/robotica-en-vivo")).json()) as {
    id: number;
    title: string;
  };
  const registered = await page.request.post("/api/live-course-registrations", {
    data: {
      courseId: course.id,
      firstName,
      lastName: "En Vivo",
      email: `${firstName.toLowerCase()}@example.com`,
      phoneNumber: "2291234567",
      age: 30,
      preferredModality: "Presencial",
      hasLaptop: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.request.post("/logout");
  await page.context().clearCookies();
  await signInAsAdmin(page);

  await page.goto(`/admin/registrations?courseId=${course.id}`);
  await follow(page, `Emitir certificado a ${firstName} En Vivo`, /issue=/);
  const step = page.getByRole("alertdialog", { name: "Emitir certificado" });
  await expect(step).toContainText(`${firstName} En Vivo`);
  await step.getByRole("button", { name: "Confirmar emisión" }).click();

  const toastTitle = page.getByTestId("toast").getByText(/^Certificado emitido: /);
  await expect(toastTitle).toBeVisible();
  const code = (await toastTitle.textContent())!.match(DISPLAY_CODE)![0];
  const row = page.getByRole("row").filter({ hasText: firstName });
  await expect(row.getByRole("link", { name: code, exact: true })).toHaveAttribute(
    "href",
    `/certificates/${code}`,
  );
  await expect(row.getByRole("link", { name: /Emitir certificado/ })).toHaveCount(0);

  await row.getByRole("link", { name: code, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
  await expect(page.locator("dl")).toContainText(`${firstName} En Vivo`);
  await expect(page.locator("dl")).toContainText(course.title);
});

test("/admin/certificates with a confirmation step open: no horizontal overflow at 360 px, no axe violations", async ({
  page,
  playwright,
  baseURL,
  javaScriptEnabled,
}) => {
  const code = await earnedCertificate(
    () => playwright.request.newContext({ baseURL }),
    "Persona Con Un Nombre Bastante Largo De Verdad",
  );
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/admin/certificates?revoke=${code}`);
  await expect(page.getByRole("table", { name: "Certificados emitidos" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirmar revocación" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (javaScriptEnabled) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  }
});
