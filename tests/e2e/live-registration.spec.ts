import { expect, test, type Page } from "@playwright/test";

import { expectErrorSummary, expectNotFound, PHONE, signUp } from "./support";

const LIVE_URL = "/courses/robotica-en-vivo/learn";

/** The live course's details as the API serves them (schedule, contact...). */
async function liveDetails(page: Page) {
  const response = await page.request.get("/api/courses/robotica-en-vivo");
  return ((await response.json()) as { liveDetails: { schedule: string; contact: string } })
    .liveDetails;
}

const guardianFieldset = (page: Page) => page.getByRole("group", { name: "Datos del tutor" });

async function fillParticipant(
  page: Page,
  { age, phone = "2291234567" }: { age: string; phone?: string },
) {
  await page.getByLabel("Número de teléfono").fill(phone);
  await page.getByLabel("Edad").fill(age);
}

test("an adult registers for the live course, then sees 'Ya estás registrado'", async ({
  page,
  javaScriptEnabled,
}) => {
  const account = await signUp(page.request, { name: "Valeria Ruiz Soto" });
  const response = await page.goto(LIVE_URL);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Formulario de Registro" })).toBeVisible();
  await expect(page.locator('script[data-testid="donation-widget"]')).toHaveCount(0);

  // Prefilled from the account.
  await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("Valeria");
  await expect(page.getByLabel("Apellidos", { exact: true })).toHaveValue("Ruiz Soto");
  await expect(page.getByLabel("Correo electrónico")).toHaveValue(account.email);
  // Defaults: Virtual, no laptop.
  await expect(page.getByRole("radio", { name: "Virtual" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "No", exact: true })).toBeChecked();

  if (javaScriptEnabled) {
    await expect(guardianFieldset(page)).toHaveCount(0);
  } else {
    await expect(guardianFieldset(page)).toBeVisible();
    await expect(page.getByText("Solo si el participante es menor de 18 años")).toBeVisible();
  }

  await fillParticipant(page, { age: "34" });
  await page.getByRole("radio", { name: "Presencial" }).check();
  await page.getByRole("radio", { name: "Sí" }).check();
  if (javaScriptEnabled) await expect(guardianFieldset(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Completar registro" }).click();

  await expect(
    page.getByRole("heading", { name: "¡Muchas gracias por registrarte!" }),
  ).toBeVisible();
  await expect(page.getByText(/confirmar tu asistencia y\s+la modalidad/)).toBeVisible();
  const details = await liveDetails(page);
  await expect(page.getByRole("link", { name: details.contact })).toBeVisible();
  await expect(page).toHaveURL(/registered=1/);

  await page.goto(LIVE_URL);
  await expect(page.getByRole("heading", { name: "Ya estás registrado" })).toBeVisible();
  await expect(page.getByText(details.schedule)).toBeVisible();
  await expect(page.getByText(/Modalidad elegida:\s*Presencial/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Completar registro" })).toHaveCount(0);
});

test("a minor must give a guardian, then registers", async ({ page, javaScriptEnabled }) => {
  await signUp(page.request, { name: "Diego Hernández" });
  await page.goto(LIVE_URL);
  await fillParticipant(page, { age: "15" });
  // With JS the guardian fields appear as soon as the age says "minor".
  await expect(guardianFieldset(page)).toBeVisible();
  await page.getByRole("button", { name: "Completar registro" }).click();

  await expect(
    page.getByText("El nombre del tutor es requerido para menores de edad.", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText("Los apellidos del tutor son requeridos para menores de edad.", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText("El número de teléfono del tutor es requerido para menores de edad.", {
      exact: true,
    }),
  ).toBeVisible();
  // The participant's answers survive the round trip (no JS: server re-render).
  await expect(page.getByLabel("Edad")).toHaveValue("15");
  if (!javaScriptEnabled)
    await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("Diego");

  await page.getByLabel("Nombre del tutor").fill("Rosa");
  await page.getByLabel("Apellidos del tutor").fill("Hernández Díaz");
  await page.getByLabel("Teléfono del tutor").fill("2297654321");
  await page.getByRole("button", { name: "Completar registro" }).click();
  await expect(
    page.getByRole("heading", { name: "¡Muchas gracias por registrarte!" }),
  ).toBeVisible();

  // The API sees exactly one registration for this user, with the guardian stored.
  const list = await (await page.request.get("/api/live-course-registrations")).json();
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({
    age: 15,
    guardianFirstName: "Rosa",
    guardianPhoneNumber: "2297654321",
  });
});

// Issue 42, item 8: without JS the guardian's errors were three screens below the reloaded top.
test("a minor without a guardian gets the error summary on a phone's screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page.request, { name: "Lucía Márquez" });
  await page.goto(LIVE_URL);
  await fillParticipant(page, { age: "15" });
  await page.getByRole("button", { name: "Completar registro" }).click();
  const summary = await expectErrorSummary(page, "live-registration", 3);
  await expect(summary.getByRole("link").first()).toHaveText(
    "Nombre del tutor: El nombre del tutor es requerido para menores de edad.",
  );
  await expect(summary.getByRole("link").first()).toHaveAttribute(
    "href",
    "#live-registration-guardianFirstName",
  );
});

test("bad input gets the spec messages from the server", async ({ page }) => {
  await signUp(page.request, { name: "Inés Vega" });
  await page.goto(LIVE_URL);
  await fillParticipant(page, { age: "101", phone: "229123456" });
  await page.getByRole("button", { name: "Completar registro" }).click();
  await expect(page.getByText("La edad no puede ser mayor a 100.", { exact: true })).toBeVisible();
  await expect(
    page.getByText("El número de teléfono es requerido y debe tener al menos 10 dígitos.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Formulario de Registro" })).toBeVisible();
});

test("a regular course without enrollment shows 'Acceso Denegado'", async ({ page }) => {
  await signUp(page.request, { name: "Tomás Ibarra" });
  const response = await page.goto("/courses/web-development/learn");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Acceso Denegado" })).toBeVisible();
  await expect(
    page.getByText("Debes estar inscrito en este curso para acceder al contenido."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Ir a / })).toHaveAttribute(
    "href",
    "/courses/web-development",
  );
});

test("an unknown course shows 'Curso no encontrado' with status 404", async ({ page }) => {
  await signUp(page.request, { name: "Lucía Mora" });
  await expectNotFound(page, "/courses/no-existe-este-curso/learn", {
    heading: "Curso no encontrado",
    link: { name: "Ver todos los cursos", href: "/courses" },
  });
});

test("anonymous visitors are sent to /auth and back", async ({ page }) => {
  await page.goto(LIVE_URL);
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcourses%2Frobotica-en-vivo%2Flearn/);
});
