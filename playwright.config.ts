import fs from "node:fs";

import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${PORT}`;
// Another port and file let a second run (one spec while the suite runs) keep out of its way.
const DATABASE_PATH = process.env.E2E_DATABASE_PATH ?? "tests/.tmp/e2e.db";

export const E2E_ADMIN = { email: "admin@e2e.local", password: "admin-e2e-password" };

/**
 * Where the server sends mail: a loopback SMTP server that tests/e2e/password-reset.spec.ts starts
 * while it runs. Derived from the port, so a second run beside this one uses its own. With nothing
 * listening, the sender only records the failure and retries later (nothing else depends on it).
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);

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
    timeout: 60_000,
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
