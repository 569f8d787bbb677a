import * as z from "zod";

import { LIVE_MODALITIES } from "../../db/enums";
import { COURSE_CATEGORIES, COURSE_LEVELS } from "~/data/catalogue";
import { checkbox, requiredText, siteImageUrl, wholeNumber } from "~/schemas/fields";

/** SPEC §5 "Course form", verbatim. */
export const COURSE_MESSAGES = {
  title: "El título es requerido",
  slug: "El slug es requerido",
  description: "La descripción es requerida",
  shortDescription: "La descripción corta es requerida",
  level: "El nivel es requerido",
  category: "La categoría es requerida",
  durationRequired: "La duración es requerida",
  durationType: "La duración debe ser un número",
  durationMin: "La duración debe ser mayor a 0",
  modules: "El número de módulos debe ser mayor a 0",
  image: "La URL de la imagen es requerida",
  instructor: "El instructor es requerido",
  liveDetails: "Los detalles del curso en vivo son requeridos si el curso es en vivo.",
  liveDuration: "La duración del curso en vivo es requerida.",
  schedule: "El horario del curso en vivo es requerido.",
  address: "La dirección del curso en vivo es requerida.",
  contact: "El contacto del curso en vivo es requerido.",
  modality: "Por favor, selecciona una modalidad.",
} as const;

const M = COURSE_MESSAGES;

/**
 * "Introducción a HTML" → "introduccion-a-html": SPEC §5 (lowercase, non-word characters removed,
 * spaces to hyphens) with accents folded first, so Spanish titles keep their letters.
 */
export function slugify(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

const liveDetailsSchema = z.object({
  liveDuration: requiredText(1, M.liveDuration),
  schedule: requiredText(1, M.schedule),
  modality: z.enum(LIVE_MODALITIES, { error: M.modality }),
  address: requiredText(1, M.address, 300),
  contact: requiredText(1, M.contact),
});

const isEmptyObject = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "object" &&
    Object.values(value as Record<string, unknown>).every(
      (field) => field === undefined || field === null || field === "",
    ));

/**
 * The course form (SPEC §5), shared by the admin page and POST/PATCH /api/courses. The slug is
 * filled from the title when left empty; live details are required for a live course and dropped
 * for any other (turning isLive off clears them).
 */
export const courseSchema = z
  .object({
    title: requiredText(3, M.title),
    slug: z.preprocess(
      (value) => (typeof value === "string" ? slugify(value) : value),
      z.string().max(120, "El slug no puede superar los 120 caracteres.").optional(),
    ),
    description: requiredText(10, M.description, 5000),
    shortDescription: requiredText(10, M.shortDescription, 300),
    level: z.enum(COURSE_LEVELS, { error: M.level }),
    category: z.enum(COURSE_CATEGORIES, { error: M.category }),
    duration: wholeNumber(
      { min: 1, max: 10_000 },
      { required: M.durationRequired, type: M.durationType, min: M.durationMin },
    ),
    modules: wholeNumber({ min: 1, max: 1_000 }, { required: M.modules, min: M.modules }),
    image: siteImageUrl(M.image, M.image),
    instructor: requiredText(3, M.instructor),
    featured: checkbox(),
    popular: checkbox(),
    isNew: checkbox(),
    isLive: checkbox(),
    comingSoon: checkbox(),
    isDisabled: checkbox(),
    liveDetails: z.preprocess(
      (value) => (isEmptyObject(value) ? undefined : value),
      liveDetailsSchema.optional(),
    ),
  })
  .superRefine((course, context) => {
    const slug = course.slug || slugify(course.title);
    if (slug.length < 3) context.addIssue({ code: "custom", path: ["slug"], message: M.slug });
    if (course.isLive && !course.liveDetails) {
      context.addIssue({ code: "custom", path: ["liveDetails"], message: M.liveDetails });
    }
  })
  .transform(({ slug, liveDetails, ...course }) => ({
    ...course,
    slug: slug || slugify(course.title),
    liveDetails: course.isLive ? (liveDetails ?? null) : null,
  }));

export type CourseInput = z.output<typeof courseSchema>;

/**
 * POST/PATCH /api/courses: the same schema; the previous site's admin client names the "new"
 * flag `new` (SPEC §3), which is accepted as `isNew`.
 */
export const courseApiSchema = z.preprocess((value) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const { new: isNewAlias, ...rest } = value as Record<string, unknown>;
  return "isNew" in rest || isNewAlias === undefined ? rest : { ...rest, isNew: isNewAlias };
}, courseSchema);
