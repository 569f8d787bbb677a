/**
 * Issue 20, "lighter documents" (decision 121): icons are `<use>` references into one sprite
 * file, cached for a year under a content-hashed name, and the home's document stays small.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";

import { E2E_ADMIN } from "../../playwright.config";
import { signUp } from "./support";

/**
 * Issue 20's budget for the home's HTML, raw (uncompressed): its markup. The rules a static page
 * carries in place of the stylesheet have a budget of their own (decision 133, `npm run bench`).
 */
const HOME_HTML_BUDGET = 60 * 1024;
const SPRITE_URL = /^\/build\/_assets\/sprite-[A-Z0-9]+\.svg$/;
/** The home's strips draw their logos and flags from a sprite of their own (decision 134). */
const STRIPS_URL = /^\/build\/_assets\/strips-[A-Z0-9]+\.svg$/;

/** Pages with icons, per role (the student's and the admin's own pages included). */
const PAGES = {
  anonymous: [
    "/",
    "/courses",
    "/courses/web-development",
    "/about",
    "/contact",
    "/merch",
    "/merch/1",
    "/auth",
    "/auth?tab=register",
    "/privacy",
  ],
  student: ["/", "/courses/web-development", "/profile", "/merch/1"],
  admin: ["/admin", "/admin/courses", "/admin/comments", "/admin/testimonials", "/profile"],
};

/**
 * The document's markup: without what only hydration needs (scripts and module preloads, issue 20
 * item 1) and without the rules a static page carries (decision 133).
 */
function markupOf(html: string) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*\/>/g, "")
    .replace(/<style data-page-css="[^"]*">[\s\S]*?<\/style>/, "");
}

function spriteHrefsIn(html: string) {
  return [...html.matchAll(/<use href="([^"]+)"/g)].map((match) => match[1]);
}

async function symbolIds(request: APIRequestContext, spriteUrl: string) {
  const sprite = await (await request.get(spriteUrl)).text();
  return new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
}

// The documents are the same with JS on or off: one project checks them.
test.describe("documents", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "server documents: one project is enough",
  );

  test("home: no inline drawings, every inline svg uses the sprite, and the markup fits the budget", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html.match(/<path\b/g) ?? [], "inline path drawings").toHaveLength(0);
    const svgs = html.match(/<svg\b[^>]*>[\s\S]*?<\/svg>/g) ?? [];
    expect(svgs.length).toBeGreaterThan(10);
    for (const svg of svgs) expect(svg).toMatch(/^<svg[^>]*><use href="[^"]+"><\/use><\/svg>$/);

    const markup = Buffer.byteLength(markupOf(html));
    expect(markup, `home markup is ${markup} bytes`).toBeLessThanOrEqual(HOME_HTML_BUDGET);
  });

  test("the sprites are served as SVG under hashed names, cached for a year", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const urls = [...new Set(spriteHrefsIn(html).map((href) => href.split("#")[0]))].sort();
    expect(urls, "the icons' sprite and the strips' sprite").toEqual([
      expect.stringMatching(SPRITE_URL),
      expect.stringMatching(STRIPS_URL),
    ]);
    for (const [url, symbol] of [
      [urls[0], '<symbol id="arrow-right"'],
      [urls[1], '<symbol id="mx"'],
    ]) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      const cacheControl = response.headers()["cache-control"];
      expect(cacheControl).toContain("max-age=31536000");
      expect(cacheControl).toContain("immutable");
      expect(await response.text()).toContain(symbol);
    }
  });

  test("every <use> on the main pages, for every role, names a symbol of the sprite", async ({
    playwright,
    request,
    baseURL,
  }) => {
    const student = await playwright.request.newContext({ baseURL });
    const admin = await playwright.request.newContext({ baseURL });
    try {
      await signUp(student);
      const login = await admin.post("/api/login", { data: E2E_ADMIN });
      expect(login.status(), await login.text()).toBe(200);
      const contexts = { anonymous: request, student, admin };

      const home = await (await request.get("/")).text();
      const sprites = new Map<string, Set<string>>();
      for (const url of new Set(spriteHrefsIn(home).map((href) => href.split("#")[0]))) {
        sprites.set(url, await symbolIds(request, url));
      }
      const iconIds = [...sprites].find(([url]) => SPRITE_URL.test(url))?.[1];
      expect(iconIds?.size).toBeGreaterThan(30);

      for (const [role, paths] of Object.entries(PAGES)) {
        for (const path of paths) {
          const response = await contexts[role as keyof typeof contexts].get(path);
          expect(response.status(), `${role} ${path}`).toBe(200);
          const html = await response.text();
          expect(html.match(/<path\b/g) ?? [], `${role} ${path}: inline drawings`).toHaveLength(0);
          const hrefs = spriteHrefsIn(html);
          expect(hrefs.length, `${role} ${path}: icons`).toBeGreaterThan(0);
          for (const href of hrefs) {
            const [url, id] = href.split("#");
            expect(sprites.has(url), `${role} ${path}: ${href}`).toBe(true);
            expect(sprites.get(url)?.has(id), `${role} ${path}: #${id} is in ${url}`).toBe(true);
          }
        }
      }
    } finally {
      await student.dispose();
      await admin.dispose();
    }
  });
});

