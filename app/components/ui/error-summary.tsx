import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

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
import type { FormFailure } from "~/utils/form-reply";

/**
 * A field's label in the summary, by field name; `target` when its control's id is not the kit's
 * `{formId}-{name}` (a radio group's first option, a control outside the kit).
 */
export type ErrorSummaryLabels = Record<string, string | { label: string; target: string }>;

/** Errors by field name, as Conform keeps them (`form.allErrors`); "" holds the form's own. */
type ErrorsByName = Record<string, readonly string[] | null | undefined>;

/** The name Conform gives the hidden button of a one-field validation (not a real submit). */
const CONFORM_INTENT = "__intent__";

type SummaryItem = { name: string; target: string; line: string };

/** Labelled fields in the order given (the form's own), then any other field with an error. */
function summaryItems(formId: string, errors: ErrorsByName, labels: ErrorSummaryLabels) {
  const failed = Object.keys(errors).filter((name) => name !== "" && errors[name]?.length);
  const ordered = [
    ...Object.keys(labels).filter((name) => failed.includes(name)),
    ...failed.filter((name) => !(name in labels)),
  ];
  return ordered.map((name): SummaryItem => {
    const entry = labels[name];
    return {
      name,
      target: typeof entry === "object" ? entry.target : `${formId}-${name}`,
      line: errorSummaryLine(typeof entry === "object" ? entry.label : entry, errors[name] ?? []),
    };
  });
}

/**
 * The kit's answer to a failed form (docs/decisions/139), at the top of the form: the failure the
 * action named (`failure`, e.g. 'Inicio de Sesión Fallido'), or `title` and the form's own errors,
 * then "Hay N errores en el formulario" with each field's label and messages as a link to the
 * field. Its id is the form's `errorId`, which the form's `aria-describedby` names.
 *
 * Brought to the person: server-rendered (a post without JS, or a static page) it carries
 * `autofocus`, so the browser focuses it and scrolls to it on load; with JS it is focused after
 * each submit that fails, in the browser or on the server. It shows after a submit only: the
 * errors a field gets on blur stay under the field until the next submit.
 */
export function ErrorSummary({
  formId,
  errors = {},
  labels = {},
  failure,
  title,
}: {
  formId: string;
  errors?: ErrorsByName;
  labels?: ErrorSummaryLabels;
  failure?: FormFailure;
  /** What failed ('No se pudo guardar'), first in the summary, when no `failure` names it. */
  title?: string;
}) {
  const items = summaryItems(formId, errors, labels);
  const formErrors = errors[""] ?? [];
  const lead = failure
    ? { title: failure.title, messages: [failure.message] }
    : { title, messages: formErrors };
  const failed = items.length > 0 || lead.messages.length > 0;

  // Rendered with errors from the start: the page is the action's answer to a failed post.
  const [shown, setShown] = useState(failed);
  const [focusRequests, setFocusRequests] = useState(0);
  const submitted = useRef(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const ownForm = (target: EventTarget | null) =>
      target instanceof HTMLFormElement
        ? target.id === formId
        : target instanceof Element && target.closest("form")?.id === formId;
    function onSubmit(event: SubmitEvent) {
      if (!ownForm(event.target) || event.submitter?.getAttribute("name") === CONFORM_INTENT) {
        return;
      }
      submitted.current = true;
    }
    // Capture: before Conform's handler, which reports the browser's check synchronously.
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, [formId]);

  // The post is over: its refusal, if any, has been reported by now (Conform reports the action's
  // reply in a layout effect, a render after the one that ends the navigation), so an error
  // found later on blur is not its answer.
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating) return;
    const timer = window.setTimeout(() => (submitted.current = false));
    return () => window.clearTimeout(timer);
  }, [navigating]);

  // A new report (Conform's state or the action's failure): the answer to the last submit?
  useEffect(() => {
    if (!failed) {
      setShown(false);
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    setShown(true);
    setFocusRequests((count) => count + 1);
  }, [errors, failure, failed]);

  useEffect(() => {
    if (focusRequests > 0) panel.current?.focus();
  }, [focusRequests]);

  if (!failed || !shown) return null;
  return (
    <div
      ref={panel}
      id={errorSummaryId(formId)}
      role="alert"
      tabIndex={-1}
      // Acts when server-rendered (React focuses only form controls it mounts): the browser's focus.
      autoFocus
      {...{ [ERROR_SUMMARY_ATTRIBUTE]: "" }}
      className={errorSummaryClasses}
    >
      {lead.title ? <p className={errorSummaryHeadingClasses}>{lead.title}</p> : null}
      {lead.messages.map((message) => (
        <p key={message} className={lead.title ? "mt-0.5" : undefined}>
          {message}
        </p>
      ))}
      {items.length ? (
        <>
          <h2
            className={
              lead.title ? `${errorSummaryHeadingClasses} mt-2` : errorSummaryHeadingClasses
            }
          >
            {errorSummaryHeading(items.length)}
          </h2>
          <ul className={errorSummaryListClasses}>
            {items.map((item) => (
              <li key={item.name}>
                <a href={`#${item.target}`} className={errorSummaryLinkClasses}>
                  {item.line}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
