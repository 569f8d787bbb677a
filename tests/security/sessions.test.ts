import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { users } from "../../db/schema";
import { verifyPassword } from "~/auth/password.server";
import { db } from "~/db.server";
import { action as passwordAction } from "~/routes/api.user.password";
import { jsonRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { createUserWithPassword } from "../support/users";

describe("password changes", () => {
  it("ten parallel changes with the same current password: exactly one succeeds", async () => {
    const { user, password, cookie } = await createUserWithPassword();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        runRoute(
          passwordAction,
          jsonRequest(
            "/api/user/password",
            { currentPassword: password, newPassword: `nueva-clave-${index}` },
            { method: "PATCH", cookie },
          ),
        ),
      ),
    );
    const statuses = outcomes.map((outcome) => outcome.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(400)]);
    const winner = outcomes.findIndex((outcome) => outcome.status === 200);
    const row = db.select().from(users).where(eq(users.id, user.id)).get()!;
    expect(await verifyPassword(row.passwordHash, `nueva-clave-${winner}`)).toBe(true);
    for (const loser of outcomes.filter((outcome) => outcome.status === 400)) {
      expect(loser.data.message).toBe("La contraseña actual es incorrecta.");
    }
  });
});
