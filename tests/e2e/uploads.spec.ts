import { expect, test, type Locator, type Page } from "@playwright/test";

import { signInAsAdmin, signUp } from "./support";

// Issue 24, item 3: a file over 5 MB in any upload field gets the photo rule's message under its
// field, with JS (at once, nothing sent) and without (the action's answer).

const TOO_LARGE = "La imagen no debe superar los 5MB";
/** Over the 5 MB rule and over what the action reads of a multipart body (5 MB + 64 KB). */
const bigFile = { name: "grande.png", mimeType: "image/png", buffer: Buffer.alloc(6 << 20, 1) };

async function waitForReact(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
  );
}

/** The POSTs the page sends from now on. */
function postsOf(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

/** The field shows the message: marked invalid, and the message read with it. */
async function expectRefused(field: Locator) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${TOO_LARGE}`));
}

const ADMIN_FORMS = [
  { path: "/admin/courses", form: "Nuevo curso", url: "URL de la imagen", submit: "Crear curso" },
  { path: "/admin/team", form: "Nuevo miembro", url: "URL de la foto", submit: "Agregar miembro" },
  {
    path: "/admin/testimonials",
    form: "Nuevo testimonio",
    url: "URL de la foto",
    submit: "Agregar testimonio",
  },
];

for (const { path, form: formName, url, submit } of ADMIN_FORMS) {
  test(`${path}: an image over 5 MB is refused under the image field`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await signInAsAdmin(page);
    await page.goto(path);
    if (javaScriptEnabled) await waitForReact(page);
    const posts = postsOf(page);
    const form = page.getByRole("form", { name: formName });
    const file = form.getByLabel("Subir imagen");
    await file.setInputFiles(bigFile);
    if (javaScriptEnabled) {
      // Said as soon as the file is chosen, on the image field and on the file input.
      await expectRefused(form.getByLabel(url));
      await expectRefused(file);
    }
    await form.getByRole("button", { name: submit }).click();
    await expectRefused(form.getByLabel(url));
    await expect(form.getByText(TOO_LARGE).first()).toBeVisible();
    if (javaScriptEnabled) {
      expect(posts).toEqual([]);
      // Another, small file clears it.
      await file.setInputFiles({ ...bigFile, buffer: Buffer.alloc(1024, 1) });
      await expect(form.getByLabel(url)).not.toHaveAttribute("aria-invalid");
    } else {
      expect(posts).toHaveLength(1);
    }
  });
}

test("/profile: a photo over 5 MB is refused under 'Cambiar foto'", async ({
  page,
  javaScriptEnabled,
}) => {
  await signUp(page.request);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Foto de perfil" });
  if (javaScriptEnabled) await expect(card.getByText("Ningún archivo elegido")).toBeVisible();
  const posts = postsOf(page);
  const photo = card.getByLabel("Cambiar foto");
  await photo.setInputFiles(bigFile);
  await card.getByRole("button", { name: "Guardar perfil" }).click();
  await expectRefused(photo);
  await expect(card.getByText(TOO_LARGE).first()).toBeVisible();
  expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);
});
