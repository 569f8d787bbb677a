// What the in-process benchmarks (`scale.ts`, `students-search.ts`) share: a temporary database
// filled in bulk, then measured in a fresh process, because the app's db module opens
// DATABASE_PATH once, on import.
import { spawnSync } from "node:child_process";
import path from "node:path";

import Database from "better-sqlite3";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Creates `file` with the app's own migrations (so the schema is the real one), then runs `fill` in
 * one transaction on a raw connection with journaling and syncing off (a bench file need not
 * survive a crash), and leaves it in WAL mode as the app runs it.
 */
export async function buildBenchDatabase(file: string, fill: (sqlite: Database.Database) => void) {
  const { openDatabase } = await import("../../db/connection");
  openDatabase(file).$client.close();
  const sqlite = new Database(file);
  try {
    sqlite.pragma("journal_mode = OFF");
    sqlite.pragma("synchronous = OFF");
    sqlite.transaction(() => fill(sqlite))();
    sqlite.pragma("journal_mode = WAL");
  } finally {
    sqlite.close();
  }
}

/**
 * Runs `script --measure ...args` in a fresh process on `databasePath` (production mode) and
 * returns what it printed as JSON on its last line of output.
 */
export function measureInChild<T>(script: string, args: string[], databasePath: string): T {
  const child = spawnSync(process.execPath, [...process.execArgv, script, "--measure", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "bench-session-secret-".repeat(3),
      ADMIN_EMAIL: "admin@bench.local",
      ADMIN_PASSWORD: "bench-password",
    },
  });
  if (child.status !== 0) {
    throw new Error(`measuring ${path.basename(script)} ${args.join(" ")} failed`);
  }
  return JSON.parse(child.stdout.trim().split("\n").at(-1)!) as T;
}
