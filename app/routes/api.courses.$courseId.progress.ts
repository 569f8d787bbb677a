import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { listCourseProgress } from "~/models/progress.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { parseIdParam } from "~/utils/request.server";

/**
 * GET /api/courses/{courseId}/progress: `{ completedSections: [{ sectionId, completed, timestamp,
 * videoProgress }] }` for the caller; 401 anonymous, 404 missing course, 403 'No enrollment found'.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const courseId = parseIdParam(params.courseId, "Course not found");
    return apiJson({ completedSections: listCourseProgress(user.id, courseId) });
  });
}

export const action = () => methodNotAllowed();
