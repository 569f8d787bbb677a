import type { LoaderFunctionArgs } from "@remix-run/node";

import { listCourses, parseCourseFilters } from "~/models/course.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";

/** GET /api/courses: the catalogue (disabled courses included, flagged `isDisabled`, as on /courses). */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(() => {
    const filters = parseCourseFilters(new URL(request.url).searchParams);
    return apiJson(listCourses(filters));
  });
}

export const action = () => methodNotAllowed();
