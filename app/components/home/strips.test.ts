import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { flagSymbolId, partnerSymbolId } from "~/components/home/strip-symbols";
import { COUNTRIES, PARTNERS } from "~/data/home";

import { renderStripSprite } from "../../../scripts/strip-sprite";

const SPRITE = path.resolve(import.meta.dirname, "strips.svg");

describe("home strips' sprite", () => {
  it("the committed sprite is what `npm run build:sprite` writes from the logos and flags", () => {
    // When this fails: run `npm run build:sprite` and commit app/components/home/strips.svg.
    expect(fs.readFileSync(SPRITE, "utf8")).toBe(renderStripSprite());
  });

  it("has one symbol with a viewBox for every partner and every country the strips show", () => {
    const symbols = [...renderStripSprite().matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">/g)];
    expect(symbols.map((match) => match[1])).toEqual([
      ...PARTNERS.map((partner) => partnerSymbolId(partner.logo)),
      ...COUNTRIES.map((country) => flagSymbolId(country.code)),
    ]);
    // Flags fill their 3:2 chip slot (48 × 32) without letterboxing.
    const flags = new Set(COUNTRIES.map((country) => flagSymbolId(country.code)));
    for (const [, id, viewBox] of symbols.filter((match) => flags.has(match[1]!))) {
      const [, , width, height] = viewBox!.split(" ").map(Number);
      expect(width! / height!, id).toBeCloseTo(1.5, 1);
    }
  });
});
