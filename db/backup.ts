/**
 * Online backup and restore of the SQLite file, used by `npm run db:backup` and `db:restore`
 * (db/backup-cli.ts, db/restore-cli.ts). Both work on plain better-sqlite3 connections: opening the
 * database the app's way would apply migrations and seed it, which a copy must never do.
 */
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";

import { findDatabaseHolder } from "./lock";

/** Same default as app/env.server.ts; the CLIs do not load the app's env (no SESSION_SECRET needed). */
export const DEFAULT_DATABASE_PATH = "./data/academy.db";
const MIGRATIONS_TABLE = "__drizzle_migrations";
const MIGRATIONS_JOURNAL = path.resolve(process.cwd(), "db/migrations/meta/_journal.json");

/** Pages copied per step (4 KiB pages: 4 MiB), so progress can be shown between steps. */
const PAGES_PER_STEP = 1024;
/**
 * A write by another connection (the server) between two steps makes SQLite restart the copy. After this many restarts
 * the rest is copied in one step: one read transaction, which in WAL mode does not block writers.
 */
const RESTARTS_BEFORE_SINGLE_STEP = 2;

export class BackupError extends Error {}

export type Progress = { totalPages: number; remainingPages: number };

/**
 * A path given on the command line: `npm run` moves to the project folder, so a relative path is
 * taken from where the command was typed (`INIT_CWD`), as the shell would.
 */
export function pathFromArgument(file: string) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/**
 * DATABASE_PATH from the environment or, like `npm start`, from `.env` (the environment wins);
 * a missing `.env` is normal (Docker, systemd units set the variables themselves).
 */
export function databasePathFromEnv() {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  return path.resolve(process.env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH);
}

/** Copies the open database to `destinationPath` with SQLite's online backup API (consistent snapshot). */
export async function copyDatabase(
  source: Database.Database,
  destinationPath: string,
  onProgress?: (progress: Progress) => void,
) {
  let restarts = 0;
  let lastRemaining = Infinity;
  await source.backup(destinationPath, {
    progress(progress) {
      if (progress.remainingPages > lastRemaining) restarts++;
      lastRemaining = progress.remainingPages;
      onProgress?.(progress);
      return restarts >= RESTARTS_BEFORE_SINGLE_STEP
        ? Math.max(progress.remainingPages, 1)
        : PAGES_PER_STEP;
    },
  });
  return { restarts };
}

export type VerifiedCopy = {
  bytes: number;
  tables: { table: string; rows: number }[];
  foreignKeyViolations: number;
};

/**
 * Checks a copied file before anyone relies on it: a SQLite database, `integrity_check` ok, one of
 * ours (it has the migrations table) and not from a newer version of the app than this one. It is
 * left in rollback-journal mode, a single self-contained file (the app switches to WAL on start).
 */
