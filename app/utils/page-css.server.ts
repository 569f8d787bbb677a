import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A static page carries the rules its own markup uses in a `<style>` instead of linking the whole
 * stylesheet (docs/decisions/133): on a slow phone the link is a second request, a full round trip
 * before the first paint. The rules come from the index `npm run build` writes
 * (scripts/build-page-css.mjs).
 */
export type StylesheetIndex = {
  preamble: string[];
  rules: {
    css: string;
    at: string[];
    /** Each selector's needs; empty when one of them needs nothing (the rule always applies). */
    needs: { classes: string[]; tags: string[] }[];
    animations?: string[];
  }[];
  keyframes: Record<string, string>;
  alwaysClasses: string[];
};

export type PageCss = { css: string; hash: string };

const INDEX_DIR = path.resolve("build/page-css");
const CACHE_LIMIT = 200;

const indexes = new Map<string, StylesheetIndex | null>();

/** The index of a built stylesheet (`/build/_assets/name.css`), or null without a build. */
function stylesheetIndex(href: string): StylesheetIndex | null {
  let index = indexes.get(href);
  if (index === undefined) {
    try {
      const file = path.join(INDEX_DIR, `${path.basename(href)}.json`);
      index = JSON.parse(fs.readFileSync(file, "utf8")) as StylesheetIndex;
    } catch {
      // `remix dev` and the unit tests run without `npm run build`: the page keeps its link.
      index = null;
    }
    indexes.set(href, index);
  }
  return index;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/** Class names and element names used in a document's markup (React escapes attributes). */
export function markupNames(html: string) {
  // Unique attribute values first: a page repeats its class lists (cards, chips, list items).
  const lists = new Set<string>();
  for (let at = html.indexOf(' class="'); at !== -1; at = html.indexOf(' class="', at)) {
    const end = html.indexOf('"', at + 8);
    if (end === -1) break;
    lists.add(html.slice(at + 8, end));
    at = end;
  }
  const classes = new Set<string>();
  for (const list of lists) {
    const decoded = list.includes("&") ? list.replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? e) : list;
    for (const name of /[\t\n\r]/.test(decoded) ? decoded.split(/\s+/) : decoded.split(" "))
      if (name) classes.add(name);
  }
  const tags = new Set<string>();
  // React writes element names in lower case.
  const tag = /<([a-z][a-z0-9]*)/g;
  for (let match = tag.exec(html); match; match = tag.exec(html)) tags.add(match[1]!);
  return { classes, tags };
}

/** The stylesheet's rules that can match in markup with these names, in the stylesheet's order. */
export function selectRules(
  index: StylesheetIndex,
  names: { classes: Set<string>; tags: Set<string> },
) {
  const classes = new Set([...names.classes, ...index.alwaysClasses]);
  const out: string[] = [...index.preamble];
  const animations = new Set<string>();
  let openAt: string[] = [];
  for (const rule of index.rules) {
    const applies =
      rule.needs.length === 0 ||
      rule.needs.some(
        (needs) =>
          needs.classes.every((name) => classes.has(name)) &&
          needs.tags.every((tag) => names.tags.has(tag)),
      );
    if (!applies) continue;
    let shared = 0;
    while (shared < openAt.length && shared < rule.at.length && openAt[shared] === rule.at[shared])
      shared++;
    for (let i = openAt.length; i > shared; i--) out.push("}");
    for (const at of rule.at.slice(shared)) out.push(`${at}{`);
    openAt = rule.at;
    out.push(rule.css);
    for (const name of rule.animations ?? []) animations.add(name);
  }
  for (let i = openAt.length; i > 0; i--) out.push("}");
  for (const name of animations) out.push(index.keyframes[name] ?? "");
  return out.join("");
}

const pageCssCache = new Map<string, PageCss>();

/**
 * The rules a document's markup uses, with a short hash of them (the static page's script adopts
 * a fetched page's rules once per hash). Memoised by the names that matter, so the pages of one
 * kind share one entry. Null when the stylesheet has no index.
 */
export function pageCss(
  html: string,
  stylesheetHref: string,
  index = stylesheetIndex(stylesheetHref),
): PageCss | null {
  if (!index) return null;
  const names = markupNames(html);
  const key = `${stylesheetHref}|${[...names.classes].sort().join(" ")}|${[...names.tags].sort().join(" ")}`;
  let entry = pageCssCache.get(key);
  if (!entry) {
    const css = selectRules(index, names);
    entry = { css, hash: createHash("sha256").update(css).digest("base64url").slice(0, 12) };
    if (pageCssCache.size >= CACHE_LIMIT) pageCssCache.delete(pageCssCache.keys().next().value!);
  }
  // Least recently used last: re-inserted on every hit.
  pageCssCache.delete(key);
  pageCssCache.set(key, entry);
  return entry;
}

/**
 * A static document with its stylesheet link replaced by the rules its markup uses. Unchanged
 * when it has no such link or the stylesheet no index.
 */
export function inlinePageCss(
  html: string,
  stylesheetHref: string,
  index = stylesheetIndex(stylesheetHref),
) {
  const link = `<link rel="stylesheet" href="${stylesheetHref}"/>`;
  const at = html.indexOf(link);
  if (at === -1) return html;
  const css = pageCss(html, stylesheetHref, index);
  if (!css) return html;
  return (
    html.slice(0, at) +
    `<style data-page-css="${css.hash}">${css.css}</style>` +
    html.slice(at + link.length)
  );
}
