import type { SubmissionResult } from "@conform-to/react";

import { FormAlert } from "~/components/ui/form-alert";
import type { EditorIntent } from "~/schemas/editor-project";

const TITLES: Record<EditorIntent, string> = {
  save: "No se pudo guardar",
  create: "No se pudo crear el proyecto",
  duplicate: "No se pudo duplicar el proyecto",
  publish: "No se pudo publicar el proyecto",
  unpublish: "No se pudo retirar la publicación",
  delete: "No se pudo eliminar el proyecto",
};

/** A refused editor post: what failed and every reason, above the (still filled in) editor. */
export function ProjectFailure({
  intent,
  result,
}: {
  intent: EditorIntent | null;
  result: SubmissionResult<string[]>;
}) {
  const messages = [...new Set(Object.values(result.error ?? {}).flatMap((list) => list ?? []))];
  if (messages.length === 0) return null;
  return (
    <div className="mb-6">
      <FormAlert title={intent ? TITLES[intent] : "Acción no válida"} errors={messages} />
    </div>
  );
}
