import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";

import { users } from "../../db/schema";
import { db } from "~/db.server";
import { action as loginAction } from "~/routes/api.login";
import { action as logoutAction } from "~/routes/api.logout";
import { action as registerAction } from "~/routes/api.register";
import { action as userAction, loader as userLoader } from "~/routes/api.user";
import { action as passwordAction } from "~/routes/api.user.password";
import { action as profileAction } from "~/routes/api.user.profile";
import { newAccount } from "../support/accounts";
import { clearsSession, getRequest, jsonRequest, sessionCookieFrom } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { createUserWithPassword, signedInUser } from "../support/users";
import { contract, payloadOf } from "./contract-rows";

// The user object every account call answers: what the previous client reads, never the hash.
const USER_FIELDS = ["id", "username", "email", "name", "role", "profileImage", "bio", "createdAt"];

function expectPublicUser(data: Record<string, unknown>) {
  expect(Object.keys(data).sort()).toEqual([...USER_FIELDS].sort());
}

const me = (cookie?: string | null) => runRoute(userLoader, getRequest("/api/user", { cookie }));

describe("SPEC §7 accounts", () => {
  contract("GET /api/user", async () => {
    const anonymous = await me();
    expect(anonymous.status).toBe(401);
    expect(anonymous.data).toEqual({ message: expect.any(String) });

    const user = await signedInUser();
    const signedIn = await me(user.cookie);
    expect(signedIn.status).toBe(200);
    expectPublicUser(signedIn.data);
    expect(signedIn.data).toMatchObject({ id: user.id, name: user.name, role: "student" });
  });

  contract("POST /api/login", async () => {
    const { user, password } = await createUserWithPassword({ name: "Lucía Login" });
    const body = payloadOf("POST /api/login", { email: user.email, password });
    const ok = await runRoute(loginAction, jsonRequest("/api/login", body));
    expect(ok.status).toBe(200);
    expectPublicUser(ok.data);
    // The client's 'Inicio de Sesión Exitoso' toast greets the user by `name`.
    expect(ok.data.name).toBe("Lucía Login");
    const cookie = sessionCookieFrom(ok.headers);
    expect((await me(cookie)).data).toMatchObject({ id: user.id });

    const wrong = await runRoute(
      loginAction,
      jsonRequest("/api/login", { email: user.email, password: "otra-clave" }),
    );
    // SPEC §8's mapping turns this text into 'Correo electrónico o contraseña incorrectos'.
    expect(wrong).toMatchObject({ status: 401, data: { message: "Invalid email or password" } });
    expect(sessionCookieFrom(wrong.headers)).toBeNull();
  });

  contract("POST /api/register", async () => {
    const account = newAccount({ name: "Rita Registro" });
    const body = payloadOf("POST /api/register", { ...account });
    const created = await runRoute(registerAction, jsonRequest("/api/register", body));
    expect(created.status).toBe(201);
    expectPublicUser(created.data);
    expect(created.data).toMatchObject({ name: "Rita Registro", role: "student" });
    // The new student is signed in.
    const cookie = sessionCookieFrom(created.headers);
    expect((await me(cookie)).data).toMatchObject({ email: account.email });

    const { password: _omitted, ...missing } = newAccount();
    const incomplete = await runRoute(registerAction, jsonRequest("/api/register", missing));
    expect(incomplete.status).toBe(400);
    expect(incomplete.data.message).toEqual(expect.any(String));

    const email = await runRoute(
      registerAction,
      jsonRequest("/api/register", { ...newAccount(), email: account.email }),
    );
    expect(email).toMatchObject({ status: 409, data: { message: "Email already exists" } });
    const username = await runRoute(
      registerAction,
      jsonRequest("/api/register", { ...newAccount(), username: account.username }),
    );
    expect(username).toMatchObject({ status: 409, data: { message: "Username already exists" } });
  });

  contract("POST /api/logout", async () => {
    const user = await signedInUser();
    const outcome = await runRoute(
      logoutAction,
      new Request("http://localhost/api/logout", {
        method: "POST",
        headers: { Cookie: user.cookie },
      }),
    );
    expect(outcome.status).toBe(200);
    expect(clearsSession(outcome.headers)).toBe(true);
    // The session row is gone, not just the cookie: the old cookie no longer signs in.
    expect((await me(user.cookie)).status).toBe(401);
  });

  contract("PATCH /api/user/profile", async () => {
    const { user: account, password, cookie } = await createUserWithPassword();
    const user = { ...account, cookie };
    const body = payloadOf("PATCH /api/user/profile", {
      name: "Nombre Nuevo",
      email: user.email,
      username: user.username,
      bio: "Me gusta programar.",
      profileImage: null,
    });
    const ok = await runRoute(
      profileAction,
      jsonRequest("/api/user/profile", body, { method: "PATCH", cookie: user.cookie }),
    );
    expect(ok.status).toBe(200);
    expectPublicUser(ok.data);
    expect(ok.data).toMatchObject({ name: "Nombre Nuevo", bio: "Me gusta programar." });

    const anonymous = await runRoute(
      profileAction,
      jsonRequest("/api/user/profile", body, { method: "PATCH" }),
    );
    expect(anonymous.status).toBe(401);

    const missing = await runRoute(
      profileAction,
      jsonRequest(
        "/api/user/profile",
        { email: user.email, username: user.username },
        { method: "PATCH", cookie: user.cookie },
      ),
    );
    expect(missing.status).toBe(400);
    expect(missing.data.message).toEqual(expect.any(String));

    // A new email takes the current password (issue 42): the previous client, which sends the
    // SPEC's fields only, gets a 400 naming the field it lacks.
    const other = await signedInUser();
    const newEmail = await runRoute(
      profileAction,
      jsonRequest(
        "/api/user/profile",
        { ...body, email: other.email },
        { method: "PATCH", cookie: user.cookie },
      ),
    );
    expect(newEmail.status).toBe(400);
    expect(newEmail.data.message).toContain("currentPassword");
    const taken = await runRoute(
      profileAction,
      jsonRequest(
        "/api/user/profile",
        { ...body, email: other.email, currentPassword: password },
        { method: "PATCH", cookie: user.cookie },
      ),
    );
    expect(taken).toMatchObject({ status: 409, data: { message: "Email already exists" } });
    const takenName = await runRoute(
      profileAction,
      jsonRequest(
        "/api/user/profile",
        { ...body, username: other.username },
        { method: "PATCH", cookie: user.cookie },
      ),
    );
    expect(takenName).toMatchObject({ status: 409, data: { message: "Username already exists" } });
  });

  contract("PATCH /api/user/password", async () => {
    const { user, password, cookie } = await createUserWithPassword();
    const body = payloadOf("PATCH /api/user/password", {
      currentPassword: password,
      newPassword: "nueva-clave-1",
    });
    const ok = await runRoute(
      passwordAction,
      jsonRequest("/api/user/password", body, { method: "PATCH", cookie }),
    );
    expect(ok.status).toBe(200);
    expect(ok.data.message).toEqual(expect.any(String));
    // It really changed (the previous site answered success without changing anything).
    const login = await runRoute(
      loginAction,
      jsonRequest("/api/login", { email: user.email, password: "nueva-clave-1" }),
    );
    expect(login.status).toBe(200);

    const wrong = await runRoute(
      passwordAction,
      jsonRequest(
        "/api/user/password",
        { currentPassword: "no-es-la-clave", newPassword: "otra-clave-2" },
        { method: "PATCH", cookie },
      ),
    );
    expect(wrong).toMatchObject({
      status: 400,
      data: { message: "La contraseña actual es incorrecta." },
    });
    const anonymous = await runRoute(
      passwordAction,
      jsonRequest("/api/user/password", body, { method: "PATCH" }),
    );
    expect(anonymous.status).toBe(401);
  });

  contract("DELETE /api/user", async () => {
    const user = await signedInUser();
    const outcome = await runRoute(
      userAction,
      getRequest("/api/user", { method: "DELETE", cookie: user.cookie }),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.data.message).toEqual(expect.any(String));
    expect(clearsSession(outcome.headers)).toBe(true);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
    expect((await me(user.cookie)).status).toBe(401);

    const anonymous = await runRoute(userAction, getRequest("/api/user", { method: "DELETE" }));
    expect(anonymous.status).toBe(401);
  });
});
