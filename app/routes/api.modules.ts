import { createModule } from "~/models/syllabus.server";
import { moduleSchema } from "~/schemas/syllabus";
import { adminCreateAction } from "~/utils/admin-api.server";
import { methodNotAllowed } from "~/utils/api.server";

/**
 * POST /api/modules (admins): 201 with the module. A taken order inserts it there and shifts the
 * course's other modules; past the end it goes last (docs/decisions/102).
 */
export const action = adminCreateAction(moduleSchema, createModule);

export const loader = () => methodNotAllowed("POST");
