import { describe, expect, it } from "vitest";

import { SYLLABUS_MESSAGES, sectionSchema } from "~/schemas/syllabus";

const M = SYLLABUS_MESSAGES;

const section = (resources: unknown) =>
  sectionSchema.safeParse({
    moduleId: 1,
    title: "Sección de prueba",
    content: "El contenido de la sección.",
    order: 1,
    resources,
  });

const resourceErrors = (resources: unknown) =>
  (section(resources).error?.issues ?? [])
    .filter((issue) => issue.path[0] === "resources")
    .map((issue) => issue.message);

// Issue 24, item 2: a wrong line of the textarea is named (number and text) with the reason.
describe("section resources", () => {
  it("name a line without '|' and tell the expected shape, once", () => {
    expect(
      resourceErrors("Guía | https://developer.mozilla.org/es/\nsolo texto sin enlace"),
    ).toEqual([`Línea 2 («solo texto sin enlace»): ${M.resourceLine}`]);
  });

  it("count blank lines, so the number is the line the admin sees", () => {
    expect(resourceErrors("Guía | /media/guia.pdf\n\n\r\n | https://example.org")).toEqual([
      `Línea 4 («| https://example.org»): ${M.resourceTitle}`,
    ]);
  });

  it("quote a long line shortened, and give each problem of the line", () => {
    const line = `${"Un título muy largo ".repeat(3)}| ftp://example.org`;
    expect(resourceErrors(line)).toEqual([`Línea 1 («${line.slice(0, 39)}…»): ${M.resourceUrl}`]);
    expect(resourceErrors(" | ftp://example.org")).toEqual([
      `Línea 1 («| ftp://example.org»): ${M.resourceTitle}`,
      `Línea 1 («| ftp://example.org»): ${M.resourceUrl}`,
    ]);
  });

  it("name a JSON item by its position", () => {
    expect(
      resourceErrors([
        { title: "Bien", url: "/media/a.pdf" },
        { title: "", url: "/b" },
      ]),
    ).toEqual([`Recurso 2: ${M.resourceTitle}`]);
  });

  it("read good lines as the list", () => {
    expect(
      section("Guía | /media/guia.pdf\r\n\r\nMDN | https://developer.mozilla.org/").data?.resources,
    ).toEqual([
      { title: "Guía", url: "/media/guia.pdf" },
      { title: "MDN", url: "https://developer.mozilla.org/" },
    ]);
  });
});
