import { randomUUID } from "node:crypto";
import fs from "node:fs";

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import { decodeQr, drawnQrMatrix, drawnText } from "../support/pdf-text";
import { completeCourseForCertificate, createShortCourse, signUp } from "./support";

/** A student with a certificate for a new short course: its code and the course. */
async function certifiedStudent(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  student: APIRequestContext,
) {
  const title = `Curso con PDF ${randomUUID().slice(0, 8)}`;
  const admin = await playwright.request.newContext({ baseURL });
  let course: Awaited<ReturnType<typeof createShortCourse>>;
  try {
    const login = await admin.post("/api/login", { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    course = await createShortCourse(admin, { title, sections: 1 });
  } finally {
    await admin.dispose();
  }
  const account = await signUp(student, { name: "Íñigo Peña Certificado" });
  const code = await completeCourseForCertificate(student, course);
  return { account, course, title, code };
}

test("the student downloads the certificate PDF from the profile and the learn page; anyone can fetch it by its address", async ({
  page,
  playwright,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.slow();
  const { account, course, title, code } = await certifiedStudent(
    playwright,
    baseURL,
    page.request,
  );
  const pdfPath = `/certificates/${code}.pdf`;

  await page.goto("/profile");
  const card = page
    .getByRole("region", { name: "Mis certificados" })
    .getByRole("listitem", { name: title });
  const download = card.getByRole("link", { name: "Descargar PDF" });
  await expect(download).toHaveAttribute("href", pdfPath);
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe(`certificado-${code}.pdf`);
  const pdf = fs.readFileSync((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = drawnText(pdf);
  expect(text).toContain(account.name);
  expect(text).toContain(code);

  // The end-of-course banner offers the same file.
  await page.goto(`/courses/${course.slug}/learn?section=${course.sectionIds[0]}`);
  await expect(
    page.getByTestId("course-certificate").getByRole("link", { name: "Descargar PDF" }),
  ).toHaveAttribute("href", pdfPath);

  // A visitor without an account (JS as in this project): the same PDF, its QR to the page.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled });
  try {
    const response = await visitor.request.get(pdfPath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(
      `inline; filename="certificado-${code}.pdf"`,
    );
    const body = await response.body();
    expect(body.length).toBeLessThan(100 * 1024);
    expect(drawnText(body)).toContain(account.name);
    expect(decodeQr(drawnQrMatrix(body))).toBe(new URL(`/certificates/${code}`, baseURL).href);

    const sloppy = await visitor.request.get(`/certificates/${code.toLowerCase()}.pdf`, {
      maxRedirects: 0,
    });
    expect(sloppy.status()).toBe(301);
    expect(sloppy.headers()["location"]).toBe(pdfPath);
    const unknown = await visitor.request.get("/certificates/WCA-0000-0000-0000-0000.pdf");
    expect(unknown.status()).toBe(404);
  } finally {
    await visitor.close();
  }
});

test("'Mis certificados' shares the verification link: copy it (JS) or select it (no JS), or add it to LinkedIn", async ({
  page,
  context,
  playwright,
  baseURL,
  javaScriptEnabled,
}) => {
  test.slow();
  const { title, code } = await certifiedStudent(playwright, baseURL, page.request);
  const verificationUrl = new URL(`/certificates/${code}`, baseURL).href;

  await page.goto("/profile");
  const card = page
    .getByRole("region", { name: "Mis certificados" })
    .getByRole("listitem", { name: title });
  // The link is there to select and copy, with or without JavaScript.
  await expect(card.getByRole("textbox", { name: "Enlace para compartir" })).toHaveValue(
    verificationUrl,
  );

  const copy = card.getByRole("button", { name: "Copiar enlace" });
  if (javaScriptEnabled) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await copy.click();
    await expect(card.getByRole("status")).toHaveText("Enlace copiado al portapapeles.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(verificationUrl);
    const { violations } = await new AxeBuilder({ page })
      .include('[aria-labelledby="mis-certificados-title"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  } else {
    await expect(copy).toHaveCount(0);
  }

  const linkedIn = card.getByRole("link", { name: /Añadir a LinkedIn/ });
  await expect(linkedIn).toHaveAttribute("target", "_blank");
  await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
  const href = new URL((await linkedIn.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://www.linkedin.com/profile/add");
  expect(href.searchParams.get("startTask")).toBe("CERTIFICATION_NAME");
  expect(href.searchParams.get("name")).toBe(title);
  expect(href.searchParams.get("certUrl")).toBe(verificationUrl);
  expect(href.searchParams.get("certId")).toBe(code);
  expect(href.searchParams.get("issueYear")).toMatch(/^\d{4}$/);
  expect(href.searchParams.get("issueMonth")).toMatch(/^([1-9]|1[0-2])$/);

  // The card's other way out: the verification page itself.
  await card.getByRole("link", { name: "Ver página de verificación" }).click();
  await expect(page).toHaveURL(verificationUrl);
});
