import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { afterAll, afterEach, beforeEach, describe, expect, test } from "vitest";

import { openDatabase } from "../../db/connection";
import { lockPathFor } from "../../db/lock";
import { freePort, startBuiltServer } from "../support/built-server.mjs";

const ROOT = path.resolve(__dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-backup-"));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Each test works in a folder of its own, so it can list what a command left beside the database.
let caseDir = dir;
beforeEach(() => {
  caseDir = fs.mkdtempSync(path.join(dir, "case-"));
});
let fileCounter = 0;
function tempPath(name: string) {
  return path.join(caseDir, `${++fileCounter}-${name}`);
}

/** Runs `npm run db:backup` / `db:restore` the way npm does (tsx), against DATABASE_PATH. */
function runCli(cli: "backup" | "restore", args: string[], databasePath: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `db/${cli}-cli.ts`, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", DATABASE_PATH: databasePath },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A database of ours (migrations applied), closed, with `contacts` rows 1..rows. */
function createDatabase(file: string, rows = 0) {
  const db = openDatabase(file);
  const insert = db.$client.prepare("INSERT INTO contacts (name, email, message) VALUES (?, ?, ?)");
  db.$client.transaction(() => {
    for (let i = 1; i <= rows; i++) insert.run(`Nombre ${i}`, `c${i}@example.com`, "x".repeat(900));
  })();
  db.$client.close();
  return file;
}

function contactIds(file: string) {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (sqlite.prepare("SELECT id FROM contacts ORDER BY id").all() as { id: number }[]).map(
      (row) => row.id,
    );
  } finally {
    sqlite.close();
  }
}

function integrity(file: string) {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return sqlite.pragma("integrity_check", { simple: true });
  } finally {
    sqlite.close();
  }
}

