/**
 * Issue 19's promise about the outbox, against the real server: a mail committed with its event is
 * sent even when the process dies before sending it. The built server (`npm run build`, which
 * `npm test` runs before vitest) registers an account, is killed with SIGKILL, and a new start
 * with SMTP_URL delivers the welcome and verification mails to an SMTP server on loopback.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { afterAll, describe, expect, it, vi } from "vitest";

import { freePort, requireBuild, startBuiltServer } from "../support/built-server.mjs";
import { startSmtp, unfold } from "../support/smtp";

type BuiltServer = ReturnType<typeof startBuiltServer>;

// Two starts of the built server and a mail round trip: only a hang may end the test, never a
// loaded machine (one start took 39 s at a load of 21 on 2 cores).
vi.setConfig({ testTimeout: 5 * 60_000 });
const GIVE_UP_AFTER_MS = 2 * 60_000;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-mail-"));
const databasePath = path.join(dir, "academy.db");
const servers: BuiltServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

function outboxRows() {
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    return sqlite
      .prepare("select kind, to_address as toAddress, status from outbox_emails order by id")
      .all() as { kind: string; toAddress: string; status: string }[];
  } finally {
    sqlite.close();
  }
}

describe("outbox across a crash (built server)", () => {
  it("a registration's mails, committed before a kill -9, are sent by the next start", async () => {
    requireBuild();
    const port = await freePort();
    const env = { PUBLIC_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: "true" };
    const first = startBuiltServer({ port, databasePath, name: "mail", env });
    servers.push(first);
    await first.ready();
    const email = "reinicio@example.com";
    const registered = await fetch(`${first.base}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: first.base },
      body: JSON.stringify({
        name: "Ana Reinicio",
        username: "ana_reinicio",
        email,
        password: "secreto123",
      }),
    });
    expect(registered.status).toBe(201);
    // No SMTP configured: the mails wait. Then the process dies without any chance to send.
    first.child.kill("SIGKILL");
    await first.exited;
    expect(outboxRows()).toEqual([
      { kind: "welcome", toAddress: email, status: "pending" },
      { kind: "email-verification", toAddress: email, status: "pending" },
    ]);

    const smtp = await startSmtp();
    try {
      const second = startBuiltServer({
        port,
        databasePath,
        name: "mail",
        env: { ...env, SMTP_URL: smtp.url },
      });
      servers.push(second);
      await second.ready();
      await expect
        .poll(() => smtp.received.length, {
          timeout: GIVE_UP_AFTER_MS,
          message: "both mails delivered",
        })
        .toBe(2);
      expect(smtp.received.map((mail) => mail.to)).toEqual([[email], [email]]);
      expect(unfold(smtp.received[1].raw)).toMatch(
        new RegExp(`http://127\\.0\\.0\\.1:${port}/verify-email\\?token=[\\w-]{43}`),
      );
      await expect
        .poll(() => outboxRows().map((row) => row.status), { timeout: GIVE_UP_AFTER_MS })
        .toEqual(["sent", "sent"]);
      await second.stop();
    } finally {
      await smtp.close();
    }
  });
});
