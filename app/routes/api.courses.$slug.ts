import type { LoaderFunctionArgs } from "@remix-run/node";

import { getCourseBySlug } from "~/models/course.server";
import { apiJson, handleApi, jsonError, methodNotAllowed } from "~/utils/api.server";

/** GET /api/courses/{slug}: one course; 404 `{ message: "Course not found" }` (previous site's text). */
export async function loader({ params }: LoaderFunctionArgs) {
  return handleApi(() => {
    const course = getCourseBySlug(params.slug ?? "");
    if (!course) return jsonError(404, "Course not found");
    return apiJson(course);
  });
}

export const action = () => methodNotAllowed();
