#!/usr/bin/env node
// `npm run build:page-css` (part of `npm run build`): indexes the built stylesheet so that a static
// page can carry the rules its own markup uses in a <style> of its own instead of waiting for a
// second request (docs/decisions/133). Writes build/page-css/<stylesheet>.json, read by
// app/utils/page-css.server.ts. The index keeps the stylesheet's order: each rule with the at-rules
// around it and what its selectors need (class names and element names) to match anything.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import postcss from "postcss";
import selectorParser from "postcss-selector-parser";

/**
 * What one selector needs in a page to match anything there: its class names and element names,
 * outside the arguments of pseudo-classes and pseudo-elements, which only narrow a match (a
 * `.dark\:x:is(.dark *)` rule needs only `dark:x`: the theme can change without a new page).
 * `*`, attributes and pseudo-elements need nothing.
 */
export function selectorNeeds(selector) {
  const classes = new Set();
  const tags = new Set();
  selectorParser((root) => {
    root.walk((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === "pseudo") return;
      }
      if (node.type === "class") classes.add(node.value);
      if (node.type === "tag") tags.add(node.value.toLowerCase());
    });
  }).processSync(selector);
  return { classes: [...classes], tags: [...tags] };
}

/** Animation names a rule's declarations refer to, among the stylesheet's keyframes. */
function animationNames(rule, keyframeNames) {
  const names = new Set();
  rule.walkDecls(/^animation(-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) if (keyframeNames.has(word)) names.add(word);
  });
  return [...names];
}

/** The chain of at-rules (outermost first) a rule sits in, e.g. ["@media (min-width:640px)"]. */
function atRuleChain(node) {
  const chain = [];
  for (let parent = node.parent; parent && parent.type !== "root"; parent = parent.parent) {
    if (parent.type === "atrule") chain.unshift(`@${parent.name} ${parent.params}`);
  }
  return chain;
}

/**
 * The index of a stylesheet: every style rule in order with its at-rules and needs, the keyframes
 * by name, the rules no page can do without (`@font-face`, `@property`...), and `alwaysClasses`:
 * the given class names (those scripts add after load) that the stylesheet styles.
 * @param {string} css
 * @param {{ alwaysClasses?: string[] }} [options]
 */
export function indexStylesheet(css, { alwaysClasses = [] } = {}) {
  const root = postcss.parse(css);
  const keyframes = {};
  root.walkAtRules(/keyframes$/, (atRule) => {
    keyframes[atRule.params] = atRule.toString();
  });
  const keyframeNames = new Set(Object.keys(keyframes));
  const rules = [];
  const preamble = [];
  const styled = new Set();
  root.walk((node) => {
    if (node.type === "atrule" && !node.nodes && node.parent?.type === "root") {
      preamble.push(node.toString()); // @charset, @import, @layer order
      return;
    }
    if (node.type === "atrule" && ["font-face", "property", "page"].includes(node.name)) {
      preamble.push(node.toString());
      return;
    }
    if (node.type !== "rule") return;
    if (node.parent?.type === "atrule" && /keyframes$/.test(node.parent.name)) return;
    if (
      node.parent?.type === "atrule" &&
      ["font-face", "property", "page"].includes(node.parent.name)
    )
      return;
    const selectors = node.selectors.map(selectorNeeds);
    for (const selector of selectors) for (const name of selector.classes) styled.add(name);
    const entry = {
      css: node.toString().replace(/\s*\n\s*/g, ""),
      at: atRuleChain(node),
      // A selector that needs nothing matches on every page: the rule always goes in.
      needs: selectors.some((selector) => !selector.classes.length && !selector.tags.length)
        ? []
        : selectors,
    };
    const animations = animationNames(node, keyframeNames);
    if (animations.length) entry.animations = animations;
    rules.push(entry);
  });
  return {
    preamble,
    rules,
    keyframes,
    alwaysClasses: [...new Set(alwaysClasses)].filter((name) => styled.has(name)).sort(),
  };
}

/**
 * Class names that scripts may add to a static page after it loaded: every word of every string
 * literal in the static pages' scripts (and the form kit's class lists they share), kept when the
 * stylesheet styles it. Generous on purpose: a word too many costs a rule, a word too few an
 * unstyled element.
 */
function scriptClassNames(root) {
  const files = [
    ...fs
      .readdirSync(path.join(root, "app/enhance"))
      .filter((name) => name.endsWith(".ts"))
      .map((name) => path.join(root, "app/enhance", name)),
    path.join(root, "app/components/ui/input-classes.ts"),
    path.join(root, "app/components/ui/error-summary-markup.ts"),
  ];
  const names = new Set(["dark", "light"]);
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    for (const [, , literal] of source.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of literal.split(/\s+/)) if (word) names.add(word);
    }
  }
  return [...names];
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const assets = path.join(root, "public/build/_assets");
  const stylesheets = fs.readdirSync(assets).filter((name) => name.endsWith(".css"));
  if (stylesheets.length === 0)
    throw new Error(`No stylesheet in ${assets}: run remix build first.`);
  const outDir = path.join(root, "build/page-css");
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const alwaysClasses = scriptClassNames(root);
  for (const name of stylesheets) {
    const index = indexStylesheet(fs.readFileSync(path.join(assets, name), "utf8"), {
      alwaysClasses,
    });
    fs.writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(index));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
