import type { ActionFunctionArgs } from "@remix-run/node";

import { endOtherSessions, getCurrentSession, requireApiUser } from "~/auth/session.server";
import { changePassword } from "~/models/user.server";
import { ApiPasswordSchema } from "~/schemas/profile";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { getClientAddress } from "~/utils/rate-limit.server";
import { readJsonBody } from "~/utils/request.server";

/**
 * PATCH /api/user/password { currentPassword, newPassword }: the current password is checked
 * (400 'La contraseña actual es incorrecta.'), the new one stored, and every other session ended.
 */
export function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed("PATCH");
    const user = await requireApiUser(request);
    const { currentPassword, newPassword } = await readJsonBody(request, ApiPasswordSchema);
    await changePassword(user.id, currentPassword, newPassword, {
      clientAddress: getClientAddress(request),
    });
    const session = await getCurrentSession(request);
    if (session) endOtherSessions(user.id, session.sessionId);
    return apiJson({ message: "Tu contraseña ha sido actualizada exitosamente." });
  });
}

export const loader = () => methodNotAllowed("PATCH");
