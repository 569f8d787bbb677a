import type { ActionFunctionArgs } from "@remix-run/node";

import { loginWithinLimits } from "~/auth/authenticator.server";
import { createUserSession } from "~/auth/session.server";
import { verifyLogin } from "~/models/user.server";
import { ApiLoginSchema } from "~/schemas/auth";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { readJsonBody } from "~/utils/request.server";

/** POST /api/login { email, password } → 200 with the user and a new session cookie. */
export function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const { email, password } = await readJsonBody(request, ApiLoginSchema);
    const { user, deviceCookie } = await loginWithinLimits(request, email, () =>
      verifyLogin(email, password),
    );
    const headers = new Headers();
    headers.append("Set-Cookie", await createUserSession(user.id, request));
    headers.append("Set-Cookie", deviceCookie);
    return apiJson(user, { headers });
  });
}

export const loader = () => methodNotAllowed("POST");
