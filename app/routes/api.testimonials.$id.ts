import { deleteTestimonial, updateTestimonial } from "~/models/testimonial.server";
import { testimonialSchema } from "~/schemas/testimonial";
import { adminItemAction } from "~/utils/admin-api.server";
import { methodNotAllowed } from "~/utils/api.server";

/** PATCH and DELETE /api/testimonials/{id} (admins). */
export const action = adminItemAction({
  param: "id",
  notFoundMessage: "Testimonial not found",
  schema: testimonialSchema,
  update: updateTestimonial,
  remove: deleteTestimonial,
  deletedMessage: "Testimonio eliminado",
});

export const loader = () => methodNotAllowed("PATCH, DELETE");
