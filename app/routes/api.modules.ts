import { createModule } from "~/models/syllabus.server";
import { moduleSchema } from "~/schemas/syllabus";
import { adminCreateAction } from "~/utils/admin-api.server";
import { methodNotAllowed } from "~/utils/api.server";

/** POST /api/modules (admins): 201 with the module; 409 when its order is taken in the course. */
export const action = adminCreateAction(moduleSchema, createModule);

export const loader = () => methodNotAllowed("POST");
