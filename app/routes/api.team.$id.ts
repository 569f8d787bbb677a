import { deleteTeamMember, updateTeamMember } from "~/models/team.server";
import { teamMemberSchema } from "~/schemas/team";
import { adminItemAction } from "~/utils/admin-api.server";
import { methodNotAllowed } from "~/utils/api.server";

/** PATCH and DELETE /api/team/{id} (admins). */
export const action = adminItemAction({
  param: "id",
  notFoundMessage: "Team member not found",
  schema: teamMemberSchema,
  update: updateTeamMember,
  remove: deleteTeamMember,
  deletedMessage: "Miembro eliminado",
});

export const loader = () => methodNotAllowed("PATCH, DELETE");
