import { useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback } from "react";

import { Button, ButtonLink } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";

export function BackHomeButton() {
  return (
    <ButtonLink to="/" variant="secondary" size="sm">
      <span aria-hidden="true">←</span> Volver al inicio
    </ButtonLink>
  );
}

/**
 * While the profile has unsaved edits: leaving for another page (the back-to-home button, a menu
 * link) asks first with 'Cambios sin guardar', and closing or reloading the tab gets the
 * browser's own warning. Saving a form stays on /profile and is never blocked.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        event.returnValue = ""; // older browsers need it to show the prompt
      },
      [dirty],
    ),
  );

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      title="Cambios sin guardar"
      description="Tienes cambios sin guardar. ¿Estás seguro de que quieres salir sin guardar?"
    >
      <Button type="button" variant="danger" onClick={() => blocker.proceed?.()}>
        Salir sin guardar
      </Button>
    </ConfirmDialog>
  );
}
