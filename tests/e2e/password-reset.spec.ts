/**
 * The real mail round trip (issue 19): the server sends through SMTP to a capture server on
 * loopback that this spec starts on the port playwright.config.ts gives the server (SMTP_URL). A
 * student asks for a reset on the login page, the mail arrives, its link is followed in the browser
 * (with and without JavaScript), a new password is set and used to sign in. The registration's
 * verification mail arrives through the same path and its link confirms the address.
 *
 * One SMTP server can listen on the port, so the tests run once, in order, in one worker (the "js"
 * project; the first opens a browser context of each kind itself). `--repeat-each` with several
 * workers would start a second server on the same port and fail with EADDRINUSE.
 */
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";

import { E2E_SMTP_PORT } from "../../playwright.config";
import { startSmtp, unfold, type ReceivedMail } from "../support/smtp";
import { expectToast, newAccount, signUp } from "./support";

// Both tests share one SMTP server on one port: one worker, in order.
test.describe.configure({ mode: "serial" });

let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

// The accounts this file signs up: its server takes their mail only, so specs running beside it
// (an admin's reset link waiting in "Correos") keep theirs pending.
const ours = new Set<string>();
const startOurSmtp = () =>
  startSmtp({ port: E2E_SMTP_PORT, accept: (address) => ours.has(address) });
async function signUpOurs(request: Parameters<typeof signUp>[0]) {
  const account = newAccount();
  ours.add(account.email.toLowerCase());
  return signUp(request, account);
}

test.afterAll(async () => {
  await smtp?.close();
});

/** The newest mail to `to` whose body matches `pattern`, once it has arrived. */
async function awaitLink(received: ReceivedMail[], to: string, pattern: RegExp) {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = received.filter((item) => item.to.includes(to)).at(-1);
        link = mail ? unfold(mail.raw).match(pattern)?.[0] : undefined;
        return link;
      },
      { message: `a mail to ${to} with ${pattern}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

const RESET_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/g;

/** How many reset links the mailbox holds for `to` (each request adds one mail). */
function resetMailCount(received: ReceivedMail[], to: string) {
  return received.filter(
    (item) => item.to.includes(to) && unfold(item.raw).match(RESET_LINK) !== null,
  ).length;
}

async function contextWith(browser: Browser, javaScriptEnabled: boolean, baseURL: string) {
  return browser.newContext({ javaScriptEnabled, baseURL, locale: "es-MX" });
}

async function resetRoundTrip(context: BrowserContext, received: ReceivedMail[], email: string) {
  const page = await context.newPage();
  const before = resetMailCount(received, email);

  await page.goto("/auth");
  await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const ask = page.getByRole("form", { name: "Restablecer contraseña" });
  await ask.getByLabel("Correo electrónico").fill(email);
  await ask.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page).toHaveURL(/\/reset-password\?sent=1$/);
  await expect(
    page.getByText(/^Si existe una cuenta con ese correo, te enviamos un enlace/),
  ).toBeVisible();

  // The sender runs as soon as the request's transaction commits: wait for the mail itself.
  await expect
    .poll(() => resetMailCount(received, email), { timeout: 15_000 })
    .toBeGreaterThan(before);
  const mail = received.filter((item) => item.to.includes(email)).at(-1)!;
  const link = unfold(mail.raw).match(RESET_LINK)![0]!;
  const url = new URL(link);
  // Built on PUBLIC_URL (here the server's own address), never on a Host header.
  expect(url.pathname).toBe("/reset-password");

  // The link's answer (no-referrer) keeps the token in a cookie and leaves it out of the address.
  const response = await page.goto(`${url.pathname}${url.search}`);
  const linkAnswer = await response!.request().redirectedFrom()!.response();
  expect(linkAnswer!.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page).toHaveURL(/\/reset-password\?link=1$/);
  const form = page.getByRole("form", { name: "Nueva contraseña" });
  const newPassword = `nueva-${Date.now().toString(36)}`;
  await form.getByLabel("Nueva contraseña", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirmar contraseña").fill(newPassword);
  await form.getByRole("button", { name: "Guardar nueva contraseña" }).click();
  await expectToast(
    page,
    "Contraseña restablecida",
    "Tu contraseña cambió. Inicia sesión con tu nueva contraseña.",
  );
  await expect(page).toHaveURL(/\/auth$/);

  // The link worked once.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { name: "Este enlace ya no funciona" })).toBeVisible();

  await page.goto("/auth");
  const login = page.getByRole("form", { name: "Iniciar sesión" });
  await login.getByLabel("Correo electrónico").fill(email);
  await login.getByLabel("Contraseña", { exact: true }).fill(newPassword);
  await login.getByRole("button", { name: "Iniciar sesión" }).click();
  await expectToast(page, "Inicio de Sesión Exitoso");
  await page.close();
}

test("a reset mail travels through SMTP; its link sets a new password (JS on and off)", async ({
  browser,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "runs once: it opens a context with and one without JavaScript");
  test.slow();
  smtp = await startOurSmtp();

  for (const withJs of [true, false]) {
    const account = await signUpOurs(request);
    const context = await contextWith(browser, withJs, baseURL!);
    await resetRoundTrip(context, smtp.received, account.email);
    await context.close();
  }
});

test("the registration's verification mail arrives and its link confirms the address", async ({
  browser,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "shares the first test's SMTP server");
  smtp ??= await startOurSmtp();
  const account = await signUpOurs(request);
  const link = await awaitLink(
    smtp.received,
    account.email,
    /https?:\/\/[^\s"<>]+\/verify-email\?token=[\w-]+/,
  );
  const url = new URL(link);

  const context = await contextWith(browser, false, baseURL!);
  const page = await context.newPage();
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText(account.email)).toBeVisible();
  await page.getByRole("button", { name: "Confirmar mi correo" }).click();
  await expectToast(page, "Correo verificado", "Tu correo quedó verificado.");
  await context.close();
});
