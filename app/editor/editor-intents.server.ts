import { editorUrl } from "~/editor/editor-url";
import { starterCode } from "~/editor/starter-code";
import { env } from "~/env.server";
import {
  createProject,
  deleteProject,
  duplicateProject,
  publishProject,
  saveProject,
  saveProjectThen,
  unpublishProject,
  type OpenProject,
  type PostedProject,
} from "~/models/editor-project.server";
import type { IdempotencyClaim, StoredAnswer } from "~/models/idempotency.server";
import type { EditorAction, EditorIntent } from "~/schemas/editor-project";
import { redirectWithToast } from "~/utils/toast.server";
import { writeOnce } from "~/utils/write-once.server";

type IntentValue<I extends EditorIntent> = Extract<EditorAction, { intent: I }>;
type IntentHandler<I extends EditorIntent> = (
  userId: number,
  value: IntentValue<I>,
  /** The buttons that write the open project are answered once per key (decision 090). */
  claim: IdempotencyClaim | null,
) => Promise<Response> | Response;

function posted(fields: Extract<EditorAction, { name: string }>): PostedProject {
  return {
    projectId: fields.projectId,
    name: fields.name,
    code: { html: fields.html, css: fields.css, js: fields.js },
  };
}

/** Where a save, creation or copy lands, with its toast; stored with the row it wrote. */
const opened =
  (title: string, description: (project: OpenProject) => string) =>
  (project: OpenProject): StoredAnswer => ({
    kind: "redirect",
    location: editorUrl(project.id),
    toast: { title, description: description(project) },
  });

/**
 * What each button of the editor form does. The buttons that leave the open project, or publish
 * it, save it first (decision 042).
 */
const EDITOR_INTENT_HANDLERS: { [I in EditorIntent]: IntentHandler<I> } = {
  save: (userId, value, claim) =>
    writeOnce(
      claim,
      opened("Código guardado", (saved) => `«${saved.name}» está guardado en tu cuenta.`),
      (once) => saveProject(userId, posted(value), once),
    ),
  create: (userId, value, claim) =>
    writeOnce(
      claim,
      opened("Proyecto creado", (created) => `Estás editando «${created.name}».`),
      (once) =>
        saveProjectThen(
          userId,
          posted(value),
          () => createProject(userId, starterCode(env.site.name)),
          once,
        ),
    ),
  duplicate: (userId, value, claim) =>
    writeOnce(
      claim,
      opened("Proyecto duplicado", (copy) => `Estás editando «${copy.name}».`),
      (once) =>
        saveProjectThen(userId, posted(value), (saved) => duplicateProject(userId, saved.id), once),
    ),
  publish: (userId, value, claim) => {
    const published: StoredAnswer = {
      kind: "redirect",
      location: editorUrl(value.projectId),
      toast: {
        title: "Proyecto publicado",
        description: "Cualquiera con el enlace puede ver y ejecutar tu código.",
      },
    };
    return writeOnce(
      claim,
      () => published,
      (once) =>
        saveProjectThen(userId, posted(value), (saved) => publishProject(userId, saved.id), once),
    );
  },
  unpublish: (userId, value) => {
    unpublishProject(userId, value.projectId);
    return redirectWithToast(editorUrl(value.projectId), {
      title: "Proyecto retirado",
      description: "El enlace público ya no funciona.",
    });
  },
  delete: (userId, value) => {
    deleteProject(userId, value.projectId);
    return redirectWithToast(editorUrl(), {
      title: "Proyecto eliminado",
      description: "El proyecto y su enlace público se han eliminado.",
    });
  },
};

/** Runs the handler of the posted button (a validated `EditorActionSchema` value). */
export function runEditorIntent(
  userId: number,
  value: EditorAction,
  claim: IdempotencyClaim | null,
) {
  const handler = EDITOR_INTENT_HANDLERS[value.intent] as IntentHandler<EditorIntent>;
  return handler(userId, value as IntentValue<EditorIntent>, claim);
}
