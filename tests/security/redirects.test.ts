import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { sessions, users } from "../../db/schema";
import { db } from "~/db.server";
import { action as authAction } from "~/routes/auth";
import { action as themeAction } from "~/routes/resources.theme";
import { safeRedirect } from "~/utils/safe-redirect";
import { newAccount } from "../support/accounts";
import { formRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";

const sessionCount = () => db.select({ n: count() }).from(sessions).get()!.n;

describe("redirect targets", () => {
  it.each([
    ["/cursos/diseño", "/cursos/dise%C3%B1o"],
    ["/x?q=ó😀", "/x?q=%C3%B3%F0%9F%98%80"],
    ["/a b#sección", "/a%20b#secci%C3%B3n"],
    ["/\ud800", "/%EF%BF%BD"],
    ["/courses/desarrollo-web/learn?x=1", "/courses/desarrollo-web/learn?x=1"],
  ])("percent-encode %j as ASCII", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each(["//evil.example", "/\\evil.example", "https://evil.example", "/\u0000x", "/\u007fx"])(
    "never leave the site: %j",
    (target) => {
      expect(safeRedirect(target)).toBe("/");
    },
  );

  it("login with a redirectTo above U+00FF answers 302 and creates exactly one session", async () => {
    const account = newAccount();
    await runRoute(
      authAction,
      formRequest("/auth", { intent: "register", ...account, confirmPassword: account.password }),
    );
    const before = sessionCount();
    const outcome = await runRoute(
      authAction,
      formRequest("/auth", {
        intent: "login",
        email: account.email,
        password: account.password,
        redirectTo: "/cursos/programación-ā",
      }),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/cursos/programaci%C3%B3n-%C4%81");
    expect(sessionCount()).toBe(before + 1);
  });

  it("register with such a redirectTo answers 302 with the account created once", async () => {
    const account = newAccount();
    const outcome = await runRoute(
      authAction,
      formRequest("/auth", {
        intent: "register",
        ...account,
        confirmPassword: account.password,
        redirectTo: "/perfil/ĉ",
      }),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/perfil/%C4%89");
    const rows = db.select().from(users).where(eq(users.email, account.email)).all();
    expect(rows).toHaveLength(1);
  });

  it("/resources/theme sends such a redirectTo back encoded with the cookie set", async () => {
    const outcome = await runRoute(
      themeAction,
      formRequest("/resources/theme", { theme: "light", redirectTo: "/cursos/ŝ" }),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/cursos/%C5%9D");
    expect(outcome.headers.get("Set-Cookie")).toMatch(/^theme=/);
  });
});

describe("dot segments that collapse into another host (issue 17, finding 6)", () => {
  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/././/evil.example/x?y=1",
    "/a/..//evil.example",
  ])("%s falls back", (target) => {
    expect(safeRedirect(target, "/perfil")).toBe("/perfil");
  });
});
