/**
 * What a request costs, as figures for `npm run bench` (decision 141): tests assert states and
 * growth, never a duration, yet the figures they measure on the way are worth a budget. Each test
 * file that measures calls `reportCosts()` once; with COST_REPORT_DIR set (the bench sets it) the
 * costs it recorded are written there as JSON when the file's tests are done, one file per test
 * file. Without it, nothing is written.
 */
import fs from "node:fs";
import path from "node:path";

import { afterAll } from "vitest";

export const COST_REPORT_DIR_ENV = "COST_REPORT_DIR";

/** One measured cost: which measure, what was measured, its milliseconds. */
export type Cost = { measure: string; label: string; ms: number };

const costs: Cost[] = [];

export function recordCost(measure: string, label: string, ms: number) {
  costs.push({ measure, label, ms });
}

/** Registers the write of this test file's costs (call it at the top level of the file). */
export function reportCosts(testFile: string) {
  afterAll(() => {
    const dir = process.env[COST_REPORT_DIR_ENV];
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.basename(testFile).replace(/\.test\.ts$/, "");
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(costs));
  });
}

/** Node 23.9+ tells the CPU time of the calling thread alone. */
const threadCpuUsage = (
  process as { threadCpuUsage?: (previous?: NodeJS.CpuUsage) => NodeJS.CpuUsage }
).threadCpuUsage?.bind(process);

/**
 * CPU time `work` costs, in ms: `ms` of every thread of this process (user + system: garbage
 * collection and the thread pool count, as in decision 099's budget), `threadMs` of the main thread
 * alone, the one a request holds (steadier on a loaded machine; `ms` where Node cannot tell it).
 */
export async function cpuMsOf<T>(work: () => Promise<T>) {
  const start = process.cpuUsage();
  const threadStart = threadCpuUsage?.();
  const result = await work();
  const thread = threadStart && threadCpuUsage?.(threadStart);
  const used = process.cpuUsage(start);
  const ms = (used.user + used.system) / 1000;
  return { result, ms, threadMs: thread ? (thread.user + thread.system) / 1000 : ms };
}
