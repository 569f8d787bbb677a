import { asc, eq } from "drizzle-orm";

import { testimonials } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { DomainError } from "~/models/errors.server";
import { deleteSiteImage, resolveSiteImageUrl } from "~/models/image.server";
import { TESTIMONIAL_MESSAGES, type TestimonialInput } from "~/schemas/testimonial";

/** Testimonials sorted by `order` ascending (SPEC §7). */
export function listTestimonials() {
  return db
    .select()
    .from(testimonials)
    .orderBy(asc(testimonials.order), asc(testimonials.id))
    .all();
}

export type TestimonialRecord = ReturnType<typeof listTestimonials>[number];

export function getTestimonial(testimonialId: number) {
  return db.select().from(testimonials).where(eq(testimonials.id, testimonialId)).get() ?? null;
}

const NOT_FOUND = { message: "Testimonio no encontrado", apiMessage: "Testimonial not found" };

async function testimonialValues(input: TestimonialInput, upload: Uint8Array | null | undefined) {
  const image = await resolveSiteImageUrl({
    typed: input.image,
    upload,
    kind: "portrait",
    requiredMessage: TESTIMONIAL_MESSAGES.image,
  });
  return { ...input, image };
}

export async function createTestimonial(
  _admin: Admin,
  input: TestimonialInput,
  { upload }: { upload?: Uint8Array | null } = {},
) {
  return db
    .insert(testimonials)
    .values(await testimonialValues(input, upload))
    .returning()
    .get();
}

export async function updateTestimonial(
  _admin: Admin,
  testimonialId: number,
  input: TestimonialInput,
  { upload }: { upload?: Uint8Array | null } = {},
) {
  const existing = getTestimonial(testimonialId);
  if (!existing) throw new DomainError(404, NOT_FOUND.message, NOT_FOUND);
  const updated = db
    .update(testimonials)
    .set(await testimonialValues(input, upload))
    .where(eq(testimonials.id, testimonialId))
    .returning()
    .get();
  if (!updated) throw new DomainError(404, NOT_FOUND.message, NOT_FOUND);
  if (existing.image !== updated.image) deleteSiteImage(existing.image);
  return updated;
}

export function deleteTestimonial(_admin: Admin, testimonialId: number) {
  const deleted = db
    .delete(testimonials)
    .where(eq(testimonials.id, testimonialId))
    .returning()
    .get();
  if (!deleted) throw new DomainError(404, NOT_FOUND.message, NOT_FOUND);
  deleteSiteImage(deleted.image);
  return deleted;
}
