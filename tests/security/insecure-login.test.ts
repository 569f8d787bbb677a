/**
 * Issue 24, item 4: in production our cookies are `Secure`, so a browser on plain HTTP from any
 * address but localhost drops the session cookie and signing in silently fails. The cookie stays
 * Secure; the login page says why, and a production start says cookies need HTTPS.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { env, HTTPS_COOKIES_NOTICE } from "~/env.server";
import * as auth from "~/routes/auth";
import { isLoopbackHost } from "~/utils/loopback-host";
import { INSECURE_CONNECTION_NOTICE } from "~/utils/secure-context.server";
import { documentHandler } from "../support/document-server";
import { importWithEnv } from "../support/fresh-process";

const handle = documentHandler([{ id: "routes/auth", path: "auth", module: auth }]);

/** The login page as the browser at `url` gets it, through the real entry.server and root. */
async function loginPage(url: string, headers: Record<string, string> = {}) {
  const response = await handle(new Request(url, { headers }));
  expect(response.status).toBe(200);
  return response.text();
}

const hasNotice = (html: string) => html.includes(INSECURE_CONNECTION_NOTICE.title);

const saved = { isProduction: env.isProduction, TRUST_PROXY: env.TRUST_PROXY };
beforeEach(() => {
  Object.assign(env, { isProduction: true, TRUST_PROXY: false });
});
afterEach(() => {
  Object.assign(env, saved);
});

describe("login page over plain HTTP in production", () => {
  it.each([
    "http://192.168.1.20:3000/auth",
    "http://academia.lan/auth?tab=register",
    "http://203.0.113.7/auth",
  ])("%s shows the notice", async (url) => {
    const html = await loginPage(url);
    expect(hasNotice(html)).toBe(true);
    expect(html).toContain("Tu navegador no guardará la sesión en una dirección http://");
  });

  it.each([
    "http://localhost:3000/auth",
    "http://127.0.0.1:3000/auth",
    "http://[::1]:3000/auth",
    "http://academia.localhost/auth",
    "https://academia.example/auth",
  ])("%s does not (HTTPS, or a host browsers treat as secure)", async (url) => {
    expect(hasNotice(await loginPage(url))).toBe(false);
  });

  it("behind an HTTPS proxy (X-Forwarded-Proto: https) there is no notice", async () => {
    const headers = { "X-Forwarded-Proto": "https" };
    expect(hasNotice(await loginPage("http://192.168.1.20:3000/auth", headers))).toBe(false);
    Object.assign(env, { TRUST_PROXY: true });
    const proxied = { ...headers, "X-Forwarded-Host": "academia.example" };
    expect(hasNotice(await loginPage("http://127.0.0.1:3000/auth", proxied))).toBe(false);
  });

  it("behind our proxy the host is the forwarded one: plain HTTP to a public name shows it", async () => {
    Object.assign(env, { TRUST_PROXY: true });
    const headers = { "X-Forwarded-Proto": "http", "X-Forwarded-Host": "academia.example" };
    expect(hasNotice(await loginPage("http://127.0.0.1:3000/auth", headers))).toBe(true);
  });

  it("outside production (cookies not Secure) there is no notice", async () => {
    Object.assign(env, { isProduction: false });
    expect(hasNotice(await loginPage("http://192.168.1.20:3000/auth"))).toBe(false);
  });

  it("loopback hosts are the ones browsers keep Secure cookies on", () => {
    for (const host of [
      "localhost",
      "LOCALHOST:3000",
      "a.localhost",
      "127.0.0.1",
      "127.9.8.7:80",
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["[::1]:3000"]) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["localhost.example", "127.0.0.1.nip.io", "10.0.0.1", "128.0.0.1", ""]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe("start-up", () => {
  function startEnv(nodeEnv: "production" | "development") {
    return importWithEnv("./app/env.server.ts", {
      NODE_ENV: nodeEnv,
      SESSION_SECRET: "s".repeat(40),
      TRUST_PROXY: "true",
      PUBLIC_URL: "https://academia.example",
    });
  }

  it("a production start says, in one line, that cookies need HTTPS", () => {
    const result = startEnv("production");
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toContain(HTTPS_COOKIES_NOTICE);
    expect(HTTPS_COOKIES_NOTICE).toMatch(/HTTPS/);
  });

  it("a development start does not", () => {
    const result = startEnv("development");
    expect(result.status).toBe(0);
    expect(result.stdout).not.toContain(HTTPS_COOKIES_NOTICE);
  });
});
