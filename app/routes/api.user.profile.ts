import type { ActionFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { updateUserProfile } from "~/models/user.server";
import { ApiProfileSchema } from "~/schemas/profile";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { readJsonBody } from "~/utils/request.server";

/**
 * PATCH /api/user/profile { name, email, username, bio?, profileImage? } → the updated user.
 * A taken email or username → 409.
 */
export function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed("PATCH");
    const user = await requireApiUser(request);
    const update = await readJsonBody(request, ApiProfileSchema);
    return apiJson(updateUserProfile(user.id, update));
  });
}

export const loader = () => methodNotAllowed("PATCH");
