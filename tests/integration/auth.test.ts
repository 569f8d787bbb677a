import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Per-address limits need the proxy's X-Forwarded-For (decision 011).
  process.env.TRUST_PROXY = "true";
});

import { sessions, users } from "../../db/schema";
import { db } from "~/db.server";
import { loader as adminLoader } from "~/routes/admin";
import { loader as apiUserLoader } from "~/routes/api.user";
import { action as authAction, loader as authLoader } from "~/routes/auth";
import { LoginSchema, RegisterSchema } from "~/schemas/auth";
import { getFormConstraint } from "~/schemas/form-constraint";
import { action as logoutAction, loader as logoutLoader } from "~/routes/logout";
import { loader as profileLoader } from "~/routes/profile";
import { newAccount } from "../support/accounts";
import {
  BASE_URL,
  clearsSession,
  formRequest,
  getRequest,
  sessionCookieFrom,
} from "../support/requests";
import { redirectedTo, run, runRoute } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { TEST_ADMIN } from "../setup/test-database-env";

/** The register form's fields for an account no one uses yet. */
function registerFields(overrides: Partial<Record<string, string>> = {}) {
  const account = newAccount();
  return { ...account, confirmPassword: account.password, ...overrides };
}

function register(fields: Record<string, string>) {
  return runRoute(authAction, formRequest("/auth", { intent: "register", ...fields }));
}

function login(
  email: string,
  password: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return runRoute(
    authAction,
    formRequest("/auth", { intent: "login", email, password, ...extra }, { headers }),
  );
}

function currentApiUser(cookie: string | null) {
  return runRoute(apiUserLoader, getRequest("/api/user", { cookie }));
}

