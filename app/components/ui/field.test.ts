import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as z from "zod";

import {
  CheckboxField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordField } from "~/components/ui/password-input";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { StaticDocumentContext } from "~/utils/hydration";

const schema = z.object({
  email: z.email("Correo no válido"),
  password: z.string().min(6),
  bio: z.string().optional(),
  level: z.enum(["Principiante", "Avanzado"], { error: "Elige un nivel" }),
  isLive: z.boolean().optional(),
  modality: z.enum(["Presencial", "Virtual"]),
});

/** Renders the kit's fields inside a real Conform form, as the server would. */
function render(lastResult?: SubmissionResult<string[]>, { staticDocument = false } = {}) {
  function KitForm() {
    const [form, fields] = useSchemaForm(schema, {
      parse: parseWithZod,
      id: "kit",
      lastResult,
      defaultValue: { level: "Avanzado", isLive: "on", modality: "Virtual" },
    });
    return h(
      "form",
      { id: form.id },
      h(FormAlert, { id: form.errorId, title: "Error", errors: form.errors }),
      h(TextField, { meta: fields.email, label: "Correo", type: "email", hint: "Tu correo" }),
      h(PasswordField, { meta: fields.password, label: "Clave", autoComplete: "new-password" }),
      h(TextareaField, { meta: fields.bio, label: "Biografía" }),
      h(SelectField, {
        meta: fields.level,
        label: "Nivel",
        placeholder: "Elige",
        options: [
          { value: "Principiante", label: "Principiante" },
          { value: "Avanzado", label: "Avanzado" },
        ],
      }),
      h(CheckboxField, { meta: fields.isLive, label: "En vivo" }),
      h(RadioGroupField, {
        meta: fields.modality,
        legend: "Modalidad",
        options: [
          { value: "Presencial", label: "Presencial" },
          { value: "Virtual", label: "Virtual" },
        ],
      }),
    );
  }
  const container = document(
    renderToStaticMarkup(h(StaticDocumentContext.Provider, { value: staticDocument }, h(KitForm))),
  );
  return container;
}

/** A tiny query helper over the static markup: the opening tag that carries `id="..."`. */
function document(html: string) {
  return {
    html,
    tag(id: string) {
      const match = new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html);
      if (!match) throw new Error(`no element with id ${id} in ${html}`);
      return match[0];
    },
  };
}

describe("form kit", () => {
  it("labels every control, takes its constraints from the schema and describes it by its hint", () => {
    const page = render();
    expect(page.html).toContain('<label for="kit-email"');
    const email = page.tag("kit-email");
    expect(email).toContain('name="email"');
    expect(email).toContain('type="email"');
    expect(email).toContain("required");
    expect(email).toContain('aria-describedby="kit-email-description"');
    expect(email).not.toContain("aria-invalid");
    expect(page.tag("kit-email-description")).toContain("<p");
    expect(page.tag("kit-bio")).not.toContain("required");
    // Without JS (server render) the password field is a plain password input.
    expect(page.tag("kit-password")).toContain('type="password"');
    expect(page.tag("kit-password")).toContain('autoComplete="new-password"');
    expect(page.tag("kit-password")).toContain("required");
    expect(page.html).not.toContain("Mostrar contraseña");
    expect(page.html).not.toContain('role="alert"');
  });

  it("sends a static page the password toggle hidden, for its script to show", () => {
    const page = render(undefined, { staticDocument: true });
    const toggle = /<button[^>]*>/.exec(page.html)?.[0] ?? "";
    expect(toggle).toContain("hidden");
    expect(toggle).toContain('data-password-toggle="true"');
    expect(toggle).toContain('aria-controls="kit-password"');
    expect(toggle).toContain('aria-label="Mostrar contraseña"');
    expect(page.tag("kit-password")).toContain('type="password"');
  });

  it("starts select, checkbox and radio group from the form's default values", () => {
    const page = render();
    expect(page.html).toMatch(/<option value="Avanzado" selected="">Avanzado<\/option>/);
    expect(page.html).toContain('<option value="">Elige</option>');
    expect(page.tag("kit-isLive")).toContain('type="checkbox"');
    expect(page.tag("kit-isLive")).toContain("checked");
    expect(page.tag("kit-modality-Virtual")).toContain("checked");
    expect(page.tag("kit-modality-Presencial")).not.toContain("checked");
  });

  it("marks refused fields invalid and points them at their errors (and the hint)", () => {
    const page = render({
      status: "error",
      initialValue: { email: "mal", level: "", modality: "Virtual" },
      error: {
        "": ["Demasiados intentos"],
        email: ["Correo no válido"],
        level: ["Elige un nivel"],
        modality: ["Elige una modalidad"],
      },
    });
    const email = page.tag("kit-email");
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="kit-email-error kit-email-description"');
    expect(email).toContain('value="mal"');
    expect(page.tag("kit-email-error")).toContain("<ul");
    expect(page.html).toContain("<li>Correo no válido</li>");

    const level = page.tag("kit-level");
    expect(level).toContain('aria-invalid="true"');
    expect(level).toContain('aria-describedby="kit-level-error"');
    expect(page.html).toContain("<li>Elige un nivel</li>");

    // The radio group is described as a whole, on its fieldset.
    expect(page.html).toMatch(
      /<fieldset[^>]*aria-invalid="true"[^>]*aria-describedby="kit-modality-error"/,
    );
    expect(page.tag("kit-password")).not.toContain("aria-invalid");

    const alert = page.tag("kit-error");
    expect(alert).toContain('role="alert"');
    expect(page.html).toContain("Demasiados intentos");
  });
});
