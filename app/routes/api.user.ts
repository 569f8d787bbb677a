import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { destroyUserSession, requireApiUser } from "~/auth/session.server";
import { deleteUser } from "~/models/user.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { assertBodylessJson } from "~/utils/bodyless.server";
import { assertSameOrigin } from "~/utils/request.server";

/** GET /api/user → the signed-in user (never the password hash); 401 without a session. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(await requireApiUser(request)));
}

/**
 * DELETE /api/user → deletes the account (its sessions, enrollments and progress go with it) and
 * clears the cookie.
 */
export function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") {
      return methodNotAllowed("GET, DELETE");
    }
    assertSameOrigin(request);
    const user = await requireApiUser(request);
    await assertBodylessJson(request);
    deleteUser(user.id);
    return apiJson(
      { message: "Tu cuenta ha sido eliminada exitosamente." },
      { headers: { "Set-Cookie": await destroyUserSession(request) } },
    );
  });
}
