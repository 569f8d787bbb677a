import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { SubmitButton } from "~/components/ui/button";
import { ConfirmDialog, ConfirmPanel } from "~/components/ui/dialog";

/**
 * What a destructive action posts and how its confirmation reads. The same props serve the JS
 * dialog (`ConfirmAction`) and the server-rendered step (`ConfirmStep`), so both post the same form.
 */
export type ConfirmProps = {
  /** '¿Estás seguro?', 'Confirmar eliminación'... */
  title: string;
  description?: ReactNode;
  /** The button that really does it: 'Sí, eliminar mi cuenta', 'Eliminar'... */
  confirmLabel: string;
  pendingLabel?: string;
  /** The control that backs out ('Cancelar' unless given). */
  cancelLabel?: string;
  /** Where the confirming form posts (the page's own route, e.g. "/profile"). */
  action: string;
  /** The action's intent, sent as the confirm button's value, and any extra hidden fields. */
  intent: string;
  fields?: Record<string, string>;
  /** Stay at the same scroll position afterwards (true when the result is shown on this page). */
  keepScroll?: boolean;
};

/** The form that really does it: posts `intent` (and fields) to `action`. */
function ConfirmForm({
  action,
  intent,
  fields = {},
  confirmLabel,
  pendingLabel,
  keepScroll = false,
}: ConfirmProps) {
  return (
    <Form method="post" action={action} preventScrollReset={keepScroll}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        variant="danger"
        intent={intent}
        pendingLabel={pendingLabel}
        className="w-full sm:w-auto"
      >
        {confirmLabel}
      </SubmitButton>
    </Form>
  );
}

/**
 * A destructive action behind a confirmation. The trigger is a link to the page's
 * server-rendered confirmation step (`confirmTo`, e.g. "/profile?confirm=delete-account"), so it
 * works without JS; with JS the click opens a modal dialog with the same form instead.
 */
export function ConfirmAction({
  trigger,
  triggerClassName,
  confirmTo,
  ...confirm
}: ConfirmProps & { trigger: ReactNode; triggerClassName: string; confirmTo: string }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === confirm.intent;
  const wasSubmitting = useRef(false);

  // Close once the submission is over (a refusal comes back to this page with its message).
  useEffect(() => {
    if (submitting) wasSubmitting.current = true;
    else if (wasSubmitting.current) {
      wasSubmitting.current = false;
      setOpen(false);
    }
  }, [submitting]);

  return (
    <>
      <Link
        to={confirmTo}
        preventScrollReset
        className={triggerClassName}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {trigger}
      </Link>
      <ConfirmDialog
        open={open}
        onClose={() => {
          if (!submitting) setOpen(false);
        }}
        title={confirm.title}
        description={confirm.description}
        cancelLabel={confirm.cancelLabel}
      >
        <ConfirmForm {...confirm} />
      </ConfirmDialog>
    </>
  );
}

/**
 * The confirmation step the server renders when the page's loader sees its `?confirm=...` query
 * (works without JS). 'Cancelar' is a link to `cancelTo`, the page without the query.
 */
export function ConfirmStep({
  id,
  cancelTo,
  ...confirm
}: ConfirmProps & { id: string; cancelTo: string }) {
  return (
    <ConfirmPanel
      id={id}
      title={confirm.title}
      description={confirm.description}
      cancelLabel={confirm.cancelLabel}
      cancelTo={cancelTo}
    >
      <ConfirmForm {...confirm} />
    </ConfirmPanel>
  );
}