export function verifyCopy(filePath: string, label = filePath): VerifiedCopy {
  let sqlite: Database.Database;
  try {
    sqlite = new Database(filePath, { fileMustExist: true });
  } catch (error) {
    throw new BackupError(`cannot open ${label}: ${(error as Error).message}`);
  }
  try {
    sqlite.pragma("journal_mode = DELETE");
    const integrity = sqlite.pragma("integrity_check", { simple: false }) as {
      integrity_check: string;
    }[];
    const problems = integrity
      .flatMap((row) => row.integrity_check.split("\n"))
      .filter((line) => line !== "ok" && !line.startsWith("*** in database"));
    if (problems.length > 0) {
      throw new BackupError(
        `integrity_check failed on ${label}: ${problems.slice(0, 3).join("; ")}${problems.length > 3 ? "…" : ""}`,
      );
    }
    const tableNames = (
      sqlite
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
    if (!tableNames.includes(MIGRATIONS_TABLE)) {
      throw new BackupError(
        `not a Web Code Academy database (no ${MIGRATIONS_TABLE} table): ${label}`,
      );
    }
    const newest = sqlite
      .prepare(`SELECT max(created_at) AS at FROM ${MIGRATIONS_TABLE}`)
      .get() as {
      at: number | null;
    };
    const known = newestKnownMigration();
    if (newest.at !== null && known !== null && newest.at > known) {
      throw new BackupError(
        "the copy has migrations this version of the app does not know: update the app first",
      );
    }
    const tables = tableNames
      .filter((table) => table !== MIGRATIONS_TABLE)
      .map((table) => ({
        table,
        rows: (
          sqlite.prepare(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`).get() as {
            n: number;
          }
        ).n,
      }));
    const foreignKeyViolations = (sqlite.pragma("foreign_key_check") as unknown[]).length;
    return { bytes: fs.statSync(filePath).size, tables, foreignKeyViolations };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // SQLITE_NOTADB, SQLITE_CORRUPT…: the header or a page is not what SQLite expects.
    throw new BackupError(`not a usable SQLite database (${(error as Error).message}): ${label}`);
  } finally {
    sqlite.close();
  }
}

function newestKnownMigration() {
  try {
    const journal = JSON.parse(fs.readFileSync(MIGRATIONS_JOURNAL, "utf8")) as {
      entries: { when: number }[];
    };
    return Math.max(...journal.entries.map((entry) => entry.when));
  } catch {
    return null;
  }
}

/** Flushes a file, or a folder's entries (a rename is durable only once its folder is synced). */
export function fsyncPath(target: string) {
  const fd = fs.openSync(target, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function temporaryPathBeside(target: string, label: string) {
  return path.join(path.dirname(target), `.${path.basename(target)}.${label}-${process.pid}.tmp`);
}

function removeWithSidecars(file: string) {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
}

export type BackupResult = VerifiedCopy & {
  source: string;
  destination: string;
  restarts: number;
  milliseconds: number;
};

/** `db:backup`: an online copy of the live database, verified, then moved into place. */
export async function backupDatabase(options: {
  source: string;
  destination: string;
  force: boolean;
  onProgress?: (progress: Progress) => void;
}): Promise<BackupResult> {
  const source = path.resolve(options.source);
  const destination = path.resolve(options.destination);
  if (!fs.existsSync(source)) throw new BackupError(`no database at ${source}`);
  if (destination === source)
    throw new BackupError("the backup cannot replace the database itself");
  if (fs.existsSync(destination) && !options.force) {
    throw new BackupError(`${destination} already exists (use --force to overwrite it)`);
  }
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const temporary = temporaryPathBeside(destination, "partial");
  removeWithSidecars(temporary);
  const started = performance.now();
  const sqlite = new Database(source, { fileMustExist: true });
  try {
    // The server never makes a reader wait in WAL mode, except while it recovers the WAL at
    // start-up: wait that out rather than fail.
    sqlite.pragma("busy_timeout = 5000");
    const { restarts } = await copyDatabase(sqlite, temporary, options.onProgress);
    const verified = verifyCopy(temporary);
    fsyncPath(temporary);
    fs.renameSync(temporary, destination);
    fsyncPath(path.dirname(destination));
    return {
      ...verified,
      source,
      destination,
      restarts,
      milliseconds: performance.now() - started,
    };
  } catch (error) {
    removeWithSidecars(temporary);
    throw error;
  } finally {
    sqlite.close();
  }
}

export type RestoreResult = VerifiedCopy & {
  source: string;
  target: string;
  previous: string | null;
};

/**
 * `db:restore`: refuses while a process holds the database; copies and verifies the backup in a
 * temporary file beside the database, keeps the current file as `<db>.before-restore-<time>`, then
 * renames the copy over the database (atomic on one file system) and drops the stale WAL files.
 */
export async function restoreDatabase(options: {
  source: string;
  target: string;
}): Promise<RestoreResult> {
  const source = path.resolve(options.source);
  const target = path.resolve(options.target);
  if (!fs.existsSync(source)) throw new BackupError(`no backup at ${source}`);
  if (source === target) throw new BackupError("the backup is the database itself");
  const holder = findDatabaseHolder(target);
  if (holder) throw new BackupError(`refusing to restore: ${holder.reason}; stop the server first`);

  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = temporaryPathBeside(target, "restore");
  removeWithSidecars(temporary);
  try {
    let backup: Database.Database;
    try {
      backup = new Database(source, { readonly: true, fileMustExist: true });
    } catch (error) {
      throw new BackupError(`cannot open ${source}: ${(error as Error).message}`);
    }
    try {
      await copyDatabase(backup, temporary);
    } catch (error) {
      throw new BackupError(
        `not a usable SQLite database (${(error as Error).message}): ${source}`,
      );
    } finally {
      backup.close();
    }
    const verified = verifyCopy(temporary, source);
    if (fs.existsSync(target)) matchOwnership(temporary, target);
    fsyncPath(temporary);

    // Checked again right before the swap: a server started meanwhile must not lose its file.
    const late = findDatabaseHolder(target);
    if (late) throw new BackupError(`refusing to restore: ${late.reason}; stop the server first`);
    let previous: string | null = null;
    if (fs.existsSync(target)) {
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      previous = `${target}.before-restore-${stamp}`;
      keepPrevious(target, previous);
    }
    // The holder check checkpointed the WAL into the file just kept, so these are stale.
    for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(target + suffix, { force: true });
    fs.renameSync(temporary, target);
    fsyncPath(path.dirname(target));
    return { ...verified, source, target, previous };
  } catch (error) {
    removeWithSidecars(temporary);
    throw error;
  }
}

/** A hard link keeps the current file at no cost (the rename then swaps in the new inode). */
function keepPrevious(target: string, previous: string) {
  try {
    fs.linkSync(target, previous);
  } catch {
    fs.copyFileSync(target, previous, fs.constants.COPYFILE_EXCL);
    fsyncPath(previous);
  }
}

/** Run as root against a volume the app's user owns, the restored file must stay writable to it. */
function matchOwnership(file: string, like: string) {
  const stat = fs.statSync(like);
  fs.chmodSync(file, stat.mode & 0o777);
  try {
    fs.chownSync(file, stat.uid, stat.gid);
  } catch {
    // Not root: the file is ours already, as was the one it replaces.
  }
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KiB", "MiB", "GiB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
