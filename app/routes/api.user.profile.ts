import type { ActionFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { updateUserProfileFromApi } from "~/models/user.server";
import { ApiProfileSchema, MAX_PROFILE_JSON_BYTES } from "~/schemas/profile";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { getClientAddress } from "~/utils/rate-limit.server";
import { readJsonBody } from "~/utils/request.server";

/**
 * PATCH /api/user/profile { name, email, username, bio?, profileImage?, currentPassword? } → the
 * updated user. profileImage may be a `data:image/...;base64,` URL (the previous site's photo
 * picker): it becomes the user's photo through the same checks as the form upload. A new email
 * needs `currentPassword` (400 without it or when wrong; the previous client, which never sends
 * it, can still save everything else). A taken email or username → 409.
 */
export function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed("PATCH");
    const user = await requireApiUser(request);
    const update = await readJsonBody(request, ApiProfileSchema, {
      maxBytes: MAX_PROFILE_JSON_BYTES,
    });
    return apiJson(
      await updateUserProfileFromApi(user.id, update, {
        clientAddress: getClientAddress(request),
      }),
    );
  });
}

export const loader = () => methodNotAllowed("PATCH");
