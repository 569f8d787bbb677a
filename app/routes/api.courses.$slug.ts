import type { LoaderFunctionArgs } from "@remix-run/node";

import { deleteCourse, getCourseBySlug, toApiCourse, updateCourse } from "~/models/course.server";
import { courseApiSchema } from "~/schemas/course";
import { adminItemAction } from "~/utils/admin-api.server";
import { apiJson, handleApi, jsonError } from "~/utils/api.server";

/** GET /api/courses/{slug}: one course; 404 `{ message: "Course not found" }` (previous site's text). */
export async function loader({ params }: LoaderFunctionArgs) {
  return handleApi(() => {
    const course = getCourseBySlug(params.slug ?? "");
    if (!course) return jsonError(404, "Course not found");
    return apiJson(toApiCourse(course));
  });
}

/**
 * PATCH /api/courses/{id} (every field; the admin client toggles isDisabled this way) and
 * DELETE /api/courses/{id}, for admins. Writes address the course by id, reads by slug.
 */
export const action = adminItemAction({
  param: "slug",
  notFoundMessage: "Course not found",
  schema: courseApiSchema,
  update: async (admin, id, input) => toApiCourse(await updateCourse(admin, id, input)),
  remove: deleteCourse,
  deletedMessage: "Curso eliminado",
});
