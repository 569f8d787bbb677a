/**
 * Issue 24, item 5 (decision 103): ADMIN_PASSWORD only sets the admin's password when the account
 * is created. A start with another ADMIN_PASSWORD says so and names the command that applies it;
 * `npm run admin:reset-password` (plain Node on production dependencies, so it also runs in the
 * Docker image) sets the new password and ends that account's sessions.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";

import { hashPasswordSync, verifyPassword } from "~/auth/password.server";
import { adminEmailTakenWarning, adminPasswordNotAppliedWarning } from "~/db.server";

const ROOT = path.resolve(__dirname, "../..");
const SCRIPT = path.join(ROOT, "server/admin-reset-password.mjs");
const EMAIL = "admin@reset.local";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-admin-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Imports app/db.server.ts in a fresh Node process, as a server start does. */
function start(databasePath: string, password: string, email = EMAIL) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "-e", `await import("./app/db.server.ts")`],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "development",
        DATABASE_PATH: databasePath,
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
      },
      encoding: "utf8",
      timeout: 30_000,
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result;
}

/** `npm run admin:reset-password` as npm runs it (`node server/…`), in `cwd`. */
function resetPassword(
  cwd: string,
  env: Record<string, string>,
  { args = [] as string[], input = "" } = {},
) {
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv,
    input,
    encoding: "utf8",
    timeout: 30_000,
  });
}

/** One value from the database file, read and closed at once. */
function query<T>(databasePath: string, sql: string, ...params: unknown[]) {
  const sqlite = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return sqlite.prepare(sql).get(...params) as T;
  } finally {
    sqlite.close();
  }
}

const hashOf = (databasePath: string, email: string) =>
  query<{ password: string }>(databasePath, "SELECT password FROM users WHERE email = ?", email)
    .password;

const sessionsOf = (databasePath: string, email: string) =>
  query<{ n: number }>(
    databasePath,
    "SELECT count(*) AS n FROM sessions JOIN users ON users.id = sessions.user_id WHERE users.email = ?",
    email,
  ).n;

/** A database as the server leaves it after a first start, with sessions for the admin and a student. */
function databaseWithSessions(password = "first-password") {
  const databasePath = path.join(tempDir(), "academy.db");
  start(databasePath, password);
  const sqlite = new Database(databasePath);
  const insertUser = sqlite.prepare(
    "INSERT INTO users (email, username, name, role, password) VALUES (?, ?, ?, ?, ?)",
  );
  const studentId = insertUser.run(
    "student@reset.local",
    "estudiante",
    "Estudiante",
    "student",
    "x",
  ).lastInsertRowid;
  const adminId = (
    sqlite.prepare("SELECT id FROM users WHERE email = ?").get(EMAIL) as {
      id: number;
    }
  ).id;
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const insertSession = sqlite.prepare(
    "INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)",
  );
  for (const userId of [adminId, adminId, studentId]) {
    insertSession.run(randomBytes(16).toString("hex"), userId, expires);
  }
  sqlite.close();
  return databasePath;
}

describe("ADMIN_PASSWORD after the first start", () => {
  it("the first start creates the account with it, and says so", async () => {
    const databasePath = path.join(tempDir(), "academy.db");
    const first = start(databasePath, "first-password");
    expect(first.stdout).toContain(`Admin account created: ${EMAIL}`);
    expect(await verifyPassword(hashOf(databasePath, EMAIL), "first-password")).toBe(true);

    // Same password: nothing to say.
    const again = start(databasePath, "first-password");
    expect(again.stdout + again.stderr).not.toContain(EMAIL);
  });

  it("a start with another ADMIN_PASSWORD warns that it was not applied and how to apply it", async () => {
    const databasePath = path.join(tempDir(), "academy.db");
    start(databasePath, "first-password");
    const changed = start(databasePath, "second-password");
    expect(changed.stderr).toContain(adminPasswordNotAppliedWarning(EMAIL));
    expect(changed.stderr).toContain("npm run admin:reset-password");
    expect(changed.stderr).toContain("docker exec");
    // The account is left as it was: the old password still signs in.
    expect(await verifyPassword(hashOf(databasePath, EMAIL), "first-password")).toBe(true);
    expect(await verifyPassword(hashOf(databasePath, EMAIL), "second-password")).toBe(false);
  });

  it("an ADMIN_EMAIL that belongs to a student is reported, not silently skipped", () => {
    const databasePath = databaseWithSessions();
    const result = start(databasePath, "whatever-password", "student@reset.local");
    expect(result.stderr).toContain(adminEmailTakenWarning("student@reset.local"));
  });
});

