import { randomBytes } from "node:crypto";
import path from "node:path";

import { openDatabase, type AppDatabase } from "../db/connection";
import { holdDatabaseLock } from "../db/lock";
import { ensureAdminAccount, seedDemoCatalogue } from "../db/seed";
import { env } from "~/env.server";

export { openDatabase, type AppDatabase };

const DEFAULT_ADMIN_EMAIL = "admin@webcodeacademy.local";

function openAppDatabase() {
  try {
    const db = openDatabase(env.DATABASE_PATH);
    // Closing checkpoints the WAL into the main file; runs after remix-serve has drained requests.
    process.once("exit", () => db.$client.close());
    // Registered after the close above, so the lock file goes only once the database is closed.
    holdDatabaseLock(env.DATABASE_PATH);
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
