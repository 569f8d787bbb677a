/**
 * Issue 24, item 4: the e2e server runs in production, where our cookies are `Secure`. Chromium
 * keeps Secure cookies on http://localhost, but not on any other http:// address (a self-hoster's
 * LAN address, from a phone). `academia.lan` is mapped to this machine: there the login page must
 * say why signing in cannot work, and signing in indeed leaves the visitor signed out.
 */
import { expect, test } from "@playwright/test";

import config from "../../playwright.config";
import { newAccount, SESSION_COOKIE } from "./support";

const LAN_HOST = "academia.lan";
const NOTICE = "Esta conexión no es segura (HTTPS)";

const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
  },
});

/** The same server under a name that is not localhost, over plain HTTP. */
function lanUrl(baseURL: string | undefined, path: string) {
  const url = new URL(path, baseURL);
  url.hostname = LAN_HOST;
  return url.toString();
}

test("on http://localhost the login page has no HTTPS notice", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("form", { name: "Iniciar sesión" })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

test("on http://localhost signing in keeps the `__Host-` session cookie, Secure", async ({
  page,
}) => {
  const account = newAccount();
  expect((await page.request.post("/api/register", { data: account })).status()).toBe(201);
  await page.context().clearCookies();
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Correo electrónico").fill(account.email);
  await form.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  const session = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Lax" });
  // Host-only: no Domain attribute was sent (Playwright shows the host without a leading dot).
  expect(session?.domain).toBe("localhost");
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile$/);
});

test("over plain HTTP from another address the login page says sessions need HTTPS", async ({
  page,
  baseURL,
}) => {
  await page.goto(lanUrl(baseURL, "/auth?tab=register"));
  const notice = page.getByRole("note").filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Tu navegador no guardará la sesión en una dirección http://");

  // What the notice warns of: the account is created, the session cookie is dropped.
  const account = newAccount();
  const form = page.getByRole("form", { name: "Registrarse" });
  await form.getByLabel("Nombre completo").fill(account.name);
  await form.getByLabel("Correo electrónico").fill(account.email);
  await form.getByLabel("Nombre de usuario").fill(account.username);
  await form.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await form.getByLabel("Confirmar contraseña").fill(account.password);
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/academia\.lan:\d+\/$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    SESSION_COOKIE,
  );

  await page.goto(lanUrl(baseURL, "/profile"));
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
  await expect(page.getByRole("note").filter({ hasText: NOTICE })).toBeVisible();
});
