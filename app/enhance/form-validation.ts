/**
 * Loaded by a static page's form on first use (`~/enhance/forms`): the same schemas and parser
 * as the actions (`parseForm`), and the same rules as Conform on a hydrated page (decision 073):
 * a field is checked when it loses focus, then again on every input once it has been checked; a
 * submit checks every field and, with errors, stays on the page with the first one focused. The
 * errors are shown as the form kit shows them (`FieldErrors`, `fieldAria`).
 */
import type { $ZodType } from "zod/v4/core";

import { fieldErrorsClasses } from "~/components/ui/input-classes";
import { LoginSchema, RegisterSchema } from "~/schemas/auth";
import { contactSchema } from "~/schemas/contact";
import { parseForm } from "~/schemas/parse-form";

/** Each static page form (by its Conform id) and its schema. */
const SCHEMAS: Record<string, $ZodType> = {
  "login-form": LoginSchema,
  "register-form": RegisterSchema,
  contact: contactSchema,
};

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isCheckedControl(target: EventTarget | null, form: HTMLFormElement): target is Control {
  return (
    (target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement) &&
    target.form === form &&
    target.type !== "hidden" &&
    Boolean(target.name) &&
    Boolean(target.id)
  );
}

export function validateInBrowser(form: HTMLFormElement) {
  const schema = SCHEMAS[form.id];
  if (!schema || form.dataset.validating) return;
  form.dataset.validating = "true";

  const controls = () =>
    [...form.elements].filter((element): element is Control => isCheckedControl(element, form));
  const errorsNow = () => {
    const submission = parseForm(new FormData(form), { schema });
    return submission.status === "success" ? {} : (submission.error ?? {});
  };
  // Fields whose errors are shown; those the server already marked count from the start.
  const checked = new Set(
    controls()
      .filter((control) => control.getAttribute("aria-invalid") === "true")
      .map((control) => control.name),
  );
  const show = (errors: Record<string, string[] | null | undefined>) => {
    for (const control of controls()) {
      if (checked.has(control.name)) showErrors(control, errors[control.name] ?? []);
    }
  };

  form.addEventListener("focusout", (event) => {
    if (!isCheckedControl(event.target, form)) return;
    checked.add(event.target.name);
    show(errorsNow());
  });
  form.addEventListener("input", (event) => {
    if (!isCheckedControl(event.target, form) || !checked.has(event.target.name)) return;
    show(errorsNow());
  });
  form.addEventListener("submit", (event) => {
    const errors = errorsNow();
    for (const control of controls()) checked.add(control.name);
    show(errors);
    const first = controls().find((control) => errors[control.name]?.length);
    if (!first) return;
    event.preventDefault();
    first.focus();
  });
}

/** `FieldErrors` under the field, and the control's `aria-invalid` / `aria-describedby`. */
function showErrors(control: Control, messages: string[]) {
  const errorId = `${control.id}-error`;
  const descriptionId = `${control.id}-description`;
  let list = document.getElementById(errorId);
  if (messages.length) {
    if (!list) {
      list = document.createElement("ul");
      list.id = errorId;
      list.className = fieldErrorsClasses;
      control.form?.querySelector(`label[for="${control.id}"]`)?.parentElement?.append(list);
    }
    list.replaceChildren(
      ...messages.map((message) => {
        const item = document.createElement("li");
        item.textContent = message;
        return item;
      }),
    );
    control.setAttribute("aria-invalid", "true");
  } else {
    list?.remove();
    control.removeAttribute("aria-invalid");
  }
  const describedBy = [
    messages.length ? errorId : null,
    document.getElementById(descriptionId) ? descriptionId : null,
  ].filter(Boolean);
  if (describedBy.length) control.setAttribute("aria-describedby", describedBy.join(" "));
  else control.removeAttribute("aria-describedby");
}
