import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { SubmitButton } from "~/components/ui/button";
import { ConfirmDialog, ConfirmPanel } from "~/components/ui/dialog";

type ConfirmCopy = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  /** The profile action's intent and any extra hidden fields (e.g. enrollmentId). */
  intent: string;
  fields?: Record<string, string>;
  /** Stay at the same scroll position afterwards (true when the result is shown on this page). */
  keepScroll?: boolean;
};

/** The form that really does it: posts `intent` (and fields) to the profile action. */
function ConfirmForm({
  intent,
  fields = {},
  confirmLabel,
  pendingLabel,
  keepScroll = false,
}: ConfirmCopy) {
  return (
    <Form method="post" action="/profile" preventScrollReset={keepScroll}>
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
 * A destructive action behind a confirmation. The trigger is a link to the server-rendered
 * confirmation step (`confirmTo`, e.g. "/profile?confirm=delete-account"), so it works without JS;
 * with JS the click opens a modal dialog instead.
 */
export function ConfirmAction({
  trigger,
  triggerClassName,
  confirmTo,
  ...copy
}: ConfirmCopy & { trigger: ReactNode; triggerClassName: string; confirmTo: string }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === copy.intent;
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
        title={copy.title}
        description={copy.description}
      >
        <ConfirmForm {...copy} />
      </ConfirmDialog>
    </>
  );
}

/** The confirmation step rendered by the server for `?confirm=...` (works without JS). */
export function ConfirmStep({ id, ...copy }: ConfirmCopy & { id: string }) {
  return (
    <ConfirmPanel id={id} title={copy.title} description={copy.description} cancelTo="/profile">
      <ConfirmForm {...copy} />
    </ConfirmPanel>
  );
}
