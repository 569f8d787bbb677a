import type { ActionFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { NO_ENROLLMENT_API_MESSAGE, syncEnrollmentProgress } from "~/models/progress.server";
import { enrollmentProgressSchema } from "~/schemas/learning";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { parseIdParam, readJsonBody } from "~/utils/request.server";

/**
 * PATCH /api/enrollments/{id}/progress `{ progress, completed }`: the caller's own enrollment only
 * (else 403 'No enrollment found'). The numbers sent are validated but not trusted: the answer is
 * the enrollment with its percentage recomputed from the completed sections.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed("PATCH");
    const user = await requireApiUser(request);
    const enrollmentId = parseIdParam(params.id, NO_ENROLLMENT_API_MESSAGE);
    await readJsonBody(request, enrollmentProgressSchema);
    return apiJson(syncEnrollmentProgress(user.id, enrollmentId));
  });
}

export const loader = () => methodNotAllowed("PATCH");
