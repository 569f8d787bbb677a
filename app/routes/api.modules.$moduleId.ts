import { deleteModule, updateModule } from "~/models/syllabus.server";
import { moduleSchema } from "~/schemas/syllabus";
import { adminItemAction } from "~/utils/admin-api.server";
import { methodNotAllowed } from "~/utils/api.server";

/**
 * PATCH and DELETE /api/modules/{id} (admins). A new order moves the module there and shifts the
 * others; deleting a module deletes its sections and closes the gap (docs/decisions/102).
 */
export const action = adminItemAction({
  param: "moduleId",
  notFoundMessage: "Module not found",
  schema: moduleSchema,
  update: updateModule,
  remove: deleteModule,
  deletedMessage: "Módulo eliminado",
});

export const loader = () => methodNotAllowed("PATCH, DELETE");
