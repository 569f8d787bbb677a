import { parseWithZod } from "@conform-to/zod/v4";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as z from "zod";

import { ImageField } from "~/components/admin/image-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";

// The image is optional in the schema (a file may come instead of a URL), so nothing marks it
// required unless the field says so.
const schema = z.object({ image: z.string().optional() });

/** The image field as the server renders it (no JS yet), required or not. */
function imageInput(required: boolean) {
  function Form() {
    const [form, fields] = useSchemaForm(schema, {
      parse: parseWithZod,
      id: "f",
      lastResult: undefined,
    });
    return h(ImageField, { meta: fields.image, form, label: "URL de la imagen", required });
  }
  const html = renderToStaticMarkup(h(Form));
  return {
    input: /<input[^>]*\sid="f-image"[^>]*>/.exec(html)?.[0] ?? "",
    html,
  };
}

describe("ImageField", () => {
  it("marks a required image for everyone, without the attribute that would refuse a file alone", () => {
    const { input, html } = imageInput(true);
    expect(input).toContain('aria-required="true"');
    expect(input).not.toMatch(/\srequired=""/);
    expect(html).toContain("Obligatoria: pega la URL de una imagen o sube un archivo.");
  });

  it("leaves an optional image unmarked", () => {
    const { input, html } = imageInput(false);
    expect(input).not.toContain("aria-required");
    expect(html).not.toContain("Obligatoria");
  });
});
