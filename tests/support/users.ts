import { randomUUID } from "node:crypto";

import { users } from "../../db/schema";
import { createUserSession } from "~/auth/session.server";
import { db } from "~/db.server";
import { createUser } from "~/models/user.server";

import { newAccount, type AccountFields } from "./accounts";

type Role = "student" | "admin";
type UserFields = Partial<Pick<AccountFields, "name" | "email" | "username">>;

/** A user row straight in the test database (no real password: sign in with `cookieFor`). */
export function insertTestUser(role: Role = "student", fields: UserFields = {}) {
  const suffix = randomUUID().slice(0, 8);
  return db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.com`,
      name: `Usuario ${suffix}`,
      passwordHash: "not-a-real-hash",
      role,
      ...fields,
    })
    .returning()
    .get();
}

/** A Cookie header value carrying a fresh session for the user. */
export async function cookieFor(userId: number) {
  return (await createUserSession(userId)).split(";")[0];
}

/** `insertTestUser` plus a session: the user row and its Cookie header value. */
export async function signedInUser(role: Role = "student", fields: UserFields = {}) {
  const user = insertTestUser(role, fields);
  return { ...user, cookie: await cookieFor(user.id) };
}

/**
 * A student created the way registration creates one (real Argon2 hash), for tests that log in or
 * check the current password; `password` is the plain text and `cookie` a session of its own.
 */
export async function createUserWithPassword(overrides: Partial<AccountFields> = {}) {
  const account = newAccount(overrides);
  const user = await createUser(account);
  return { user, password: account.password, cookie: await cookieFor(user.id) };
}
