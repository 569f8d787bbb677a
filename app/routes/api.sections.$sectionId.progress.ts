import type { ActionFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { setSectionCompletion } from "~/models/progress.server";
import { sectionProgressSchema } from "~/schemas/learning";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { parseIdParam, readJsonBody } from "~/utils/request.server";

/**
 * POST /api/sections/{sectionId}/progress `{ completed }`: marks the section for the caller and
 * answers the recomputed course percentage. 403 'No enrollment found' outside their courses.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request);
    const sectionId = parseIdParam(params.sectionId, "Section not found");
    const { completed } = await readJsonBody(request, sectionProgressSchema);
    const result = setSectionCompletion(user.id, sectionId, completed);
    return apiJson({
      sectionId: result.sectionId,
      completed: result.completed,
      progress: result.course.progress,
      courseCompleted: result.course.completed,
    });
  });
}

export const loader = () => methodNotAllowed("POST");
