import {
  createMemoryHistory,
  createRouter,
  matchPath,
  matchRoutes,
  type AgnosticRouteObject,
} from "@remix-run/router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { streamTimeout } from "~/entry.server";
import * as privacy from "~/routes/privacy";
import { documentHandler } from "../support/document-server";
import { BASE_URL } from "../support/requests";

// What a server render costs beyond its own work (issue 20, logged-in page CPU; decision 131).

describe("document render", () => {
  const handle = documentHandler([{ id: "routes/privacy", path: "privacy", module: privacy }]);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  // The abort timer's closure holds the whole render (tree, data, streams): left pending, every
  // page sent in the last six seconds stayed in memory (~50 MB at 300 pages a second).
  it("clears its abort timer once the document is sent", async () => {
    const setTimer = vi.spyOn(globalThis, "setTimeout");
    const clearTimer = vi.spyOn(globalThis, "clearTimeout");
    const response = await handle(new Request(`${BASE_URL}/privacy`));
    expect(response.status).toBe(200);
    const abortTimers = setTimer.mock.calls
      .map((call, index) => ({ delay: call[1], timer: setTimer.mock.results[index]?.value }))
      .filter(({ delay }) => delay === streamTimeout + 1_000);
    expect(abortTimers).toHaveLength(1);

    // A static page (this one) is rendered whole before it is sent (decision 133); a page that
    // hydrates streams, and its timer is cleared when the stream closes.
    expect(await response.text()).toContain("</html>");
    await vi.waitFor(() => expect(clearTimer).toHaveBeenCalledWith(abortTimers[0]!.timer));
  });
});

// patches/@remix-run+router: matchRoutes keeps each routes array's ranked branches and each
// pattern's compiled expression. These check that the caches answer what the router would.
describe("route matching caches", () => {
  const routes: AgnosticRouteObject[] = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "courses", path: "courses" },
        { id: "course", path: "courses/:slug" },
        { id: "learn", path: "courses/:slug/learn" },
        { id: "catchall", path: "*" },
      ],
    },
  ];
  const ids = (pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.id);

  it("matches the same routes array the same way every time", () => {
    for (let round = 0; round < 3; round++) {
      expect(ids("/courses")).toEqual(["root", "courses"]);
      expect(ids("/courses/web/learn")).toEqual(["root", "learn"]);
      expect(matchRoutes(routes, "/courses/web")?.at(-1)?.params).toEqual({ slug: "web" });
      expect(ids("/nada/aqui")).toEqual(["root", "catchall"]);
    }
  });

  it("keeps a pattern's end and case options apart", () => {
    expect(matchPath({ path: "/admin", end: false }, "/admin/courses")).not.toBeNull();
    expect(matchPath({ path: "/admin", end: true }, "/admin/courses")).toBeNull();
    expect(matchPath({ path: "/Admin", caseSensitive: false }, "/admin")).not.toBeNull();
    expect(matchPath({ path: "/Admin", caseSensitive: true }, "/admin")).toBeNull();
    expect(matchPath({ path: "/Admin", caseSensitive: false }, "/ADMIN")).not.toBeNull();
  });

  it("sees routes patched in during a navigation (lazy route discovery)", async () => {
    const router = createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }],
      history: createMemoryHistory(),
      // The router matches these very routes before and after the patch.
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/merch") patch("root", [{ id: "merch", path: "merch" }]);
      },
    }).initialize();
    await router.navigate("/merch");
    expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "merch"]);
    router.dispose();
  });
});
