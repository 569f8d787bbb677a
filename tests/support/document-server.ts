import { createRequestHandler, type ServerBuild } from "@remix-run/node";

import remixConfig from "../../remix.config.js";
import * as entry from "~/entry.server";
import * as root from "~/root";

type RouteModule = Record<string, unknown>;

/** A route of the mini build: its Remix id ("routes/privacy"), URL path and module. */
export type DocumentRoute = {
  id: string;
  path?: string;
  index?: boolean;
  module: RouteModule;
};

/**
 * A request handler over the real `entry.server` and `root`, plus the routes a test names, wired
 * the way the Remix compiler wires the build: documents go through `handleRequest` (nonce, CSP,
 * headers), resource routes and redirects through the server runtime exactly as in production.
 * No browser assets are needed: the manifest only has to name each route's module.
 */
export function documentHandler(routes: DocumentRoute[]) {
  const all = [{ id: "root", path: "", module: root as RouteModule }, ...routes];
  const manifestRoutes: ServerBuild["assets"]["routes"] = {};
  const buildRoutes: ServerBuild["routes"] = {};
  for (const { id, path, index, module } of all) {
    const parentId = id === "root" ? undefined : "root";
    buildRoutes[id] = { id, parentId, path, index, caseSensitive: false, module } as never;
    manifestRoutes[id] = {
      id,
      parentId,
      path,
      index,
      module: `/build/${id}.js`,
      imports: [],
      hasAction: "action" in module,
      hasLoader: "loader" in module,
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: "ErrorBoundary" in module,
    };
  }
  const build = {
    mode: "production",
    entry: { module: entry },
    routes: buildRoutes,
    assets: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: manifestRoutes,
      url: "/build/manifest.js",
      version: "test",
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    // The app's own flags: a test build that differed would test another runtime.
    future: remixConfig.future,
    isSpaMode: false,
    basename: undefined,
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}
