import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import { completeCourseForCertificate, createShortCourse, signUp } from "./support";

/** The envelope's JWT with one character of its payload swapped: a file changed after signing. */
function tamper(fileText: string) {
  const { id } = JSON.parse(fileText) as { id: string };
  const [prefix, jwt] = id.split(",");
  const parts = jwt.split(".");
  const at = Math.floor(parts[1].length / 2);
  parts[1] = parts[1].slice(0, at) + (parts[1][at] === "A" ? "B" : "A") + parts[1].slice(at + 1);
  return fileText.replace(id, `${prefix},${parts.join(".")}`);
}

async function uploadAndCheck(page: Page, name: string, content: string) {
  await page.getByLabel(/Archivo de la credencial/).setInputFiles({
    name,
    mimeType: "application/json",
    buffer: Buffer.from(content),
  });
  await page.getByRole("button", { name: "Comprobar" }).click();
  return page.getByTestId("credential-check");
}

test("a logged-out visitor downloads the signed credential, sees how to check it, and checks it on the page", async ({
  page,
  playwright,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.slow();
  const admin = await playwright.request.newContext({ baseURL });
  let course: Awaited<ReturnType<typeof createShortCourse>>;
  try {
    const login = await admin.post("/api/login", { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    course = await createShortCourse(admin, { title: `Credencial ${randomUUID().slice(0, 8)}` });
  } finally {
    await admin.dispose();
  }
  const account = await signUp(page.request, { name: "Tomás Firmado" });
  const code = await completeCourseForCertificate(page.request, course);

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled, locale: "es-MX" });
  try {
    const anonymous = await visitor.newPage();
    await anonymous.setViewportSize({ width: 360, height: 800 });
    const response = await anonymous.goto(`/certificates/${code}`);
    expect(response?.status()).toBe(200);

    // How to check the signed file: the fingerprint is the published key's kid.
    const howTo = anonymous.getByRole("region", { name: "Cómo comprobar el archivo firmado" });
    await expect(howTo).toBeVisible();
    const jwks = (await (await visitor.request.get("/.well-known/jwks.json")).json()) as {
      keys: { kid: string }[];
    };
    await expect(howTo.getByTestId("key-fingerprint")).toHaveText(jwks.keys[0].kid);
    await expect(howTo.getByTestId("issuer-did")).toHaveText(/^did:key:z6Mk/);
    await expect(howTo.getByRole("link", { name: "/.well-known/jwks.json" })).toHaveAttribute(
      "href",
      "/.well-known/jwks.json",
    );
    await expect(anonymous.getByRole("link", { name: "Descargar PDF" })).toHaveAttribute(
      "href",
      `/certificates/${code}.pdf`,
    );
    // Nothing wider than a phone's screen.
    expect(
      await anonymous.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);

    // The download, as a browser saves it.
    const [download] = await Promise.all([
      anonymous.waitForEvent("download"),
      anonymous.getByRole("link", { name: "Descargar credencial firmada (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificado-${code}.json`);
    const fileText = await readFile((await download.path())!, "utf8");
    expect(JSON.parse(fileText)).toMatchObject({ type: "EnvelopedVerifiableCredential" });
    expect(fileText).toContain("data:application/vc+jwt,");

    // Uploaded back: the signature is ours and the contents match.
    const check = await uploadAndCheck(anonymous, download.suggestedFilename(), fileText);
    await expect(check).toHaveText(
      "La firma es válida y el contenido coincide con nuestro registro.",
    );
    await expect(anonymous).toHaveURL(new RegExp(`/certificates/${code}$`));
    await expect(anonymous.locator("dl").first()).toContainText(account.name);

    // One character changed: the signature no longer holds. The verdict is the page's answer
    // (issue 42, item 7): first, on screen and focused, apart from the certificate's own status.
    const tampered = await uploadAndCheck(anonymous, "modificado.json", tamper(fileText));
    await expect(tampered).toContainText("La firma no es válida: el archivo fue modificado");
    const verdict = anonymous.getByRole("region", {
      name: "Resultado de la verificación del archivo",
    });
    await expect(verdict).toContainText("La firma no es válida");
    await expect(verdict).toBeFocused();
    await expect(verdict).toBeInViewport();
    const certificate = anonymous.getByRole("article", { name: "Certificado de finalización" });
    expect((await verdict.boundingBox())!.y).toBeLessThan((await certificate.boundingBox())!.y);
    await expect(certificate.getByText("Certificado válido", { exact: true })).toBeVisible();

    // Not a credential at all: a clear refusal on the same page.
    const garbage = await uploadAndCheck(anonymous, "notas.json", "esto no es una credencial");
    await expect(garbage).toContainText("No pudimos leer el archivo");
  } finally {
    await visitor.close();
  }
});
