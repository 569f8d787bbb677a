import { randomBytes } from "node:crypto";

import { createCookie } from "@remix-run/node";
import { and, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";

import { sessions, users, type PublicUser } from "../../db/schema";
import { db } from "~/db.server";
import { env, type Env } from "~/env.server";
import { publicUserColumns } from "~/models/user.server";
import { jsonError } from "~/utils/api.server";
import { redirect } from "~/utils/headers.server";

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The session cookie. In production it is `Secure` and named `__Host-session`: browsers then keep
 * it only if it is Secure, for path "/" and without a Domain, set by this very host over a secure
 * connection, so a sibling subdomain or a plain-HTTP page cannot plant or shadow one
 * (docs/security.md). The prefix requires Secure, so elsewhere it is plain `__session`.
 */
export function createSessionCookie({
  isProduction,
  SESSION_SECRET,
}: Pick<Env, "isProduction" | "SESSION_SECRET">) {
  return createCookie(isProduction ? "__Host-session" : "__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: isProduction,
    path: "/",
    secrets: [SESSION_SECRET],
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export const sessionCookie = createSessionCookie(env);

async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

/**
 * Starts a fresh session (new random id) and returns its Set-Cookie header value. The session the
 * browser presented with `request` (if any) is deleted: signing in replaces it, so an old or
 * planted session id never outlives the login.
 */
export async function createUserSession(userId: number, request?: Request) {
  const id = randomBytes(32).toString("base64url");
  const replaced = request ? await readSessionId(request) : null;
  db.transaction((tx) => {
    tx.delete(sessions).where(lte(sessions.expiresAt, new Date())).run();
    if (replaced) tx.delete(sessions).where(eq(sessions.id, replaced)).run();
    tx.insert(sessions)
      .values({ id, userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
      .run();
  });
  return sessionCookie.serialize(id);
}

// Every signed-in request runs it: compiled once (issue 20, logged-in page CPU).
const currentSessionQuery = db
  .select({ sessionId: sessions.id, user: publicUserColumns })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  // A blocked account's sessions are deleted when it is blocked; this also refuses any left over.
  .where(
    and(
      eq(sessions.id, sql.placeholder("sessionId")),
      gt(sessions.expiresAt, sql.placeholder("now")),
      isNull(users.blockedAt),
    ),
  )
  .prepare();

export async function getCurrentSession(request: Request) {
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  // A placeholder skips the column's Date encoding: pass what it stores (whole seconds).
  const now = Math.floor(Date.now() / 1000);
  return currentSessionQuery.get({ sessionId, now }) ?? null;
}

export async function getUser(request: Request): Promise<PublicUser | null> {
  return (await getCurrentSession(request))?.user ?? null;
}

function currentPath(request: Request) {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** For pages: anonymous visitors are sent to /auth and come back afterwards. */
export async function requireUser(request: Request) {
  const user = await getUser(request);
  if (!user) {
    throw redirect(`/auth?${new URLSearchParams({ redirectTo: currentPath(request) })}`);
  }
  return user;
}

/** A signed-in admin: admin-only model functions take one as their first argument. */
export type Admin = PublicUser & { role: "admin" };

function isAdmin(user: PublicUser | null): user is Admin {
  return user?.role === "admin";
}

/** `/auth?denied=admin`: where a signed-in non-admin is told the admin panel is not theirs. */
export const ADMIN_DENIED_PATH = "/auth?denied=admin";

/**
 * For pages: anyone who is not an admin is sent to /auth (the spec). Anonymous visitors sign in
 * and come back; a signed-in student is shown 'Acceso denegado' there instead of the forms.
 */
export async function requireAdmin(request: Request): Promise<Admin> {
  const user = await requireUser(request);
  if (!isAdmin(user)) throw redirect(ADMIN_DENIED_PATH);
  return user;
}

/** For /api routes: 401 JSON instead of a redirect. */
export async function requireApiUser(request: Request) {
  const user = await getUser(request);
  if (!user) throw jsonError(401, "Debes iniciar sesión.");
  return user;
}

/** For admin /api calls: 401 anonymous, 403 `{ message }` for anyone else. */
export async function requireApiAdmin(request: Request): Promise<Admin> {
  const user = await requireApiUser(request);
  if (!isAdmin(user)) throw jsonError(403, "No tienes permisos de administrador.");
  return user;
}

/** Deletes the request's session row and returns the Set-Cookie header that clears the cookie. */
export async function destroyUserSession(request: Request) {
  const sessionId = await readSessionId(request);
  if (sessionId) db.delete(sessions).where(eq(sessions.id, sessionId)).run();
  return sessionCookie.serialize("", { maxAge: 0 });
}

export function endOtherSessions(userId: number, keepSessionId: string) {
  db.delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .run();
}

export function endAllSessions(userId: number) {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}
