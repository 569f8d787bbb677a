import { buttonClasses } from "~/components/ui/button";
import { ConfirmAction, ConfirmStep } from "~/components/ui/confirm-action";

const STEP_ID = "confirmar-eliminar-proyecto";

function deleteCopy(projectId: number, name: string) {
  return {
    title: "¿Eliminar este proyecto?",
    description: `«${name}» y su enlace público, si lo tiene, se eliminarán. Esta acción no se puede deshacer.`,
    confirmLabel: "Sí, eliminar el proyecto",
    pendingLabel: "Eliminando...",
    action: `/editor?project=${projectId}`,
    intent: "delete",
    fields: { projectId: String(projectId) },
  };
}

/**
 * Eliminar behind the one confirm step (decision 013): a link to the step the server renders
 * (`?confirm=delete`), so it works without JS; with JS the click opens the dialog instead.
 */
export function DeleteProjectButton({ projectId, name }: { projectId: number; name: string }) {
  return (
    <ConfirmAction
      trigger="Eliminar"
      triggerClassName={buttonClasses({ variant: "danger", size: "sm" })}
      confirmTo={`/editor?project=${projectId}&confirm=delete#${STEP_ID}`}
      {...deleteCopy(projectId, name)}
    />
  );
}

/** The confirmation step for `?confirm=delete` (without JS). */
export function DeleteProjectStep({ projectId, name }: { projectId: number; name: string }) {
  return (
    <ConfirmStep
      id={STEP_ID}
      cancelTo={`/editor?project=${projectId}`}
      {...deleteCopy(projectId, name)}
    />
  );
}
