/**
 * The profile's account extras (issue 19), with and without JavaScript: the "Verifica tu correo"
 * banner and its "Reenviar enlace", and "Descargar mis datos" (a JSON file of the student's own
 * data).
 */
import fs from "node:fs";

import { expect, test } from "@playwright/test";

import { expectToast, signUp } from "./support";

test("an unverified student sees the banner, asks for a new link and downloads their data", async ({
  page,
}) => {
  const account = await signUp(page.request);
  await page.goto("/profile");

  const banner = page.getByRole("region", { name: "Verifica tu correo" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(account.email);
  await expect(banner).toContainText("puedes seguir aprendiendo con normalidad");
  await banner.getByRole("button", { name: "Reenviar enlace" }).click();
  await expectToast(page, "Enlace enviado", `Te enviamos un nuevo enlace a ${account.email}.`);
  await expect(page).toHaveURL(/\/profile$/);

  const data = page.getByRole("region", { name: "Tus datos" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    data.getByRole("link", { name: "Descargar mis datos" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(exported.account).toMatchObject({ email: account.email, username: account.username });
  expect(exported.emails.map((mail: { kind: string }) => mail.kind)).toEqual(
    expect.arrayContaining(["welcome", "email-verification"]),
  );
  expect(JSON.stringify(exported)).not.toMatch(/"(password|passwordHash|token|tokenHash)"/);
});
