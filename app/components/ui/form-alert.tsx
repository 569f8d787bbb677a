import { useEffect, useRef } from "react";

import { errorSummaryClasses } from "~/components/ui/error-summary-markup";
import type { FormFailure } from "~/utils/form-reply";

type FormAlertProps = { id?: string } & (
  { failure: FormFailure | undefined } | { title?: string; errors: readonly string[] | undefined }
);

/**
 * The kit's alert for a refusal that belongs to no form's fields: a one-button form's (a delete,
 * a move, 'Reenviar enlace'), shown above what was refused. It is part of the action's own
 * response, so it appears with or without JS and never lingers on a later page; like the
 * `ErrorSummary` of a form with fields (docs/decisions/139) it is brought to the person: focused
 * by the browser on load (`autofocus`) or, with JS, when the refusal arrives. Renders nothing
 * when there is nothing.
 */
export function FormAlert(props: FormAlertProps) {
  const { title, errors } =
    "failure" in props
      ? { title: props.failure?.title, errors: props.failure ? [props.failure.message] : [] }
      : props;
  // Focused when a refusal arrives or says something else (callers may build it on each render).
  const said = errors?.length ? [title, ...errors].join("\n") : "";
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (said) panel.current?.focus();
  }, [said]);
  if (!errors?.length) return null;
  return (
    <div
      ref={panel}
      id={props.id}
      role="alert"
      tabIndex={-1}
      // Acts when server-rendered (React focuses only form controls it mounts): the browser's focus.
      autoFocus
      className={errorSummaryClasses}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {errors.map((error) => (
        <p key={error} className={title ? "mt-0.5" : undefined}>
          {error}
        </p>
      ))}
    </div>
  );
}
