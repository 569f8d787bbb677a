import * as z from "zod";

import { courseSchema } from "~/schemas/course";
import { idField as plainIdField } from "~/schemas/fields";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE_MESSAGE } from "~/schemas/profile";
import { moduleSchema, moveDirection, sectionSchema } from "~/schemas/syllabus";
import { teamMemberSchema } from "~/schemas/team";
import { testimonialSchema } from "~/schemas/testimonial";

/**
 * The admin pages' actions: each page posts one form per intent (create, update, delete, toggle,
 * move) and parses it with one discriminated union, like `schemas/profile.ts`. The entity's fields
 * are the shared schema of its form (also used by `/api`), so a page and the API apply the same
 * rules.
 */

const NOT_FOUND = "Elemento no encontrado";

/** A row id posted by a hidden field; anything else is "not found" (the action answers 404). */
export const idField = plainIdField(NOT_FOUND);

/**
 * `{ intent }` joined with an entity schema that ends in a transform. The loose object in front
 * gives the union its discriminator; the intersection keeps `intent` (and any id) in the output.
 */
function tagged<Intent extends string, Shape extends z.ZodRawShape, Fields extends z.ZodType>(
  intent: Intent,
  extra: Shape,
  fields: Fields,
) {
  const discriminator = z.object({ intent: z.literal(intent) }).loose();
  const joined = z.object({ intent: z.literal(intent), ...extra }).and(fields);
  // zod cannot see that the loose object's output (any keys) is the intersection's input.
  return discriminator.pipe(
    joined as unknown as z.ZodType<z.output<typeof joined>, z.output<typeof discriminator>>,
  );
}

function itemIntent<Intent extends string, Shape extends z.ZodRawShape>(
  intent: Intent,
  shape: Shape,
) {
  return z.object({ intent: z.literal(intent), ...shape });
}

/** The file input of the "image URL or upload" field; the URL itself is the `image` field. */
export const IMAGE_FILE_FIELD = "imageFile";

const tooLarge = (value: unknown) =>
  typeof File !== "undefined" && value instanceof File && value.size > MAX_PHOTO_BYTES;

/**
 * A site image's form (course cover, team and testimonial photos): the fields of `schema` and the
 * upload beside the image URL. A file over 5 MB is refused with the photo rule's message under the
 * image field: in the browser before any request (issue 24, item 3), in the action for one that
 * slipped through. A body too large to read gets the same answer (`refuseTooLarge`).
 */
export function withImageUpload<Schema extends z.ZodType>(schema: Schema) {
  const upload = z
    .object({ [IMAGE_FILE_FIELD]: z.unknown().optional() })
    .superRefine((value, context) => {
      if (tooLarge(value[IMAGE_FILE_FIELD])) {
        context.addIssue({ code: "custom", path: ["image"], message: PHOTO_TOO_LARGE_MESSAGE });
      }
    })
    // Only a check: the upload itself is read from the form by the action.
    .transform(() => ({}));
  return schema.and(upload);
}

export const courseActionSchema = z.discriminatedUnion("intent", [
  tagged("create", {}, withImageUpload(courseSchema)),
  tagged("update", { courseId: idField }, withImageUpload(courseSchema)),
  itemIntent("delete", { courseId: idField }),
  itemIntent("toggle", {
    courseId: idField,
    isDisabled: z.enum(["true", "false"]).transform((value) => value === "true"),
  }),
]);

export const moduleActionSchema = z.discriminatedUnion("intent", [
  tagged("create", {}, moduleSchema),
  tagged("update", { moduleId: idField }, moduleSchema),
  itemIntent("delete", { moduleId: idField }),
  itemIntent("move", { moduleId: idField, direction: moveDirection }),
]);

export const sectionActionSchema = z.discriminatedUnion("intent", [
  tagged("create", {}, sectionSchema),
  tagged("update", { sectionId: idField }, sectionSchema),
  itemIntent("delete", { sectionId: idField }),
  itemIntent("move", { sectionId: idField, direction: moveDirection }),
]);

export const teamActionSchema = z.discriminatedUnion("intent", [
  tagged("create", {}, withImageUpload(teamMemberSchema)),
  tagged("update", { memberId: idField }, withImageUpload(teamMemberSchema)),
  itemIntent("delete", { memberId: idField }),
]);

export const testimonialActionSchema = z.discriminatedUnion("intent", [
  tagged("create", {}, withImageUpload(testimonialSchema)),
  tagged("update", { testimonialId: idField }, withImageUpload(testimonialSchema)),
  itemIntent("delete", { testimonialId: idField }),
]);

export type AdminIntent = "create" | "update" | "delete" | "toggle" | "move";
export const ADMIN_INTENTS: readonly AdminIntent[] = [
  "create",
  "update",
  "delete",
  "toggle",
  "move",
];

/** The admin's Comentarios tab: the one thing it does is delete a comment. */
export const commentActionSchema = z.object({
  intent: z.literal("delete"),
  commentId: idField,
});
