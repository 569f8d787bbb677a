import { createTestimonial, listTestimonials } from "~/models/testimonial.server";
import { testimonialSchema } from "~/schemas/testimonial";
import { adminCreateAction } from "~/utils/admin-api.server";
import { apiJson, handleApi } from "~/utils/api.server";

/** GET /api/testimonials, sorted by `order` ascending. */
export async function loader() {
  return handleApi(() => apiJson(listTestimonials()));
}

/** POST /api/testimonials (admins): 201 with the testimonial; the rating is clamped to 1–5. */
export const action = adminCreateAction(testimonialSchema, createTestimonial);
