import { describe, expect, it } from "vitest";

import { largestPaintImageSource } from "~/utils/inline-image.server";
import {
  inlinePageCss,
  markupNames,
  selectRules,
  type StylesheetIndex,
} from "~/utils/page-css.server";

import { indexStylesheet } from "../../scripts/build-page-css.mjs";

const index = (css: string, alwaysClasses: string[] = []) =>
  indexStylesheet(css, { alwaysClasses }) as StylesheetIndex;

const STYLESHEET = [
  "*,:before,:after{box-sizing:border-box}",
  "h1{font-size:2rem}",
  "table{border-collapse:collapse}",
  ".card{border:1px solid}",
  ".dark\\:bg-black:is(.dark *){background:#000}",
  ".group:hover .group-hover\\:underline{text-decoration:underline}",
  ".animate-spin{animation:spin 1s linear infinite}",
  ".unused{color:red}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  "@keyframes unused{to{opacity:0}}",
  "@media (min-width:640px){.sm\\:flex{display:flex}.unused-sm{display:grid}}",
  ".hidden{display:none}",
  "::view-transition-old(root){animation:none}",
].join("");

const names = (html: string) => markupNames(html);

describe("the rules a page uses", () => {
  it("keeps the rules whose class and element names the markup has, in the stylesheet's order", () => {
    const css = selectRules(
      index(STYLESHEET),
      names('<body><h1 class="card sm:flex dark:bg-black">Hola</h1></body>'),
    );
    expect(css).toBe(
      [
        "*,:before,:after{box-sizing:border-box}",
        "h1{font-size:2rem}",
        ".card{border:1px solid}",
        ".dark\\:bg-black:is(.dark *){background:#000}",
        "@media (min-width:640px){.sm\\:flex{display:flex}}",
        "::view-transition-old(root){animation:none}",
      ].join(""),
    );
  });

  it("needs every class of a selector, not those inside :is() (the theme changes in place)", () => {
    expect(
      selectRules(index(STYLESHEET), names('<p class="group-hover:underline">')),
    ).not.toContain("underline{");
    expect(
      selectRules(index(STYLESHEET), names('<a class="group"><p class="group-hover:underline">')),
    ).toContain(".group:hover .group-hover\\:underline{text-decoration:underline}");
  });

  it("brings the keyframes of the animations it keeps, and no others", () => {
    const css = selectRules(index(STYLESHEET), names('<svg class="animate-spin">'));
    expect(css).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    expect(css).not.toContain("@keyframes unused");
  });

  it("always keeps the classes scripts add after load, when the stylesheet styles them", () => {
    const css = selectRules(index(STYLESHEET, ["hidden", "not-styled"]), names("<p>"));
    expect(css).toContain(".hidden{display:none}");
    expect(index(STYLESHEET, ["hidden", "not-styled"]).alwaysClasses).toEqual(["hidden"]);
  });

  it("reads class names as React escapes them", () => {
    expect([...markupNames('<div class="[&amp;&gt;svg]:h-4  a\nb"></div><TABLE>').classes]).toEqual(
      ["[&>svg]:h-4", "a", "b"],
    );
  });

  it("replaces the stylesheet link of a document with a <style> of its rules", () => {
    const href = "/build/_assets/tailwind-TEST.css";
    const html = `<html><head><link rel="stylesheet" href="${href}"/></head><body><table class="card"></table></body></html>`;
    const out = inlinePageCss(html, href, index(STYLESHEET));
    expect(out).not.toContain("<link");
    const style = /<style data-page-css="([\w-]{12})">(.*)<\/style>/.exec(out);
    expect(style?.[2]).toContain("table{border-collapse:collapse}.card{border:1px solid}");
    expect(style?.[2]).not.toContain("h1{");
    // The same rules, the same hash: a page's script adopts each set of rules once.
    const again = inlinePageCss(html.replace("<table", "<table id=x"), href, index(STYLESHEET));
    expect(/data-page-css="([\w-]+)"/.exec(again)?.[1]).toBe(style?.[1]);
  });

  it("leaves a document without the link, or without an index, as it is", () => {
    const href = "/build/_assets/tailwind-NONE.css";
    const html = `<head><link rel="stylesheet" href="${href}"/></head>`;
    expect(inlinePageCss(html, href)).toBe(html);
    expect(inlinePageCss("<head></head>", href, index(STYLESHEET))).toBe("<head></head>");
  });
});

describe("the largest paint's image", () => {
  it("is the file itself when it is a small file of the site", () => {
    const source = largestPaintImageSource("/images/merch/playera-frente.svg");
    expect(source).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(decodeURIComponent(source.slice("data:image/svg+xml,".length))).toContain("viewBox");
  });

  it("stays an address for what is not a small file under public/", () => {
    for (const src of [
      "/images/nope.svg",
      "/../package.json",
      "/images/../../package.json",
      "https://example.com/a.svg",
      "/icons/icon-512.png",
    ]) {
      expect(largestPaintImageSource(src)).toBe(src);
    }
  });
});
