import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { apiRouteModules, CONTRACT_ROWS, type ContractCall } from "./contract-rows";

const calls = Object.keys(CONTRACT_ROWS) as ContractCall[];

/** The source of every contract test file, where each row's `contract("...")` must appear. */
function contractSources() {
  const dir = path.resolve("tests/api");
  return fs
    .readdirSync(dir)
    .filter((file) => /^contract-.*\.test\.ts$/.test(file) && file !== "contract-coverage.test.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
}

describe("the contract suite covers the API", () => {
  it("every app/routes/api.* module answers at least one SPEC §7 row", () => {
    const covered = new Set<string>(calls.map((call) => CONTRACT_ROWS[call].route));
    const uncovered = apiRouteModules().filter((route) => !covered.has(route));
    // A new /api route needs its row in contract-rows.ts and a contract() test.
    expect(uncovered).toEqual([]);
  });

  it("every row names a route module that exists", () => {
    const modules = new Set(apiRouteModules());
    expect(calls.filter((call) => !modules.has(CONTRACT_ROWS[call].route))).toEqual([]);
  });

  it("every row has exactly one contract() test", () => {
    const source = contractSources();
    const counts = calls.map((call) => [call, source.split(`contract("${call}"`).length - 1]);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  });
});
