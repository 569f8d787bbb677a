import { randomUUID } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";

import {
  type AccountFields,
  expectToast,
  newAccount,
  shownConfirmation,
  signUp,
  waitForHydration,
  waitForRouterIdle,
} from "./support";

/** A small real PNG (wider than tall, so the server's square crop has work to do). */
const pngBytes = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 20, g: 120, b: 220 } } })
    .png()
    .toBuffer();

async function register(page: Page, account: AccountFields) {
  await page.goto("/auth?tab=register");
  const form = page.getByRole("form", { name: "Registrarse" });
  await form.getByLabel("Nombre completo").fill(account.name);
  await form.getByLabel("Correo electrónico").fill(account.email);
  await form.getByLabel("Nombre de usuario").fill(account.username);
  await form.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await form.getByLabel("Confirmar contraseña").fill(account.password);
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expectToast(page, "Registro Exitoso", `¡Bienvenido a Web Code Academy, ${account.name}!`);
}

async function login(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Contraseña", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Iniciar sesión" }).click();
}

async function logout(page: Page) {
  // The account menu is a <details>: it opens without JS too.
  await page.getByLabel(/^Menú de cuenta de /).click();
  await page.getByRole("button", { name: "Cerrar sesión" }).filter({ visible: true }).click();
  await expectToast(page, "Cierre de Sesión Exitoso", "Has cerrado sesión correctamente.");
}

