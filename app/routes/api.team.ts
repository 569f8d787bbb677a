import { listTeamMembers } from "~/models/team.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";

/** GET /api/team, ordered by `order`. */
export async function loader() {
  return handleApi(() => apiJson(listTeamMembers()));
}

export const action = () => methodNotAllowed();
