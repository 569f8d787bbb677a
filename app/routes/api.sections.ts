import { createSection } from "~/models/syllabus.server";
import { sectionSchema } from "~/schemas/syllabus";
import { adminCreateAction } from "~/utils/admin-api.server";
import { methodNotAllowed } from "~/utils/api.server";

/** POST /api/sections (admins): 201 with the section; 409 when its order is taken in the module. */
export const action = adminCreateAction(
  sectionSchema,
  (admin, input) => createSection(admin, input).section,
);

export const loader = () => methodNotAllowed("POST");
