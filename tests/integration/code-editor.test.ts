/**
 * The editor on phones (docs/decisions/144): /editor is a static page with the light editor on a
 * phone or with data saving, and the hydrated page with Monaco on a desktop; the light editor's
 * copy of prism-code-editor's layout rules stays the package's own.
 */
import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { PRISM_LAYOUT_CSS } from "~/enhance/code-editor/prism-layout";
import { setSaveDataSetting } from "~/models/user.server";
import * as editor from "~/routes/editor";
import { handleHydrates } from "~/utils/hydration";
import { documentHandler } from "../support/document-server";
import { getRequest } from "../support/requests";
import { signedInUser } from "../support/users";

const PHONES = {
  "Safari on an iPhone":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Chrome on Android":
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  "Firefox on Android": "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0",
};
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

const handle = documentHandler([{ id: "routes/editor", path: "editor", module: editor }]);

async function editorDocument(cookie: string, headers: Record<string, string>) {
  const response = await handle(getRequest("/editor", { cookie, headers }));
  expect(response.status).toBe(200);
  return { html: await response.text(), vary: response.headers.get("Vary") ?? "" };
}

/** A static page: no React entry, no Monaco; its textareas are marked for the light editor. */
function expectStaticEditor(html: string) {
  expect(html).not.toContain("/build/entry.client.js");
  expect(html).not.toContain("/monaco/");
  for (const language of ["html", "css", "js"]) {
    expect(html).toMatch(
      new RegExp(`<textarea[^>]*data-code-editor[^>]*data-language="${language}"`),
    );
  }
  expect(html).toMatch(/<form[^>]*data-editor-page/);
}

describe("/editor on a phone", () => {
  for (const [name, userAgent] of Object.entries(PHONES)) {
    it(`is the static page with the light editor for ${name}`, async () => {
      const { cookie } = await signedInUser();
      const { html, vary } = await editorDocument(cookie, { "User-Agent": userAgent });
      expectStaticEditor(html);
      expect(vary).toMatch(/User-Agent/);
      expect(vary).toMatch(/Sec-CH-UA-Mobile/);
    });
  }

  it("is the static page when Chromium says it is a phone (Sec-CH-UA-Mobile), whatever its user agent", async () => {
    const { cookie } = await signedInUser();
    const { html } = await editorDocument(cookie, {
      "User-Agent": DESKTOP,
      "Sec-CH-UA-Mobile": "?1",
    });
    expectStaticEditor(html);
  });

  it("is the static page on a desktop that saves data: the browser's Save-Data or the student's setting", async () => {
    const browser = await signedInUser();
    expectStaticEditor(
      (await editorDocument(browser.cookie, { "User-Agent": DESKTOP, "Save-Data": "on" })).html,
    );
    const setting = await signedInUser();
    setSaveDataSetting(setting.id, true);
    expectStaticEditor((await editorDocument(setting.cookie, { "User-Agent": DESKTOP })).html);
  });
});

describe("/editor on a desktop", () => {
  it("hydrates (React, then Monaco in the browser)", async () => {
    const { cookie } = await signedInUser();
    const { html } = await editorDocument(cookie, {
      "User-Agent": DESKTOP,
      "Sec-CH-UA-Mobile": "?0",
    });
    expect(html).toContain("/build/entry.client.js");
    // The same fields, for the light editor where the browser finds a coarse pointer.
    expect(html).toMatch(/<textarea[^>]*data-code-editor[^>]*data-language="html"/);
  });
});

describe("a route's hydrate handle", () => {
  it("may decide from what the loader answered", () => {
    const handle = { hydrate: (data: unknown) => (data as { big?: boolean })?.big === true };
    expect(handleHydrates(handle, { big: true })).toBe(true);
    expect(handleHydrates(handle, { big: false })).toBe(false);
    expect(handleHydrates({ hydrate: true }, undefined)).toBe(true);
    expect(handleHydrates({}, { big: true })).toBe(false);
    expect(handleHydrates(undefined)).toBe(false);
  });
});

describe("the light editor's layout rules", () => {
  it("are prism-code-editor's own (an upgrade that changes them fails here)", () => {
    const css = fs.readFileSync("node_modules/prism-code-editor/dist/layout.css", "utf8");
    expect(PRISM_LAYOUT_CSS).toBe(css.trim());
  });
});
