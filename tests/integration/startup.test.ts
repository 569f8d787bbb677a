import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, test } from "vitest";

import {
  HTTPS_COOKIES_NOTICE,
  localTrialNotice,
  NO_SMTP_WARNING,
  NO_TRUST_PROXY_WARNING,
  parseEnv,
} from "~/env.server";
import { freePort, startBuiltServer } from "../support/built-server.mjs";
import { importWithEnv } from "../support/fresh-process";

const ROOT = path.resolve(__dirname, "../..");

describe("environment", () => {
  test("defaults apply when nothing is set outside production", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_PATH).toBe("./data/academy.db");
    expect(env.site.name).toBe("Web Code Academy");
    expect(env.site.donationWidgetUrl).toBe("");
  });

  test("mail settings: SMTP_URL is optional, MAIL_FROM defaults to no-reply at the public host", () => {
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    expect(parseEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(parseEnv({}).MAIL_FROM).toBe("Web Code Academy <no-reply@localhost>");
    expect(parseEnv({ PUBLIC_URL: "https://academia.example" }).MAIL_FROM).toBe(
      "Web Code Academy <no-reply@academia.example>",
    );
    const configured = parseEnv({
      SMTP_URL: "smtps://user:pass@smtp.example:465",
      MAIL_FROM: "Academia Norte <hola@academia.example>",
    });
    expect(configured.SMTP_URL).toBe("smtps://user:pass@smtp.example:465");
    expect(configured.MAIL_FROM).toBe("Academia Norte <hola@academia.example>");
  });

  test("brand facts are overridable by env", () => {
    const env = parseEnv({ SITE_NAME: "Academia Norte", SITE_WHATSAPP_NUMBER: "5218112345678" });
    expect(env.site.name).toBe("Academia Norte");
    expect(env.site.whatsappNumber).toBe("5218112345678");
  });

  test.each([
    [{ PORT: "abc" }, /PORT/],
    [{ NODE_ENV: "production" }, /SESSION_SECRET is required in production/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET/],
    [{ ADMIN_EMAIL: "admin@example.com" }, /ADMIN_EMAIL and ADMIN_PASSWORD/],
    [{ DONATION_WIDGET_URL: "javascript:alert(1)" }, /DONATION_WIDGET_URL/],
    [{ SMTP_URL: "http://mail.example" }, /SMTP_URL must be an smtp/],
    [{ SMTP_URL: "not a url" }, /SMTP_URL/],
    [{ MAIL_FROM: "Academia <sin-arroba>" }, /MAIL_FROM must be an address/],
    [{ MAIL_FROM: "Academia <a@b.c>\r\nBcc: x@y.z" }, /MAIL_FROM/],
  ])("invalid env %o is refused", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  test("a production start without SMTP_URL says where mail goes instead; with it, nothing", () => {
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      TRUST_PROXY: "true",
      PUBLIC_URL: "https://academia.example",
    };
    const unset = importWithEnv("./app/env.server.ts", production);
    expect(unset.status).toBe(0);
    expect(unset.stderr.trim()).toBe(NO_SMTP_WARNING);
    const set = importWithEnv("./app/env.server.ts", {
      ...production,
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    expect(set.status).toBe(0);
    expect(set.stderr).toBe("");
  });

  test("an invalid env stops the process with one clear line and exit code 1", () => {
    const result = importWithEnv("./app/env.server.ts", { PORT: "not-a-port" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/^Invalid environment: PORT/);
  });
});

describe("what a start says (issue 42)", () => {
  /** What loading the env module prints, as remix-serve loads it, in a fresh process. */
  const start = (env: Record<string, string>) => {
    const result = importWithEnv("./app/env.server.ts", {
      SESSION_SECRET: "s".repeat(32),
      PORT: "3100",
      ...env,
    });
    expect(result.status).toBe(0);
    return result;
  };

  test("a first `npm start` (production, nothing configured) reads as a local trial", () => {
    // remix-serve starts in production when NODE_ENV is unset, as `npm start` leaves it.
    const result = start({ NODE_ENV: "production" });
    expect(result.stdout.trim()).toBe(
      'Local trial: open http://localhost:3100 on this machine to sign in. E-mails are not sent: they wait in the outbox, at http://localhost:3100/admin/emails. Serving other machines takes PUBLIC_URL and TRUST_PROXY (README, "Behind a reverse proxy").',
    );
    expect(result.stderr).toBe("");
    expect(result.stdout).not.toContain("HTTPS");
  });

  test("a trial with SMTP_URL, or with PUBLIC_URL on this machine, stays a trial", () => {
    const smtp = start({ NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(smtp.stdout.trim()).toBe(
      localTrialNotice({ PUBLIC_URL: "http://localhost:3100", SMTP_URL: "smtp://127.0.0.1:2525" }),
    );
    expect(smtp.stdout).not.toContain("outbox");
    const loopback = start({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:3100" });
    expect(loopback.stdout.trim()).toBe(
      localTrialNotice({ PUBLIC_URL: "http://127.0.0.1:3100", SMTP_URL: undefined }),
    );
    expect(loopback.stderr).toBe("");
  });

  test("production configured for other machines gets the production advice, not the trial's", () => {
    const proxied = start({ NODE_ENV: "production", TRUST_PROXY: "true" });
    expect(proxied.stdout.trim().split("\n")).toEqual([HTTPS_COOKIES_NOTICE]);
    expect(proxied.stderr).toContain("PUBLIC_URL is not set");
    expect(proxied.stderr).toContain(NO_SMTP_WARNING);
    const published = start({ NODE_ENV: "production", PUBLIC_URL: "http://192.168.1.20:3100" });
    expect(published.stdout.trim().split("\n")).toEqual([HTTPS_COOKIES_NOTICE]);
    expect(published.stderr).toContain(NO_TRUST_PROXY_WARNING);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) }).isLocalTrial).toBe(
      true,
    );
  });

  test("in production remix-serve's start line names localhost, not the network address", () => {
    // The line remix-serve prints once listening, printed under server/preload.mjs as it runs it.
    const announce = (nodeEnv: "production" | "development") =>
      spawnSync(
        process.execPath,
        [
          "--import",
          path.join(ROOT, "server/preload.mjs"),
          "-e",
          'console.log("[remix-serve] http://localhost:3100 (http://192.168.1.20:3100)")',
        ],
        { env: { PATH: process.env.PATH, NODE_ENV: nodeEnv }, encoding: "utf8" },
      ).stdout;
    expect(announce("production")).toBe("[remix-serve] http://localhost:3100\n");
    // Outside production cookies are not Secure: the network address works and stays.
    expect(announce("development")).toBe(
      "[remix-serve] http://localhost:3100 (http://192.168.1.20:3100)\n",
    );
  });

  test("development says nothing of either", () => {
    const result = start({ NODE_ENV: "development" });
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe("");
  });
});

describe("database start-up", () => {
  test("a corrupt database file is a clear error at start, not a stack trace", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-"));
    const file = path.join(dir, "corrupt.db");
    fs.writeFileSync(file, "this is not a sqlite database".repeat(200));
    const result = importWithEnv("./app/db.server.ts", { DATABASE_PATH: file });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Cannot open the database at ${file}`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("an unwritable database path is a clear error at start", () => {
    // Root ignores permissions, so make the parent "directory" a regular file instead.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-"));
    const notADirectory = path.join(dir, "file");
    fs.writeFileSync(notADirectory, "");
    const target = path.join(notADirectory, "academy.db");
    const result = importWithEnv("./app/db.server.ts", { DATABASE_PATH: target });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Cannot open the database at ${target}`);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("built server", () => {
  const built = fs.existsSync(path.join(ROOT, "build/index.js"));

  test.runIf(built)("answers /healthz and shuts down cleanly on SIGTERM", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-"));
    const dbFile = path.join(dir, "academy.db");
    const server = startBuiltServer({
      port: await freePort(),
      databasePath: dbFile,
      name: "startup",
    });
    try {
      await server.ready();
      const health = await fetch(`${server.base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: "ok" });
      expect(health.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      await server.stop();
    }
    expect(await server.exited).toMatchObject({ code: 0 });
    // Closing the last connection checkpoints the WAL into the database file and removes it.
    expect(fs.existsSync(`${dbFile}-wal`)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
