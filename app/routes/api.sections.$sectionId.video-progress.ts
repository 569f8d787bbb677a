import type { ActionFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { recordVideoProgress } from "~/models/progress.server";
import { videoProgressSchema } from "~/schemas/learning";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { parseIdParam, readJsonBody } from "~/utils/request.server";

/**
 * POST /api/sections/{sectionId}/video-progress `{ videoProgress, duration?, ended? }` (seconds):
 * saves the position; at 95 % of `duration`, or `ended`, the section is completed.
 * Also the target of the player's `sendBeacon` when the page is hidden.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request);
    const sectionId = parseIdParam(params.sectionId, "Section not found");
    const input = await readJsonBody(request, videoProgressSchema, { acceptBeacon: true });
    const result = recordVideoProgress(user.id, sectionId, input);
    return apiJson({
      sectionId: result.sectionId,
      videoProgress: result.videoProgress,
      completed: result.completed,
      autoCompleted: result.autoCompleted,
      progress: result.course.progress,
      courseCompleted: result.course.completed,
    });
  });
}

export const loader = () => methodNotAllowed("POST");
