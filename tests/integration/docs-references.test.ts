/**
 * Docs that cannot drift (issue 41): every repository path and code name quoted in the README and
 * under docs/ exists, so a rename fails here until the docs follow it.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

const TRACKED = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
const TRACKED_SET = new Set(TRACKED);
const BASENAMES = new Set(TRACKED.map((file) => path.basename(file)));
const DIRECTORIES = new Set(
  TRACKED.flatMap((file) => {
    const parts = file.split("/");
    return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join("/"));
  }),
);

/** Every identifier written in the code base (TypeScript, JavaScript, CSS, config). */
const CODE_WORDS = new Set(
  TRACKED.filter(
    (file) =>
      /\.(tsx?|mjs|js|css|json|sql)$/.test(file) &&
      !file.startsWith("docs/") &&
      file !== path.relative(ROOT, import.meta.filename),
  ).flatMap(
    (file) => fs.readFileSync(path.join(ROOT, file), "utf8").match(/[A-Za-z_$][\w$]*/g) ?? [],
  ),
);

const DOCS = TRACKED.filter(
  (file) => file === "README.md" || /^docs\/(decisions\/)?[^/]+\.md$/.test(file),
);

/**
 * Walk-throughs that name files a reader would create (decision 129 adds a hypothetical
 * "Patrocinadores" entity step by step): their names are examples, not references.
 */
const EXAMPLE = /sponsor|Sponsor|NNN/;

/** Build output (gitignored) that docs describe: checked by the build, not here. */
const BUILT = /^(public\/build|public\/monaco|build)(\/|$)/;

/**
 * Names from the libraries and platforms we build on, quoted where a doc explains a choice (their
 * files, functions, a built file, a package's stylesheet, React Router 7's `app/routes.ts` still to be written, a variable
 * of a formula); any other path or camelCase name must be in our repository.
 */
const OUTSIDE_NAMES = new Set([
  "app/routes.ts",
  "prism-code-editor/layout.css",
  "config.js",
  "monaco.client.css",
  "Response.json",
  "routes.ts",
  "server.js",
  "serverNow",
  "AbortController",
  "ContextCreatedNotification",
  "compilePath",
  "createRemoteJWKSet",
  "createServerRoutes",
  "createStaticRouter",
  "credentialStatus",
  "defaultNow",
  "flatRoutes",
  "manualChunks",
  "pgTable",
  "redirectDocument",
  "throwIfPotentialCSRFAttack",
  "useRoutes",
]);

const TOP_LEVEL = /^(app|db|tests|server|scripts|docs|deploy|public|patches|\.ci)\//;
const FILE_NAME = /^[\w.-]+\.(tsx?|mjs|js|json|md|css|sql|sh)$/;
/** camelCase or PascalCase names with at least one inner capital, optionally called: `getUser(…)`. */
const CODE_NAME = /^([a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*)(\(.*\))?$/;
/** Anything that is a pattern rather than a name. */
const PLACEHOLDER = /[*{}<>…]|\.\.\./;

type Reference = { doc: string; line: number; text: string };

function references(): Reference[] {
  const found: Reference[] = [];
  for (const doc of DOCS) {
    const lines = fs.readFileSync(path.join(ROOT, doc), "utf8").split("\n");
    let fenced = false;
    lines.forEach((line, index) => {
      if (line.trimStart().startsWith("```")) fenced = !fenced;
      if (fenced) return;
      for (const [, text] of line.matchAll(/`([^`\n]+)`/g)) {
        found.push({ doc, line: index + 1, text: text.trim() });
      }
    });
  }
  return found;
}

/** What is wrong with one quoted text, or null when it is fine or not a reference. */
function problem(text: string): string | null {
  if (EXAMPLE.test(text) || PLACEHOLDER.test(text.split("#")[0]) || /\s/.test(text)) return null;
  const [file, name] = text.replace(/[.,:;]+$/, "").split("#");
  if (BUILT.test(file) || OUTSIDE_NAMES.has(file)) return null;
  if (TOP_LEVEL.test(file)) {
    const bare = file.replace(/\/$/, "");
    if (!TRACKED_SET.has(bare) && !DIRECTORIES.has(bare)) {
      // `docs/decisions/086` names a decision by number.
      const decision = /^docs\/decisions\/(\d{3})$/.exec(bare);
      if (!decision || !BASENAMES.has(decisionFile(decision[1]) ?? "")) return "no such path";
    }
    if (
      name &&
      TRACKED_SET.has(bare) &&
      !fs.readFileSync(path.join(ROOT, bare), "utf8").includes(name)
    ) {
      return `no ${name} in ${bare}`;
    }
    return null;
  }
  if (FILE_NAME.test(file)) return BASENAMES.has(file) ? null : "no file of that name";
  const code = CODE_NAME.exec(text);
  if (code && !CODE_WORDS.has(code[1]) && !OUTSIDE_NAMES.has(code[1])) {
    return "no such name in the code";
  }
  return null;
}

function decisionFile(number: string) {
  return TRACKED.map((file) => path.basename(file)).find((base) => base.startsWith(`${number}-`));
}

describe("docs name only what exists", () => {
  it("every quoted path, file name and code name in README.md and docs/ is in the repository", () => {
    const broken = references()
      .map((reference) => ({ ...reference, problem: problem(reference.text) }))
      .filter((reference) => reference.problem)
      .map(({ doc, line, text, problem }) => `${doc}:${line} \`${text}\`: ${problem}`);
    expect(broken).toEqual([]);
  });

  it("catches a renamed file, a renamed function and a missing test file", () => {
    expect(problem("app/utils/http.server.ts")).toBe("no such path");
    expect(problem("app/root.tsx#noSuchExport")).toBe("no noSuchExport in app/root.tsx");
    expect(problem("limitRequestBodyBytes")).toBe("no such name in the code");
    expect(problem("renamed-away.test.ts")).toBe("no file of that name");
    expect(problem("app/root.tsx")).toBeNull();
    expect(problem("docs/decisions/086")).toBeNull();
  });
});
