import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { BRAND_ICONS, renderSprite, spriteSymbolIds } from "~/components/ui/icon-drawings";

const SPRITE = path.resolve(import.meta.dirname, "sprite.svg");

describe("icon sprite", () => {
  it("the committed sprite is what `npm run build:sprite` writes from icon-drawings.ts", () => {
    // When this fails: run `npm run build:sprite` and commit app/components/ui/sprite.svg.
    expect(fs.readFileSync(SPRITE, "utf8")).toBe(renderSprite());
  });

  it("has one symbol per icon, each with a viewBox and painting in currentColor", () => {
    const sprite = renderSprite();
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>/g)];
    const ids = symbols.map((match) => match[1]);
    expect(ids).toEqual(spriteSymbolIds());
    expect(new Set(ids).size).toBe(ids.length);
    const icons = symbols.filter(([, id]) => id !== "logo");
    for (const [, id, attributes] of icons) {
      expect(attributes, id).toMatch(/viewBox="0 0 [\d.]+ 24"/);
      expect(attributes, id).toMatch(/(fill|stroke)="currentColor"/);
    }
    // No icon sets its own colour: every icon takes its text's (dark mode, hover).
    const iconDrawings = sprite.replace(/<symbol id="logo"[\s\S]*?<\/symbol>/, "");
    expect(iconDrawings).not.toMatch(/(fill|stroke)="(?!none|currentColor)[^"]*"/);
    expect(ids).toEqual(expect.arrayContaining(Object.keys(BRAND_ICONS).map((b) => `brand-${b}`)));
  });

  it("draws the logo as public/logo.svg does", () => {
    const logo = fs.readFileSync(path.resolve("public/logo.svg"), "utf8").trim();
    const symbol = renderSprite().match(/<symbol id="logo" viewBox="([^"]+)">(.*)<\/symbol>/);
    expect(symbol).not.toBeNull();
    const file = logo.match(/^<svg [^>]*viewBox="([^"]+)"[^>]*>(.*)<\/svg>$/);
    expect(symbol![1]).toBe(file![1]);
    expect(symbol![2]).toBe(
      file![2].replaceAll('id="g"', 'id="logo-fill"').replaceAll("url(#g)", "url(#logo-fill)"),
    );
  });
});
