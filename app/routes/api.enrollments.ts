import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { listUserEnrollments } from "~/models/enrollment.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";

/** GET /api/enrollments: the caller's own enrollments, each with its `course`; 401 anonymous. */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(listUserEnrollments(user.id));
  });
}

export const action = () => methodNotAllowed();
