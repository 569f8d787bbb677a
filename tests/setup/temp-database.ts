import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";

import { afterAll } from "vitest";

import { setSpanishZodMessages } from "~/utils/zod-locale.server";

// Every test file gets its own SQLite file: app/db.server.ts opens it (migrations + seed) on import.
const dir = path.resolve("tests/.tmp");
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${randomUUID()}.db`);

Object.assign(process.env, {
  NODE_ENV: "test",
  DATABASE_PATH: file,
  ADMIN_EMAIL: "admin@test.local",
  ADMIN_PASSWORD: "admin-test-password",
});

setSpanishZodMessages();

afterAll(() => {
  for (const suffix of ["", "-wal", "-shm", ".lock"]) fs.rmSync(file + suffix, { force: true });
});
