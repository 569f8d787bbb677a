import { randomUUID } from "node:crypto";

import type { ActionFunctionArgs } from "@remix-run/node";
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

const BASE = "http://localhost";
const ctx = { params: {}, context: {} };
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

type Handler = (args: ActionFunctionArgs) => Promise<Response> | Response;

async function call(
  handler: Handler,
  method: string,
  path: string,
  {
    body,
    cookie,
    headers = {},
  }: {
    body?: unknown;
    cookie?: string | null;
    headers?: Record<string, string>;
  } = {},
) {
  const request = new Request(`${BASE}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await handler({ request, ...ctx });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

function sessionCookie(headers: Headers) {
  const cookie = headers.getSetCookie().find((value) => value.startsWith("__session="));
  return cookie ? cookie.split(";")[0] : null;
}

function newAccount() {
  const suffix = randomUUID().slice(0, 8);
  return {
    name: "Eva Prueba",
    email: `eva-${suffix}@example.com`,
    username: `eva_${suffix}`,
    password: "secreto123",
  };
}

async function registered() {
  const account = newAccount();
  const response = await call(registerAction, "POST", "/api/register", { body: account });
  expect(response.status).toBe(201);
  return { account, user: response.json, cookie: sessionCookie(response.headers)! };
}

describe("POST /api/register", () => {
  it("201 with the user (no hash), a session cookie, role student whatever the body says", async () => {
    const account = newAccount();
    const response = await call(registerAction, "POST", "/api/register", {
      body: { ...account, role: "admin" },
    });
    expect(response.status).toBe(201);
    expect(Object.keys(response.json).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(response.json).toMatchObject({
      email: account.email,
      username: account.username,
      role: "student",
    });
    expect(JSON.stringify(response.json)).not.toContain("argon2");
    const me = await call(userLoader, "GET", "/api/user", {
      cookie: sessionCookie(response.headers),
    });
    expect(me.json.id).toBe(response.json.id);
  });

  it("409 'Email already registered' / 'Username already taken'", async () => {
    const { account } = await registered();
    const email = await call(registerAction, "POST", "/api/register", {
      body: { ...newAccount(), email: account.email.toUpperCase() },
    });
    expect(email).toMatchObject({ status: 409, json: { message: "Email already registered" } });
    const username = await call(registerAction, "POST", "/api/register", {
      body: { ...newAccount(), username: account.username },
    });
    expect(username).toMatchObject({ status: 409, json: { message: "Username already taken" } });
  });

  it("400 with a Spanish message for missing fields, wrong types and malformed JSON", async () => {
    const missing = await call(registerAction, "POST", "/api/register", {
      body: { email: "x@y.com" },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toMatchObject({
      name: ["El nombre debe tener al menos 2 caracteres."],
    });
    const types = await call(registerAction, "POST", "/api/register", {
      body: { name: 5, email: [], username: {}, password: 123456 },
    });
    expect(types.status).toBe(400);
    const malformed = await call(registerAction, "POST", "/api/register", { body: "{nope" });
    expect(malformed).toMatchObject({
      status: 400,
      json: { message: "El cuerpo de la solicitud no es JSON válido." },
    });
  });

  it("413 for a 10 MB field, 403 from another origin", async () => {
    const big = await call(registerAction, "POST", "/api/register", {
      body: { ...newAccount(), name: "x".repeat(10 * 1024 * 1024) },
    });
    expect(big.status).toBe(413);
    const foreign = await call(registerAction, "POST", "/api/register", {
      body: newAccount(),
      headers: { Origin: "https://evil.example", Host: "localhost" },
    });
    expect(foreign.status).toBe(403);
  });
});

describe("POST /api/login", () => {
  it("200 with the user and a fresh session each time; the email matches in any case", async () => {
    const { account } = await registered();
    const first = await call(loginAction, "POST", "/api/login", {
      body: { email: account.email.toUpperCase(), password: account.password },
    });
    const second = await call(loginAction, "POST", "/api/login", {
      body: { email: account.email, password: account.password },
    });
    expect(first.status).toBe(200);
    expect(Object.keys(first.json).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(sessionCookie(first.headers)).not.toBe(sessionCookie(second.headers));
  });

  it("401 'Invalid email or password'; 405 for GET", async () => {
    const { account } = await registered();
    const wrong = await call(loginAction, "POST", "/api/login", {
      body: { email: account.email, password: "nope-nope" },
    });
    expect(wrong).toMatchObject({ status: 401, json: { message: "Invalid email or password" } });
    expect(sessionCookie(wrong.headers)).toBeNull();
    expect((await call(loginLoader as Handler, "GET", "/api/login")).status).toBe(405);
  });

  it("429 after 10 failures for the account", async () => {
    const { account } = await registered();
    for (let attempt = 0; attempt < 10; attempt++) {
      await call(loginAction, "POST", "/api/login", {
        body: { email: account.email, password: "nope-nope" },
      });
    }
    const locked = await call(loginAction, "POST", "/api/login", {
      body: { email: account.email, password: account.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/^Demasiados intentos/);
  });
});

describe("GET /api/user and POST /api/logout", () => {
  it("401 without a session; logout revokes the session server-side", async () => {
    expect((await call(userLoader, "GET", "/api/user")).status).toBe(401);
    const { cookie } = await registered();
    const me = await call(userLoader, "GET", "/api/user", { cookie });
    expect(me.status).toBe(200);
    expect(Object.keys(me.json).sort()).toEqual(PUBLIC_USER_KEYS);

    const out = await call(logoutAction, "POST", "/api/logout", { cookie });
    expect(out.status).toBe(200);
    expect((await call(userLoader, "GET", "/api/user", { cookie })).status).toBe(401);
  });

  it("a cross-origin logout is refused", async () => {
    const { cookie } = await registered();
    const out = await call(logoutAction, "POST", "/api/logout", {
      cookie,
      headers: { Origin: "https://evil.example", Host: "localhost" },
    });
    expect(out.status).toBe(403);
    expect((await call(userLoader, "GET", "/api/user", { cookie })).status).toBe(200);
  });
});

describe("PATCH /api/user/profile", () => {
  it("401 without a session", async () => {
    const response = await call(profileAction, "PATCH", "/api/user/profile", {
      body: newAccount(),
    });
    expect(response.status).toBe(401);
  });

  it("updates and returns the user; empty bio clears it", async () => {
    const { cookie, user } = await registered();
    const email = `nueva-${randomUUID().slice(0, 6)}@Example.com`;
    const response = await call(profileAction, "PATCH", "/api/user/profile", {
      cookie,
      body: { name: "Eva Nueva", email, username: user.username, bio: "Hola" },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      name: "Eva Nueva",
      email: email.toLowerCase(),
      bio: "Hola",
    });
    expect(Object.keys(response.json).sort()).toEqual(PUBLIC_USER_KEYS);
    const cleared = await call(profileAction, "PATCH", "/api/user/profile", {
      cookie,
      body: { name: "Eva Nueva", email, username: user.username, bio: "" },
    });
    expect(cleared.json.bio).toBeNull();
  });

  it("409 for a taken email/username, 400 for missing fields or someone else's image", async () => {
    const { cookie, user } = await registered();
    const other = await registered();
    const taken = await call(profileAction, "PATCH", "/api/user/profile", {
      cookie,
      body: { name: user.name, email: other.user.email, username: user.username },
    });
    expect(taken).toMatchObject({ status: 409, json: { message: "Email already registered" } });
    const takenUsername = await call(profileAction, "PATCH", "/api/user/profile", {
      cookie,
      body: { name: user.name, email: user.email, username: other.user.username },
    });
    expect(takenUsername).toMatchObject({
      status: 409,
      json: { message: "Username already taken" },
    });
    const missing = await call(profileAction, "PATCH", "/api/user/profile", {
      cookie,
      body: { name: "Eva" },
    });
    expect(missing.status).toBe(400);

    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const theirs = db
      .insert(images)
      .values({ userId: other.user.id, contentType: "image/jpeg", data: jpeg })
      .returning()
      .get();
    const stolen = await call(profileAction, "PATCH", "/api/user/profile", {
      cookie,
      body: {
        name: user.name,
        email: user.email,
        username: user.username,
        profileImage: `/images/${theirs.id}`,
      },
    });
    expect(stolen).toMatchObject({
      status: 400,
      json: { message: "La imagen de perfil no es válida." },
    });
    const external = await call(profileAction, "PATCH", "/api/user/profile", {
      cookie,
      body: {
        name: user.name,
        email: user.email,
        username: user.username,
        profileImage: "https://tracker.example/x.png",
      },
    });
    expect(external.status).toBe(400);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()?.profileImage).toBeNull();
  });

  it("can remove the user's own photo, which deletes the image row", async () => {
    const { cookie, user } = await registered();
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const mine = db
      .insert(images)
      .values({ userId: user.id, contentType: "image/jpeg", data: jpeg })
      .returning()
      .get();
    const set = await call(profileAction, "PATCH", "/api/user/profile", {
      cookie,
      body: {
        name: user.name,
        email: user.email,
        username: user.username,
        profileImage: `/images/${mine.id}`,
      },
    });
    expect(set.json.profileImage).toBe(`/images/${mine.id}`);
    const removed = await call(profileAction, "PATCH", "/api/user/profile", {
      cookie,
      body: { name: user.name, email: user.email, username: user.username, profileImage: null },
    });
    expect(removed.json.profileImage).toBeNull();
    expect(db.select().from(images).where(eq(images.id, mine.id)).get()).toBeUndefined();
  });
});

describe("PATCH /api/user/password", () => {
  it("400 for a wrong current password, nothing changes", async () => {
    const { cookie, account } = await registered();
    const response = await call(passwordAction, "PATCH", "/api/user/password", {
      cookie,
      body: { currentPassword: "no-es-la-mia", newPassword: "nueva-clave-1" },
    });
    expect(response).toMatchObject({
      status: 400,
      json: { message: "La contraseña actual es incorrecta." },
    });
    const login = await call(loginAction, "POST", "/api/login", {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
  });

  it("changes the password and ends the other sessions (old cookies get 401)", async () => {
    const { cookie, account } = await registered();
    const otherLogin = await call(loginAction, "POST", "/api/login", {
      body: { email: account.email, password: account.password },
    });
    const otherCookie = sessionCookie(otherLogin.headers)!;

    const response = await call(passwordAction, "PATCH", "/api/user/password", {
      cookie,
      body: { currentPassword: account.password, newPassword: "nueva-clave-1" },
    });
    expect(response.status).toBe(200);
    expect((await call(userLoader, "GET", "/api/user", { cookie: otherCookie })).status).toBe(401);
    expect((await call(userLoader, "GET", "/api/user", { cookie })).status).toBe(200);
    const old = await call(loginAction, "POST", "/api/login", {
      body: { email: account.email, password: account.password },
    });
    expect(old.status).toBe(401);
    const fresh = await call(loginAction, "POST", "/api/login", {
      body: { email: account.email, password: "nueva-clave-1" },
    });
    expect(fresh.status).toBe(200);
  });

  it("400 for a short new password, 401 without a session", async () => {
    const { cookie, account } = await registered();
    const short = await call(passwordAction, "PATCH", "/api/user/password", {
      cookie,
      body: { currentPassword: account.password, newPassword: "123" },
    });
    expect(short).toMatchObject({
      status: 400,
      json: { message: "La nueva contraseña debe tener al menos 6 caracteres." },
    });
    const anonymous = await call(passwordAction, "PATCH", "/api/user/password", {
      body: { currentPassword: account.password, newPassword: "nueva-clave-1" },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("DELETE /api/user", () => {
  it("deletes the account and its sessions", async () => {
    const { cookie, account, user } = await registered();
    const response = await call(userAction, "DELETE", "/api/user", { cookie });
    expect(response.status).toBe(200);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
    expect((await call(userLoader, "GET", "/api/user", { cookie })).status).toBe(401);
    const login = await call(loginAction, "POST", "/api/login", {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(401);
  });

  it("401 without a session, 403 from another origin, 405 for other methods", async () => {
    expect((await call(userAction, "DELETE", "/api/user")).status).toBe(401);
    const { cookie, user } = await registered();
    const foreign = await call(userAction, "DELETE", "/api/user", {
      cookie,
      headers: { Origin: "https://evil.example", Host: "localhost" },
    });
    expect(foreign.status).toBe(403);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeTruthy();
    expect((await call(userAction, "POST", "/api/user", { cookie })).status).toBe(405);
  });
});
