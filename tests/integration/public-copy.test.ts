import { describe, expect, it } from "vitest";

import { loader as flagLoader } from "~/routes/flags.$code";

import { getRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";

describe("Spanish copy outside the pages", () => {
  it("an unknown flag answers 404 in Spanish", async () => {
    const outcome = await runRoute(flagLoader, getRequest("/flags/zz"), { code: "zz" });
    expect(outcome.status).toBe(404);
    expect(outcome.data).toBe("Bandera no encontrada");
  });
});
