import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { images, users } from "../../db/schema";
import { db } from "~/db.server";
import { action as loginAction, loader as loginLoader } from "~/routes/api.login";
import { action as logoutAction } from "~/routes/api.logout";
import { action as registerAction } from "~/routes/api.register";
import { action as userAction, loader as userLoader } from "~/routes/api.user";
import { action as passwordAction } from "~/routes/api.user.password";
import { action as profileAction } from "~/routes/api.user.profile";
import { newAccount } from "../support/accounts";
import { CROSS_SITE, getRequest, jsonRequest, sessionCookieFrom } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { createUserWithPassword } from "../support/users";

const PUBLIC_USER_KEYS = [
  "bio",
  "createdAt",
  "email",
  "id",
  "name",
  "profileImage",
  "role",
  "username",
];

const register = (body: unknown, headers: Record<string, string> = {}) =>
  runRoute(registerAction, jsonRequest("/api/register", body, { headers }));

const login = (email: string, password: string) =>
  runRoute(loginAction, jsonRequest("/api/login", { email, password }));

const me = (cookie?: string | null) => runRoute(userLoader, getRequest("/api/user", { cookie }));

const patchProfile = (cookie: string | null, body: unknown) =>
  runRoute(profileAction, jsonRequest("/api/user/profile", body, { method: "PATCH", cookie }));

/** The fields PATCH /api/user/profile requires, unchanged. */
const identityOf = (user: { name: string; email: string; username: string }) => ({
  name: user.name,
  email: user.email,
  username: user.username,
});

const patchPassword = (cookie: string | null, body: unknown) =>
  runRoute(passwordAction, jsonRequest("/api/user/password", body, { method: "PATCH", cookie }));

