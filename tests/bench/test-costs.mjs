// The costs the test suites measure but do not judge (docs/decisions/141): a test on a shared,
// loaded machine asserts states and growth only, so the absolute budgets live here. Runs those
// suites with COST_REPORT_DIR set (tests/support/cost-report.ts writes what each recorded), then
// holds the figures against their budgets. A miss is reported; it fails no test.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { ROOT } from "../support/built-server.mjs";

const SUITES = [
  "tests/security/form-fuzz.test.ts",
  "tests/security/hostile-forms.test.ts",
  "tests/security/server-errors.test.ts",
  "tests/integration/password-reset.test.ts",
];

/**
 * CPU one request may cost (user + system, every thread of the process): the server has one thread,
 * so this bounds how long a hostile body can hold it (decision 099: 100 ms, /healthz's bound).
 */
const CPU_BUDGETS_MS = {
  "form fuzz: CPU of one hostile request": 100,
  "hostile form on a page action: CPU": 200,
  // JSON.parse took about 800 ms on this body; the depth scan refuses it in a few.
  "deepest profile JSON refused: CPU": 200,
};

/** Median wall times of known and unknown emails on /forgot-password may differ by at most this. */
const FORGOT_PASSWORD_GAP_MS = 15;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs the suites, prints each measure against its budget; true when every one is met. */
export function measureTestCosts() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-test-costs-"));
  try {
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", ...SUITES],
      {
        cwd: ROOT,
        env: { ...process.env, COST_REPORT_DIR: dir },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const costs = fs
      .readdirSync(dir)
      .flatMap((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
    const byMeasure = new Map();
    for (const cost of costs)
      byMeasure.set(cost.measure, [...(byMeasure.get(cost.measure) ?? []), cost]);
    let ok = run.status === 0;
    console.log(
      `Costs the tests measure (${SUITES.length} vitest suites, in-process; CPU of this machine)`,
    );
    if (run.status !== 0) {
      console.log(`  FAIL the suites themselves failed (exit ${run.status}):`);
      for (const line of `${run.stdout}${run.stderr}`.trim().split("\n").slice(-15)) {
        console.log(`       ${line}`);
      }
    }
    for (const [measure, budget] of Object.entries(CPU_BUDGETS_MS)) {
      const measured = (byMeasure.get(measure) ?? []).sort((a, b) => b.ms - a.ms);
      const over = measured.filter((cost) => cost.ms > budget);
      const met = measured.length > 0 && over.length === 0;
      ok &&= met;
      const worst = measured[0];
      console.log(
        `  ${met ? "ok  " : "OVER"} ${measure}: ${measured.length} measured, at most ` +
          `${worst ? `${worst.ms.toFixed(1)} ms (${worst.label})` : "nothing measured"}; ` +
          `${over.length} over the budget of ${budget} ms`,
      );
      for (const cost of over.slice(0, 5)) {
        console.log(`       ${cost.ms.toFixed(1)} ms  ${cost.label}`);
      }
    }
    const known = (byMeasure.get("forgot-password: known email") ?? []).map((cost) => cost.ms);
    const unknown = (byMeasure.get("forgot-password: unknown email") ?? []).map((cost) => cost.ms);
    const gap = known.length && unknown.length ? Math.abs(median(known) - median(unknown)) : NaN;
    const gapMet = gap <= FORGOT_PASSWORD_GAP_MS;
    ok &&= gapMet;
    console.log(
      `  ${gapMet ? "ok  " : "OVER"} forgot-password, median wall time: known ${median(known)?.toFixed(2)} ms, ` +
        `unknown ${median(unknown)?.toFixed(2)} ms (${known.length} each; gap ${gap.toFixed(2)} ms, ` +
        `budget ${FORGOT_PASSWORD_GAP_MS} ms)`,
    );
    return ok;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