describe("npm run admin:reset-password", () => {
  it("is a plain Node script on production dependencies (it must run in the Docker image)", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
    expect(pkg.scripts["admin:reset-password"]).toBe("node server/admin-reset-password.mjs");
    const source = fs.readFileSync(SCRIPT, "utf8");
    const imports = [...source.matchAll(/^import .*? from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    const builtins = new Set(builtinModules);
    for (const name of imports) {
      const bare = name.replace(/^node:/, "");
      if (builtins.has(bare)) continue;
      const packageName = name.startsWith("@") ? name.split("/").slice(0, 2).join("/") : name;
      expect(Object.keys(pkg.dependencies), `${name} must be a production dependency`).toContain(
        packageName,
      );
    }
    // The runtime stage of the image copies server/ (and not the TypeScript sources).
    expect(fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8")).toMatch(
      /COPY --from=build .* \/app\/server \.\/server/,
    );
  });

  it("sets ADMIN_PASSWORD as the admin's password and ends that account's sessions only", async () => {
    const databasePath = databaseWithSessions();
    expect(sessionsOf(databasePath, EMAIL)).toBe(2);
    const result = resetPassword(tempDir(), {
      DATABASE_PATH: databasePath,
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: "second-password",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`New password set for ${EMAIL} (from ADMIN_PASSWORD).`);
    expect(result.stdout).toContain("Sessions ended: 2");

    const hash = hashOf(databasePath, EMAIL);
    expect(await verifyPassword(hash, "second-password")).toBe(true);
    expect(await verifyPassword(hash, "first-password")).toBe(false);
    // Same Argon2id parameters as the app's own hashes.
    const params = (encoded: string) => encoded.split("$").slice(0, 4).join("$");
    expect(params(hash)).toBe(params(hashPasswordSync("anything")));
    expect(sessionsOf(databasePath, EMAIL)).toBe(0);
    expect(sessionsOf(databasePath, "student@reset.local")).toBe(1);

    // The next start with that ADMIN_PASSWORD has nothing to warn about.
    const next = start(databasePath, "second-password");
    expect(next.stderr).not.toContain("ADMIN_PASSWORD");
  });

  it("reads DATABASE_PATH, ADMIN_EMAIL and ADMIN_PASSWORD from .env like npm start", async () => {
    const databasePath = databaseWithSessions();
    const cwd = tempDir();
    fs.writeFileSync(
      path.join(cwd, ".env"),
      `SESSION_SECRET=${"s".repeat(40)}\nDATABASE_PATH=${databasePath}\nADMIN_EMAIL=${EMAIL}\nADMIN_PASSWORD="from-dot-env"\n`,
    );
    const result = resetPassword(cwd, {});
    expect(result.status, result.stderr).toBe(0);
    expect(await verifyPassword(hashOf(databasePath, EMAIL), "from-dot-env")).toBe(true);
  });

  it("without ADMIN_PASSWORD it reads the new password from standard input (the only admin)", async () => {
    const databasePath = databaseWithSessions();
    const result = resetPassword(
      tempDir(),
      { DATABASE_PATH: databasePath },
      { input: "typed-password\n" },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(await verifyPassword(hashOf(databasePath, EMAIL), "typed-password")).toBe(true);
  });

  it.each([
    ["a student named with --email", ["--email", "student@reset.local"], {}, /is not an admin/],
    ["an unknown --email", ["--email", "nadie@reset.local"], {}, /No account with the email/],
    ["a too short password", [], { ADMIN_PASSWORD: "corta" }, /at least 6 characters/],
    ["an unknown argument", ["--force"], {}, /^Usage: npm run admin:reset-password/],
  ])("refuses %s and changes nothing", async (_, args, env, message) => {
    const databasePath = databaseWithSessions();
    const result = resetPassword(
      tempDir(),
      { DATABASE_PATH: databasePath, ADMIN_PASSWORD: "second-password", ...env },
      { args },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(message);
    expect(await verifyPassword(hashOf(databasePath, EMAIL), "first-password")).toBe(true);
    expect(sessionsOf(databasePath, EMAIL)).toBe(2);
  });

  it("refuses a missing database without creating one", () => {
    const databasePath = path.join(tempDir(), "missing.db");
    const result = resetPassword(tempDir(), {
      DATABASE_PATH: databasePath,
      ADMIN_PASSWORD: "second-password",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`No database at ${databasePath}`);
    expect(fs.existsSync(databasePath)).toBe(false);
  });
});
