/**
 * Who may do what: every mutating route (each page action intent, every /api write), every /api
 * loader and every /admin page × {anonymous, student, other student, admin}.
 *
 * Each cell gets a world of its own (tests/support/authorization-rows.ts): "student" is A acting on
 * A's ids; "other" is B acting on A's ids; "admin" acts on A's ids too. A refused cell must write
 * no row at all, and whatever B is allowed to do leaves A's rows as they were.
 *
 * The list of rows is checked against the route inventory (derived from app/routes): a new route,
 * method or intent without a row fails here until someone decides who may use it.
 */
import fs from "node:fs";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  certificates,
  editorProjects,
  enrollments,
  images,
  liveCourseRegistrations,
  sectionComments,
  sectionProgress,
  users,
} from "../../db/schema";
import { db } from "~/db.server";
import {
  actorOf,
  buildRequest,
  databaseDigest,
  describeOutcome,
  makeWorld,
  outcomeMatches,
  parseKey,
  ROLES,
  ROWS,
  rowsWrittenSoFar,
} from "../support/authorization-rows";
import { BASE_URL } from "../support/requests";
import {
  importRouteModule,
  loadRouteInventory,
  mutationKey,
  ROUTES_DIR,
  urlPatternOf,
} from "../support/route-inventory";
import { run } from "../support/route-outcome";

/** Every row that belongs to a user (their sessions aside: anyone may sign in as them). */
function footprintOf(userId: number) {
  return {
    user: db.select().from(users).where(eq(users.id, userId)).get(),
    enrollments: db.select().from(enrollments).where(eq(enrollments.userId, userId)).all(),
    progress: db.select().from(sectionProgress).where(eq(sectionProgress.userId, userId)).all(),
    comments: db.select().from(sectionComments).where(eq(sectionComments.userId, userId)).all(),
    projects: db.select().from(editorProjects).where(eq(editorProjects.userId, userId)).all(),
    photos: db.select().from(images).where(eq(images.userId, userId)).all(),
    certificates: db.select().from(certificates).where(eq(certificates.userId, userId)).all(),
    registrations: db
      .select()
      .from(liveCourseRegistrations)
      .where(eq(liveCourseRegistrations.userId, userId))
      .all(),
  };
}

// --- the suite ---------------------------------------------------------------------------------

const inventory = await loadRouteInventory();
const byFile = new Map(inventory.map((entry) => [entry.file, entry]));

/** Keys that must have a row: every mutation, every /api loader, every /admin page. */
function requiredKeys() {
  const keys = new Set<string>();
  for (const entry of inventory) {
    for (const mutation of entry.mutations) keys.add(mutationKey(entry.file, mutation));
    if (
      entry.servesGet &&
      (entry.pattern.startsWith("/api/") || entry.pattern.startsWith("/admin"))
    )
      keys.add(`${entry.file} GET`);
  }
  return keys;
}

describe("authorization matrix", () => {
  it("has a row for every mutating route, /api loader and /admin page, and none for routes that are gone", () => {
    const required = requiredKeys();
    const missing = [...required].filter((key) => !(key in ROWS));
    expect(missing, "routes without a row in the authorization matrix").toEqual([]);
    const stale = Object.keys(ROWS).filter((key) => {
      const { file, method, intent } = parseKey(key);
      const entry = byFile.get(file);
      if (!entry) return true;
      if (method === "GET") return !entry.hasLoader;
      return !entry.mutations.some((m) => m.method === method && m.intent === intent);
    });
    expect(stale, "rows for routes, methods or intents that no longer exist").toEqual([]);
    console.info(
      `authorization matrix: ${Object.keys(ROWS).length} route rows × ${ROLES.length} roles = ${
        Object.keys(ROWS).length * ROLES.length
      } cells`,
    );
  });

  const cells = Object.entries(ROWS).flatMap(([key, row]) =>
    ROLES.map((role, index) => ({ key, row, role, expected: row.who[index] })),
  );

  it.each(cells)("$key as $role → $expected", async ({ key, row, role, expected }) => {
    const { file, method } = parseKey(key);
    const entry = byFile.get(file)!;
    const mod = await importRouteModule(file);
    const handler = method === "GET" ? mod.loader : mod.action;
    expect(handler, `${file} has no ${method === "GET" ? "loader" : "action"}`).toBeDefined();

    const world = await makeWorld();
    const actor = actorOf(world, role);
    const sent = row.send(world, actor);
    const request = buildRequest(entry, method, sent, actor?.cookie ?? null);
    const params = Object.fromEntries(
      Object.entries(sent.params ?? {}).map(([name, value]) => [name, String(value)]),
    );
    const before = rowsWrittenSoFar();
    const footprintBefore = footprintOf(world.a.id);

    const outcome = await run(() => handler!({ request, params, context: {} }));

    expect(await outcomeMatches(outcome, expected), describeOutcome(outcome)).toBe(true);
    if (expected === "ok") {
      row.check?.(outcome, world, actor);
    } else {
      expect(rowsWrittenSoFar() - before, "rows a refused request wrote").toBe(0);
    }
    // Whatever B was allowed to do, it was to B's own data: A's rows are as they were.
    if (role === "other") expect(footprintOf(world.a.id)).toEqual(footprintBefore);
  });
});

