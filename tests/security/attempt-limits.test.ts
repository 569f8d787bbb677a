import { randomUUID } from "node:crypto";

import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The per-address keys need the proxy's X-Forwarded-For (decision 011).
  process.env.TRUST_PROXY = "true";
});

// The real Argon2 verify, watched: each call is one password actually checked.
vi.mock("~/auth/password.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/auth/password.server")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

import { verifyPassword } from "~/auth/password.server";
import { action as apiLoginAction } from "~/routes/api.login";
import { action as apiRegisterAction } from "~/routes/api.register";
import { action as apiPasswordAction } from "~/routes/api.user.password";
import { action as apiProfileAction } from "~/routes/api.user.profile";
import { action as authAction } from "~/routes/auth";
import { action as profileAction } from "~/routes/profile";
import { newAccount } from "../support/accounts";
import { formRequest, jsonRequest } from "../support/requests";
import { runRoute, type Outcome } from "../support/route-outcome";
import { createUserWithPassword } from "../support/users";

const LIMIT = 10;
const verifications = vi.mocked(verifyPassword);

/** Fires `count` requests at once and returns their outcomes and the passwords checked. */
async function inParallel(count: number, send: (index: number) => Promise<Outcome>) {
  verifications.mockClear();
  const outcomes = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const statuses = outcomes.map((outcome) => outcome.status);
  return {
    checked: verifications.mock.calls.length,
    count: (status: number) => statuses.filter((value) => value === status).length,
  };
}

const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });

describe("attempt limits under parallel requests (issue 17, finding 4)", () => {
  it("60 parallel wrong logins on /auth check at most 10 passwords; the rest get the 429", async () => {
    const { user } = await createUserWithPassword();
    const burst = await inParallel(60, () =>
      runRoute(
        authAction,
        formRequest("/auth", { intent: "login", email: user.email, password: "contraseña-mala" }),
      ),
    );
    expect(burst.checked).toBeLessThanOrEqual(LIMIT);
    expect(burst.count(401)).toBe(LIMIT);
    expect(burst.count(429)).toBe(60 - LIMIT);
  });

  it("60 parallel wrong logins on /api/login check at most 10 passwords", async () => {
    const { user } = await createUserWithPassword();
    const burst = await inParallel(60, () =>
      runRoute(
        apiLoginAction,
        jsonRequest("/api/login", { email: user.email, password: "contraseña-mala" }),
      ),
    );
    expect(burst.checked).toBeLessThanOrEqual(LIMIT);
    expect(burst.count(401)).toBe(LIMIT);
    expect(burst.count(429)).toBe(60 - LIMIT);
  });

  it("one address spraying 60 accounts in parallel gets at most 10 passwords checked", async () => {
    const burst = await inParallel(60, (index) =>
      runRoute(
        apiLoginAction,
        jsonRequest(
          "/api/login",
          { email: `nadie-${index}-${randomUUID()}@example.com`, password: "contraseña" },
          from("203.0.113.140"),
        ),
      ),
    );
    expect(burst.checked).toBeLessThanOrEqual(LIMIT);
    expect(burst.count(401)).toBe(LIMIT);
  });

  it("parallel logins with the right password all succeed: successes still never count", async () => {
    const { user, password } = await createUserWithPassword();
    const burst = await inParallel(15, () =>
      runRoute(
        apiLoginAction,
        jsonRequest("/api/login", { email: user.email, password }, from("203.0.113.141")),
      ),
    );
    expect(burst.count(200)).toBe(15);
  });

  it("40 parallel wrong current passwords on /profile check at most 10", async () => {
    const { cookie } = await createUserWithPassword();
    const burst = await inParallel(40, () =>
      runRoute(
        profileAction,
        formRequest(
          "/profile",
          {
            intent: "change-password",
            currentPassword: "no-es-la-mia",
            newPassword: "nueva-clave-1",
            confirmPassword: "nueva-clave-1",
          },
          { cookie },
        ),
      ),
    );
    expect(burst.checked).toBeLessThanOrEqual(LIMIT);
    expect(burst.count(400)).toBe(LIMIT);
    expect(burst.count(429)).toBe(40 - LIMIT);
  });

  it("40 parallel wrong current passwords on PATCH /api/user/password check at most 10", async () => {
    const { cookie } = await createUserWithPassword();
    const burst = await inParallel(40, () =>
      runRoute(
        apiPasswordAction,
        jsonRequest(
          "/api/user/password",
          { currentPassword: "no-es-la-mia", newPassword: "nueva-clave-1" },
          { method: "PATCH", cookie },
        ),
      ),
    );
    expect(burst.checked).toBeLessThanOrEqual(LIMIT);
    expect(burst.count(400)).toBe(LIMIT);
    expect(burst.count(429)).toBe(40 - LIMIT);
  });
});

