import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { sessions } from "../../db/schema";
import { db } from "~/db.server";
import { action as apiLoginAction } from "~/routes/api.login";
import { action as authAction } from "~/routes/auth";
import { formRequest, jsonRequest, sessionCookieFrom } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { createUserWithPassword } from "../support/users";

function deviceCookieFrom(headers: Headers) {
  const cookie = headers.getSetCookie().find((value) => value.startsWith("__device="));
  return cookie ? cookie.split(";")[0] : null;
}

function login(email: string, password: string, cookie: string | null = null) {
  return runRoute(
    authAction,
    formRequest("/auth", { intent: "login", email, password }, { cookie }),
  );
}

async function lockOutUntrustedClients(email: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    expect((await login(email, "contraseña-mala")).status).toBe(401);
  }
}

describe("login attempt limits with device cookies", () => {
  it("a successful login sets a signed, httpOnly device cookie", async () => {
    const { user, password } = await createUserWithPassword();
    const outcome = await login(user.email, password);
    expect(outcome.status).toBe(302);
    const header = outcome.headers.getSetCookie().find((value) => value.startsWith("__device="));
    expect(header).toMatch(/HttpOnly/i);
    expect(sessionCookieFrom(outcome.headers)).not.toBeNull();
  });

  it("strangers failing 10 times lock out untrusted clients, not the owner's browser", async () => {
    const { user, password } = await createUserWithPassword();
    const device = deviceCookieFrom((await login(user.email, password)).headers)!;

    await lockOutUntrustedClients(user.email);
    expect((await login(user.email, password)).status).toBe(429);

    const owner = await login(user.email, password, device);
    expect(owner.status).toBe(302);
    expect(sessionCookieFrom(owner.headers)).not.toBeNull();
    // and through the JSON API too, with the renewed cookie
    const renewed = deviceCookieFrom(owner.headers)!;
    const api = await runRoute(
      apiLoginAction,
      jsonRequest("/api/login", { email: user.email, password }, { cookie: renewed }),
    );
    expect(api.status).toBe(200);
    expect(api.data.name).toBe(user.name);
  });

  it("a trusted browser has its own budget: 10 failures lock that browser only", async () => {
    const { user, password } = await createUserWithPassword();
    const device = deviceCookieFrom((await login(user.email, password)).headers)!;
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(user.email, "contraseña-mala", device)).status).toBe(401);
    }
    expect((await login(user.email, password, device)).status).toBe(429);
    // untrusted clients were not charged for the device's failures
    expect((await login(user.email, password)).status).toBe(302);
  });

  it("a device cookie for another account, or a forged one, counts as untrusted", async () => {
    const other = await createUserWithPassword();
    const otherDevice = deviceCookieFrom((await login(other.user.email, other.password)).headers)!;
    const { user, password } = await createUserWithPassword();
    await lockOutUntrustedClients(user.email);
    expect((await login(user.email, password, otherDevice)).status).toBe(429);
    const forged = `__device=${Buffer.from(
      JSON.stringify({ account: user.email, nonce: "x".repeat(32) }),
    ).toString("base64")}`;
    expect((await login(user.email, password, forged)).status).toBe(429);
  });
});

describe("sessions at login", () => {
  it("an API login replaces the session the browser presented, even another user's", async () => {
    const first = await createUserWithPassword();
    const { user, password } = await createUserWithPassword();
    const outcome = await runRoute(
      apiLoginAction,
      jsonRequest("/api/login", { email: user.email, password }, { cookie: first.cookie }),
    );
    expect(outcome.status).toBe(200);
    const fresh = sessionCookieFrom(outcome.headers);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(first.cookie);
    expect(db.select().from(sessions).where(eq(sessions.userId, first.user.id)).all()).toEqual([]);
    const own = db.select().from(sessions).where(eq(sessions.userId, user.id)).all();
    // its own pre-existing session (from the helper) stays; the new one is added
    expect(own).toHaveLength(2);
  });
});
