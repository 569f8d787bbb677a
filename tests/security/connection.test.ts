import { describe, expect, it } from "vitest";

import { action as apiLoginAction } from "~/routes/api.login";
import { action as authAction } from "~/routes/auth";
import { action as profileAction } from "~/routes/profile";
import { apiJson } from "~/utils/api.server";
import { startDraining } from "~/utils/connection.server";
import { readBoundedBody } from "~/utils/request.server";
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

describe("an oversize body announced by Content-Length", () => {
  /** A request whose body stream counts the bytes the server pulls from it. */
  function announcedBody(megabytes: number) {
    const chunk = new Uint8Array(64 * 1024);
    const counter = { pulled: 0 };
    const total = megabytes * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${BASE_URL}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(total) },
      body,
      duplex: "half",
    } as RequestInit);
    return { request, counter, total };
  }

  const tooLarge = () => new Response("413", { status: 413 });

  it("is read to its end (up to 20 MB) before the 413, so a fetch client can read the answer", async () => {
    const { request, counter, total } = announcedBody(5);
    const refusal = await readBoundedBody(request, 100 * 1024, tooLarge).catch((thrown) => thrown);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(413);
    expect(counter.pulled).toBeGreaterThanOrEqual(total);
  });

  it("past 20 MB is refused without reading it (the connection closes instead)", async () => {
    const { request, counter } = announcedBody(30);
    const refusal = await readBoundedBody(request, 100 * 1024, tooLarge).catch((thrown) => thrown);
    expect((refusal as Response).status).toBe(413);
    // At most what the stream queued before anyone read.
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });
});
