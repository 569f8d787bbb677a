import type { LoaderFunctionArgs } from "@remix-run/node";

import { getUser } from "~/auth/session.server";
import { getCourseModulesForViewer } from "~/models/syllabus.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { parseIdParam } from "~/utils/request.server";

/** GET /api/courses/{courseId}/modules: ordered by `order`; disabled courses only for admins. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const courseId = parseIdParam(params.courseId, "Course not found");
    const viewer = await getUser(request);
    return apiJson(getCourseModulesForViewer(courseId, viewer));
  });
}

export const action = () => methodNotAllowed();
