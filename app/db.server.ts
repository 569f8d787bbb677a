import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

import * as schema from "../db/schema";
import { ensureAdminAccount, seedDemoCatalogue } from "../db/seed";
import { env } from "~/env.server";

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

export type AppDatabase = ReturnType<typeof openDatabase>;

/** Opens (creating when missing) the SQLite file, sets the pragmas and applies pending migrations. */
export function openDatabase(filePath: string) {
  if (filePath !== ":memory:")
    fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const sqlite = new Database(filePath);
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("synchronous = NORMAL");
    const db = drizzle(sqlite, { schema });
    migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return db;
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

const DEFAULT_ADMIN_EMAIL = "admin@webcodeacademy.local";

function openAppDatabase() {
  try {
    const db = openDatabase(env.DATABASE_PATH);
    // Closing checkpoints the WAL into the main file; runs after remix-serve has drained requests.
    process.once("exit", () => db.$client.close());
    seedDemoCatalogue(db);
    seedAdminAccount(db);
    return db;
  } catch (error) {
    console.error(
      `Cannot open the database at ${path.resolve(env.DATABASE_PATH)}: ${(error as Error).message}`,
    );
    process.exit(1);
  }
}

export const db = openAppDatabase();

function seedAdminAccount(db: AppDatabase) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    ensureAdminAccount(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    return;
  }
  if (env.isProduction) {
    console.warn("No admin account configured: set ADMIN_EMAIL and ADMIN_PASSWORD.");
    return;
  }
  const password = randomBytes(12).toString("base64url");
  if (ensureAdminAccount(db, { email: DEFAULT_ADMIN_EMAIL, password })) {
    console.log(`Admin account created: ${DEFAULT_ADMIN_EMAIL} / ${password} (shown only once)`);
  }
}