function sha256(file: string) {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

/** Starts a child process and resolves once it prints `ready`. */
function startChild(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`child exited (${code}) before ready: ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, ready, exited };
}

/** The app's own database module, opened the way the server opens it, kept open until SIGTERM. */
function startServerHoldingDatabase(databasePath: string) {
  const script = `import("./app/db.server.ts").then(() => {
    process.once("SIGTERM", () => process.exit(0));
    setInterval(() => {}, 60_000);
    console.log("ready");
  });`;
  return startChild(["--import", "tsx", "-e", script], {
    NODE_ENV: "test",
    DATABASE_PATH: databasePath,
    ADMIN_EMAIL: "admin@backup.local",
    ADMIN_PASSWORD: "backup-test-password",
  });
}

/** Another process inserting contacts one transaction at a time, as fast as it can. */
function startWriter(databasePath: string) {
  const script = `const Database = require(${JSON.stringify(path.join(ROOT, "node_modules/better-sqlite3"))});
    const db = new Database(${JSON.stringify(databasePath)});
    db.pragma("journal_mode = WAL");
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare("INSERT INTO contacts (name, email, message) VALUES ('Escritor', 'w@example.com', ?)");
    console.log("ready");
    for (;;) insert.run("y".repeat(900));`;
  return startChild(["-e", script]);
}

async function waitForRowCount(file: string, atLeast: number) {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    for (;;) {
      const { n } = sqlite.prepare("SELECT count(*) AS n FROM contacts").get() as { n: number };
      if (n >= atLeast) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    sqlite.close();
  }
}

function maxContactId(file: string) {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (sqlite.prepare("SELECT max(id) AS id FROM contacts").get() as { id: number }).id;
  } finally {
    sqlite.close();
  }
}

describe("db:backup", () => {
  test(
    "a backup taken while another process writes holds every row committed before it started",
    { timeout: 120_000 },
    async () => {
      // ~20 MB, so the copy takes several steps and the writer's commits land between them.
      const live = createDatabase(tempPath("live.db"), 20_000);
      const writer = startWriter(live);
      await writer.ready;
      await waitForRowCount(live, 21_000);
      const committedBefore = maxContactId(live);

      const backupFile = tempPath("backup.db");
      const backup = runCli("backup", [backupFile], live);
      expect(backup.stderr).toBe("");
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain("Integrity: ok");
      expect(backup.stdout).toMatch(/Size:\s+[\d.]+ MiB/);
      expect(backup.stdout).toMatch(/'contacts'\s*│\s*[1-9]\d*/);

      // The writer kept committing during the copy: the live file is ahead of the backup.
      await waitForRowCount(live, committedBefore + 1000);
      writer.child.kill("SIGTERM");
      await writer.exited;

      const restored = tempPath("restored.db");
      const restore = runCli("restore", [backupFile], restored);
      expect(restore.status).toBe(0);
      expect(restore.stdout).toContain("(there was no database)");
      expect(integrity(restored)).toBe("ok");
      const ids = contactIds(restored);
      // Every row committed before the backup started, and a consistent prefix: no gaps.
      expect(ids.length).toBeGreaterThanOrEqual(committedBefore);
      expect(ids[ids.length - 1]).toBe(ids.length);
      expect(ids.length).toBeLessThan(contactIds(live).length);
    },
  );

  test("refuses to overwrite an existing file unless --force", () => {
    const live = createDatabase(tempPath("live.db"), 3);
    const existing = tempPath("existing.db");
    fs.writeFileSync(existing, "an older backup");

    const refused = runCli("backup", [existing], live);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("already exists (use --force to overwrite it)");
    expect(fs.readFileSync(existing, "utf8")).toBe("an older backup");

    const forced = runCli("backup", [existing, "--force"], live);
    expect(forced.status).toBe(0);
    expect(contactIds(existing)).toEqual([1, 2, 3]);
  });

  test("without a file it prints the usage", () => {
    const result = runCli("backup", [], tempPath("none.db"));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Usage: npm run db:backup -- <file> [--force]");
  });

  // What the production image runs (no tsx there): `npm test` builds before vitest runs.
  test.runIf(fs.existsSync(path.join(ROOT, "build/cli/backup-cli.js")))(
    "the built CLIs back up and restore without tsx",
    () => {
      const live = createDatabase(tempPath("live.db"), 5);
      const built = (cli: "backup" | "restore", args: string[], databasePath: string) =>
        spawnSync(process.execPath, [path.join(ROOT, `build/cli/${cli}-cli.js`), ...args], {
          cwd: ROOT,
          env: {
            PATH: process.env.PATH ?? "",
            NODE_ENV: "production",
            DATABASE_PATH: databasePath,
          },
          encoding: "utf8",
          timeout: 60_000,
        });
      const backupFile = tempPath("built-backup.db");
      const backup = built("backup", [backupFile], live);
      expect(backup.stderr).toBe("");
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain("Integrity: ok");
      const restored = tempPath("built-restored.db");
      const restore = built("restore", [backupFile], restored);
      expect(restore.status).toBe(0);
      expect(contactIds(restored)).toEqual([1, 2, 3, 4, 5]);
    },
  );
});

describe("db:restore", () => {
  test("replaces the database, keeping the previous file beside it", () => {
    const backupFile = createDatabase(tempPath("backup.db"), 5);
    const target = createDatabase(tempPath("academy.db"), 2);
    const before = sha256(target);

    const result = runCli("restore", [backupFile], target);
    expect(result.status).toBe(0);
    expect(contactIds(target)).toEqual([1, 2, 3, 4, 5]);
    const kept = fs
      .readdirSync(caseDir)
      .filter((name) => name.startsWith(`${path.basename(target)}.`));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/\.before-restore-\d{4}-\d\d-\d\dT[\d-]+Z$/);
    expect(sha256(path.join(caseDir, kept[0]))).toBe(before);
    expect(fs.existsSync(`${target}-wal`)).toBe(false);
    expect(fs.existsSync(`${target}-shm`)).toBe(false);
    // No temporary file is left behind.
    expect(fs.readdirSync(caseDir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  test("replaces a damaged database, keeping it beside the restored one", () => {
    const backupFile = createDatabase(tempPath("backup.db"), 3);
    const target = tempPath("academy.db");
    fs.writeFileSync(target, "not a database any more\n".repeat(300));

    const result = runCli("restore", [backupFile], target);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(contactIds(target)).toEqual([1, 2, 3]);
    const kept = fs.readdirSync(caseDir).find((name) => name.includes(".before-restore-"));
    expect(fs.readFileSync(path.join(caseDir, kept!), "utf8")).toMatch(/^not a database any more/);
  });

  test("refuses while the server holds the database, and its lock file goes when it exits", async () => {
    const target = createDatabase(tempPath("academy.db"), 2);
    const backupFile = createDatabase(tempPath("backup.db"), 5);
    const server = startServerHoldingDatabase(target);
    await server.ready;
    const lock = JSON.parse(fs.readFileSync(lockPathFor(target), "utf8")) as { pid: number };
    expect(lock.pid).toBe(server.child.pid);

    const refused = runCli("restore", [backupFile], target);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`refusing to restore: the server (pid ${server.child.pid}`);
    expect(contactIds(target)).toEqual([1, 2]);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(lockPathFor(target))).toBe(false);
    expect(runCli("restore", [backupFile], target).status).toBe(0);
    expect(contactIds(target)).toEqual([1, 2, 3, 4, 5]);
  });

  test("a lock file left by a killed server does not block it", async () => {
    const target = createDatabase(tempPath("academy.db"), 2);
    const backupFile = createDatabase(tempPath("backup.db"), 5);
    const server = startServerHoldingDatabase(target);
    await server.ready;
    server.child.kill("SIGKILL");
    await server.exited;
    expect(fs.existsSync(lockPathFor(target))).toBe(true);

    const result = runCli("restore", [backupFile], target);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(contactIds(target)).toEqual([1, 2, 3, 4, 5]);
  });

  test("refuses while any other process has the database open, lock file or not", async () => {
    const target = createDatabase(tempPath("academy.db"), 2);
    const backupFile = createDatabase(tempPath("backup.db"), 5);
    const holder = startChild([
      "-e",
      `const Database = require(${JSON.stringify(path.join(ROOT, "node_modules/better-sqlite3"))});
       const db = new Database(${JSON.stringify(target)});
       db.prepare("SELECT count(*) FROM contacts").get();
       console.log("ready");
       setInterval(() => {}, 60_000);`,
    ]);
    await holder.ready;

    const refused = runCli("restore", [backupFile], target);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("refusing to restore: another process has the database open");
    expect(contactIds(target)).toEqual([1, 2]);
  });

  test.each([
    [
      "a file that is not a database",
      () => "just some text\n".repeat(500),
      /not a usable SQLite database/,
    ],
    [
      "a corrupt database",
      () => {
        // The last pages are the 200 contacts (written after the schema): damage two of them and
        // a cell pointer of a third; the file still opens, only integrity_check tells.
        const bytes = fs.readFileSync(createDatabase(tempPath("to-corrupt.db"), 200));
        const pages = bytes.length / 4096;
        for (const page of [pages - 3, pages - 10])
          bytes.fill(0x5a, page * 4096 + 2000, page * 4096 + 2100);
        bytes.fill(0, (pages - 20) * 4096 + 8, (pages - 20) * 4096 + 12);
        return bytes;
      },
      /integrity_check failed on .*bad-backup\.db: .*Tree \d+ page \d+/,
    ],
    [
      "a SQLite database that is not ours",
      () => {
        const other = tempPath("other.db");
        const sqlite = new Database(other);
        sqlite.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hola');");
        sqlite.close();
        return fs.readFileSync(other);
      },
      /not a Web Code Academy database/,
    ],
  ])("refuses %s and leaves the database as it was", (_label, contents, message) => {
    const target = createDatabase(tempPath("academy.db"), 2);
    const before = sha256(target);
    const backupFile = tempPath("bad-backup.db");
    fs.writeFileSync(backupFile, contents());

    const result = runCli("restore", [backupFile], target);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(sha256(target)).toBe(before);
    expect(fs.readdirSync(caseDir).filter((name) => name.includes("before-restore"))).toEqual([]);
    expect(fs.readdirSync(caseDir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

describe("with the built production server", () => {
  const built = fs.existsSync(path.join(ROOT, "build/index.js"));

  test.runIf(built)(
    "backs up while it serves, refuses to restore until it stops, and its lock goes on SIGTERM",
    { timeout: 60_000 },
    async () => {
      const target = tempPath("academy.db");
      const server = startBuiltServer({
        port: await freePort(),
        databasePath: target,
        name: "backup",
      });
      children.push(server.child);
      await server.ready();
      const lock = JSON.parse(fs.readFileSync(lockPathFor(target), "utf8")) as { pid: number };
      expect(lock.pid).toBe(server.pid);

      const backupFile = tempPath("backup.db");
      const backup = runCli("backup", [backupFile], target);
      expect(backup.status).toBe(0);
      expect(backup.stdout).toMatch(/'courses'\s*│\s*[1-9]\d*/);
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);

      const refused = runCli("restore", [backupFile], target);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`the server (pid ${server.pid}`);

      await server.stop();
      expect(await server.exited).toMatchObject({ code: 0 });
      expect(fs.existsSync(lockPathFor(target))).toBe(false);
      const restored = runCli("restore", [backupFile], target);
      expect(restored.status).toBe(0);
      expect(integrity(target)).toBe("ok");
    },
  );
});
