/**
 * Who holds the database file. The server writes `<db>.lock` (its pid and host) once the database
 * is open and removes it on exit, so `db:restore` can name the process that still has the file.
 * The pid file alone cannot be trusted: a server killed with SIGKILL leaves it behind, and a pid
 * from another container (another host name) cannot be checked from here. So the final word is
 * SQLite's own lock: every open WAL connection holds a shared lock on the file, and an exclusive
 * lock is granted only when no other process (on this kernel) has the database open. The kernel
 * drops those locks when a process dies, so a crash never leaves the database "held".
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";

export type LockInfo = { pid: number; hostname: string; startedAt: string };

export function lockPathFor(databasePath: string) {
  return `${path.resolve(databasePath)}.lock`;
}

/** Writes the lock file for this process and removes it on exit (unless another process replaced it). */
export function holdDatabaseLock(databasePath: string) {
  if (databasePath === ":memory:") return;
  const lockPath = lockPathFor(databasePath);
  const info: LockInfo = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  fs.writeFileSync(lockPath, `${JSON.stringify(info)}\n`);
  // In development remix-serve re-imports the build after each change: one listener per file.
  const held = ((globalThis as { __heldDatabaseLocks?: Set<string> }).__heldDatabaseLocks ??=
    new Set<string>());
  if (held.has(lockPath)) return;
  held.add(lockPath);
  process.once("exit", () => {
    if (readDatabaseLock(databasePath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  });
}

export function readDatabaseLock(databasePath: string): LockInfo | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(lockPathFor(databasePath), "utf8"));
    if (
      parsed &&
      typeof parsed === "object" &&
      "pid" in parsed &&
      Number.isInteger(parsed.pid) &&
      "hostname" in parsed &&
      typeof parsed.hostname === "string"
    ) {
      const { pid, hostname } = parsed as LockInfo;
      const startedAt = "startedAt" in parsed ? String(parsed.startedAt) : "";
      return { pid, hostname, startedAt };
    }
  } catch {
    // Missing or unreadable: nobody announced holding the database.
  }
  return null;
}

/** Whether the lock's process still runs; `null` when it cannot be told (another host). */
export function isLockHolderAlive(lock: LockInfo): boolean | null {
  if (lock.hostname !== os.hostname()) return null;
  if (lock.pid === process.pid) return false;
  try {
    process.kill(lock.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether another process has the SQLite file open, by asking for an exclusive lock without
 * waiting. When it is granted, the WAL is checkpointed into the main file, so the file alone is the
 * whole database afterwards.
 */
export function isDatabaseOpenElsewhere(databasePath: string) {
  if (!fs.existsSync(databasePath)) return false;
  const sqlite = new Database(databasePath, { fileMustExist: true, timeout: 0 });
  try {
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.exec("BEGIN EXCLUSIVE");
    sqlite.exec("COMMIT");
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "SQLITE_BUSY") return true;
    // A damaged file is what a restore replaces; whether a server has it open is then the pid
    // file's call alone (a server cannot start on such a file anyway).
    if (code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT") return false;
    throw error;
  } finally {
    sqlite.close();
  }
}

export type DatabaseHolder = { lock: LockInfo | null; reason: string };

/** Why the database cannot be replaced now, or null when nobody holds it. */
export function findDatabaseHolder(databasePath: string): DatabaseHolder | null {
  const lock = readDatabaseLock(databasePath);
  if (lock && isLockHolderAlive(lock)) {
    return {
      lock,
      reason: `the server (pid ${lock.pid}, started ${lock.startedAt}) holds ${lockPathFor(databasePath)}`,
    };
  }
  if (isDatabaseOpenElsewhere(databasePath)) {
    return {
      lock,
      reason: lock
        ? `another process has the database open (lock file from pid ${lock.pid} on ${lock.hostname})`
        : "another process has the database open",
    };
  }
  return null;
}
