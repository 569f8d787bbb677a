import { randomBytes } from "node:crypto";
import path from "node:path";

import { openDatabase, type AppDatabase } from "../db/connection";
import { ensureIssuerKey } from "../db/issuer-key";
import { holdDatabaseLock } from "../db/lock";
import { adminAccountMismatch, ensureAdminAccount, seedDemoCatalogue } from "../db/seed";
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
    if (ensureIssuerKey(db) && env.NODE_ENV !== "test") {
      console.log("Certificate signing key created (kept in the database; back it up with it).");
    }
    return db;
  } catch (error) {
    console.error(
      `Cannot open the database at ${path.resolve(env.DATABASE_PATH)}: ${(error as Error).message}`,
    );
    process.exit(1);
  }
}

export const db = openAppDatabase();

/**
 * Printed at start when ADMIN_PASSWORD is not the existing admin's password: the variable only
 * sets the password when the account is created (decision 103).
 */
export function adminPasswordNotAppliedWarning(email: string) {
  return `Admin account ${email} already exists and ADMIN_PASSWORD is not its password: ADMIN_PASSWORD is only used when the account is created, so its current password still applies. To set ADMIN_PASSWORD as its password (and sign it out everywhere), run: npm run admin:reset-password (with Docker: docker exec <container> npm run admin:reset-password).`;
}

/** Printed at start when ADMIN_EMAIL belongs to a student: there is then no admin to sign in as. */
export function adminEmailTakenWarning(email: string) {
  return `ADMIN_EMAIL ${email} belongs to an existing account that is not an admin: no admin account was created. Set ADMIN_EMAIL to another address.`;
}

function seedAdminAccount(db: AppDatabase) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const admin = { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD };
    if (ensureAdminAccount(db, admin)) {
      // Once per database: later starts leave the account as it is (decision 103).
      if (env.NODE_ENV !== "test") console.log(`Admin account created: ${admin.email}`);
      return;
    }
    const mismatch = adminAccountMismatch(db, admin);
    if (mismatch === "password-differs") console.warn(adminPasswordNotAppliedWarning(admin.email));
    if (mismatch === "not-admin") console.warn(adminEmailTakenWarning(admin.email));
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
