/**
 * The plain rules the service worker and the pages share (app/offline/offline-keys.ts): which
 * address is a learn page, what a stored page needs, and the answer that turns a client navigation
 * into a document load offline — decoded here with the same turbo-stream decoder Remix uses.
 */
import { decode } from "turbo-stream";
import { describe, expect, it } from "vitest";

import {
  assetPathsInCss,
  assetPathsInHtml,
  courseCacheName,
  documentAddressOf,
  readLearnAddress,
  sectionPagePaths,
  singleFetchReloadBody,
} from "~/offline/offline-keys";

const origin = "https://academia.example";

describe("readLearnAddress", () => {
  it("reads the slug, the section and the tab of a learn page", () => {
    expect(readLearnAddress(new URL("/courses/web/learn?section=12&tab=recursos", origin))).toEqual(
      { slug: "web", sectionId: 12, tab: "recursos" },
    );
    expect(readLearnAddress(new URL("/courses/web/learn", origin))).toEqual({
      slug: "web",
      sectionId: null,
      tab: "descripcion",
    });
  });

  it("is null for any other page, and ignores a section that is not a number", () => {
    expect(readLearnAddress(new URL("/courses/web", origin))).toBeNull();
    expect(readLearnAddress(new URL("/admin/courses/web/learn", origin))).toBeNull();
    expect(readLearnAddress(new URL("/courses/web/learn.data", origin))).toBeNull();
    expect(readLearnAddress(new URL("/courses/web/learn?section=1e3", origin))?.sectionId).toBe(
      null,
    );
  });
});

describe("what a download stores", () => {
  it("stores the three tabs of each section under the addresses the player links to", () => {
    expect(sectionPagePaths("web", 7)).toEqual([
      "/courses/web/learn?section=7",
      "/courses/web/learn?section=7&tab=recursos",
      "/courses/web/learn?section=7&tab=comentarios",
    ]);
  });

  it("finds the files of a page: scripts, styles, icons, images (srcset too), once each", () => {
    const html = `<link rel="stylesheet" href="/build/_assets/tailwind-A.css">
      <link rel="modulepreload" href="/build/entry.client-B.js">
      <script type="module" src="/build/root-C.js"></script>
      <script data-src="/build/enhance/static-page-E.js">insert()</script>
      <svg><use href="/build/_assets/sprite-D.svg#sun"></use><use href="/build/_assets/sprite-D.svg#moon"></use></svg>
      <img src="/images/courses/web.svg" srcset="/images/1?w=320 320w, /images/1?w=640&amp;q=1 640w">
      <a href="/courses">Cursos</a><a href="//elsewhere.example/x.js">x</a>
      <link rel="icon" href="/favicon.svg">`;
    expect(assetPathsInHtml(html).sort()).toEqual(
      [
        "/build/_assets/tailwind-A.css",
        "/build/entry.client-B.js",
        "/build/root-C.js",
        "/build/enhance/static-page-E.js",
        "/build/_assets/sprite-D.svg",
        "/images/courses/web.svg",
        "/images/1?w=320",
        "/images/1?w=640&q=1",
        "/favicon.svg",
      ].sort(),
    );
    expect(
      assetPathsInCss("a{background:url(/build/_assets/x-1.woff2)} b{src:url('/images/a.png')}"),
    ).toEqual(["/build/_assets/x-1.woff2", "/images/a.png"]);
  });

  it("keeps each student's copy of each version apart", () => {
    expect(courseCacheName(3, 9, "v1")).toBe("wca-course:3:9:v1");
    expect(courseCacheName(3, 9, "v1")).not.toBe(courseCacheName(4, 9, "v1"));
  });
});

describe("client navigations offline", () => {
  it("maps a single-fetch request back to its page", () => {
    expect(
      documentAddressOf(
        new URL(
          "/courses/web/learn.data?section=3&_routes=routes%2Fcourses.%24slug_.learn",
          origin,
        ),
      ),
    ).toBe("/courses/web/learn?section=3");
    expect(documentAddressOf(new URL("/_root.data?_routes=root", origin))).toBe("/");
  });

  it("answers in the form Remix decodes as a document reload to that page", async () => {
    const body = new Response(singleFetchReloadBody("/courses/web/learn?section=3")).body!;
    const seen: unknown[] = [];
    const decoded = await decode(body, {
      plugins: [
        (type: string, ...rest: unknown[]) => {
          if (type !== "SingleFetchRedirect") return;
          seen.push(rest[0]);
          return { value: { redirect: rest[0] } };
        },
      ],
    });
    await decoded.done;
    expect(seen).toEqual([
      {
        redirect: "/courses/web/learn?section=3",
        status: 302,
        revalidate: false,
        reload: true,
        replace: false,
      },
    ]);
  });
});
