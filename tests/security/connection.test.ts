import { describe, expect, it } from "vitest";

import { action as apiLoginAction } from "~/routes/api.login";
import { action as authAction } from "~/routes/auth";
import { action as profileAction } from "~/routes/profile";
import { apiJson } from "~/utils/api.server";
import { startDraining } from "~/utils/connection.server";
import { BASE_URL, CROSS_SITE, multipartRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { signedInUser } from "../support/users";

const HUGE = "x".repeat(200 * 1024);

describe("responses sent before the body was read close the connection", () => {
  it("a 413 on a page action", async () => {
    const request = new Request(`${BASE_URL}/auth`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `intent=login&email=a%40b.com&password=${HUGE}`,
    });
    const outcome = await runRoute(authAction, request);
    expect(outcome.status).toBe(413);
    expect(outcome.headers.get("Connection")).toBe("close");
  });

  it("a 413 on an /api write", async () => {
    const request = new Request(`${BASE_URL}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.com", password: HUGE }),
    });
    const outcome = await runRoute(apiLoginAction, request);
    expect(outcome.status).toBe(413);
    expect(outcome.headers.get("Connection")).toBe("close");
  });

  it("a cross-site 403, also on the multipart photo form", async () => {
    const { cookie } = await signedInUser();
    const form = new FormData();
    form.set("intent", "update-profile");
    form.set("bio", "Hola");
    const outcome = await runRoute(
      profileAction,
      multipartRequest("/profile", form, { cookie, headers: CROSS_SITE }),
    );
    expect(outcome.status).toBe(403);
    expect(outcome.headers.get("Connection")).toBe("close");
  });
});

describe("shutdown", () => {
  it("after SIGTERM every response says Connection: close", () => {
    expect(apiJson({ ok: true }).headers.get("Connection")).toBeNull();
    startDraining();
    expect(apiJson({ ok: true }).headers.get("Connection")).toBe("close");
  });
});
