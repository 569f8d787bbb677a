/**
 * Stopping the server: what server/supervisor.mjs and server/preload.mjs add around remix-serve
 * (docs/decisions/100). Each test starts the supervisor on a bare HTTP server
 * (tests/fixtures/supervised-server.mjs), so the preload patches it exactly as it patches
 * remix-serve's, and waits on states (a line printed, a process gone), never on a clock.
 */
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import readline from "node:readline";

import { afterEach, describe, expect, it, vi } from "vitest";

// Each test starts two processes and waits on their states: only a hang may end one, never a
// loaded machine (vitest's default is 20 s).
vi.setConfig({ testTimeout: 5 * 60_000 });

const ROOT = path.resolve(import.meta.dirname, "../..");
const SUPERVISOR = path.join(ROOT, "server/supervisor.mjs");
const FIXTURE = path.join(ROOT, "tests/fixtures/supervised-server.mjs");

type Started = {
  supervisor: ChildProcess;
  server: { pid: number; port: number };
  /** The next line the server prints. */
  nextLine: () => Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const started: Started[] = [];

async function startSupervised(graceMs: number): Promise<Started> {
  const supervisor = spawn(process.execPath, [SUPERVISOR, FIXTURE], {
    env: { PATH: process.env.PATH, NODE_ENV: "test", SHUTDOWN_GRACE_MS: String(graceMs) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    supervisor.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const lines = readline.createInterface({ input: supervisor.stdout! })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error("the server exited without printing a line");
    return value as string;
  };
  const server = JSON.parse(await nextLine()) as { pid: number; port: number };
  const result = { supervisor, server, nextLine, exited };
  started.push(result);
  return result;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once the process is gone; polls its state (not a fixed sleep). */
async function gone(pid: number) {
  while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
  return true;
}

type Answer = { status: number; body: string; connection?: string } | { error: string };

function get(port: number, requestPath: string, options: http.RequestOptions = {}) {
  return new Promise<Answer>((resolve) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: requestPath, ...options },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, body, connection: response.headers.connection }),
        );
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    request.end();
  });
}

afterEach(async () => {
  for (const { supervisor, server } of started.splice(0)) {
    supervisor.kill("SIGKILL");
    if (isAlive(server.pid)) process.kill(server.pid, "SIGKILL");
  }
});

describe("the supervisor", () => {
  it("passes SIGTERM on and exits with the server's own code when it stops in time", async () => {
    const { supervisor, server, exited } = await startSupervised(60_000);
    expect(await get(server.port, "/")).toMatchObject({ status: 200, body: "ok" });
    supervisor.kill("SIGTERM");
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await gone(server.pid)).toBe(true);
  });

  it("stops a server whose event loop is blocked, with SIGKILL after the grace period", async () => {
    const { supervisor, server, nextLine, exited } = await startSupervised(300);
    // The request never gets an answer: the server's only thread spins from then on.
    void get(server.port, "/block");
    expect(await nextLine()).toBe("blocking");
    supervisor.kill("SIGTERM");
    // 128 + SIGKILL: the server ignored SIGTERM (it could not run its handler) and was killed.
    expect(await exited).toEqual({ code: 137, signal: null });
    expect(isAlive(server.pid)).toBe(false);
  });

  it("a server left behind by a killed supervisor stops by itself", async () => {
    const { supervisor, server, exited } = await startSupervised(60_000);
    supervisor.kill("SIGKILL");
    await exited;
    expect(await gone(server.pid)).toBe(true);
  });
});

describe("the preloaded HTTP server", () => {
  it("answers TRACE with 405 instead of a 500", async () => {
    const { server } = await startSupervised(60_000);
    const answer = await get(server.port, "/", { method: "TRACE" });
    expect(answer).toMatchObject({ status: 405, body: "Método no permitido." });
  });

  it("closes the connection when it answers before the request body has arrived", async () => {
    const { server } = await startSupervised(60_000);
    const answer = await new Promise<{ status: number; connection?: string }>((resolve) => {
      const request = http.request({
        host: "127.0.0.1",
        port: server.port,
        method: "POST",
        path: "/refuse-early",
        headers: { "Content-Length": String(50 * 1024 * 1024) },
      });
      request.on("response", (response) => {
        resolve({ status: response.statusCode!, connection: response.headers.connection });
        request.destroy();
      });
      request.on("error", () => {});
      // Only the first megabyte of the announced 50 MB is ever sent.
      request.write(Buffer.alloc(1024 * 1024));
    });
    expect(answer).toEqual({ status: 413, connection: "close" });
    // A request whose body has all arrived keeps its connection.
    const agent = new http.Agent({ keepAlive: true });
    expect(await get(server.port, "/", { agent })).toMatchObject({ connection: "keep-alive" });
    agent.destroy();
  });

  it("drains 30 keep-alive clients on SIGTERM without resetting a request", async () => {
    const { supervisor, server, exited } = await startSupervised(60_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 30 });
    const outcomes: Record<string, number> = {};
    let answered = 0;
    let signalled = false;
    const client = async () => {
      for (;;) {
        const answer = await get(server.port, "/", { agent });
        const key = "error" in answer ? answer.error : String(answer.status);
        outcomes[key] = (outcomes[key] ?? 0) + 1;
        if ("error" in answer) return;
        answered++;
        // Every client has kept its connection busy for a while before the signal arrives.
        if (!signalled && answered >= 300) {
          signalled = true;
          supervisor.kill("SIGTERM");
        }
      }
    };
    await Promise.all(Array.from({ length: 30 }, client));
    agent.destroy();
    expect(await exited).toEqual({ code: 0, signal: null });
    // Each client ends on a refused new connection, never on a reset of a request it sent.
    expect(Object.keys(outcomes).sort()).toEqual(["200", "ECONNREFUSED"]);
    expect(outcomes.ECONNREFUSED).toBe(30);
  });
});
