// The production build (`npm run build`) started on its own database, for the scripts that drive a
// real server over loopback: the benchmarks (`tests/bench/*.mjs`) and the durability test.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Only a server that never answers fails its start. */
const START_HANG_MS = 5 * 60_000;

/** A port nothing listens on now (the OS picks it), for a server of a test's own. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return address.port;
}

/** Stops the script with one line when there is no build to start. */
export function requireBuild() {
  if (!fs.existsSync(path.join(ROOT, "build/index.js"))) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
}

/**
 * The command line (`process.execPath` and its arguments, run in `ROOT`) and the environment of
 * `remix-serve build/index.js` on `port` with a database of its own (created, migrated and seeded
 * with the demo catalogue at start-up when the file is new). Only `PATH` is inherited from this
 * process's environment, so a developer's `.env` never leaks in. For scripts that start the server
 * under another process (the Litestream drill runs it under `litestream replicate -exec`).
 * @returns {{ args: string[]; env: NodeJS.ProcessEnv }}
 */
export function builtServerCommand({
  port,
  databasePath,
  name = "bench",
  nodeArgs = [],
  env = {},
}) {
  return {
    // As server/supervisor.mjs runs it, without the supervisor: these scripts signal the server
    // process itself (SIGKILL must hit the server, not a parent that would let it drain).
    args: [
      ...nodeArgs,
      "--import",
      path.join(ROOT, "server/preload.mjs"),
      path.join(ROOT, "node_modules/@remix-run/serve/dist/cli.js"),
      "build/index.js",
    ],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_PATH: databasePath,
      SESSION_SECRET: `${name}-session-secret-`.repeat(3),
      ADMIN_EMAIL: `admin@${name}.local`,
      ADMIN_PASSWORD: `${name}-password`,
      ...env,
    },
  };
}

/** `remix-serve build/index.js` started as `builtServerCommand` describes it. */
export function startBuiltServer({ port, databasePath, name = "bench", nodeArgs = [], env = {} }) {
  const command = builtServerCommand({ port, databasePath, name, nodeArgs, env });
  const child = spawn(process.execPath, command.args, {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: command.env,
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  return {
    child,
    pid: child.pid,
    base,
    /** When the code and signal it exited with are known (and when, in `performance.now()` ms). */
    exited,
    /**
     * Resolves once `/healthz` answers 200; rejects if the process exits first, or hangs: a loaded
     * machine only makes the start slower (39 s at a load of 21 on 2 cores).
     */
    async ready() {
      const giveUpAt = performance.now() + START_HANG_MS;
      while (performance.now() < giveUpAt) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error("the server exited while starting");
        }
        const ok = await fetch(`${base}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not start within ${START_HANG_MS / 60_000} minutes`);
    },
    /** SIGTERM, then waits for the exit. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
