import { deleteSection, updateSection } from "~/models/syllabus.server";
import { sectionSchema } from "~/schemas/syllabus";
import { adminItemAction } from "~/utils/admin-api.server";
import { methodNotAllowed } from "~/utils/api.server";

/**
 * PATCH and DELETE /api/sections/{id} (admins). A new order moves the section there and shifts the
 * others; a delete closes the gap (docs/decisions/102).
 */
export const action = adminItemAction({
  param: "sectionId",
  notFoundMessage: "Section not found",
  schema: sectionSchema,
  update: updateSection,
  remove: deleteSection,
  deletedMessage: "Sección eliminada",
});

export const loader = () => methodNotAllowed("PATCH, DELETE");
