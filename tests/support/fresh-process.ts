import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/**
 * Imports a server module in a fresh Node process (as remix-serve would) with only `env`, PATH and
 * NODE_ENV (development unless `env` says otherwise), so a test sees what start-up prints on
 * stderr and how it exits, untouched by this process's environment.
 */
export function importWithEnv(modulePath: string, env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    ["--import", "tsx", "-e", `await import(${JSON.stringify(modulePath)})`],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "development", ...env },
      encoding: "utf8",
      timeout: 30_000,
    },
  );
}