describe("the email change's current password (issue 42, finding 1)", () => {
  it("40 parallel wrong ones (page and /api) check at most 10, in the password change's budget", async () => {
    const { user, password, cookie } = await createUserWithPassword();
    const fields = (index: number) => ({
      name: user.name,
      username: user.username,
      email: `otro-${index}-${randomUUID().slice(0, 6)}@example.com`,
      currentPassword: "no-es-la-mia",
    });
    const burst = await inParallel(40, (index) =>
      index % 2
        ? runRoute(
            profileAction,
            formRequest("/profile", { intent: "update-info", ...fields(index) }, { cookie }),
          )
        : runRoute(
            apiProfileAction,
            jsonRequest("/api/user/profile", fields(index), { method: "PATCH", cookie }),
          ),
    );
    expect(burst.checked).toBeLessThanOrEqual(LIMIT);
    expect(burst.count(400)).toBe(LIMIT);
    expect(burst.count(429)).toBe(40 - LIMIT);

    // One budget for guessing the current password: the password change is held back too, even
    // with the right one...
    const change = await runRoute(
      apiPasswordAction,
      jsonRequest(
        "/api/user/password",
        { currentPassword: password, newPassword: "nueva-clave-1" },
        { method: "PATCH", cookie },
      ),
    );
    expect(change.status).toBe(429);
    // ...while a change that asks for no password (the name) is not.
    const rename = await runRoute(
      profileAction,
      formRequest(
        "/profile",
        { intent: "update-info", name: "Otro Nombre", username: user.username, email: user.email },
        { cookie },
      ),
    );
    expect(rename.status).toBe(302);
  });
});

describe("registration limits (issue 17, finding 5)", () => {
  function registerPage(fields: Record<string, string>, address: string) {
    return runRoute(
      authAction,
      formRequest(
        "/auth",
        { intent: "register", ...fields, confirmPassword: fields.password },
        from(address),
      ),
    );
  }

  it("a stranger's taken usernames do not lock an email out of signing up", async () => {
    const { user: someoneElse } = await createUserWithPassword();
    const victim = newAccount();
    // The attacker knows the victim's email and keeps choosing a username that is taken.
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const outcome = await runRoute(
        apiRegisterAction,
        jsonRequest(
          "/api/register",
          { ...victim, username: someoneElse.username },
          from("198.51.100.7"),
        ),
      );
      expect(outcome.status).toBe(409);
    }
    // The failures still count against the address that made them...
    const attacker = await registerPage({ ...newAccount(), email: victim.email }, "198.51.100.7");
    expect(attacker.status).toBe(429);
    // ...but the victim, from their own address, signs up with that email at once.
    const signUp = await registerPage(victim, "198.51.100.8");
    expect(signUp.status).toBe(302);
  });

  it("a taken email still counts against that email, from any address", async () => {
    const { user: owner } = await createUserWithPassword();
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const outcome = await registerPage(
        { ...newAccount(), email: owner.email },
        `198.51.100.${20 + attempt}`,
      );
      expect(outcome.status).toBe(409);
    }
    const probe = await registerPage({ ...newAccount(), email: owner.email }, "198.51.100.60");
    expect(probe.status).toBe(429);
  });
});
