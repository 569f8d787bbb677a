import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { contacts, enrollments } from "../../db/schema";
import { db } from "~/db.server";
import { action as apiLogoutAction } from "~/routes/api.logout";
import { action as apiLogin } from "~/routes/api.login";
import { loader as apiUserLoader } from "~/routes/api.user";
import { action as contactAction } from "~/routes/contact";
import { action as courseAction } from "~/routes/courses.$slug";
import { action as logoutAction } from "~/routes/logout";
import { assertSameOrigin } from "~/utils/request.server";
import { insertTestCourse } from "../support/courses";
import { BASE_URL, CROSS_SITE, formRequest, getRequest } from "../support/requests";
import { run, runRoute } from "../support/route-outcome";
import { signedInUser } from "../support/users";

const contactCount = () => db.select({ n: count() }).from(contacts).get()!.n;

function post(headers: Record<string, string>) {
  return new Request(`${BASE_URL}/api/x`, { method: "POST", headers });
}

async function status(headers: Record<string, string>) {
  return (await run(() => assertSameOrigin(post(headers)))).status;
}

describe("the same-origin check", () => {
  it("accepts our own pages and clients that send no browser headers", async () => {
    expect(await status({ Host: "localhost" })).toBe(200);
    expect(await status({ Host: "localhost", Origin: "http://localhost" })).toBe(200);
    expect(
      await status({
        Host: "localhost",
        Origin: "http://localhost",
        "Sec-Fetch-Site": "same-origin",
      }),
    ).toBe(200);
    expect(await status({ Host: "localhost", "Sec-Fetch-Site": "none" })).toBe(200);
  });

  it("does not believe X-Forwarded-Host without TRUST_PROXY", async () => {
    expect(
      await status({
        Host: "localhost",
        Origin: "https://evil.example",
        "X-Forwarded-Host": "evil.example",
      }),
    ).toBe(403);
  });

  it("does not let Sec-Fetch-Site: same-origin override a foreign Origin", async () => {
    expect(await status({ ...CROSS_SITE, "Sec-Fetch-Site": "same-origin" })).toBe(403);
  });

  it.each(["cross-site", "same-site"])(
    "refuses Sec-Fetch-Site: %s without an Origin, and with our own Origin",
    async (site) => {
      expect(await status({ Host: "localhost", "Sec-Fetch-Site": site })).toBe(403);
      expect(
        await status({ Host: "localhost", Origin: "http://localhost", "Sec-Fetch-Site": site }),
      ).toBe(403);
    },
  );

  it("refuses an opaque Origin (sandboxed frames send 'null')", async () => {
    expect(await status({ Host: "localhost", Origin: "null" })).toBe(403);
  });
});

describe("logout", () => {
  it("POST /logout from another site answers 403 and keeps the session", async () => {
    const { cookie } = await signedInUser();
    const outcome = await runRoute(
      logoutAction,
      getRequest("/logout", { method: "POST", cookie, headers: CROSS_SITE }),
    );
    expect(outcome.status).toBe(403);
    expect(outcome.headers.get("Set-Cookie")).toBeNull();
    expect((await runRoute(apiUserLoader, getRequest("/api/user", { cookie }))).status).toBe(200);
  });

  it("POST /api/logout from another site (no Origin, Sec-Fetch-Site) answers 403", async () => {
    const { cookie } = await signedInUser();
    const outcome = await runRoute(
      apiLogoutAction,
      getRequest("/api/logout", {
        method: "POST",
        cookie,
        headers: { Host: "localhost", "Sec-Fetch-Site": "cross-site" },
      }),
    );
    expect(outcome.status).toBe(403);
    expect((await runRoute(apiUserLoader, getRequest("/api/user", { cookie }))).status).toBe(200);
  });
});

describe("page actions", () => {
  it("refuse a cross-site contact form post with 403 and store nothing", async () => {
    const before = contactCount();
    const outcome = await runRoute(
      contactAction,
      formRequest(
        "/contact",
        { name: "Eva", email: "eva@example.com", message: "Hola" },
        { headers: { Host: "localhost", "Sec-Fetch-Site": "cross-site" } },
      ),
    );
    expect(outcome.status).toBe(403);
    expect(contactCount()).toBe(before);
  });

  it("refuse a cross-site enroll post with 403 and enroll no one", async () => {
    const course = insertTestCourse();
    const user = await signedInUser();
    const outcome = await runRoute(
      courseAction,
      getRequest(`/courses/${course.slug}`, {
        method: "POST",
        cookie: user.cookie,
        headers: CROSS_SITE,
      }),
      { slug: course.slug },
    );
    expect(outcome.status).toBe(403);
    expect(db.select().from(enrollments).where(eq(enrollments.userId, user.id)).all()).toEqual([]);
  });
});

describe("JSON bodies", () => {
  it("are only read from application/json (415 for text/plain)", async () => {
    const request = new Request(`${BASE_URL}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ email: "a@example.com", password: "secreto1" }),
    });
    const outcome = await runRoute(apiLogin, request);
    expect(outcome.status).toBe(415);
    expect(outcome.data.message).toMatch(/application\/json/);
  });
});
