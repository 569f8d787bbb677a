import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { users } from "../../db/schema";
import { verifyPassword } from "~/auth/password.server";
import { createSessionCookie } from "~/auth/session.server";
import { db } from "~/db.server";
import { parseEnv } from "~/env.server";
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

describe("the session cookie", () => {
  const secret = "s".repeat(32);

  it("is `__Host-session` in production: Secure, Path=/, no Domain (issue 42)", async () => {
    const cookie = createSessionCookie(
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret }),
    );
    const header = await cookie.serialize("session-id");
    expect(header).toMatch(/^__Host-session=/);
    expect(header).toMatch(/; Secure(;|$)/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).not.toMatch(/Domain=/i);
    expect(header).toMatch(/; HttpOnly(;|$)/);
    expect(header).toMatch(/; SameSite=Lax(;|$)/);
    expect(await cookie.parse(header.split(";")[0])).toBe("session-id");
    // A cookie under the old name is not read.
    expect(await cookie.parse(header.split(";")[0].replace(/^__Host-session/, "__session"))).toBe(
      null,
    );
  });

  it("is `__session` outside production, where it is not Secure (the prefix requires it)", async () => {
    const header = await createSessionCookie(
      parseEnv({ NODE_ENV: "development", SESSION_SECRET: secret }),
    ).serialize("session-id");
    expect(header).toMatch(/^__session=/);
    expect(header).not.toMatch(/Secure/i);
  });
});
