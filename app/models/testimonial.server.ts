import { asc } from "drizzle-orm";

import { testimonials } from "../../db/schema";
import { db } from "~/db.server";

/** Testimonials sorted by `order` ascending (SPEC §7). */
export function listTestimonials() {
  return db
    .select()
    .from(testimonials)
    .orderBy(asc(testimonials.order), asc(testimonials.id))
    .all();
}

export type TestimonialRecord = ReturnType<typeof listTestimonials>[number];
