import { expect, test, type Page } from "@playwright/test";

import { signUp } from "./support";

const PHONE = { width: 390, height: 844 };

/** The main public pages a new visitor reaches from the navbar, the footer and the catalogue. */
const PUBLIC_PAGES = [
  "/",
  "/courses",
  "/courses/web-development",
  "/courses/robotica-en-vivo",
  "/about",
  "/contact",
  "/auth",
  "/auth?tab=register",
  "/merch",
  "/terms",
  "/privacy",
  "/cookies",
];

async function documentOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

test("no public page is wider than a phone's screen, at the top or after scrolling", async ({
  page,
}) => {
  test.slow(); // a dozen full page loads, each scrolled to the bottom
  await page.setViewportSize(PHONE);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const top = await documentOverflow(page);
    expect(top.scrollWidth, `${path} at the top`).toBeLessThanOrEqual(top.innerWidth);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await documentOverflow(page);
    expect(bottom.scrollWidth, `${path} at the bottom`).toBeLessThanOrEqual(bottom.innerWidth);
  }
});

test("the first screen never waits for an effect: nothing above the fold starts hidden", async ({
  request,
}) => {
  for (const path of ["/", "/courses", "/courses/web-development"]) {
    const html = await (await request.get(path)).text();
    // Only JS may put a reveal on hold, and only below the fold: the server never does.
    expect(html, path).not.toContain("data-reveal-waiting");
    const main = html.match(/<main\b[^>]*>/)?.[0] ?? "";
    expect(main, path).toContain('id="contenido"');
    expect(main, `${path}: the page fade-in is for client-side navigation only`).not.toContain(
      "animate-fade-in",
    );
    expect(
      html.match(/<section\b[^>]*aria-labelledby="hero-heading"[^>]*>/)?.[0] ?? "",
    ).not.toMatch(/data-reveal|animate-/);
  }
});

test("the hero text is fully visible before any script has run", async ({ page }) => {
  await page.setViewportSize(PHONE);
  // With JS on, keep every script from loading: what shows is what the server sent.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/");
  const lead = page.getByText(/^Somos una academia gratuita/);
  await expect(lead).toBeInViewport();
  await expect(lead).toHaveCSS("opacity", "1");
  await expect(page.locator("main")).toHaveCSS("opacity", "1");
  await expect(page.locator("main")).toHaveCSS("animation-name", "none");
});

test.describe("course page on a phone", () => {
  test.use({ viewport: PHONE });

  test("'Inscribirme Gratis' is on the first screen", async ({ page }) => {
    await page.goto("/courses/web-development");
    const enroll = page.getByRole("button", { name: "Inscribirme Gratis" });
    await expect(enroll).toBeVisible();
    const box = await enroll.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  });

  test("'Próximamente' is on the first screen and looks disabled", async ({ page }) => {
    await page.goto("/courses/ciberseguridad-basica");
    const soon = page.getByRole("button", { name: "Próximamente" });
    await expect(soon).toBeDisabled();
    const box = await soon.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await expect(soon).toHaveCSS("cursor", "not-allowed");
    await expect(soon).toHaveCSS("border-style", "dashed");
    // Not the brand's solid primary colour of an action that can be taken.
    await expect(soon).not.toHaveCSS("color", "rgb(255, 255, 255)");
  });
});

test("home and auth describe themselves, and every public page names its canonical URL", async ({
  page,
}) => {
  for (const path of ["/", "/auth", "/auth?tab=register", "/courses", "/about"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
      "content",
      /^.{40,}$/,
    );
    const canonical = new URL(page.url());
    canonical.search = "";
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
      "href",
      canonical.href,
    );
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute(
      "content",
      /Web Code Academy/,
    );
  }
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
});

test("a course page shares its image, title and summary, and carries a schema.org Course", async ({
  page,
}) => {
  const response = await page.goto("/courses/web-development");
  const csp = response?.headers()["content-security-policy"] ?? "";
  // The JSON-LD needs no loosening of the policy: scripts stay 'self' + nonce.
  expect(csp).not.toContain("unsafe-inline'; script");
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(`^${title}`),
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^http:\/\/localhost:\d+\/images\/courses\//,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  const course = JSON.parse(jsonLd ?? "{}");
  expect(course["@type"]).toBe("Course");
  expect(course.name).toBe(title);
  expect(course.provider.name).toBe("Web Code Academy");
});

test("switching between 'Iniciar sesión' and 'Registrarse' keeps the email typed", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = "ana.prueba@example.com";
  if (javaScriptEnabled) {
    await page.goto("/auth");
    await page
      .getByRole("form", { name: "Iniciar sesión" })
      .getByLabel("Correo electrónico")
      .fill(email);
  } else {
    // Without JS a link cannot read the field: the query it carries still prefills the form.
    await page.goto(`/auth?email=${encodeURIComponent(email)}`);
    await expect(
      page.getByRole("form", { name: "Iniciar sesión" }).getByLabel("Correo electrónico"),
    ).toHaveValue(email);
  }
  await page.getByRole("link", { name: "Registrarse", exact: true }).last().click();
  const register = page.getByRole("form", { name: "Registrarse" });
  await expect(register.getByLabel("Correo electrónico")).toHaveValue(email);
  await page
    .getByRole("navigation", { name: "Acceso a tu cuenta" })
    .getByRole("link", { name: "Iniciar sesión" })
    .click();
  await expect(
    page.getByRole("form", { name: "Iniciar sesión" }).getByLabel("Correo electrónico"),
  ).toHaveValue(email);
});

test("the profile photo picker is labelled in Spanish and opens the file chooser", async ({
  page,
}) => {
  await signUp(page.request);
  await page.goto("/profile");
  const choose = page.getByText("Elegir archivo", { exact: true });
  await expect(choose).toBeVisible();
  // The native control (whose button reads "Choose File") takes no room on screen.
  const native = page.locator('input[type="file"][name="photo"]');
  const box = await native.boundingBox();
  expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), choose.click()]);
  expect(chooser.isMultiple()).toBe(false);
});
