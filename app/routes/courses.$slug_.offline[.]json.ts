import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { getOfflineCourse } from "~/models/offline-course.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";

/**
 * GET /courses/{slug}/offline.json: the list the learn page downloads for offline reading
 * (docs/decisions/128). The caller's own: private, never stored by a shared cache.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const course = getOfflineCourse(params.slug ?? "", user);
    return apiJson(course, { headers: { "Cache-Control": "private, no-store" } });
  });
}

export const action = () => methodNotAllowed();
