import { createSection } from "~/models/syllabus.server";
import { sectionSchema } from "~/schemas/syllabus";
import { adminCreateAction } from "~/utils/admin-api.server";
import { methodNotAllowed } from "~/utils/api.server";

/**
 * POST /api/sections (admins): 201 with the section. A taken order inserts it there and shifts the
 * module's other sections; past the end it goes last (docs/decisions/102).
 */
export const action = adminCreateAction(
  sectionSchema,
  (admin, input) => createSection(admin, input).section,
);

export const loader = () => methodNotAllowed("POST");
