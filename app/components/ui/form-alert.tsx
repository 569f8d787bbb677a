import type { FormFailure } from "~/utils/form-reply";

type FormAlertProps = { id?: string } & (
  { failure: FormFailure | undefined } | { title?: string; errors: readonly string[] | undefined }
);

/**
 * The kit's one form-level alert: what belongs to the whole form rather than one field (e.g.
 * 'Inicio de Sesión Fallido' with its message, or Conform's `form.errors`). It is part of the
 * action's own response, so it appears with or without JS and never lingers on a later page. Give
 * it the form's `errorId` so the form is described by it. Renders nothing when there is nothing.
 */
export function FormAlert(props: FormAlertProps) {
  const { title, errors } =
    "failure" in props
      ? { title: props.failure?.title, errors: props.failure ? [props.failure.message] : [] }
      : props;
  if (!errors?.length) return null;
  return (
    <div
      id={props.id}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200"
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
