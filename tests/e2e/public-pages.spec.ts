import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";

import { expectErrorSummary, expectToast, PHONE, SESSION_COOKIE, signUp } from "./support";

// --- About ---------------------------------------------------------------------------------------

test("about shows the mission, history, figures and method", async ({ page }) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Conócenos/);
  for (const heading of ["Play&Impact Learning", "Visión", "Compromiso"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  const figures = page.getByRole("region", { name: "Nuestro impacto" });
  for (const figure of ["+120", "9", "4", "∞"]) {
    await expect(figures.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/En 2022/)).toBeVisible();
  for (const campus of ["Veracruz", "Guadalajara", "Nuevo León", "Nacional"]) {
    await expect(page.getByRole("heading", { name: campus, exact: true })).toBeVisible();
  }
});

// --- Contact -------------------------------------------------------------------------------------

test("contact: sending a message shows the success toast and empties the form", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Envíanos un mensaje" })).toBeVisible();
  await page.getByLabel("Nombre").fill("Carmen Ortiz");
  await page
    .getByLabel("Correo electrónico")
    .fill(`contacto_${randomUUID().slice(0, 8)}@e2e.local`);
  await page.getByLabel("Mensaje").fill("Me gustaría saber cuándo abren el próximo curso en vivo.");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();

  await expectToast(
    page,
    "¡Mensaje enviado!",
    "Gracias por contactarnos. Te responderemos a la brevedad.",
  );
  await expect(page.getByLabel("Nombre")).toHaveValue("");
  await expect(page.getByLabel("Mensaje")).toHaveValue("");
});

test("contact: empty fields get the spec messages", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByText("El nombre es requerido", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Por favor ingresa un correo electrónico válido", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("El mensaje es requerido", { exact: true })).toBeVisible();
});

// Issue 42, item 8: the answer to a failed send is at the top of the form, on screen and focused.
test("contact: an empty send answers with the error summary on a phone's screen", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/contact");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  const summary = await expectErrorSummary(page, "contact", 3);
  await expect(summary.getByRole("link")).toHaveText([
    "Nombre: El nombre es requerido",
    "Correo electrónico: Por favor ingresa un correo electrónico válido",
    "Mensaje: El mensaje es requerido",
  ]);
  // Each link takes the visitor to its field.
  await summary.getByRole("link", { name: /^Mensaje:/ }).click();
  await expect(page.getByLabel("Mensaje")).toBeInViewport();
  await expect(page).toHaveURL(/#contact-message$/);
});

test("contact: details, five social networks and the FAQ accordion", async ({ page }) => {
  await page.goto("/contact");
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "contacto@webcodeacademy.mx" })).toHaveAttribute(
    "href",
    "mailto:contacto@webcodeacademy.mx",
  );
  await expect(main.getByText("Veracruz, México")).toBeVisible();
  for (const network of ["Facebook", "Instagram", "LinkedIn", "YouTube", "TikTok"]) {
    await expect(main.getByRole("link", { name: network })).toHaveAttribute("target", "_blank");
  }
  const questions = main.locator("details");
  await expect(questions).toHaveCount(5);
  const answer = main.getByText(/Todos nuestros cursos son 100 % gratuitos/);
  await expect(answer).toBeHidden();
  await main.getByText("¿Los cursos son realmente gratuitos?").click();
  await expect(answer).toBeVisible();
});

// --- Merch ---------------------------------------------------------------------------------------

test("merch list shows both products with stock badges and links", async ({ page }) => {
  await page.goto("/merch");
  await expect(page.getByRole("heading", { name: "Merch Oficial", level: 1 })).toBeVisible();
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("En Stock");
  await expect(cards.nth(0)).toContainText("$250");
  await expect(cards.nth(0)).toContainText("Ropa");
  await expect(cards.nth(1)).toContainText("Próximamente");
  await cards
    .nth(0)
    .getByRole("link", { name: /Ver Detalles/ })
    .click();
  await expect(page).toHaveURL(/\/merch\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Playera Oficial Web Code Academy",
  );
});

async function chooseOption(page: Page, name: string) {
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name, exact: true }) })
    .click();
}

