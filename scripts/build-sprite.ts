// Writes the icon sprite (decision 121): `npm run build:sprite` after editing
// app/components/ui/icon-drawings.ts. The output is committed, and a test fails while it differs
// from what this script would write, so a clean clone builds without running it.
import fs from "node:fs";
import path from "node:path";

import { renderSprite } from "../app/components/ui/icon-drawings";

export const SPRITE_PATH = path.resolve(import.meta.dirname, "../app/components/ui/sprite.svg");

const sprite = renderSprite();
const current = fs.existsSync(SPRITE_PATH) ? fs.readFileSync(SPRITE_PATH, "utf8") : null;
if (current === sprite) {
  console.log(`${path.relative(process.cwd(), SPRITE_PATH)} is up to date.`);
} else {
  fs.writeFileSync(SPRITE_PATH, sprite);
  console.log(`Wrote ${path.relative(process.cwd(), SPRITE_PATH)} (${sprite.length} bytes).`);
}
