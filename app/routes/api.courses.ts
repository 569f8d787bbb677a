import type { LoaderFunctionArgs } from "@remix-run/node";

import { createCourse, listCourses, parseCourseFilters, toApiCourse } from "~/models/course.server";
import { courseApiSchema } from "~/schemas/course";
import { adminCreateAction } from "~/utils/admin-api.server";
import { apiJson, handleApi } from "~/utils/api.server";

/** GET /api/courses: the catalogue (disabled courses included, flagged `isDisabled`, as on /courses). */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(() => {
    const filters = parseCourseFilters(new URL(request.url).searchParams);
    return apiJson(listCourses(filters).map(toApiCourse));
  });
}

/** POST /api/courses (admins): 201 with the course; liveDetails kept only when isLive. */
export const action = adminCreateAction(courseApiSchema, async (admin, input) =>
  toApiCourse(await createCourse(admin, input)),
);
