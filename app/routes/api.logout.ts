import type { ActionFunctionArgs } from "@remix-run/node";

import { destroyUserSession } from "~/auth/session.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { assertBodylessJson } from "~/utils/bodyless.server";
import { assertSameOrigin } from "~/utils/request.server";

/** POST /api/logout → 200; the session row is deleted and the cookie cleared. */
export function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    assertSameOrigin(request);
    await assertBodylessJson(request);
    return apiJson(
      { message: "Has cerrado sesión correctamente." },
      { headers: { "Set-Cookie": await destroyUserSession(request) } },
    );
  });
}

export const loader = () => methodNotAllowed("POST");
