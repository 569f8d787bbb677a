import { useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, type RefObject } from "react";

import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";

/**
 * While a page has unsaved edits (SPEC §2 Profile; the editor too): leaving for another page asks
 * first with 'Cambios sin guardar', and closing or reloading the tab gets the browser's own
 * warning. Navigations within the same path (saving a form, moving between editor projects) are
 * never blocked. `allowUnload`, while true, lets a document navigation through without the
 * browser's warning (the editor's Descargar posts a form that only downloads).
 */
export function LeavePageGuard({
  dirty,
  allowUnload,
}: {
  dirty: boolean;
  allowUnload?: RefObject<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty || allowUnload?.current) return;
        event.preventDefault();
        event.returnValue = ""; // older browsers need it to show the prompt
      },
      [dirty, allowUnload],
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