describe("owner-only resources beyond the matrix", () => {
  it("a withdrawn public link shows nothing to anyone, its owner included", async () => {
    const world = await makeWorld();
    const page = await importRouteModule("editor_.p.$publicId.tsx");
    const runner = await importRouteModule("editor_.p.$publicId.run.ts");
    for (const actor of [null, world.a, world.b, world.admin]) {
      const headers = actor ? { Cookie: actor.cookie } : undefined;
      const params = { publicId: world.withdrawnPublicId };
      const shown = await run(() =>
        page.loader!({
          request: new Request(`${BASE_URL}/editor/p/${world.withdrawnPublicId}`, { headers }),
          params,
          context: {},
        }),
      );
      expect(shown.status).toBe(404);
      const ran = await run(() =>
        runner.loader!({
          request: new Request(`${BASE_URL}/editor/p/${world.withdrawnPublicId}/run`, { headers }),
          params,
          context: {},
        }),
      );
      expect(ran.status).toBe(404);
    }
  });

  it("B cannot take A's uploaded photo as B's own profile image", async () => {
    const world = await makeWorld();
    const { action } = await importRouteModule("api.user.profile.ts");
    const before = databaseDigest();
    const outcome = await run(() =>
      action!({
        request: new Request(`${BASE_URL}/api/user/profile`, {
          method: "PATCH",
          headers: { Cookie: world.b.cookie, "Content-Type": "application/json" },
          body: JSON.stringify({
            name: world.b.name,
            email: world.b.email,
            username: world.b.username,
            profileImage: `/images/${world.photo.id}`,
          }),
        }),
        params: {},
        context: {},
      }),
    );
    expect(outcome.status).toBe(400);
    expect(databaseDigest()).toBe(before);
  });
});

describe("route inventory", () => {
  it("reads flat-route file names as Remix does", () => {
    expect(urlPatternOf("_index").pattern).toBe("/");
    expect(urlPatternOf("admin._index").pattern).toBe("/admin");
    expect(urlPatternOf("courses.$slug_.learn")).toEqual({
      pattern: "/courses/:slug/learn",
      params: ["slug"],
    });
    expect(urlPatternOf("editor_.p.$publicId.run").pattern).toBe("/editor/p/:publicId/run");
    expect(urlPatternOf("admin.messages[.]csv").pattern).toBe("/admin/messages.csv");
    expect(urlPatternOf("_auth.login").pattern).toBe("/login");
    expect(urlPatternOf("api.$")).toEqual({ pattern: "/api/*", params: ["*"] });
    expect(urlPatternOf("$").pattern).toBe("/*");
  });

  it("lists every route file with what its action accepts", () => {
    // Route files, and folder routes by their `route.tsx`.
    const files = fs
      .readdirSync(ROUTES_DIR, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? [`${entry.name}/route.tsx`]
          : /\.tsx?$/.test(entry.name)
            ? [entry.name]
            : [],
      );
    expect(inventory.map((entry) => entry.file).sort()).toEqual(files.sort());
    const keysOf = (file: string) =>
      byFile.get(file)!.mutations.map((mutation) => mutationKey(file, mutation));
    expect(keysOf("api.courses.$slug.ts")).toEqual([
      "api.courses.$slug.ts PATCH",
      "api.courses.$slug.ts DELETE",
    ]);
    expect(keysOf("profile.tsx")).toContain("profile.tsx POST cancel-enrollment");
    expect(keysOf("courses.$slug_.learn/route.tsx")).toContain(
      "courses.$slug_.learn/route.tsx POST",
    );
    // 405/404 stubs take no arguments: no mutation, no GET.
    expect(byFile.get("api.enroll.ts")).toMatchObject({ servesGet: false });
    expect(keysOf("api.enrollments.ts")).toEqual([]);
  });
});
