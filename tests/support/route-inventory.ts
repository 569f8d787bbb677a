/**
 * Every route module under app/routes, read from the file system and imported, so that suites
 * built on it (authorization matrix, cross-origin sweep) notice a new route or a new intent.
 *
 * What comes from where:
 * - the URL pattern from the file name (Remix flat routes: `.` → `/`, `$param` → `:param`, `$` →
 *   `*`, `_index`, pathless `_layout` segments dropped, a trailing `_` opting out of nesting,
 *   `[...]` escaping);
 * - `loader`/`action` from the module's exports. An export that takes no arguments cannot read
 *   the request, so it changes nothing a client chose: such an action (405/404 stubs) is not a
 *   mutation, such a loader that answers with `methodNotAllowed` serves no GET;
 * - the methods an action accepts from its own code (`request.method !== "X"`, the keys given to
 *   `dispatchMethod`); an action that does not look at the method takes whatever a form posts
 *   (POST);
 * - the intents from the zod schemas the route file parses with (`schema: X`, `readJsonBody(_, X)`)
 *   that have an `intent` discriminator; a schema without one (or no schema) counts as one
 *   intent-less form.
 */
import fs from "node:fs";
import path from "node:path";

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

export const ROUTES_DIR = path.resolve("app/routes");

export type Mutation = { method: string; intent: string | null };

export type RouteEntry = {
  /** File name under app/routes, e.g. `api.enrollments.$id.ts`. */
  file: string;
  /** URL pattern, e.g. `/api/enrollments/:id`; a splat is `*`. */
  pattern: string;
  params: string[];
  /** A page (default export) rather than a resource route. */
  isPage: boolean;
  hasLoader: boolean;
  /** Has a loader that reads the request or answers something else than 405. */
  servesGet: boolean;
  hasAction: boolean;
  /** Method × intent pairs the action handles; empty for stubs. */
  mutations: Mutation[];
};

type RouteModule = {
  default?: unknown;
  loader?: (...args: never[]) => unknown;
  action?: (...args: never[]) => unknown;
};

const METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** Splits a flat-route file name into segments on `.` outside `[...]` escapes. */
export function splitSegments(name: string) {
  const segments: { raw: string; text: string }[] = [];
  let raw = "";
  let text = "";
  let escaped = false;
  for (const char of name) {
    if (char === "[") escaped = true;
    else if (char === "]") escaped = false;
    else if (char === "." && !escaped) {
      segments.push({ raw, text });
      raw = "";
      text = "";
      continue;
    } else text += char;
    raw += char;
  }
  segments.push({ raw, text });
  return segments;
}

/** The URL pattern of a route file name (without extension). */
export function urlPatternOf(routeName: string) {
  const parts: string[] = [];
  const params: string[] = [];
  for (const { raw, text } of splitSegments(routeName)) {
    if (raw === "_index") continue;
    // A pathless layout (`_auth.login`) adds no URL segment; an escaped `[_x]` is literal.
    if (raw.startsWith("_")) continue;
    const segment = raw.endsWith("_") && !raw.endsWith("]") ? text.slice(0, -1) : text;
    if (segment === "$") {
      parts.push("*");
      params.push("*");
    } else if (raw.startsWith("$")) {
      parts.push(`:${segment.slice(1)}`);
      params.push(segment.slice(1));
    } else {
      parts.push(segment);
    }
  }
  return { pattern: `/${parts.join("/")}`, params };
}

function routeFiles() {
  return fs
    .readdirSync(ROUTES_DIR, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isFile() && /\.(tsx?|jsx?)$/.test(entry.name) && !entry.name.includes(".test."))
        return [entry.name];
      // Folder routes: `name/route.tsx`.
      if (entry.isDirectory()) {
        const inner = fs
          .readdirSync(path.join(ROUTES_DIR, entry.name))
          .find((file) => /^route\.(tsx?|jsx?)$/.test(file));
        return inner ? [`${entry.name}/${inner}`] : [];
      }
      return [];
    })
    .sort();
}

function routeNameOf(file: string) {
  return file.includes("/") ? file.split("/")[0] : file.replace(/\.(tsx?|jsx?)$/, "");
}

function isStubLoader(loader: RouteModule["loader"]) {
  return loader !== undefined && loader.length === 0 && /methodNotAllowed/.test(String(loader));
}

