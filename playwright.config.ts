import fs from "node:fs";
import net from "node:net";

import { defineConfig } from "@playwright/test";

/** `count` distinct ports nothing listens on now (the OS picks them; all held until all are known). */
async function freePorts(count: number) {
  const probes = Array.from({ length: count }, () => net.createServer());
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolve, reject) => {
          probe.once("error", reject);
          probe.listen(0, () => resolve((probe.address() as net.AddressInfo).port));
        }),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/**
 * The server's port and the mail capture's: E2E_PORT and E2E_SMTP_PORT when set, else ports free
 * now, so a server still listening from a killed run (or anything else on a fixed port) cannot
 * stop this one. Playwright evaluates this file in its main process and again in every worker,
 * which inherit the main process's environment: the ports chosen there are written into it, and
 * each worker reads the same ones back.
 */
if (!process.env.E2E_PORT || !process.env.E2E_SMTP_PORT) {
  const [port, smtpPort] = await freePorts(2);
  process.env.E2E_PORT ||= String(port);
  process.env.E2E_SMTP_PORT ||= String(smtpPort);
}
const PORT = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${PORT}`;
// Another file lets a second run (one spec while the suite runs) keep out of its way.
const DATABASE_PATH = process.env.E2E_DATABASE_PATH ?? "tests/.tmp/e2e.db";

export const E2E_ADMIN = { email: "admin@e2e.local", password: "admin-e2e-password" };

/**
 * Where the server sends mail: a loopback SMTP server that tests/e2e/password-reset.spec.ts starts
 * while it runs, on the port chosen above. With nothing listening, the sender only records the
 * failure and retries later (nothing else depends on it).
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT);

/**
 * Playwright cannot download its own browser here: Debian's. Its headless shell first (the
 * browser Playwright itself runs headless; the route sweep took 84 s with it against 133 s with
 * the full browser's headless mode on a quiet 2-core machine), else the full browser.
 * E2E_CHROMIUM names another.
 */
const executablePath =
  process.env.E2E_CHROMIUM ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => fs.existsSync(path));

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "es-MX",
    trace: "retain-on-failure",
    // Specs route and watch the page's own requests; a service worker in between would answer
    // them itself. tests/e2e/offline.spec.ts allows it: that is where it is tested.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    // A fresh database per run: migrations + demo seed are applied at start-up.
    command: `rm -f ${DATABASE_PATH} ${DATABASE_PATH}-wal ${DATABASE_PATH}-shm && npm run serve`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Only a server that never answers stops the run: one start took 39 s at a load of 21.
    timeout: 5 * 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATABASE_PATH,
      SESSION_SECRET: "e2e-session-secret-e2e-session-secret-0123456789",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    },
  },
});
