import { randomUUID } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import {
  expectToast,
  shownConfirmation,
  signInAsAdmin,
  signUp,
  trackRequests,
  waitForSettled,
} from "./support";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/**
 * An action of the person page: its link, then the confirmation (a dialog with JS; without, the
 * step the server renders at `?confirm=<intent>`), then its button.
 */
async function confirmAction(
  page: Page,
  javaScriptEnabled: boolean,
  {
    trigger,
    title,
    confirm,
    intent,
  }: { trigger: string; title: string; confirm: string; intent: string },
) {
  await page.getByRole("link", { name: trigger, exact: true }).click();
  const confirmation = await shownConfirmation(page, title);
  if (javaScriptEnabled) await expect(page).not.toHaveURL(new RegExp(`confirm=${intent}`));
  else await expect(page).toHaveURL(new RegExp(`confirm=${intent}`));
  await confirmation.getByRole("button", { name: confirm, exact: true }).click();
}

test("an admin finds a student, blocks and unblocks them, sends a reset link and changes their role", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const account = await signUp(request, {
    name: `Estudiante Buscada ${tag}`,
    email: `buscada.${tag}@example.com`,
    username: `buscada_${tag}`,
  });
  if (javaScriptEnabled) {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  }

  await signInAsAdmin(page);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Secciones del panel" })
    .getByRole("link", { name: "Estudiantes" })
    .click();
  await expect(page.getByRole("heading", { name: "Estudiantes", level: 2 })).toBeVisible();

  // Search by username: a GET form, so the search is in the address.
  await page.getByLabel("Buscar por nombre, correo o usuario").fill(account.username);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${account.username}`));
  const results = page.getByRole("table", { name: /Cuentas que coinciden/ });
  await expect(results.getByRole("row")).toHaveCount(2);
  await expect(results.getByText(account.email)).toBeVisible();
  await expect(results.getByText("Sin verificar")).toBeVisible();
  await results.getByRole("link", { name: account.name }).click();
  await expect(page.getByRole("heading", { name: account.name, exact: true })).toBeVisible();
  const personUrl = page.url();

  // Block: the student cannot sign in any more.
  await confirmAction(page, javaScriptEnabled, {
    trigger: "Bloquear cuenta",
    title: `¿Bloquear la cuenta de ${account.name}?`,
    confirm: "Bloquear",
    intent: "block",
  });
  await expectToast(page, "Cuenta bloqueada");
  await expect(page).toHaveURL(personUrl);
  await expect(
    page.getByRole("region", { name: "Cuenta", exact: true }).getByText("Bloqueada"),
  ).toBeVisible();

  const studentContext = await browser.newContext({ javaScriptEnabled });
  const student = await studentContext.newPage();
  await student.goto("/auth");
  const login = student.getByRole("form", { name: "Iniciar sesión" });
  await login.getByLabel("Correo electrónico").fill(account.email);
  await login.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await login.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(student.getByText(/Tu cuenta está bloqueada/)).toBeVisible();
  await expect(student).toHaveURL(/\/auth/);

  // Unblock: the same login works again.
  await confirmAction(page, javaScriptEnabled, {
    trigger: "Desbloquear cuenta",
    title: `¿Desbloquear la cuenta de ${account.name}?`,
    confirm: "Desbloquear",
    intent: "unblock",
  });
  await expectToast(page, "Cuenta desbloqueada");
  await login.getByLabel("Correo electrónico").fill(account.email);
  await login.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await login.getByRole("button", { name: "Iniciar sesión" }).click();
  await expectToast(student, "Inicio de Sesión Exitoso");
  await studentContext.close();

  // A reset link: queued in the outbox (no SMTP in this run), its link shown in "Correos".
  await confirmAction(page, javaScriptEnabled, {
    trigger: "Enviar enlace para restablecer",
    title: "¿Enviar un enlace para restablecer la contraseña?",
    confirm: "Enviar enlace",
    intent: "send-reset",
  });
  await expectToast(page, "Enlace enviado");
  const mails = page.getByRole("region", { name: "Correos recientes" });
  await mails.getByRole("link", { name: "Restablece tu contraseña" }).click();
  await expect(
    page.getByRole("heading", { name: "Restablece tu contraseña", exact: true }),
  ).toBeVisible();
  const linkField = page.getByLabel("Enlace del mensaje");
  await expect(linkField).toHaveValue(/\/reset-password\?token=[\w-]{20,}/);
  await expect(linkField).toHaveAttribute("readonly", "");
  const link = await linkField.inputValue();
  await expect(page.locator("pre")).toContainText(link);
  // The HTML part, rendered in a sandboxed frame.
  const preview = page.frameLocator('iframe[title^="Vista HTML"]');
  await expect(preview.getByRole("link", { name: "Restablecer contraseña" })).toBeVisible();
  const copy = page.getByRole("button", { name: "Copiar enlace" });
  if (javaScriptEnabled) {
    await copy.click();
    await expect(page.getByText("Enlace copiado al portapapeles.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  } else {
    await expect(copy).toHaveCount(0);
  }
  // The same message in the Correos list, with its Spanish labels.
  await page.getByRole("link", { name: "← Correos" }).click();
  const outbox = page.getByRole("table", { name: "Correos de la academia" });
  const row = outbox.getByRole("row").filter({ hasText: account.email }).first();
  await expect(row).toContainText("Restablecer contraseña");
  // The e2e server has an SMTP_URL whose server (password-reset.spec) takes only its own
  // accounts' mail, or is not running: this one waits in the outbox either way.
  await expect(row).toContainText("Pendiente");

  // Grant the admin role, then remove it.
  await page.goto(personUrl);
  await confirmAction(page, javaScriptEnabled, {
    trigger: "Hacer administrador",
    title: `¿Dar el rol de administrador a ${account.name}?`,
    confirm: "Dar rol de administrador",
    intent: "grant-admin",
  });
  await expectToast(page, "Rol actualizado", `${account.name} ahora es administrador.`);
  const facts = page.getByRole("region", { name: "Cuenta", exact: true });
  await expect(facts.getByText("Administrador")).toBeVisible();
  await confirmAction(page, javaScriptEnabled, {
    trigger: "Quitar rol de administrador",
    title: `¿Quitar el rol de administrador a ${account.name}?`,
    confirm: "Quitar rol",
    intent: "revoke-admin",
  });
  await expectToast(page, "Rol actualizado", `${account.name} ya no es administrador.`);
  await expect(facts.getByText("Estudiante")).toBeVisible();

  // Every action is in the audit log, newest first, with who did it.
  const audit = page.getByTestId("audit-log").getByRole("listitem");
  await expect(audit).toHaveCount(5);
  await expect(audit.nth(0)).toContainText("Le quitó el rol de administrador");
  await expect(audit.nth(1)).toContainText("Le dio el rol de administrador");
  await expect(audit.nth(2)).toContainText("Envió un enlace para restablecer la contraseña");
  await expect(audit.nth(3)).toContainText("Desbloqueó la cuenta");
  await expect(audit.nth(4)).toContainText("Bloqueó la cuenta");
  await expect(audit.first()).toContainText(E2E_ADMIN.email);
});

test("an admin's own page offers no block, role change or deletion, and a cancelled step does nothing", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/students?q=${encodeURIComponent(E2E_ADMIN.email)}`);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByText("Es tu propia cuenta")).toBeVisible();
  const actions = page.getByRole("region", { name: "Acciones" });
  await expect(actions.getByRole("link", { name: "Bloquear cuenta" })).toHaveCount(0);
  await expect(actions.getByRole("link", { name: "Eliminar cuenta" })).toHaveCount(0);
  await expect(actions.getByRole("link", { name: "Quitar rol de administrador" })).toHaveCount(0);

  // The no-JS step of an action that is not offered shows nothing; "Cancelar" leaves the step.
  await page.goto(`${new URL(page.url()).pathname}?confirm=delete`);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.goto(`${new URL(page.url()).pathname}?confirm=send-reset`);
  const step = page.getByRole("alertdialog", {
    name: "¿Enviar un enlace para restablecer la contraseña?",
  });
  await step.getByRole("link", { name: "Cancelar" }).click();
  await expect(page).not.toHaveURL(/confirm=/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

// One test per theme (the server's, a cookie): each page is loaded on a phone and checked there,
// then resized to a desktop (the layout follows the width by CSS alone) and checked again.
for (const theme of ["light", "dark"] as const) {
  test(`axe: Estudiantes, a person page with its confirmation step, Correos and a message (WCAG 2.1 AA, ${theme}, 390px and 1440px)`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
    const requests = trackRequests(page);
    const account = await signUp(request);
    const studentId = ((await (await request.get("/api/user")).json()) as { id: number }).id;
    await signInAsAdmin(page);
    const outbox = await (await page.request.get("/admin/emails")).text();
    const messagePath = outbox.match(/\/admin\/emails\/\d+/)?.[0];
    expect(messagePath, "the outbox lists a message").toBeTruthy();

    const url = test.info().project.use.baseURL!;
    const value = encodeURIComponent(Buffer.from(JSON.stringify(theme)).toString("base64"));
    await page.context().addCookies([{ name: "theme", value, url }]);
    for (const path of [
      `/admin/students?q=${encodeURIComponent(account.email)}`,
      `/admin/students/${studentId}?confirm=block`,
      "/admin/emails",
      messagePath!,
    ]) {
      await page.setViewportSize(VIEWPORTS[0]);
      expect((await page.goto(path))?.status(), path).toBe(200);
      if (path.startsWith("/admin/students?")) {
        // The search found the new account: its person page is the one checked next.
        await expect(page.getByRole("link", { name: account.name })).toHaveAttribute(
          "href",
          `/admin/students/${studentId}`,
        );
      }
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await waitForSettled(page, requests);
        // The message's own HTML is not the page's UI, and axe cannot run inside a frame whose
        // sandbox forbids scripts (injecting into it never returns): the frame is left out.
        await page.evaluate(() => document.querySelector("iframe[sandbox]")?.remove());
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const found = results.violations.map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
        }));
        expect.soft(found, `${path} · ${theme} · ${viewport.width}px`).toEqual([]);
      }
    }
  });
}