describe("register", () => {
  it("creates a student with an Argon2id hash, signs them in and returns to redirectTo", async () => {
    const fields = registerFields();
    const outcome = await register({ ...fields, redirectTo: "/courses" });
    expect(redirectedTo(outcome)).toBe("/courses");
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: "Registro Exitoso",
      description: `¡Bienvenido a Web Code Academy, ${fields.name}!`,
    });
    const row = db.select().from(users).where(eq(users.email, fields.email)).get()!;
    expect(row.role).toBe("student");
    expect(row.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(row.passwordHash).not.toContain(fields.password);
    const me = await currentApiUser(sessionCookieFrom(outcome.headers));
    expect(me.status).toBe(200);
    expect(me.data.email).toBe(fields.email);
    const cookie = outcome.headers.getSetCookie().find((value) => value.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("stores the email lowercase", async () => {
    const fields = registerFields();
    const outcome = await register({ ...fields, email: fields.email.toUpperCase() });
    expect(outcome.status).toBe(302);
    expect(db.select().from(users).where(eq(users.email, fields.email)).get()).toBeTruthy();
  });

  it("answers the SPEC messages for invalid fields and writes nothing", async () => {
    const before = db.select().from(users).all().length;
    const outcome = await register({
      name: "A",
      email: "no-es-correo",
      username: "ab",
      password: "123",
      confirmPassword: "456",
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toMatchObject({
      name: ["El nombre debe tener al menos 2 caracteres."],
      email: ["Formato de correo no válido"],
      username: ["El nombre de usuario debe tener al menos 3 caracteres."],
      password: ["La contraseña debe tener al menos 6 caracteres"],
    });
    // Passwords are never echoed back into the page.
    expect(JSON.stringify(outcome.data.result.initialValue ?? {})).not.toContain("123");
    expect(db.select().from(users).all().length).toBe(before);
  });

  it("refuses mismatched confirmation with 'Las contraseñas no coinciden'", async () => {
    const outcome = await register(registerFields({ confirmPassword: "otra-cosa" }));
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error.confirmPassword).toEqual(["Las contraseñas no coinciden"]);
  });

  it("refuses a taken email (any case) and a taken username with the Spanish messages", async () => {
    const first = registerFields();
    expect((await register(first)).status).toBe(302);

    const sameEmail = await register(registerFields({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.data.result.error.email).toEqual([
      "Este correo electrónico ya está registrado",
    ]);
    expect(sameEmail.data.failure).toEqual({
      title: "Registro Fallido",
      message: "Este correo electrónico ya está registrado",
    });

    const sameUsername = await register(registerFields({ username: first.username.toUpperCase() }));
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.data.result.error.username).toEqual([
      "Este nombre de usuario ya está en uso",
    ]);
  });

  it("lets exactly one of two simultaneous registrations with the same email through", async () => {
    const email = `race-${randomUUID().slice(0, 8)}@example.com`;
    const outcomes = await Promise.all([
      register(registerFields({ email })),
      register(registerFields({ email: email.toUpperCase() })),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([302, 409]);
    expect(db.select().from(users).where(eq(users.email, email)).all()).toHaveLength(1);
  });

  it("drops a submission whose honeypot is filled", async () => {
    const fields = registerFields();
    const outcome = await register({ ...fields, website: "http://spam.example" });
    expect(outcome.status).toBe(400);
    expect(db.select().from(users).where(eq(users.email, fields.email)).get()).toBeUndefined();
  });

  it("never takes a role from the form", async () => {
    const fields = registerFields();
    await register({ ...fields, role: "admin" });
    expect(db.select().from(users).where(eq(users.email, fields.email)).get()?.role).toBe(
      "student",
    );
  });
});

describe("login", () => {
  it("accepts the email in any case, rotates the session id at every login and greets by name", async () => {
    const fields = registerFields();
    await register(fields);
    const first = await login(fields.email.toUpperCase(), fields.password);
    const second = await login(fields.email, fields.password);
    expect(redirectedTo(first)).toBe("/");
    const firstCookie = sessionCookieFrom(first.headers)!;
    const secondCookie = sessionCookieFrom(second.headers)!;
    expect(firstCookie).toBeTruthy();
    expect(firstCookie).not.toBe(secondCookie);
    const user = db.select().from(users).where(eq(users.email, fields.email)).get()!;
    // registration + two logins: three distinct sessions
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(3);
    expect(await toastOf(first)).toEqual({
      type: "success",
      title: "Inicio de Sesión Exitoso",
      description: `¡Bienvenido de nuevo, ${fields.name}!`,
    });
  });

  it("shows 'Correo electrónico o contraseña incorrectos' with 401 for a wrong password or unknown email", async () => {
    const fields = registerFields();
    await register(fields);
    for (const attempt of [
      await login(fields.email, "contraseña-mala"),
      await login(`nadie-${randomUUID()}@example.com`, fields.password),
    ]) {
      expect(attempt.status).toBe(401);
      expect(attempt.data.failure).toEqual({
        title: "Inicio de Sesión Fallido",
        message: "Correo electrónico o contraseña incorrectos",
      });
      expect(sessionCookieFrom(attempt.headers)).toBeNull();
    }
  });

  it("validates with the SPEC messages", async () => {
    const outcome = await login("mal", "123");
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toMatchObject({
      email: ["Formato de correo no válido"],
      password: ["La contraseña debe tener al menos 6 caracteres"],
    });
  });

  it("returns only to same-site paths", async () => {
    const fields = registerFields();
    await register(fields);
    for (const target of [
      "https://evil.example/x",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const outcome = await login(fields.email, fields.password, { redirectTo: target });
      expect(redirectedTo(outcome)).toBe("/");
    }
    const back = await login(fields.email, fields.password, {
      redirectTo: "/courses/desarrollo-web/learn?x=1",
    });
    expect(back.headers.get("Location")).toBe("/courses/desarrollo-web/learn?x=1");
  });

  it("locks an account after 10 failures in 15 minutes (429), even for the right password", async () => {
    const fields = registerFields();
    await register(fields);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(fields.email, "contraseña-mala")).status).toBe(401);
    }
    const locked = await login(fields.email, fields.password);
    expect(locked.status).toBe(429);
    expect(locked.data.failure.message).toMatch(/^Demasiados intentos/);
    expect(sessionCookieFrom(locked.headers)).toBeNull();
  });

  it("locks a client address after 10 failures across accounts", async () => {
    const address = { "X-Forwarded-For": "203.0.113.77" };
    for (let attempt = 0; attempt < 10; attempt++) {
      const outcome = await login(
        `desconocido-${attempt}-${randomUUID()}@example.com`,
        "contraseña",
        {},
        address,
      );
      expect(outcome.status).toBe(401);
    }
    const fields = registerFields();
    await register(fields);
    expect((await login(fields.email, fields.password, {}, address)).status).toBe(429);
    // another address is not affected
    expect(
      (await login(fields.email, fields.password, {}, { "X-Forwarded-For": "203.0.113.78" }))
        .status,
    ).toBe(302);
  });

  it("refuses an oversize form with 413 before reading it", async () => {
    const request = new Request(`${BASE_URL}/auth`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `intent=login&email=a%40b.com&password=${"x".repeat(200 * 1024)}`,
    });
    const outcome = await runRoute(authAction, request);
    expect(outcome.status).toBe(413);
    expect(outcome.data.message).toBe("El formulario es demasiado grande.");
  });
});

describe("/auth page", () => {
  it("opens the register tab with ?tab=register and drops foreign redirect targets", async () => {
    const page = await runRoute(
      authLoader,
      getRequest("/auth?tab=register&redirectTo=https://evil.example"),
    );
    expect(page.data).toMatchObject({ tab: "register", redirectTo: null, email: "" });
    const login = await runRoute(authLoader, getRequest("/auth?redirectTo=%2Fprofile"));
    expect(login.data).toMatchObject({ tab: "login", redirectTo: "/profile", email: "" });
  });

  it("gives both forms their HTML constraints, which render before the schemas load", async () => {
    const page = await runRoute(authLoader, getRequest("/auth"));
    expect(page.data.constraints.login).toEqual(getFormConstraint(LoginSchema));
    expect(page.data.constraints.register).toEqual(getFormConstraint(RegisterSchema));
    expect(page.data.constraints.register.password).toMatchObject({ required: true });
  });

  it("prefills the email carried from the other tab, and drops one too long to be an address", async () => {
    const carried = await runRoute(
      authLoader,
      getRequest("/auth?tab=register&email=%20ana%40example.com%20"),
    );
    expect(carried.data).toMatchObject({ tab: "register", email: "ana@example.com" });
    const tooLong = await runRoute(
      authLoader,
      getRequest(`/auth?email=${"a".repeat(250)}%40example.com`),
    );
    expect(tooLong.data).toMatchObject({ email: "" });
  });

  it("sends a signed-in visitor home", async () => {
    const outcome = await register(registerFields());
    const cookie = sessionCookieFrom(outcome.headers)!;
    const page = await runRoute(authLoader, getRequest("/auth", { cookie }));
    expect(redirectedTo(page)).toBe("/");
  });

  it("tells a signed-in student sent from /admin that the panel is for admins (issue 24)", async () => {
    const fields = registerFields();
    const cookie = sessionCookieFrom((await register(fields)).headers)!;
    const page = await runRoute(authLoader, getRequest("/auth?denied=admin", { cookie }));
    expect(page.status).toBe(200);
    expect(page.data).toEqual({ denied: { name: fields.name, email: fields.email } });
    // Without a session the login form shows as usual.
    const anonymous = await runRoute(authLoader, getRequest("/auth?denied=admin"));
    expect(anonymous.data).toMatchObject({ denied: null, tab: "login" });
  });
});

describe("signing in with another session's cookie present (issue 42)", () => {
  /** A signed-in account: its session cookie, e.g. one planted in someone else's browser. */
  async function plantedSession() {
    const fields = registerFields();
    const cookie = sessionCookieFrom((await register(fields)).headers)!;
    expect((await currentApiUser(cookie)).data.email).toBe(fields.email);
    return cookie;
  }

  it("logging in ends that session and signs in the account that logged in", async () => {
    const planted = await plantedSession();
    const own = registerFields();
    await register(own);
    const outcome = await runRoute(
      authAction,
      formRequest(
        "/auth",
        { intent: "login", email: own.email, password: own.password },
        { cookie: planted },
      ),
    );
    expect(redirectedTo(outcome)).toBe("/");
    expect((await toastOf(outcome))?.title).toBe("Inicio de Sesión Exitoso");
    const cookie = sessionCookieFrom(outcome.headers);
    expect((await currentApiUser(cookie)).data.email).toBe(own.email);
    expect((await currentApiUser(planted)).status).toBe(401);
  });

  it("registering ends that session and signs in the new account", async () => {
    const planted = await plantedSession();
    const own = registerFields();
    const outcome = await runRoute(
      authAction,
      formRequest("/auth", { intent: "register", ...own }, { cookie: planted }),
    );
    expect(redirectedTo(outcome)).toBe("/");
    expect((await toastOf(outcome))?.title).toBe("Registro Exitoso");
    expect((await currentApiUser(sessionCookieFrom(outcome.headers))).data.email).toBe(own.email);
    expect((await currentApiUser(planted)).status).toBe(401);
  });

  it("a failed login leaves it as it was", async () => {
    const planted = await plantedSession();
    const outcome = await runRoute(
      authAction,
      formRequest(
        "/auth",
        { intent: "login", email: "nadie@example.com", password: "no-es-la-clave" },
        { cookie: planted },
      ),
    );
    expect(outcome.status).toBe(401);
    expect(sessionCookieFrom(outcome.headers)).toBeNull();
    expect((await currentApiUser(planted)).status).toBe(200);
  });
});

describe("where signing in lands", () => {
  it("an admin lands on /admin; with a safe redirectTo, there", async () => {
    expect(redirectedTo(await login(TEST_ADMIN.email, TEST_ADMIN.password))).toBe("/admin");
    expect(
      redirectedTo(await login(TEST_ADMIN.email, TEST_ADMIN.password, { redirectTo: "/courses" })),
    ).toBe("/courses");
    expect(
      redirectedTo(
        await login(TEST_ADMIN.email, TEST_ADMIN.password, {
          redirectTo: "https://evil.example/admin",
        }),
      ),
    ).toBe("/admin");
  });

  it("a student lands on /", async () => {
    const fields = registerFields();
    await register(fields);
    expect(redirectedTo(await login(fields.email, fields.password))).toBe("/");
  });
});

describe("logout", () => {
  it("deletes the session (an old cookie gets 401) and says goodbye", async () => {
    const outcome = await register(registerFields());
    const cookie = sessionCookieFrom(outcome.headers)!;
    expect((await currentApiUser(cookie)).status).toBe(200);

    const bye = await runRoute(logoutAction, getRequest("/logout", { method: "POST", cookie }));
    expect(redirectedTo(bye)).toBe("/");
    expect(clearsSession(bye.headers)).toBe(true);
    expect(await toastOf(bye)).toEqual({
      type: "success",
      title: "Cierre de Sesión Exitoso",
      description: "Has cerrado sesión correctamente.",
    });
    expect((await currentApiUser(cookie)).status).toBe(401);
  });

  it("a GET only redirects home and signs nobody out", async () => {
    const outcome = await register(registerFields());
    const cookie = sessionCookieFrom(outcome.headers)!;
    const get = await run(() => logoutLoader());
    expect(get.status).toBe(302);
    expect((await currentApiUser(cookie)).status).toBe(200);
  });
});

describe("access rules", () => {
  it("sends anonymous visitors of /profile to /auth?redirectTo=%2Fprofile", async () => {
    const outcome = await runRoute(profileLoader, getRequest("/profile"));
    expect(redirectedTo(outcome)).toBe("/auth?redirectTo=%2Fprofile");
  });

  it("lets only admins into /admin", async () => {
    const anonymous = await runRoute(adminLoader, getRequest("/admin"));
    expect(redirectedTo(anonymous)).toBe("/auth?redirectTo=%2Fadmin");

    const student = sessionCookieFrom((await register(registerFields())).headers)!;
    const refused = await runRoute(adminLoader, getRequest("/admin", { cookie: student }));
    expect(redirectedTo(refused)).toBe("/auth?denied=admin");

    const admin = sessionCookieFrom(
      (await login("admin@test.local", "admin-test-password")).headers,
    )!;
    const allowed = await runRoute(adminLoader, getRequest("/admin", { cookie: admin }));
    expect(allowed.status).toBe(200);
    expect(allowed.data).toEqual({ adminName: "Administrador" });
  });
});
