// Starts the server as a child process and makes sure it stops when asked to (docs/decisions/100).
//
//   node server/supervisor.mjs [server-script args…]   (default: remix-serve build/index.js)
//
// The server runs on one thread. A signal is only handled when that thread gets back to its event
// loop, so a request that kept it busy would also keep the server deaf to SIGTERM. This process
// does nothing but wait: it passes SIGTERM/SIGINT on, and if the server has not exited after
// SHUTDOWN_GRACE_MS (default 8000, under Docker's 10 s) it kills it with SIGKILL. SQLite's
// journal keeps the database whole either way; a write in progress is simply not committed.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { unsupportedNodeMessage } from "./node-version.mjs";

const nodeRefusal = unsupportedNodeMessage(process.version);
if (nodeRefusal) {
  console.error(nodeRefusal);
  process.exit(1);
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PRELOAD = path.join(ROOT, "server/preload.mjs");
const DEFAULT_COMMAND = [
  path.join(ROOT, "node_modules/@remix-run/serve/dist/cli.js"),
  path.join(ROOT, "build/index.js"),
];

function graceMs() {
  const raw = process.env.SHUTDOWN_GRACE_MS ?? "8000";
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 100 || value > 600_000) {
    console.error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds (100–600000): ${raw}`);
    process.exit(1);
  }
  return value;
}

const grace = graceMs();
const command = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_COMMAND;

// Its own process group: a Ctrl-C in a terminal reaches only this process, which passes it on
// once (remix-serve stops gracefully on the first SIGINT and dies on a second).
const child = spawn(process.execPath, ["--import", PRELOAD, ...command], {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  detached: true,
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  setTimeout(() => {
    console.error(
      `The server did not stop within ${grace} ms of ${signal}: stopping it with SIGKILL.`,
    );
    child.kill("SIGKILL");
  }, grace).unref();
}

process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

child.on("error", (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

child.on("exit", (code, signal) => {
  if (code !== null) process.exit(code);
  // Exit as the shell reports a death by signal (128 + its number).
  process.exit(128 + ({ SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1));
});