describe("POST /api/register", () => {
  it("201 with the user (no hash), a session cookie, role student whatever the body says", async () => {
    const account = newAccount();
    const response = await register({ ...account, role: "admin" });
    expect(response.status).toBe(201);
    expect(Object.keys(response.data).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(response.data).toMatchObject({
      email: account.email,
      username: account.username,
      role: "student",
    });
    expect(JSON.stringify(response.data)).not.toContain("argon2");
    const current = await me(sessionCookieFrom(response.headers));
    expect(current.data.id).toBe(response.data.id);
  });

  it("409 'Email already exists' / 'Username already exists'", async () => {
    const { user } = await createUserWithPassword();
    const email = await register({ ...newAccount(), email: user.email.toUpperCase() });
    expect(email).toMatchObject({ status: 409, data: { message: "Email already exists" } });
    const username = await register({ ...newAccount(), username: user.username });
    expect(username).toMatchObject({ status: 409, data: { message: "Username already exists" } });
  });

  it("400 with a Spanish message for missing fields, wrong types and malformed JSON", async () => {
    const missing = await register({ email: "x@y.com" });
    expect(missing.status).toBe(400);
    expect(missing.data.errors).toMatchObject({
      name: ["El nombre debe tener al menos 2 caracteres."],
    });
    const types = await register({ name: 5, email: [], username: {}, password: 123456 });
    expect(types.status).toBe(400);
    const malformed = await register("{nope");
    expect(malformed).toMatchObject({
      status: 400,
      data: { message: "El cuerpo de la solicitud no es JSON válido." },
    });
  });

  it("413 for a 10 MB field, 403 from another origin", async () => {
    const big = await register({ ...newAccount(), name: "x".repeat(10 * 1024 * 1024) });
    expect(big.status).toBe(413);
    const foreign = await register(newAccount(), CROSS_SITE);
    expect(foreign.status).toBe(403);
  });
});

describe("POST /api/login", () => {
  it("200 with the user and a fresh session each time; the email matches in any case", async () => {
    const { user, password } = await createUserWithPassword();
    const first = await login(user.email.toUpperCase(), password);
    const second = await login(user.email, password);
    expect(first.status).toBe(200);
    expect(Object.keys(first.data).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(sessionCookieFrom(first.headers)).not.toBe(sessionCookieFrom(second.headers));
  });

  it("401 'Invalid email or password'; 405 for GET", async () => {
    const { user } = await createUserWithPassword();
    const wrong = await login(user.email, "nope-nope");
    expect(wrong).toMatchObject({ status: 401, data: { message: "Invalid email or password" } });
    expect(sessionCookieFrom(wrong.headers)).toBeNull();
    expect((await runRoute(loginLoader, getRequest("/api/login"))).status).toBe(405);
  });

  it("429 after 10 failures for the account", async () => {
    const { user, password } = await createUserWithPassword();
    for (let attempt = 0; attempt < 10; attempt++) {
      await login(user.email, "nope-nope");
    }
    const locked = await login(user.email, password);
    expect(locked.status).toBe(429);
    expect(locked.data.message).toMatch(/^Demasiados intentos/);
  });
});

describe("GET /api/user and POST /api/logout", () => {
  it("401 without a session; logout revokes the session server-side", async () => {
    expect((await me()).status).toBe(401);
    const { cookie } = await createUserWithPassword();
    const current = await me(cookie);
    expect(current.status).toBe(200);
    expect(Object.keys(current.data).sort()).toEqual(PUBLIC_USER_KEYS);

    const out = await runRoute(logoutAction, getRequest("/api/logout", { method: "POST", cookie }));
    expect(out.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it("a cross-origin logout is refused", async () => {
    const { cookie } = await createUserWithPassword();
    const out = await runRoute(
      logoutAction,
      getRequest("/api/logout", { method: "POST", cookie, headers: CROSS_SITE }),
    );
    expect(out.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
  });
});

describe("PATCH /api/user/profile", () => {
  it("401 without a session", async () => {
    const response = await patchProfile(null, newAccount());
    expect(response.status).toBe(401);
  });

  it("updates and returns the user; empty bio clears it", async () => {
    const { cookie, user, password } = await createUserWithPassword();
    const email = `nueva-${randomUUID().slice(0, 6)}@Example.com`;
    const response = await patchProfile(cookie, {
      name: "Eva Nueva",
      email,
      username: user.username,
      bio: "Hola",
      currentPassword: password,
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      name: "Eva Nueva",
      email: email.toLowerCase(),
      bio: "Hola",
    });
    expect(Object.keys(response.data).sort()).toEqual(PUBLIC_USER_KEYS);
    const cleared = await patchProfile(cookie, {
      name: "Eva Nueva",
      email,
      username: user.username,
      bio: "",
    });
    expect(cleared.data.bio).toBeNull();
  });

  it("409 for a taken email/username, 400 for missing fields or someone else's image", async () => {
    const { cookie, user, password } = await createUserWithPassword();
    const other = await createUserWithPassword();
    const taken = await patchProfile(cookie, {
      ...identityOf(user),
      email: other.user.email,
      currentPassword: password,
    });
    expect(taken).toMatchObject({ status: 409, data: { message: "Email already exists" } });
    const takenUsername = await patchProfile(cookie, {
      ...identityOf(user),
      username: other.user.username,
    });
    expect(takenUsername).toMatchObject({
      status: 409,
      data: { message: "Username already exists" },
    });
    const missing = await patchProfile(cookie, { name: "Eva" });
    expect(missing.status).toBe(400);

    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const theirs = db
      .insert(images)
      .values({ userId: other.user.id, contentType: "image/jpeg", data: jpeg })
      .returning()
      .get();
    const stolen = await patchProfile(cookie, {
      ...identityOf(user),
      profileImage: `/images/${theirs.id}`,
    });
    expect(stolen).toMatchObject({
      status: 400,
      data: { message: "La imagen de perfil no es válida." },
    });
    const external = await patchProfile(cookie, {
      ...identityOf(user),
      profileImage: "https://tracker.example/x.png",
    });
    expect(external.status).toBe(400);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()?.profileImage).toBeNull();
  });

  it("can remove the user's own photo, which deletes the image row", async () => {
    const { cookie, user } = await createUserWithPassword();
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const mine = db
      .insert(images)
      .values({ userId: user.id, contentType: "image/jpeg", data: jpeg })
      .returning()
      .get();
    const set = await patchProfile(cookie, {
      ...identityOf(user),
      profileImage: `/images/${mine.id}`,
    });
    expect(set.data.profileImage).toBe(`/images/${mine.id}`);
    const removed = await patchProfile(cookie, { ...identityOf(user), profileImage: null });
    expect(removed.data.profileImage).toBeNull();
    expect(db.select().from(images).where(eq(images.id, mine.id)).get()).toBeUndefined();
  });
});

describe("PATCH /api/user/password", () => {
  it("400 for a wrong current password, nothing changes", async () => {
    const { cookie, user, password } = await createUserWithPassword();
    const response = await patchPassword(cookie, {
      currentPassword: "no-es-la-mia",
      newPassword: "nueva-clave-1",
    });
    expect(response).toMatchObject({
      status: 400,
      data: { message: "La contraseña actual es incorrecta." },
    });
    const relogin = await login(user.email, password);
    expect(relogin.status).toBe(200);
  });

  it("changes the password and ends the other sessions (old cookies get 401)", async () => {
    const { cookie, user, password } = await createUserWithPassword();
    const otherLogin = await login(user.email, password);
    const otherCookie = sessionCookieFrom(otherLogin.headers)!;

    const response = await patchPassword(cookie, {
      currentPassword: password,
      newPassword: "nueva-clave-1",
    });
    expect(response.status).toBe(200);
    expect((await me(otherCookie)).status).toBe(401);
    expect((await me(cookie)).status).toBe(200);
    const old = await login(user.email, password);
    expect(old.status).toBe(401);
    const fresh = await login(user.email, "nueva-clave-1");
    expect(fresh.status).toBe(200);
  });

  it("400 for a short new password, 401 without a session", async () => {
    const { cookie, password } = await createUserWithPassword();
    const short = await patchPassword(cookie, {
      currentPassword: password,
      newPassword: "123",
    });
    expect(short).toMatchObject({
      status: 400,
      data: { message: "La nueva contraseña debe tener al menos 6 caracteres." },
    });
    const anonymous = await patchPassword(null, {
      currentPassword: password,
      newPassword: "nueva-clave-1",
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("DELETE /api/user", () => {
  it("deletes the account and its sessions", async () => {
    const { cookie, user, password } = await createUserWithPassword();
    const response = await runRoute(
      userAction,
      getRequest("/api/user", { method: "DELETE", cookie }),
    );
    expect(response.status).toBe(200);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
    expect((await me(cookie)).status).toBe(401);
    const relogin = await login(user.email, password);
    expect(relogin.status).toBe(401);
  });

  it("401 without a session, 403 from another origin, 405 for other methods", async () => {
    expect((await runRoute(userAction, getRequest("/api/user", { method: "DELETE" }))).status).toBe(
      401,
    );
    const { cookie, user } = await createUserWithPassword();
    const foreign = await runRoute(
      userAction,
      getRequest("/api/user", { method: "DELETE", cookie, headers: CROSS_SITE }),
    );
    expect(foreign.status).toBe(403);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeTruthy();
    expect(
      (await runRoute(userAction, getRequest("/api/user", { method: "POST", cookie }))).status,
    ).toBe(405);
  });
});
