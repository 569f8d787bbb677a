#!/usr/bin/env node
// `npm run db:backup` / `npm run db:restore`: runs db/<name>-cli.ts with tsx in a checkout, and
// the JavaScript `npm run build` made of it (build/cli/<name>-cli.js) where tsx is not installed —
// the production image, which has only production dependencies — so `docker exec <container> npm
// run db:backup -- /data/backups/x.db` works.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const [name, ...args] = process.argv.slice(2);
if (name !== "backup" && name !== "restore") {
  console.error("Usage: node server/db-cli.mjs backup|restore -- <file> [--force]");
  process.exit(2);
}

const built = path.join(ROOT, "build", "cli", `${name}-cli.js`);
const withTsx = fs.existsSync(path.join(ROOT, "node_modules", "tsx"));
const command = withTsx
  ? ["--import", "tsx", path.join(ROOT, "db", `${name}-cli.ts`)]
  : fs.existsSync(built)
    ? [built]
    : null;
if (!command) {
  console.error(`No ${built}: run npm run build first.`);
  process.exit(1);
}
const result = spawnSync(process.execPath, [...command, ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
