import * as z from "zod";

import { cleaned, idField } from "~/schemas/fields";
import {
  byteLength,
  EDITOR_FIELD_TOO_LARGE_MESSAGE,
  MAX_EDITOR_FIELD_BYTES,
} from "~/editor/combine-code";

/**
 * Code-editor projects (issue 10): the rules shared by the /editor form (its action and, with JS,
 * the browser's own check before saving) and POST /editor/save.
 */

export const MAX_PROJECTS_PER_USER = 50;
export const PROJECT_NAME_MAX = 80;
export const DEFAULT_PROJECT_NAME = "Mi primer proyecto";

export const PROJECT_LIMIT_MESSAGE = `Has llegado al máximo de ${MAX_PROJECTS_PER_USER} proyectos. Elimina uno que ya no uses para crear otro.`;
export const PROJECT_NOT_FOUND_MESSAGE = "Proyecto no encontrado.";
const NAME_REQUIRED_MESSAGE = "Escribe un nombre para el proyecto.";

// Shown on the public share page: cleaned like every other free text (no NUL, no bidi controls).
export const projectNameField = cleaned(
  z
    .string({ error: NAME_REQUIRED_MESSAGE })
    .min(1, NAME_REQUIRED_MESSAGE)
    .max(PROJECT_NAME_MAX, `El nombre no debe superar los ${PROJECT_NAME_MAX} caracteres.`),
);

/**
 * One file. Conform submits an empty textarea as undefined (an empty file); browsers submit line
 * breaks as CRLF, stored as LF like the editor writes them.
 */
const codeFileField = z
  .string()
  .optional()
  .transform((value = "") => value.replace(/\r\n?/g, "\n"))
  .refine((value) => byteLength(value) <= MAX_EDITOR_FIELD_BYTES, EDITOR_FIELD_TOO_LARGE_MESSAGE);

const projectIdField = idField(PROJECT_NOT_FOUND_MESSAGE);

/** The open project as the editor form posts it: its id (none before the first save) and files. */
const openProjectFields = {
  projectId: z.optional(projectIdField),
  name: projectNameField,
  html: codeFileField,
  css: codeFileField,
  js: codeFileField,
};

/** Guardar (and Ctrl/Cmd+S): the name and the three files; without an id it creates the project. */
export const SaveProjectSchema = z.object({ intent: z.literal("save"), ...openProjectFields });

/**
 * The editor form's buttons other than Guardar also post the open project, so a refusal can show
 * the code again as it was typed; those that open another project save the open one first.
 */
export const EditorActionSchema = z.discriminatedUnion("intent", [
  SaveProjectSchema,
  z.object({ intent: z.literal("create"), ...openProjectFields }),
  z.object({
    intent: z.literal("duplicate"),
    ...openProjectFields,
    projectId: projectIdField,
  }),
  z.object({ intent: z.literal("publish"), ...openProjectFields, projectId: projectIdField }),
  z.object({ intent: z.literal("unpublish"), projectId: projectIdField }),
  z.object({ intent: z.literal("delete"), projectId: projectIdField }),
]);

export type EditorAction = z.infer<typeof EditorActionSchema>;
export type EditorIntent = EditorAction["intent"];
export const EDITOR_INTENTS = [
  "save",
  "create",
  "duplicate",
  "publish",
  "unpublish",
  "delete",
] as const satisfies ReadonlyArray<EditorIntent>;
