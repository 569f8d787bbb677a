import fs from "node:fs";

import madge from "madge";
import { beforeAll, describe, expect, it } from "vitest";

// Type imports count: a component importing a route's types still ties the two together. Built
// once for the file, before its checks: madge parses the whole tree, ~11 s on a quiet 2-core
// machine and over 20 s (the per-test limit) at load average 20, hence the hook's own limit.
let graph: Promise<Awaited<ReturnType<typeof madge>>>;
const importGraph = () => graph;
beforeAll(async () => {
  graph = buildImportGraph();
  await graph;
}, 180_000);

async function buildImportGraph() {
  const result = await madge(["app", "db"], {
    fileExtensions: ["ts", "tsx"],
    tsConfig: "tsconfig.json",
    detectiveOptions: {
      ts: { skipTypeImports: false, mixedImports: true },
      tsx: { skipTypeImports: false, mixedImports: true },
    },
  });
  return result;
}

const BELOW_ROUTES = /^app\/(components|utils|models|auth|schemas|data|config|editor|enhance)\//;
const ROUTE_OR_ROOT = /^app\/(routes\/|root\.tsx$)/;

describe("module structure", () => {
  it("has no import circles, type imports included", async () => {
    const graph = await importGraph();
    expect(graph.circular()).toEqual([]);
  });

  it("keeps components, utils, models, auth and schemas from importing a route or root.tsx", async () => {
    const graph = (await importGraph()).obj();
    expect(Object.keys(graph).length).toBeGreaterThan(100);
    const offenders = Object.entries(graph).flatMap(([file, imports]) =>
      BELOW_ROUTES.test(file)
        ? imports
            .filter((target) => ROUTE_OR_ROOT.test(target))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(offenders).toEqual([]);
  });

  it("keeps the static pages' script plain: app/enhance imports only app/enhance, app/data, app/offline's plain modules, the browser's form schemas, the form kit's markup and the editor's code helpers", async () => {
    // It is bundled on its own for pages without React (decision 124): no React, no server code.
    // The forms' validation (decision 132) loads the schemas the browser already loaded with
    // React (zod/mini, decision 071), the form kit's class strings and its error summary's markup;
    // the static editor page (decision 144) the same size check the hydrated one runs
    // (app/editor/combine-code.ts).
    const graph = (await importGraph()).obj();
    const files = Object.keys(graph).filter((file) => file.startsWith("app/enhance/"));
    expect(files).toContain("app/enhance/static-page.ts");
    const offenders = files.flatMap((file) =>
      graph[file]
        // app/offline's modules are plain browser code too (the worker bundles them); its React
        // hooks (use-*.ts) are not.
        .filter(
          (target) =>
            !/^app\/(enhance|data)\/|^app\/offline\/(?!use-)|^app\/schemas\/(?!.*\.server\.)|^app\/components\/ui\/(input-classes|error-summary-markup)\.ts$|^app\/editor\/combine-code\.ts$/.test(
              target,
            ),
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps utils from importing components (components build on utils, never the reverse)", async () => {
    const graph = (await importGraph()).obj();
    const offenders = Object.entries(graph).flatMap(([file, imports]) =>
      file.startsWith("app/utils/")
        ? imports
            .filter((target) => target.startsWith("app/components/"))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(offenders).toEqual([]);
  });

  it("keeps the public forms' schemas on zod/mini: the browser loads them (decision 071)", () => {
    // The schemas of the forms anonymous visitors and students fill in ship to the browser: full
    // zod would add ~60 KB gzip to those pages. Only `npm run bench` would notice otherwise.
    const publicSchemas = ["auth", "account", "contact", "live-registration", "mini-fields"];
    for (const name of publicSchemas) {
      const source = fs.readFileSync(`app/schemas/${name}.ts`, "utf8");
      const zodImports = [...source.matchAll(/from "(zod[^"]*)"/g)].map((match) => match[1]);
      expect(zodImports, `app/schemas/${name}.ts`).toEqual(["zod/mini"]);
    }
  });

  it("keeps runtime code from importing the demo seed", async () => {
    const graph = (await importGraph()).obj();
    const offenders = Object.entries(graph).flatMap(([file, imports]) =>
      file.startsWith("app/") && file !== "app/db.server.ts"
        ? imports
            .filter((target) => target.startsWith("db/seed"))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(offenders).toEqual([]);
  });
});
