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
    for (const [, id, attributes] of symbols) {
      expect(attributes, id).toMatch(/viewBox="0 0 [\d.]+ 24"/);
      expect(attributes, id).toMatch(/(fill|stroke)="currentColor"/);
    }
    // No drawing sets its own colour: every icon takes its text's (dark mode, hover).
    expect(sprite).not.toMatch(/(fill|stroke)="(?!none|currentColor)[^"]*"/);
    expect(ids).toEqual(expect.arrayContaining(Object.keys(BRAND_ICONS).map((b) => `brand-${b}`)));
  });
});
