import * as z from "zod";

import { cleanText, idField } from "~/schemas/fields";
import { MAX_VIDEO_SECONDS } from "~/utils/course-progress";

export const COMMENT_MAX_LENGTH = 2000;

export const COMMENT_MESSAGES = {
  required: "Escribe tu comentario.",
  tooLong: `El comentario no puede superar los ${COMMENT_MAX_LENGTH} caracteres.`,
} as const;

const SECTION_MESSAGE = "Sección no encontrada";
const sectionId = idField(SECTION_MESSAGE);

/** The comment form's text: plain text of 1–2,000 characters (rendered as text, never as HTML). */
export const commentBody = z.preprocess(
  cleanText,
  z
    .string({ error: COMMENT_MESSAGES.required })
    .min(1, COMMENT_MESSAGES.required)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
);

/** The comment form under 'Comentarios'. */
export const commentFormSchema = z.object({
  intent: z.literal("post-comment"),
  sectionId,
  body: commentBody,
});

/** The learn page's forms (one action, an `intent` per form). */
export const learnActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("set-completion"),
    sectionId,
    completed: z.enum(["true", "false"]).transform((value) => value === "true"),
    /** Sent by the enhanced (fetcher) form, which wants data back instead of a redirect. */
    enhanced: z.literal("1").optional(),
  }),
  commentFormSchema,
  z.object({
    intent: z.literal("delete-comment"),
    sectionId,
    commentId: idField("Comentario no encontrado"),
  }),
]);

// --- JSON bodies of the progress API (SPEC §7) ---------------------------------------------------

/** POST /api/sections/{sectionId}/progress */
export const sectionProgressSchema = z.object({
  completed: z.boolean({ error: "El campo completed debe ser verdadero o falso." }),
});

const VIDEO_MESSAGE = `videoProgress debe ser un número de segundos entre 0 y ${MAX_VIDEO_SECONDS}.`;
const DURATION_MESSAGE = `duration debe ser un número de segundos mayor que 0 y hasta ${MAX_VIDEO_SECONDS}.`;

/**
 * POST /api/sections/{sectionId}/video-progress: the playback position in seconds, optionally the
 * video's length and whether it ended (docs/decisions/050-video-progress-units.md).
 */
export const videoProgressSchema = z.object({
  videoProgress: z
    .number({ error: VIDEO_MESSAGE })
    .min(0, VIDEO_MESSAGE)
    .max(MAX_VIDEO_SECONDS, VIDEO_MESSAGE),
  duration: z
    .number({ error: DURATION_MESSAGE })
    .positive(DURATION_MESSAGE)
    .max(MAX_VIDEO_SECONDS, DURATION_MESSAGE)
    .optional(),
  ended: z.boolean({ error: "El campo ended debe ser verdadero o falso." }).optional(),
});

/**
 * PATCH /api/enrollments/{id}/progress: accepted for the previous site's client, which sends the
 * percentage it computed; the server recomputes it from the section rows instead.
 */
export const enrollmentProgressSchema = z.object({
  progress: z.number({ error: "El campo progress debe ser un número." }).min(0).max(100).optional(),
  completed: z.boolean({ error: "El campo completed debe ser verdadero o falso." }).optional(),
});
