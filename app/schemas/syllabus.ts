import * as z from "zod";

import { MODULE_DIFFICULTIES, toModuleDifficulty } from "~/data/catalogue";
import { idField, isLinkTarget, requiredText, wholeNumber } from "~/schemas/fields";

/** SPEC §5 "Module form" / "Section form"; where the spec gives no text, ours follow its style. */
export const SYLLABUS_MESSAGES = {
  moduleTitle: "El título debe tener al menos 3 caracteres.",
  moduleDescription: "La descripción debe tener al menos 10 caracteres.",
  moduleDuration: "La duración debe ser de al menos 1 hora.",
  order: "El orden debe ser mayor a 0",
  difficulty: "Selecciona una dificultad.",
  instructor: "El instructor es requerido",
  sectionTitle: "El título debe tener al menos 3 caracteres.",
  sectionContent: "El contenido debe tener al menos 10 caracteres.",
  sectionDuration: "La duración debe ser de al menos 1 minuto.",
  videoUrl:
    "Ingresa la URL de un video (http:// o https://) o una ruta de este sitio (/media/...).",
  resourceLine: "Escribe cada recurso en una línea como «Título | https://...».",
  resourceTitle: "Cada recurso necesita un título.",
  resourceUrl:
    "Cada recurso necesita una URL (http:// o https://) o una ruta de este sitio (/media/...).",
  resourceCount: "Una sección puede tener como máximo 10 recursos.",
  direction: "Elige subir o bajar.",
} as const;

const M = SYLLABUS_MESSAGES;

/** SPEC §9: module duration 1 hour and section duration 30 minutes by default. */
export const DEFAULT_MODULE_DURATION = 1;
export const DEFAULT_SECTION_DURATION = 30;

/**
 * The position a module (in its course) or a section (in its module) takes. A taken number is not
 * refused: the item goes there and the others shift (docs/decisions/102).
 */
const order = wholeNumber({ min: 1, max: 10_000 }, { required: M.order, min: M.order });

export const moduleSchema = z.object({
  courseId: idField("El curso es requerido."),
  title: requiredText(3, M.moduleTitle),
  description: requiredText(10, M.moduleDescription, 2000),
  duration: wholeNumber(
    { min: 1, max: 1_000 },
    { required: M.moduleDuration, min: M.moduleDuration },
  ),
  order,
  difficulty: z.preprocess(
    (value) => (typeof value === "string" ? (toModuleDifficulty(value.trim()) ?? value) : value),
    z.enum(MODULE_DIFFICULTIES, { error: M.difficulty }),
  ),
  instructor: requiredText(3, M.instructor),
});

export type ModuleInput = z.output<typeof moduleSchema>;

export const MAX_SECTION_RESOURCES = 10;

/** Where a resource came from: its line in the form's textarea (1-based, blank lines counted). */
const SOURCE_LINE = Symbol("resource line");
type ResourceLine = {
  title: string;
  url: string;
  [SOURCE_LINE]?: { number: number; text: string };
};

/**
 * The form sends resources as lines "Título | URL" (a textarea works without JS); JSON clients
 * send `[{ title, url }]`. Both end up as the list; a line keeps its number and text so an error
 * can name it.
 */
function readResources(value: unknown) {
  if (typeof value !== "string") return value ?? [];
  return value.split(/\r?\n/).flatMap((raw, index): ResourceLine[] => {
    const line = raw.trim();
    if (!line) return [];
    const bar = line.lastIndexOf("|");
    const source = { number: index + 1, text: line };
    return bar === -1
      ? [{ title: "", url: "", [SOURCE_LINE]: source }]
      : [
          {
            title: line.slice(0, bar).trim(),
            url: line.slice(bar + 1).trim(),
            [SOURCE_LINE]: source,
          },
        ];
  });
}

/** The textarea's text for a stored list (the edit form). */
export function resourcesAsText(resources: { title: string; url: string }[]) {
  return resources.map(({ title, url }) => `${title} | ${url}`).join("\n");
}

const resourceSchema = z.object({
  title: requiredText(1, M.resourceTitle, 120),
  url: z
    .string({ error: M.resourceUrl })
    .trim()
    .max(500, M.resourceUrl)
    .refine(isLinkTarget, M.resourceUrl),
});

type Resource = z.output<typeof resourceSchema>;

const QUOTED_LINE_LENGTH = 40;

/** How an error names a line of the form's textarea: "Línea 3 («Guía de HTML»)". */
export function resourceLineLabel(number: number, text: string) {
  const quoted =
    text.length > QUOTED_LINE_LENGTH ? `${text.slice(0, QUOTED_LINE_LENGTH - 1)}…` : text;
  return `Línea ${number} («${quoted}»)`;
}

/** A line of the form by its number and text; an item of a JSON list as "Recurso 2". */
function resourceLabel(item: unknown, index: number) {
  const source = (item as Partial<ResourceLine> | null)?.[SOURCE_LINE];
  return source ? resourceLineLabel(source.number, source.text) : `Recurso ${index + 1}`;
}

/**
 * Each resource checked on its own, its problems reported on the `resources` field itself ("Línea
 * 3 («…»): …" for the form, "Recurso 2: …" for JSON): the form has one textarea for all of them,
 * which shows only the field's own errors. A line without "|" is told the expected shape.
 */
function checkResources(items: unknown[], context: z.RefinementCtx): Resource[] {
  const resources: Resource[] = [];
  items.forEach((item, index) => {
    const source = (item as Partial<ResourceLine> | null)?.[SOURCE_LINE];
    if (source && !source.text.includes("|")) {
      context.addIssue({
        code: "custom",
        message: `${resourceLabel(item, index)}: ${M.resourceLine}`,
      });
      return;
    }
    const result = resourceSchema.safeParse(item);
    if (result.success) {
      resources.push(result.data);
      return;
    }
    for (const message of new Set(result.error.issues.map((issue) => issue.message))) {
      context.addIssue({ code: "custom", message: `${resourceLabel(item, index)}: ${message}` });
    }
  });
  return resources;
}

export const sectionSchema = z.object({
  moduleId: idField("El módulo es requerido."),
  title: requiredText(3, M.sectionTitle),
  content: requiredText(10, M.sectionContent, 20_000),
  duration: z.preprocess(
    (value) => (value === undefined || value === "" ? DEFAULT_SECTION_DURATION : value),
    wholeNumber({ min: 1, max: 1_000 }, { required: M.sectionDuration, min: M.sectionDuration }),
  ),
  order,
  videoUrl: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim() : null),
    z.string().max(500, M.videoUrl).refine(isLinkTarget, M.videoUrl).nullable(),
  ),
  resources: z.preprocess(
    readResources,
    z
      .array(z.unknown(), { error: M.resourceLine })
      .max(MAX_SECTION_RESOURCES, M.resourceCount)
      .transform(checkResources),
  ),
});

export type SectionInput = z.output<typeof sectionSchema>;

/** 'Subir' / 'Bajar' on the admin lists: swap an item with its neighbour (docs/decisions/102). */
export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];
export const moveDirection = z.enum(MOVE_DIRECTIONS, { error: M.direction });
