/**
 * Loaded by a static page's form on first use (`~/enhance/forms`): the same schemas and parser
 * as the actions (`parseForm`), and the same rules as Conform on a hydrated page (decision 073):
 * a field is checked when it loses focus, then again on every input once it has been checked; a
 * submit checks every field and, with errors, stays on the page with the error summary at the top
 * of the form focused (docs/decisions/139). The errors are shown as the form kit shows them
 * (`FieldErrors`, `fieldAria`, `ErrorSummary`).
 */
import type { $ZodType } from "zod/v4/core";

import {
  ERROR_SUMMARY_ATTRIBUTE,
  errorSummaryClasses,
  errorSummaryHeading,
  errorSummaryHeadingClasses,
  errorSummaryId,
  errorSummaryLine,
  errorSummaryLinkClasses,
  errorSummaryListClasses,
} from "~/components/ui/error-summary-markup";
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
  const show = (errors: Errors) => {
    const shown: Errors = {};
    for (const control of controls()) {
      if (!checked.has(control.name)) continue;
      shown[control.name] = errors[control.name] ?? [];
      showErrors(control, shown[control.name] ?? []);
    }
    // A summary already there (the server's, or a failed submit's) follows the fields.
    showSummary(form, shown, controls(), { create: false });
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
    if (!controls().some((control) => errors[control.name]?.length)) return;
    event.preventDefault();
    showSummary(form, errors, controls(), { create: true })?.focus();
  });
}

type Errors = Record<string, string[] | null | undefined>;

/**
 * `ErrorSummary` at the top of the form: what the server said (its first paragraphs, kept), then
 * the count and a link to each field with errors, named by its label. `create` when a submit
 * failed; otherwise only a summary already shown is brought up to date (and removed once empty).
 */
function showSummary(
  form: HTMLFormElement,
  errors: Errors,
  controls: Control[],
  { create }: { create: boolean },
) {
  const failed = controls.filter((control) => errors[control.name]?.length);
  let summary = document.getElementById(errorSummaryId(form.id));
  if (!summary) {
    if (!create || !failed.length) return null;
    summary = document.createElement("div");
    summary.id = errorSummaryId(form.id);
    summary.setAttribute("role", "alert");
    summary.setAttribute(ERROR_SUMMARY_ATTRIBUTE, "");
    summary.tabIndex = -1;
    summary.className = errorSummaryClasses;
    // Where the form kit renders it: before the first field.
    let field: Element | null = controls[0] ?? null;
    while (field && field.parentElement !== form) field = field.parentElement;
    form.insertBefore(summary, field);
  }
  for (const part of summary.querySelectorAll(":scope > h2, :scope > ul")) part.remove();
  const lead = summary.querySelector(":scope > p") !== null;
  if (failed.length) {
    const heading = document.createElement("h2");
    heading.className = lead ? `${errorSummaryHeadingClasses} mt-2` : errorSummaryHeadingClasses;
    heading.textContent = errorSummaryHeading(failed.length);
    const list = document.createElement("ul");
    list.className = errorSummaryListClasses;
    for (const control of failed) {
      const link = document.createElement("a");
      link.href = `#${control.id}`;
      link.className = errorSummaryLinkClasses;
      const label = form.querySelector(`label[for="${control.id}"]`)?.textContent?.trim();
      link.textContent = errorSummaryLine(label, errors[control.name] ?? []);
      const item = document.createElement("li");
      item.append(link);
      list.append(item);
    }
    summary.append(heading, list);
  } else if (!lead) {
    summary.remove();
    return null;
  }
  return summary;
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
