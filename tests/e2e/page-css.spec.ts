import fs from "node:fs";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { signUp, themeCookieValue } from "./support";

/**
 * A static page carries the rules its markup uses instead of the stylesheet link
 * (docs/decisions/133). The proof that it carries enough: every element's computed style is the
 * same with the page's own rules as with the whole stylesheet, in both themes, on a phone and on
 * a desktop, and after the static script swaps in markup fetched from another page.
 */
const STYLESHEET = `/build/_assets/${fs
  .readdirSync(path.resolve("public/build/_assets"))
  .find((name) => name.endsWith(".css"))}`;

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * What a utility class can change, read for every element and its ::before and ::after (reading
 * every computed property of a thousand elements takes seconds).
 */
const PROPERTIES = [
  "display",
  "position",
  "top",
  "right",
  "bottom",
  "left",
  "z-index",
  "float",
  "box-sizing",
  "width",
  "height",
  "min-width",
  "min-height",
  "max-width",
  "max-height",
  "aspect-ratio",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border-top-width",
  "border-right-width",
  "border-bottom-width",
  "border-left-width",
  "border-top-style",
  "border-top-color",
  "border-right-color",
  "border-bottom-color",
  "border-left-color",
  "border-top-left-radius",
  "border-bottom-right-radius",
  "color",
  "background-color",
  "background-image",
  "opacity",
  "box-shadow",
  "outline-style",
  "outline-color",
  "outline-width",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-decoration-line",
  "text-transform",
  "white-space",
  "text-overflow",
  "overflow-x",
  "overflow-y",
  "flex-direction",
  "flex-wrap",
  "flex-grow",
  "flex-shrink",
  "flex-basis",
  "grid-template-columns",
  "grid-template-rows",
  "grid-column-start",
  "grid-column-end",
  "row-gap",
  "column-gap",
  "align-items",
  "align-self",
  "justify-content",
  "order",
  "transform",
  "translate",
  "scale",
  "filter",
  "backdrop-filter",
  "visibility",
  "cursor",
  "pointer-events",
  "object-fit",
  "list-style-type",
  "content",
  "fill",
  "stroke",
  "transition-property",
  "transition-duration",
  "animation-name",
  "mask-image",
  "-webkit-line-clamp",
  "vertical-align",
  "table-layout",
  "resize",
  "appearance",
  "user-select",
];

/** Every element's (and its ::before/::after's) computed style, one string per element. */
async function computedStyles(page: Page) {
  return page.evaluate(
    (properties) =>
      Array.from(document.querySelectorAll("body, body *"), (element) => {
        const label = `${element.tagName.toLowerCase()}.${String(
          element.getAttribute("class") ?? "",
        )
          .split(" ")
          .slice(0, 4)
          .join(".")}`;
        const parts = [null, "::before", "::after"].map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return properties.map((property) => `${property}:${style.getPropertyValue(property)}`);
        });
        return { label, style: parts.flat().join(";") };
      }),
    PROPERTIES,
  );
}

/**
 * The same page with its own rules replaced by the whole stylesheet: the stylesheet loads first,
 * then the page's rules go (a moment without either would start the colour transitions). Polled,
 * not awaited through `onload`: without JavaScript the page runs no event handler.
 */
async function withWholeStylesheet(page: Page) {
  await page.evaluate((href) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  }, STYLESHEET);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet;
        return sheet ? sheet.cssRules.length : 0;
      }),
    )
    .toBeGreaterThan(100);
  await page.evaluate(() => {
    for (const style of document.querySelectorAll("style[data-page-css]")) style.remove();
  });
}

/** Fails with the first element and property that differ, if any. */
async function expectSameStylesAsWholeStylesheet(page: Page) {
  // An animation restarts when its keyframes rule is replaced: every one ends at once instead,
  // so both reads see the same frame.
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent =
      "*,::before,::after{animation-duration:0s!important;animation-delay:0s!important}";
    document.head.append(style);
  });
  const own = await computedStyles(page);
  await withWholeStylesheet(page);
  const whole = await computedStyles(page);
  expect(whole.length).toBe(own.length);
  const differences = own.flatMap((element, i) => {
    if (element.style === whole[i]!.style) return [];
    const ownProperties = element.style.split(";");
    const wholeProperties = whole[i]!.style.split(";");
    const property = ownProperties.find((value, j) => value !== wholeProperties[j]);
    return [
      `${element.label}: ${property} (whole stylesheet: ${wholeProperties[ownProperties.indexOf(property!)]})`,
    ];
  });
  expect(differences.slice(0, 5)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  // No animation or transition half-way when the styles are read.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

const STATIC_PAGES = [
  "/",
  "/courses",
  "/courses/web-development",
  "/courses/robotica-en-vivo",
  "/about",
  "/merch",
  "/merch/1",
  "/terms",
  "/auth",
  "/contact",
  "/no-existe",
];

test.describe("without JavaScript: the markup as sent", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "one project is enough for the markup");

  for (const pathname of STATIC_PAGES) {
    for (const [theme, viewport] of [
      ["dark", PHONE],
      ["light", DESKTOP],
    ] as const) {
      test(`${pathname}, ${theme} on ${viewport.width} px: its own rules style it as the whole stylesheet does`, async ({
        page,
        baseURL,
      }) => {
        await page
          .context()
          .addCookies([{ name: "theme", value: themeCookieValue(theme), url: baseURL! }]);
        await page.setViewportSize(viewport);
        await page.goto(pathname);
        await expect(page.locator("html")).toHaveClass(theme);
        expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
        await expect(page.locator("style[data-page-css]")).toHaveCount(1);
        await expectSameStylesAsWholeStylesheet(page);
      });
    }
  }

  test("a page that hydrates links the whole stylesheet", async ({ page }) => {
    await page.goto("/forgot-password");
    await expect(page.locator(`link[rel="stylesheet"][href="${STYLESHEET}"]`)).toHaveCount(1);
    await expect(page.locator("style[data-page-css]")).toHaveCount(0);
  });

  test("a signed-in student's static page carries the rules of its own header", async ({
    page,
  }) => {
    await signUp(page.request);
    await page.goto("/courses/web-development");
    await expect(page.locator("style[data-page-css]")).toHaveCount(1);
    await expectSameStylesAsWholeStylesheet(page);
  });
});

test.describe("with JavaScript: markup the static script adds", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the static script needs JavaScript");

  test("the catalogue's results for a search take the fetched page's rules along", async ({
    page,
  }) => {
    await page.goto("/courses");
    await expect(page.locator("html")).toHaveAttribute("data-static-page", "ready");
    // No course matches: the empty state is markup the first page did not have.
    await page.getByRole("searchbox", { name: "Buscar" }).fill("zzzz sin resultados");
    await expect(page.getByText("No se encontraron cursos")).toBeVisible();
    await expect(page.locator("style[data-page-css]")).toHaveCount(2);
    await expectSameStylesAsWholeStylesheet(page);
  });
});