test("merch detail: gallery, size and colour feed the WhatsApp order", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/merch/1");
  // With JS the page's script takes the choices over (its "Actualizar" button goes) before any is
  // made: a choice made earlier is a plain form change the script never sees.
  if (javaScriptEnabled) {
    await expect(page.getByRole("button", { name: "Actualizar" })).toHaveCount(0);
  }
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText(
    "Merch Oficial",
  );
  await expect(page.getByRole("img", { name: /Calificación: 4\.8 de 5/ })).toBeVisible();
  await expect(page.locator("main ul li").filter({ hasText: "Corte unisex" })).toHaveCount(0); // max 3 features

  // First options preselected.
  await expect(page.getByRole("radio", { name: "CH", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Negro", exact: true })).toBeChecked();

  await page.getByRole("link", { name: /Ver imagen 2/ }).click();
  // The image shown (its address may be the drawing itself, inline: docs/decisions/133).
  await expect(page.getByTestId("merch-main-image")).toHaveAttribute(
    "alt",
    "Espalda de la playera con la frase «Código que transforma»",
  );

  await chooseOption(page, "G");
  await chooseOption(page, "Blanco");
  const update = page.getByRole("button", { name: "Actualizar" });
  if (javaScriptEnabled) {
    await expect(update).toHaveCount(0);
  } else {
    await update.click();
    await expect(page).toHaveURL(/size=G/);
  }
  await expect(page.getByRole("radio", { name: "G", exact: true })).toBeChecked();
  // The chosen image survives the choice.
  // The image shown (its address may be the drawing itself, inline: docs/decisions/133).
  await expect(page.getByTestId("merch-main-image")).toHaveAttribute(
    "alt",
    "Espalda de la playera con la frase «Código que transforma»",
  );

  const order = page.getByRole("link", { name: "Pedir" });
  await expect(order).toHaveAttribute("target", "_blank");
  const orderUrl = async () => new URL((await order.getAttribute("href")) ?? "");
  // With JS the last choice's copy of the product may still be on its way: wait for it.
  await expect
    .poll(async () => (await orderUrl()).searchParams.get("text"))
    .toMatch(/Talla: G\nColor: Blanco/);
  const url = await orderUrl();
  expect(url.origin + url.pathname).toBe("https://wa.me/522291234567");
  const text = url.searchParams.get("text") ?? "";
  expect(text).toContain("Playera Oficial Web Code Academy");
  expect(text).toContain("$250");
});

test("the out-of-stock hoodie cannot be ordered", async ({ page }) => {
  await page.goto("/merch/2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sudadera de la Comunidad");
  await expect(page.getByRole("button", { name: "Próximamente" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Pedir" })).toHaveCount(0);
  for (const color of ["Negro", "Gris", "Azul"]) {
    await expect(page.getByRole("radio", { name: color, exact: true })).toHaveCount(1);
  }
});

test("an unknown merch id shows the first product", async ({ page }) => {
  const response = await page.goto("/merch/no-existe");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Playera Oficial Web Code Academy",
  );
});

// --- Legal ---------------------------------------------------------------------------------------

const today = new Intl.DateTimeFormat("es-MX", {
  dateStyle: "long",
  timeZone: "America/Mexico_City",
}).format(new Date());

for (const [url, title, sectionCount, mustMention] of [
  ["/terms", "Términos y Condiciones", 10, /leyes de los Estados Unidos Mexicanos/],
  ["/privacy", "Política de Privacidad", 10, /no está dirigido a menores de 13 años/],
  ["/cookies", "Política de Cookies", 7, /persisten como máximo 2 años/],
] as const) {
  test(`${url} shows its sections and today's date`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId("legal-last-updated")).toHaveText(
      `Última actualización: ${today}`,
    );
    await expect(page.locator("article section h2")).toHaveCount(sectionCount);
    await expect(page.getByText(mustMention)).toBeVisible();
  });
}

test("cookies page announces the preferences panel", async ({ page }) => {
  await page.goto("/cookies");
  await expect(page.getByRole("heading", { name: "7. Panel de preferencias" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "6. Panel de preferencias" })).toBeVisible();
  await expect(page.getByText(/Muy pronto podrás elegir qué cookies/)).toBeVisible();
  // The session cookie under the name it has here (production).
  await expect(page.getByRole("cell", { name: SESSION_COOKIE, exact: true })).toBeVisible();
});

// --- Donation widget -----------------------------------------------------------------------------

test("no donation widget is loaded when DONATION_WIDGET_URL is unset", async ({ page }) => {
  for (const url of ["/", "/about", "/contact"]) {
    await page.goto(url);
    await expect(page.locator('script[data-testid="donation-widget"]')).toHaveCount(0);
  }
});

/**
 * The widget with DONATION_WIDGET_URL set: a second server (same build, its own database) proves
 * the script is on public pages and not on the learning / live-registration page (SPEC §1).
 */
test.describe("donation widget when configured", () => {
  const WIDGET_URL = "https://donaciones.example/widget.js";
  let server: ChildProcess | undefined;
  let baseURL = "";
  let dbFile = "";

  // Plain HTTP checks against a server of its own: running them once (project "js") is enough.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "Runs once, in the js project.");

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "js") return;
    const port = await freePort();
    baseURL = `http://localhost:${port}`;
    dbFile = path.resolve("tests/.tmp", `donation-${randomUUID()}.db`);
    server = spawn(
      process.execPath,
      ["node_modules/@remix-run/serve/dist/cli.js", "build/index.js"],
      {
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          DATABASE_PATH: dbFile,
          SESSION_SECRET: "donation-test-session-secret-0123456789abcdef",
          ADMIN_EMAIL: "admin@donation.local",
          ADMIN_PASSWORD: "donation-admin-password",
          DONATION_WIDGET_URL: WIDGET_URL,
        },
        stdio: "ignore",
      },
    );
    await waitForHealthy(`${baseURL}/healthz`);
  });

  test.afterAll(() => {
    server?.kill();
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(dbFile + suffix, { force: true });
  });

  test("is loaded on public pages and skipped on the learn page", async () => {
    const api = await playwrightRequest.newContext({ baseURL });
    try {
      const home = await (await api.get("/")).text();
      expect(home).toContain(`src="${WIDGET_URL}"`);
      await signUp(api, { name: "Donante" });
      for (const learnUrl of [
        "/courses/robotica-en-vivo/learn",
        "/courses/web-development/learn",
      ]) {
        const response = await api.get(learnUrl);
        expect([200, 403]).toContain(response.status());
        const html = await response.text();
        expect(html).toContain("<main");
        // The root loader data still carries the URL; what matters is that no script loads it.
        expect(html).not.toContain(`src="${WIDGET_URL}"`);
        expect(html).not.toContain('data-testid="donation-widget"');
      }
      expect(await (await api.get("/contact")).text()).toContain(`src="${WIDGET_URL}"`);
    } finally {
      await api.dispose();
    }
  });
});

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server at ${url} did not become healthy`);
}
