import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { flagSymbolId, partnerSymbolId } from "~/components/home/strip-symbols";
import { COUNTRIES, PARTNERS } from "~/data/home";

import { renderStripSprite } from "../../../scripts/strip-sprite";

const SPRITE = path.resolve(import.meta.dirname, "strip-sprite.svg");

describe("home strips' sprite", () => {
  it("the committed sprite is what `npm run build:sprite` writes from the logos and flags", () => {
    // When this fails: run `npm run build:sprite` and commit app/components/home/strip-sprite.svg.
    expect(fs.readFileSync(SPRITE, "utf8")).toBe(renderStripSprite());
  });

  it("has one symbol with a viewBox for every partner and every country the strips show", () => {
    const symbols = [...renderStripSprite().matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">/g)];
    expect(symbols.map((match) => match[1])).toEqual([
      ...PARTNERS.map((partner) => partnerSymbolId(partner.logo)),
      ...COUNTRIES.map((country) => flagSymbolId(country.code)),
    ]);
    // Flags fill their 3:2 chip slot (48 × 32) without letterboxing.
    for (const [, id, viewBox] of symbols.filter((match) => match[1]!.startsWith("flag-"))) {
      const [, , width, height] = viewBox!.split(" ").map(Number);
      expect(width! / height!, id).toBeCloseTo(1.5, 1);
    }
  });
});
