import type { LoaderFunctionArgs } from "@remix-run/node";

import { getUser } from "~/auth/session.server";
import { getModuleSectionsForViewer } from "~/models/syllabus.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { parseIdParam } from "~/utils/request.server";

/**
 * GET /api/modules/{moduleId}/sections: ordered by `order`. Enrolled students and admins get every
 * section with its content; everyone else the first three, without content
 * (docs/decisions/021-syllabus-preview-for-visitors.md). The access level travels in a header so
 * the body stays the array the previous site's clients expect.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const moduleId = parseIdParam(params.moduleId, "Module not found");
    const viewer = await getUser(request);
    const { access, sections } = getModuleSectionsForViewer(moduleId, viewer);
    return apiJson(sections, { headers: { "X-Syllabus-Access": access } });
  });
}

export const action = () => methodNotAllowed();
