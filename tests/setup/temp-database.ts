import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";

import { afterAll } from "vitest";

import { setSpanishZodMessages } from "~/utils/zod-locale.server";

import { TEMPLATE_DATABASE_ENV, TEST_ADMIN } from "./test-database-env";

// Every test file gets its own SQLite file, a copy of the run's template (template-database.ts);
// app/db.server.ts opens it on import and finds it migrated and seeded.
const dir = path.resolve("tests/.tmp");
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${randomUUID()}.db`);
const template = process.env[TEMPLATE_DATABASE_ENV];
if (template) fs.copyFileSync(template, file);

Object.assign(process.env, {
  NODE_ENV: "test",
  DATABASE_PATH: file,
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
});

setSpanishZodMessages();

afterAll(() => {
  for (const suffix of ["", "-wal", "-shm", ".lock"]) fs.rmSync(file + suffix, { force: true });
});