test("account lifecycle: register, logout, login, edit profile, photo, password, delete", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const account = newAccount();

  await register(page, account);
  await expect(page).toHaveURL(/\/$/);

  await logout(page);
  await expect(page.getByRole("link", { name: "Iniciar sesión" }).first()).toBeVisible();

  await page.goto("/auth");
  await login(page, account.email.toUpperCase(), account.password);
  await expectToast(page, "Inicio de Sesión Exitoso", `¡Bienvenido de nuevo, ${account.name}!`);

  // Información General
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Tu Perfil", level: 1 })).toBeVisible();
  await expect(page.getByText("Aún no estás inscrito en ningún curso.")).toBeVisible();
  const info = page.getByRole("region", { name: "Información General" });
  await info.getByLabel("Nombre", { exact: true }).fill("Nombre Editado");
  await info.getByRole("button", { name: "Guardar cambios" }).click();
  await expectToast(page, "¡Perfil actualizado!", "Los cambios han sido guardados exitosamente.");
  await expect(info.getByLabel("Nombre", { exact: true })).toHaveValue("Nombre Editado");

  // Photo and bio
  const card = page.getByRole("region", { name: "Foto de perfil" });
  await card
    .getByLabel("Cambiar foto")
    .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: await pngBytes() });
  await card.getByLabel("Biografía").fill("Aprendo desarrollo web.");
  await card.getByRole("button", { name: "Guardar perfil" }).click();
  await expectToast(page, "¡Perfil actualizado!", "Los cambios han sido guardados exitosamente.");
  await expect(card.getByLabel("Biografía")).toHaveValue("Aprendo desarrollo web.");
  const avatar = card.locator('img[src^="/images/"]');
  await expect(avatar).toBeVisible();
  // The page shows a WebP copy of the photo (decision 127); the photo itself is stored as JPEG.
  const src = (await avatar.getAttribute("src"))!;
  expect(src).toMatch(/^\/images\/\d+\/\d+\.v\d+\.webp$/);
  const copy = await page.request.get(src);
  expect(copy.status()).toBe(200);
  expect(copy.headers()["content-type"]).toBe("image/webp");
  const photo = await page.request.get(src.replace(/\/\d+\.v\d+\.webp$/, ""));
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/jpeg");

  // Seguridad: a wrong current password is refused, the right one changes it
  const security = page.getByRole("region", { name: "Seguridad" });
  await security.getByLabel("Contraseña actual").fill("no-es-la-mia");
  await security.getByLabel("Nueva contraseña", { exact: true }).fill("clave-nueva-2");
  await security.getByLabel("Confirmar nueva contraseña").fill("clave-nueva-2");
  await security.getByRole("button", { name: "Actualizar contraseña" }).click();
  await expect(
    security.getByText("La contraseña actual es incorrecta.", { exact: true }),
  ).toBeVisible();
  if (javaScriptEnabled) await waitForRouterIdle(page);

  await security.getByLabel("Contraseña actual").fill(account.password);
  await security.getByLabel("Nueva contraseña", { exact: true }).fill("clave-nueva-2");
  await security.getByLabel("Confirmar nueva contraseña").fill("clave-nueva-2");
  for (const [label, value] of [
    ["Contraseña actual", account.password],
    ["Nueva contraseña", "clave-nueva-2"],
    ["Confirmar nueva contraseña", "clave-nueva-2"],
  ] as const) {
    await expect(security.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await security.getByRole("button", { name: "Actualizar contraseña" }).click();
  await expectToast(
    page,
    "Contraseña actualizada",
    "Tu contraseña ha sido actualizada exitosamente.",
  );
  await expect(security.getByLabel("Contraseña actual")).toHaveValue("");

  await logout(page);
  await page.goto("/auth");
  await login(page, account.email, account.password);
  await expect(page.getByText("Correo electrónico o contraseña incorrectos")).toBeVisible();
  await login(page, account.email, "clave-nueva-2");
  await expectToast(page, "Inicio de Sesión Exitoso", "¡Bienvenido de nuevo, Nombre Editado!");

  // Delete the account, through its confirmation (a dialog with JS, a server step without)
  await page.goto("/profile");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("link", { name: "Eliminar Cuenta" }).click();
  const confirmation = await shownConfirmation(page, "¿Estás seguro?");
  // With JS a modal dialog over the page; without JS the server's confirmation step.
  await expect(page).toHaveURL(javaScriptEnabled ? /\/profile$/ : /confirm=delete-account/);
  await confirmation.getByRole("button", { name: "Sí, eliminar mi cuenta" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, "Cuenta eliminada", "Tu cuenta ha sido eliminada exitosamente.");

  await page.goto("/auth");
  await login(page, account.email, "clave-nueva-2");
  await expect(page.getByText("Correo electrónico o contraseña incorrectos")).toBeVisible();
});

test("a new email takes the current password ('Contraseña actual')", async ({
  page,
  javaScriptEnabled,
}) => {
  const account = await signUp(page.request);
  await page.goto("/profile");
  if (javaScriptEnabled) await waitForHydration(page);
  const info = page.getByRole("region", { name: "Información General" });
  const email = `nuevo-${randomUUID().slice(0, 8)}@example.com`;

  await info.getByLabel("Correo electrónico").fill(email);
  await info.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(
    info.getByText("Escribe tu contraseña actual para cambiar el correo.", { exact: true }),
  ).toBeVisible();
  await expect(info.getByLabel("Correo electrónico")).toHaveValue(email);
  if (javaScriptEnabled) await waitForRouterIdle(page);

  await info.getByLabel("Contraseña actual").fill("no-es-la-mia");
  await info.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(
    info.getByText("La contraseña actual es incorrecta.", { exact: true }),
  ).toBeVisible();
  if (javaScriptEnabled) await waitForRouterIdle(page);

  await info.getByLabel("Contraseña actual").fill(account.password);
  await info.getByRole("button", { name: "Guardar cambios" }).click();
  await expectToast(page, "¡Perfil actualizado!", "Los cambios han sido guardados exitosamente.");
  await expect(info.getByLabel("Correo electrónico")).toHaveValue(email);
  await expect(info.getByLabel("Contraseña actual")).toHaveValue("");
});

test("cancelling an enrollment goes through its confirmation", async ({
  page,
  javaScriptEnabled,
}) => {
  await register(page, newAccount());
  await page.goto("/courses/first-steps-in-python");
  await page.getByRole("button", { name: "Inscribirme Gratis" }).click();
  await expectToast(page, "¡Inscripción exitosa!");

  await page.goto("/profile");
  if (javaScriptEnabled) await waitForHydration(page);
  const course = page.getByRole("listitem", { name: "Primeros Pasos en Python" });
  await course.getByRole("link", { name: "Cancelar inscripción" }).click();
  const confirmation = await shownConfirmation(page, "¿Estás seguro?");
  await expect(confirmation).toContainText("Primeros Pasos en Python");
  await expect(page).toHaveURL(javaScriptEnabled ? /\/profile$/ : /confirm=cancel-enrollment/);

  // 'Cancelar' backs out and keeps the enrollment.
  await confirmation
    .getByRole(javaScriptEnabled ? "button" : "link", { name: "Cancelar", exact: true })
    .click();
  await expect(confirmation).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(course).toBeVisible();

  await course.getByRole("link", { name: "Cancelar inscripción" }).click();
  await confirmation.getByRole("button", { name: "Sí, cancelar inscripción" }).click();
  await expectToast(page, "Éxito");
  await expect(page.getByText("Aún no estás inscrito en ningún curso.")).toBeVisible();
});

test("an anonymous visitor of /profile signs in and comes back", async ({ page }) => {
  const account = newAccount();
  await register(page, account);
  await logout(page);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
  await login(page, account.email, account.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Tu Perfil", level: 1 })).toBeVisible();
});

test("a wrong password shows the login error", async ({ page }) => {
  await page.goto("/auth");
  await login(page, `nadie-${randomUUID().slice(0, 8)}@example.com`, "contraseña-mala");
  const alert = page.getByRole("alert").filter({ hasText: "Inicio de Sesión Fallido" });
  await expect(alert).toContainText("Correo electrónico o contraseña incorrectos");
});

test("signing in through the page over another account's session signs in the one that signed in", async ({
  page,
  browser,
  baseURL,
}) => {
  const own = await signUp(page.request);
  await page.context().clearCookies();
  await page.goto("/auth");
  // Another account's session lands in this browser once the page is open (issue 42).
  const other = await browser.newContext({ baseURL });
  await signUp(other.request);
  await page.context().addCookies(await other.cookies());
  await login(page, own.email, own.password);
  await expectToast(page, "Inicio de Sesión Exitoso", `¡Bienvenido de nuevo, ${own.name}!`);
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await (await page.request.get("/api/user")).json()).toMatchObject({ email: own.email });
  // The other session ended on the server too, not only in this browser.
  expect((await other.request.get("/api/user")).status()).toBe(401);
  await other.close();
});

test("register and login tabs are links", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("form", { name: "Iniciar sesión" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Acceso a tu cuenta" })
    .getByRole("link", { name: "Registrarse" })
    .click();
  await expect(page).toHaveURL(/tab=register/);
  await expect(page.getByRole("form", { name: "Registrarse" })).toBeVisible();
});

test("non-admins are sent from /admin to /auth", async ({ page }) => {
  await page.goto("/admin");
  // Anonymous: the login form, which comes back to /admin afterwards.
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
  await expect(page.getByRole("form", { name: "Iniciar sesión" })).toBeVisible();
  // A signed-in student stays on /auth and is told why (issue 24: they used to land on / silently).
  await register(page, newAccount());
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?denied=admin$/);
  await expect(page.getByRole("heading", { name: "Acceso denegado" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "No tienes permisos" })).toHaveText(
    "No tienes permisos para acceder al panel de administración.",
  );
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("button", { name: "Cerrar sesión" }).last()).toBeVisible();
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "enhancements only");

  /** A fresh student on their hydrated /profile; returns its 'Información General' form. */
  async function openOwnProfile(page: Page) {
    await signUp(page.request);
    await page.goto("/profile");
    await waitForHydration(page);
    return page.getByRole("region", { name: "Información General" });
  }

  test("leaving the profile with unsaved changes asks first", async ({ page }) => {
    const info = await openOwnProfile(page);
    await info.getByLabel("Nombre", { exact: true }).fill("Cambio sin guardar");

    await page.getByRole("link", { name: "Volver al inicio" }).click();
    const dialog = await shownConfirmation(page, "Cambios sin guardar");
    await expect(dialog).toContainText(
      "Tienes cambios sin guardar. ¿Estás seguro de que quieres salir sin guardar?",
    );
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);

    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await (
      await shownConfirmation(page, "Cambios sin guardar")
    )
      .getByRole("button", { name: "Salir sin guardar" })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("saving clears the dirty flag: no prompt afterwards", async ({ page }) => {
    const info = await openOwnProfile(page);
    await info.getByLabel("Nombre", { exact: true }).fill("Nombre Guardado");
    await info.getByRole("button", { name: "Guardar cambios" }).click();
    await expectToast(page, "¡Perfil actualizado!", "Los cambios han sido guardados exitosamente.");
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the password toggle shows and hides the characters", async ({ page }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    const password = page
      .getByRole("form", { name: "Iniciar sesión" })
      .getByLabel("Contraseña", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Mostrar contraseña" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Ocultar contraseña" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("cancelling the delete-account dialog keeps the account", async ({ page }) => {
    await openOwnProfile(page);
    await page.getByRole("link", { name: "Eliminar Cuenta" }).click();
    const dialog = await shownConfirmation(page, "¿Estás seguro?");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Tu Perfil", level: 1 })).toBeVisible();
  });
});

test("the sign-in form loads its validation on first use, then checks in the browser", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Browser validation needs JavaScript.");
  const scripts: string[] = [];
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/auth");
  await waitForHydration(page);
  const loadedWithThePage = scripts.length;

  const email = page.getByLabel("Correo electrónico");
  await email.fill("no-es-un-correo");
  // The schema arrives after the first focus; from then on a blur validates the field.
  await expect(async () => {
    await email.focus();
    await email.blur();
    await expect(page.getByText("Formato de correo no válido", { exact: true })).toBeVisible({
      timeout: 500,
    });
  }).toPass();
  expect(scripts.length).toBeGreaterThan(loadedWithThePage);

  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page.getByText("Formato de correo no válido", { exact: true })).toBeVisible();
  expect(posts).toEqual([]);
});
