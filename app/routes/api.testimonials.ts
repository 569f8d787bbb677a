import { listTestimonials } from "~/models/testimonial.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";

/** GET /api/testimonials, sorted by `order` ascending. */
export async function loader() {
  return handleApi(() => apiJson(listTestimonials()));
}

export const action = () => methodNotAllowed();
