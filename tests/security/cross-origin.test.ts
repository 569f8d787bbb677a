/**
 * Cross-site writes: every mutation in the route inventory, sent as the matrix's allowed request
 * (a role that may do it, a valid body), but from another site. Each must be refused with our 403
 * before anything is read, with `Connection: close`, and leave the database unchanged; the same
 * request from our own origin then succeeds, so the refusal is the origin check and nothing else.
 *
 * These call the route modules directly. Over HTTP, Remix's own check answers a foreign `Origin`
 * on a page post with an empty 500 before our action runs (decision 080); our 403 is what the
 * variants Remix lets through (no Origin with Sec-Fetch-Site, an opaque origin, a forged
 * X-Forwarded-Host) and every resource route get.
 */
import { describe, expect, it } from "vitest";

import {
  actorOf,
  allowedRole,
  buildRequest,
  databaseDigest,
  describeOutcome,
  makeWorld,
  outcomeMatches,
  parseKey,
  ROWS,
  rowsWrittenSoFar,
} from "../support/authorization-rows";
import { importRouteModule, loadRouteInventory, mutationKey } from "../support/route-inventory";
import { run } from "../support/route-outcome";

const FOREIGN = "https://evil.example";

/** What a browser (or a forger) sends on a cross-site write. */
const CROSS_SITE_VARIANTS: Record<string, Record<string, string>> = {
  "a foreign Origin": { Origin: FOREIGN },
  "no Origin, Sec-Fetch-Site: cross-site": { "Sec-Fetch-Site": "cross-site" },
  "no Origin, Sec-Fetch-Site: same-site": { "Sec-Fetch-Site": "same-site" },
  "a foreign Origin claiming Sec-Fetch-Site: same-origin": {
    Origin: FOREIGN,
    "Sec-Fetch-Site": "same-origin",
  },
  "a foreign Origin with a matching X-Forwarded-Host (no TRUST_PROXY)": {
    Origin: FOREIGN,
    "X-Forwarded-Host": "evil.example",
  },
  "an opaque Origin (null)": { Origin: "null" },
};

const SAME_ORIGIN = { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" };

const inventory = await loadRouteInventory();
const mutations = inventory.flatMap((entry) =>
  entry.mutations.map((mutation) => ({ entry, key: mutationKey(entry.file, mutation) })),
);

describe("cross-origin writes", () => {
  it("covers every mutation of the inventory", () => {
    const uncovered = mutations.filter(({ key }) => !ROWS[key] || !allowedRole(ROWS[key]));
    expect(uncovered.map(({ key }) => key)).toEqual([]);
    console.info(
      `cross-origin sweep: ${mutations.length} mutations × ${
        Object.keys(CROSS_SITE_VARIANTS).length
      } cross-site variants = ${mutations.length * Object.keys(CROSS_SITE_VARIANTS).length} requests`,
    );
  });

  it.each(mutations)("$key is refused from another site", async ({ entry, key }) => {
    const row = ROWS[key];
    const role = allowedRole(row)!;
    const { method } = parseKey(key);
    const { action } = await importRouteModule(entry.file);
    const world = await makeWorld();
    const actor = actorOf(world, role);
    const sent = row.send(world, actor);
    const params = Object.fromEntries(
      Object.entries(sent.params ?? {}).map(([name, value]) => [name, String(value)]),
    );
    const send = (headers: Record<string, string>) => {
      const request = buildRequest(entry, method, sent, actor?.cookie ?? null);
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return run(() => action!({ request, params, context: {} }));
    };

    const digest = databaseDigest();
    for (const [variant, headers] of Object.entries(CROSS_SITE_VARIANTS)) {
      const written = rowsWrittenSoFar();
      const outcome = await send(headers);
      expect(outcome.status, `${variant}: ${describeOutcome(outcome)}`).toBe(403);
      expect(outcome.data).toEqual({ message: "Solicitud de otro origen rechazada." });
      expect(outcome.headers.get("Connection")).toBe("close");
      expect(rowsWrittenSoFar() - written, `rows written with ${variant}`).toBe(0);
    }
    expect(databaseDigest(), "the database after the cross-site requests").toBe(digest);

    const allowed = await send(SAME_ORIGIN);
    expect(await outcomeMatches(allowed, "ok"), describeOutcome(allowed)).toBe(true);
  });
});
