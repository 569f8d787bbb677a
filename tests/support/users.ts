import { randomUUID } from "node:crypto";

import { users } from "../../db/schema";
import { createUserSession } from "~/auth/session.server";
import { db } from "~/db.server";

/** A user row straight in the test database (no real password: sign in with `cookieFor`). */
export function insertTestUser(role: "student" | "admin" = "student") {
  const suffix = randomUUID().slice(0, 8);
  return db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.com`,
      name: `Usuario ${suffix}`,
      passwordHash: "not-a-real-hash",
      role,
    })
    .returning()
    .get();
}

/** A Cookie header value carrying a fresh session for the user. */
export async function cookieFor(userId: number) {
  return (await createUserSession(userId)).split(";")[0];
}
