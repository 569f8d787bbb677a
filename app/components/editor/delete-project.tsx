import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { SubmitButton, buttonClasses } from "~/components/ui/button";
import { ConfirmDialog, ConfirmPanel } from "~/components/ui/dialog";

const STEP_ID = "confirmar-eliminar-proyecto";

function copyFor(name: string) {
  return {
    title: "¿Eliminar este proyecto?",
    description: `«${name}» y su enlace público, si lo tiene, se eliminarán. Esta acción no se puede deshacer.`,
  };
}

function DeleteForm({ projectId }: { projectId: number }) {
  return (
    <Form method="post" action={`/editor?project=${projectId}`}>
      <input type="hidden" name="projectId" value={projectId} />
      <SubmitButton
        variant="danger"
        intent="delete"
        pendingLabel="Eliminando..."
        className="w-full sm:w-auto"
      >
        Sí, eliminar el proyecto
      </SubmitButton>
    </Form>
  );
}

/**
 * Eliminar behind a confirmation (decision 013): a link to the step the server renders
 * (`?confirm=delete`), so it works without JS; with JS the click opens a dialog instead.
 */
export function DeleteProjectButton({ projectId, name }: { projectId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
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
        to={`/editor?project=${projectId}&confirm=delete#${STEP_ID}`}
        preventScrollReset
        aria-haspopup="dialog"
        className={buttonClasses({ variant: "danger", size: "sm" })}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Eliminar
      </Link>
      <ConfirmDialog
        open={open}
        onClose={() => {
          if (!submitting) setOpen(false);
        }}
        {...copyFor(name)}
      >
        <DeleteForm projectId={projectId} />
      </ConfirmDialog>
    </>
  );
}

/** The confirmation step for `?confirm=delete` (without JS). */
export function DeleteProjectStep({ projectId, name }: { projectId: number; name: string }) {
  return (
    <ConfirmPanel id={STEP_ID} cancelTo={`/editor?project=${projectId}`} {...copyFor(name)}>
      <DeleteForm projectId={projectId} />
    </ConfirmPanel>
  );
}