/** Pixels of the element's screenshot close to `rgb` (the colour its icon should paint in). */
async function pixelsNear(png: Buffer, [r, g, b]: number[]) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let near = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const distance = Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b);
    if (distance < 60) near++;
  }
  return near;
}

function rgbOf(colour: string) {
  const match = colour.match(/rgba?\((\d+), (\d+), (\d+)/);
  if (!match) throw new Error(`not an rgb colour: ${colour}`);
  return match.slice(1, 4).map(Number);
}

test("icons are drawn at their size in their text's colour, in both themes", async ({ page }) => {
  await page.goto("/");
  for (const theme of ["dark", "light"]) {
    if (theme === "light") {
      await page.getByTestId("theme-toggle").click();
      await expect(page.locator("html")).not.toHaveClass(/dark/);
    }
    const icons = [
      page.getByTestId("theme-toggle").locator("svg:visible"),
      page.getByRole("contentinfo").getByRole("link", { name: "Facebook" }).locator("svg"),
      page.getByTestId("course-card").first().locator("dd svg").first(),
    ];
    for (const icon of icons) {
      await icon.scrollIntoViewIfNeeded();
      const box = await icon.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(16);
      expect(box?.height).toBeGreaterThanOrEqual(16);
      // The svg's colour is its text's (currentColor), and the symbol paints in it. Retried until
      // it holds: right after the theme changes, colours may still be in their transition.
      await expect(async () => {
        const [own, parent] = await icon.evaluate((svg) => [
          getComputedStyle(svg).color,
          getComputedStyle(svg.parentElement!).color,
        ]);
        expect(own).toBe(parent);
        const painted = await pixelsNear(await icon.screenshot(), rgbOf(own));
        expect(painted, `${theme}: pixels painted in ${own}`).toBeGreaterThan(8);
      }).toPass();
    }
  }
});

test("a rating paints its stars amber up to the rating", async ({ page }) => {
  await page.goto("/merch/1");
  const rating = page.getByRole("img", { name: /^Calificación: / });
  const value = Number(await rating.getAttribute("data-rating"));
  expect(value).toBeGreaterThan(0);
  const row = rating.locator("svg").first();
  const amber = rating.locator("svg").nth(1);
  const [rowBox, amberClip] = await Promise.all([
    row.boundingBox(),
    amber.locator("xpath=..").boundingBox(),
  ]);
  expect(rowBox!.width).toBeCloseTo(108, 0);
  // Whole stars are 20 px plus a 2 px gap; the last one is painted by its fraction.
  const whole = Math.floor(value);
  expect(amberClip!.width).toBeCloseTo(whole * 22 + (value - whole) * 20, 0);
  const painted = await pixelsNear(await amber.locator("xpath=..").screenshot(), [251, 191, 36]);
  expect(painted).toBeGreaterThan(50);
});
