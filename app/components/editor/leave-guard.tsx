import { useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, type RefObject } from "react";

import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";

/**
 * While the open project has unsaved edits: leaving the editor for another page asks first
 * ('Cambios sin guardar'), and closing or reloading the tab gets the browser's own warning.
 * Moving between projects is not blocked (each keeps its own draft), and neither is Descargar,
 * whose form post starts a navigation that only downloads (`allowUnload`).
 */
export function EditorLeaveGuard({
  dirty,
  allowUnload,
}: {
  dirty: boolean;
  allowUnload: RefObject<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty || allowUnload.current) return;
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
