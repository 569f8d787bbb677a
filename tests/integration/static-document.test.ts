import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as privacy from "~/routes/privacy";
import { withoutRouterMarks } from "~/utils/static-document.server";
import { documentHandler } from "../support/document-server";
import { BASE_URL } from "../support/requests";

describe("a static page's document", () => {
  const handle = documentHandler([{ id: "routes/privacy", path: "privacy", module: privacy }]);

  it("has its links without the client router's marks (it loads no router)", async () => {
    const html = await (await handle(new Request(`${BASE_URL}/privacy`))).text();
    expect(html).toMatch(/<a [^>]*href="\/about"/);
    expect(html).not.toContain("data-discover");
  });

  it("keeps the same words when a text carries them: React writes its quotes as &quot;", () => {
    const text = ' data-discover="true"';
    const html = renderToStaticMarkup(createElement("p", { title: text }, text));
    expect(withoutRouterMarks(html)).toBe(html);
    expect(withoutRouterMarks(`<a href="/"${text}>Inicio</a>`)).toBe('<a href="/">Inicio</a>');
  });
});
