// Writes the icon sprite (decision 121) and the home strips' sprite (decision 134):
// `npm run build:sprite` after editing app/components/ui/icon-drawings.ts, a partner's logo or the
// list of countries. The output is committed, and a test fails while it differs from what this
// script would write, so a clean clone builds without running it.
import fs from "node:fs";
import path from "node:path";

import { renderSprite } from "../app/components/ui/icon-drawings";
import { renderStripSprite, STRIP_SPRITE_PATH } from "./strip-sprite";

export const SPRITE_PATH = path.resolve(import.meta.dirname, "../app/components/ui/sprite.svg");

function write(file: string, sprite: string) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  if (current === sprite) {
    console.log(`${path.relative(process.cwd(), file)} is up to date.`);
  } else {
    fs.writeFileSync(file, sprite);
    console.log(`Wrote ${path.relative(process.cwd(), file)} (${sprite.length} bytes).`);
  }
}

write(SPRITE_PATH, renderSprite());
write(STRIP_SPRITE_PATH, renderStripSprite());
