import type { SubmissionResult } from "@conform-to/react";

import { codeTextareaId, EDITOR_TABS } from "~/components/editor/editor-tabs";
import { ErrorSummary, type ErrorSummaryLabels } from "~/components/ui/error-summary";
import type { EditorIntent } from "~/schemas/editor-project";

const TITLES: Record<EditorIntent, string> = {
  save: "No se pudo guardar",
  create: "No se pudo crear el proyecto",
  duplicate: "No se pudo duplicar el proyecto",
  publish: "No se pudo publicar el proyecto",
  unpublish: "No se pudo retirar la publicación",
  delete: "No se pudo eliminar el proyecto",
};

/** The editor's fields: its controls are not the form kit's, so each names its own id. */
const LABELS: ErrorSummaryLabels = {
  name: { label: "Nombre del proyecto", target: "editor-project-name" },
  ...Object.fromEntries(
    EDITOR_TABS.map((tab) => [tab.field, { label: tab.label, target: codeTextareaId(tab.field) }]),
  ),
};

/**
 * A refused editor post: what failed and every reason, above the (still filled in) editor; the
 * reasons about a field link to it.
 */
export function ProjectFailure({
  formId,
  intent,
  result,
}: {
  formId: string;
  intent: EditorIntent | null;
  result: SubmissionResult<string[]>;
}) {
  if (!Object.values(result.error ?? {}).some((messages) => messages?.length)) return null;
  return (
    <div className="mb-6">
      <ErrorSummary
        formId={formId}
        errors={result.error ?? undefined}
        labels={LABELS}
        title={intent ? TITLES[intent] : "Acción no válida"}
      />
    </div>
  );
}
