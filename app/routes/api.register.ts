import type { ActionFunctionArgs } from "@remix-run/node";

import { registerWithinLimits } from "~/auth/authenticator.server";
import { createUserSession } from "~/auth/session.server";
import { ApiRegisterSchema } from "~/schemas/auth";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { readJsonBody } from "~/utils/request.server";

/**
 * POST /api/register { name, email, username, password } → 201 with the new student, who is
 * signed in. A taken email or username → 409 "Email already exists" / "Username already exists".
 */
export function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const input = await readJsonBody(request, ApiRegisterSchema);
    const user = await registerWithinLimits(request, input);
    return apiJson(user, {
      status: 201,
      headers: { "Set-Cookie": await createUserSession(user.id, request) },
    });
  });
}

export const loader = () => methodNotAllowed("POST");
