/**
 * Issue 42, finding 3: the academy's only active admin could delete their own account from the
 * profile or `DELETE /api/user`, where the admin panel's "at least one active admin" rule (409)
 * did not apply; with ADMIN_EMAIL then free, anyone could register it. One rule in the model
 * covers every path: the only active admin cannot be deleted, demoted or blocked.
 */
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { sessions, users } from "../../db/schema";
import { db } from "~/db.server";
import { deleteUser, LAST_ADMIN_MESSAGE } from "~/models/user.server";
import { action as apiUserAction } from "~/routes/api.user";
import { action as profileAction } from "~/routes/profile";
import { clearsSession, formRequest, getRequest } from "../support/requests";
import { redirectedTo, runRoute } from "../support/route-outcome";
import { signedInUser } from "../support/users";

/** A new admin who is, from now on, the academy's only active one (the others lose the role). */
async function onlyActiveAdmin() {
  const admin = await signedInUser("admin");
  db.update(users)
    .set({ role: "student" })
    .where(and(eq(users.role, "admin"), ne(users.id, admin.id)))
    .run();
  return admin;
}

const deleteOverApi = (cookie: string) =>
  runRoute(apiUserAction, getRequest("/api/user", { method: "DELETE", cookie }));

const deleteOnProfile = (cookie: string) =>
  runRoute(profileAction, formRequest("/profile", { intent: "delete-account" }, { cookie }));

const exists = (userId: number) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get() !== undefined;

const sessionsOf = (userId: number) =>
  db.select().from(sessions).where(eq(sessions.userId, userId)).all().length;

describe("the only active admin cannot delete their own account (issue 42, finding 3)", () => {
  it("DELETE /api/user answers 409 and keeps the account and its session", async () => {
    const admin = await onlyActiveAdmin();
    const outcome = await deleteOverApi(admin.cookie);
    expect(outcome).toMatchObject({ status: 409, data: { message: LAST_ADMIN_MESSAGE } });
    expect(clearsSession(outcome.headers)).toBe(false);
    expect(exists(admin.id)).toBe(true);
    expect(sessionsOf(admin.id)).toBe(1);
  });

  it("the profile's 'Eliminar Cuenta' answers 409 with the reason above the form", async () => {
    const admin = await onlyActiveAdmin();
    const outcome = await deleteOnProfile(admin.cookie);
    expect(outcome.status).toBe(409);
    expect(outcome.data).toMatchObject({
      intent: "delete-account",
      failure: { title: "Error", message: LAST_ADMIN_MESSAGE },
    });
    expect(exists(admin.id)).toBe(true);
    expect(sessionsOf(admin.id)).toBe(1);
  });

  it("a blocked admin does not count as another one", async () => {
    const admin = await onlyActiveAdmin();
    const blocked = await signedInUser("admin");
    db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id)).run();
    expect((await deleteOverApi(admin.cookie)).status).toBe(409);
    expect(() => deleteUser(admin.id)).toThrow(
      expect.objectContaining({ status: 409, message: LAST_ADMIN_MESSAGE }),
    );
    expect(exists(admin.id)).toBe(true);
  });

  it("with another active admin, either path deletes the account", async () => {
    const admin = await onlyActiveAdmin();
    await signedInUser("admin");
    expect((await deleteOverApi(admin.cookie)).status).toBe(200);
    expect(exists(admin.id)).toBe(false);

    const second = await onlyActiveAdmin();
    await signedInUser("admin");
    expect(redirectedTo(await deleteOnProfile(second.cookie))).toBe("/");
    expect(exists(second.id)).toBe(false);
  });

  it("students delete their account as before, whoever the admins are", async () => {
    await onlyActiveAdmin();
    const student = await signedInUser("student");
    expect((await deleteOverApi(student.cookie)).status).toBe(200);
    expect(exists(student.id)).toBe(false);
  });
});
