import type { ActionFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { cancelEnrollment } from "~/models/enrollment.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { assertBodylessJson } from "~/utils/bodyless.server";
import { assertSameOrigin, parseIdParam } from "~/utils/request.server";

/**
 * DELETE /api/enrollments/{id}: cancels one of the caller's own enrollments. Someone else's id
 * answers 404 exactly like a missing one, and nothing is deleted.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed("DELETE");
    assertSameOrigin(request);
    const user = await requireApiUser(request);
    const enrollmentId = parseIdParam(params.id, "Inscripción no encontrada");
    await assertBodylessJson(request);
    cancelEnrollment(user.id, enrollmentId);
    return apiJson({ message: "Has cancelado tu inscripción al curso" });
  });
}

export const loader = () => methodNotAllowed("DELETE");
