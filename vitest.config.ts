import path from "node:path";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "tests/integration/**/*.test.ts",
      "tests/security/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "app/**/*.test.ts",
    ],
    globalSetup: ["tests/setup/template-database.ts"],
    setupFiles: ["tests/setup/temp-database.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
  },
});
