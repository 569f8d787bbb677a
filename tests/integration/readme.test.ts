/**
 * What the README tells a new self-hoster (issue 24, items 4, 5 and 11), checked against the code
 * it describes, so the two cannot drift apart silently.
 */
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));

/** The text of one `## heading` section (up to the next `## `). */
function section(heading: string) {
  const start = readme.indexOf(`\n## ${heading}\n`);
  expect(start, `README section "${heading}"`).toBeGreaterThan(-1);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** Prose with line breaks folded, so a phrase may wrap. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("README quick start", () => {
  const quickStart = flat(section("Quick start"));

  it("names the Node versions package.json accepts", () => {
    const major = pkg.engines.node.match(/^>=(\d+)\.\d+ <\d+$/)?.[1];
    expect(quickStart).toContain(`Requires Node.js ${major} LTS`);
    expect(quickStart).toContain("Node 20 is past its end of life and is refused");
  });

  it("says npm start builds first, and roughly how long that takes", () => {
    expect(pkg.scripts.start).toMatch(/^npm run build && /);
    expect(quickStart).toMatch(/`npm start` builds the app first \(about \d+ s\)/);
  });

  it("gives the admin panel's address", () => {
    expect(fs.existsSync(path.join(ROOT, "app/routes/admin.tsx"))).toBe(true);
    expect(quickStart).toContain("the admin panel is at [`http://localhost:3000/admin`]");
  });

  it("says the first admin account is created once, and how to change its password", () => {
    expect(quickStart).toContain("The admin account is **created once**");
    expect(quickStart).toContain("npm run admin:reset-password");
  });
});

describe("README on running it elsewhere", () => {
  it("next to the Docker example: cookies need HTTPS (or localhost) in production", () => {
    const docker = flat(section("Docker"));
    expect(docker).toContain("docker run");
    expect(docker).toContain("**Use HTTPS, or localhost.**");
    expect(docker).toMatch(/session cookie is `Secure`/);
    expect(docker).toContain("the login page says so");
  });

  it("documents admin:reset-password, also in the container", () => {
    const admin = flat(section("Admin password"));
    expect(admin).toContain("docker exec <container> npm run admin:reset-password");
    expect(admin).toContain("signs that account out everywhere");
  });

  it("every `npm run` command it names exists in package.json", () => {
    const named = new Set([...readme.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]));
    expect(named.size).toBeGreaterThan(3);
    for (const script of named) expect(Object.keys(pkg.scripts), script).toContain(script);
  });
});

describe("README configuration", () => {
  const configuration = section("Configuration");
  const example = fs.readFileSync(path.join(ROOT, ".env.example"), "utf8");
  const envSource = fs.readFileSync(path.join(ROOT, "app/env.server.ts"), "utf8");

  it.each(["PUBLIC_URL", "SMTP_URL", "MAIL_FROM", "TRUST_PROXY"])(
    "documents %s, which the server reads, in the table and in .env.example",
    (name) => {
      expect(envSource).toMatch(new RegExp(`\\b${name}: `));
      expect(configuration).toContain(`| \`${name}\``);
      expect(example).toMatch(new RegExp(`^${name}=`, "m"));
    },
  );

  it("says what happens to mail without SMTP_URL", () => {
    const mail = flat(section("Mail"));
    expect(mail).toContain("`SMTP_URL` unset: **nothing is sent**");
    expect(mail).toContain("/admin/emails");
    expect(mail).toContain("never on the request's `Host` header");
  });
});
