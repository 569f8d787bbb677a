import type { ActionFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { enrollUser } from "~/models/enrollment.server";
import { enrollSchema } from "~/schemas/enrollment";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { readJsonBody } from "~/utils/request.server";

/**
 * POST /api/enroll `{ courseId }`: 401 anonymous; 400 'Course ID is required'; 404 missing course;
 * 409 already enrolled; 400 disabled, coming-soon or live course; 201 with the enrollment.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request);
    const { courseId } = await readJsonBody(request, enrollSchema);
    const { enrollment } = enrollUser(user.id, courseId);
    return apiJson(enrollment, { status: 201 });
  });
}

export const loader = () => methodNotAllowed("POST");
