import { deleteModule, updateModule } from "~/models/syllabus.server";
import { moduleSchema } from "~/schemas/syllabus";
import { adminItemAction } from "~/utils/admin-api.server";
import { methodNotAllowed } from "~/utils/api.server";

/** PATCH and DELETE /api/modules/{id} (admins); deleting a module deletes its sections. */
export const action = adminItemAction({
  param: "moduleId",
  notFoundMessage: "Module not found",
  schema: moduleSchema,
  update: updateModule,
  remove: deleteModule,
  deletedMessage: "Módulo eliminado",
});

export const loader = () => methodNotAllowed("PATCH, DELETE");
