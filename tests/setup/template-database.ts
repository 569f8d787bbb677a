/**
 * Builds the database every test file starts from, once per run: migrations, the demo catalogue,
 * the admin account (an Argon2 hash) and the certificate signing key. Each file then copies it
 * (tests/setup/temp-database.ts) instead of building its own, the same steps app/db.server.ts
 * takes on a new file (issue 22: the per-file build was over a fifth of the run).
 */
import fs from "node:fs";
import path from "node:path";

import { openDatabase } from "../../db/connection";
import { ensureIssuerKey } from "../../db/issuer-key";
import { ensureAdminAccount, seedDemoCatalogue } from "../../db/seed";
import { TEMPLATE_DATABASE_ENV, TEST_ADMIN } from "./test-database-env";

const SUFFIXES = ["", "-wal", "-shm"];

export default function setup() {
  const dir = path.resolve("tests/.tmp");
  fs.mkdirSync(dir, { recursive: true });
  // One per run: two runs at once (a spec beside the suite) never share it.
  const file = path.join(dir, `template-${process.pid}.db`);
  for (const suffix of SUFFIXES) fs.rmSync(file + suffix, { force: true });
  const db = openDatabase(file);
  seedDemoCatalogue(db);
  ensureAdminAccount(db, TEST_ADMIN);
  ensureIssuerKey(db);
  // Everything in the main file: a copy of it alone is the whole database.
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
  process.env[TEMPLATE_DATABASE_ENV] = file;
  return () => {
    for (const suffix of SUFFIXES) fs.rmSync(file + suffix, { force: true });
  };
}
