import { createTeamMember, listTeamMembers } from "~/models/team.server";
import { teamMemberSchema } from "~/schemas/team";
import { adminCreateAction } from "~/utils/admin-api.server";
import { apiJson, handleApi } from "~/utils/api.server";

/** GET /api/team, ordered by `order`. */
export async function loader() {
  return handleApi(() => apiJson(listTeamMembers()));
}

/** POST /api/team (admins): 201 with the member. */
export const action = adminCreateAction(teamMemberSchema, createTeamMember);
