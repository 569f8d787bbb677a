import * as z from "zod";

import { readDecimal, requiredText, siteImageUrl } from "~/schemas/fields";

/** SPEC §5 "Testimonial form": image min 5; rating clamped to 1–5 (halves allowed), order to ≥ 1. */
export const TESTIMONIAL_MESSAGES = {
  name: "El nombre debe tener al menos 3 caracteres.",
  courseName: "El curso debe tener al menos 3 caracteres.",
  text: "El testimonio debe tener al menos 10 caracteres.",
  image: "La URL de la imagen es requerida",
  rating: "La calificación debe ser un número.",
  order: "El orden debe ser un número.",
} as const;

const M = TESTIMONIAL_MESSAGES;
export const DEFAULT_RATING = 5;

function readNumber(value: unknown) {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") return value;
  return readDecimal(value.trim());
}

/** 1–5 in steps of a half (SPEC: halves displayable); 0.74 → 1, 4.3 → 4.5, 9 → 5. */
export function clampRating(rating: number) {
  return Math.min(5, Math.max(1, Math.round(rating * 2) / 2));
}

/** Shared by the admin's Testimonios form and POST/PATCH /api/testimonials. */
export const testimonialSchema = z.object({
  name: requiredText(3, M.name),
  courseName: requiredText(3, M.courseName),
  text: requiredText(10, M.text, 2000),
  image: siteImageUrl(M.image),
  rating: z.preprocess(
    (value) => readNumber(value) ?? DEFAULT_RATING,
    z.number({ error: M.rating }).finite(M.rating).transform(clampRating),
  ),
  order: z.preprocess(
    readNumber,
    z
      .number({ error: M.order })
      .finite(M.order)
      .transform((order) => Math.min(10_000, Math.max(1, Math.round(order)))),
  ),
});

export type TestimonialInput = z.output<typeof testimonialSchema>;