/** The methods an action's code tells apart; none found means it takes any form post. */
function actionMethods(action: NonNullable<RouteModule["action"]>) {
  const code = String(action);
  const compared = [...code.matchAll(/request\.method\s*!==?\s*["'`](\w+)["'`]/g)].map(
    (match) => match[1],
  );
  const dispatched = /dispatchMethod\s*\)?\s*\(/.test(code)
    ? METHODS.filter((method) => new RegExp(`\\b${method}\\s*:`).test(code))
    : [];
  const methods = [...new Set([...compared, ...dispatched])];
  return methods.length > 0 ? methods : ["POST"];
}

/** `import { a, b as c } from "~/schemas/x"` → Map(local name → [module, exported name]). */
function schemaImports(source: string) {
  const imports = new Map<string, [string, string]>();
  for (const match of source.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["'](~\/schemas\/[^"']+)["']/g,
  )) {
    for (const name of match[1].split(",")) {
      const [exported, local = exported] = name
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      if (exported) imports.set(local, [match[2], exported]);
    }
  }
  return imports;
}

type ZodLike = { _zod?: { propValues?: Record<string, Set<unknown>> } };

/** The intents of the schemas a route file parses with; `null` for a form without one. */
async function intentsOf(source: string) {
  const imports = schemaImports(source);
  const used = new Set(
    [
      ...source.matchAll(/\bschema:\s*(\w+)/g),
      ...source.matchAll(/readJsonBody\(\s*\w+\s*,\s*(\w+)/g),
      ...source.matchAll(/\b(\w+ActionSchema)\b/g),
    ].map((match) => match[1]),
  );
  const intents = new Set<string | null>();
  for (const local of used) {
    const origin = imports.get(local);
    if (!origin) continue;
    const schemas = (await import(/* @vite-ignore */ origin[0])) as Record<string, ZodLike>;
    const values = schemas[origin[1]]?._zod?.propValues?.intent;
    if (values && values.size > 0) for (const value of values) intents.add(String(value));
    else intents.add(null);
  }
  if (intents.size === 0) intents.add(null);
  return [...intents];
}

/**
 * A route's code: its file, or for a folder route every module of the folder (its server parts sit
 * beside `route.tsx`, and the schemas they parse with count).
 */
function routeSource(file: string) {
  if (!file.includes("/")) return fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
  const folder = path.join(ROUTES_DIR, path.dirname(file));
  return fs
    .readdirSync(folder)
    .filter((name) => /\.(tsx?|jsx?)$/.test(name) && !name.includes(".test."))
    .map((name) => fs.readFileSync(path.join(folder, name), "utf8"))
    .join("\n");
}

let cached: Promise<RouteEntry[]> | undefined;

/** Every route of app/routes (imported once per test file). */
export function loadRouteInventory() {
  cached ??= (async () => {
    const entries: RouteEntry[] = [];
    for (const file of routeFiles()) {
      const source = routeSource(file);
      const mod = (await import(/* @vite-ignore */ path.join(ROUTES_DIR, file))) as RouteModule;
      const { pattern, params } = urlPatternOf(routeNameOf(file));
      const realAction = mod.action !== undefined && mod.action.length > 0;
      const mutations: Mutation[] = [];
      if (realAction) {
        const intents = await intentsOf(source);
        for (const method of actionMethods(mod.action!)) {
          for (const intent of intents) mutations.push({ method, intent });
        }
      }
      entries.push({
        file,
        pattern,
        params,
        isPage: mod.default !== undefined,
        hasLoader: mod.loader !== undefined,
        servesGet: mod.loader !== undefined && !isStubLoader(mod.loader),
        hasAction: mod.action !== undefined,
        mutations,
      });
    }
    return entries;
  })();
  return cached;
}

/** `file METHOD[ intent]`: how the suites key a mutation. */
export function mutationKey(file: string, { method, intent }: Mutation) {
  return intent ? `${file} ${method} ${intent}` : `${file} ${method}`;
}

/** A concrete path for a pattern, each param taken from `values` (missing ones → "0"). */
export function pathFor(pattern: string, values: Record<string, string | number> = {}) {
  return pattern.replace(/:(\w+)|\*/g, (_, name: string | undefined) =>
    String(values[name ?? "*"] ?? "0"),
  );
}

/** The module of a route file (the same instance `loadRouteInventory` imported). */
export async function importRouteModule(file: string) {
  return (await import(/* @vite-ignore */ path.join(ROUTES_DIR, file))) as {
    loader?: (args: LoaderFunctionArgs) => unknown;
    action?: (args: ActionFunctionArgs) => unknown;
  };
}
