import type { ActionFunctionArgs } from "@remix-run/node";

import { destroyUserSession } from "~/auth/session.server";
import { apiJson, assertSameOrigin, handleApi } from "~/utils/http.server";

const methodNotAllowed = () =>
  apiJson({ message: "Método no permitido." }, { status: 405, headers: { Allow: "POST" } });

/** POST /api/logout → 200; the session row is deleted and the cookie cleared. */
export function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    assertSameOrigin(request);
    return apiJson(
      { message: "Has cerrado sesión correctamente." },
      { headers: { "Set-Cookie": await destroyUserSession(request) } },
    );
  });
}

export const loader = methodNotAllowed;
