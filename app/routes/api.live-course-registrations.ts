import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { DomainError } from "~/models/errors.server";
import {
  listUserLiveRegistrations,
  registerForLiveCourse,
} from "~/models/live-registration.server";
import { liveRegistrationApiSchema } from "~/schemas/live-registration";
import { apiJson, handleApi, jsonError, methodNotAllowed } from "~/utils/api.server";
import { readJsonBody } from "~/utils/request.server";

/** An optional positive integer query parameter: absent → undefined, anything else → 400. */
function optionalIdParam(url: URL, name: string) {
  const value = url.searchParams.get(name);
  if (value === null || value === "") return undefined;
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) {
    throw jsonError(400, `El parámetro ${name} debe ser un número entero positivo.`);
  }
  return id;
}

/**
 * GET /api/live-course-registrations?userId=&courseId=: the caller's own registrations only
 * (the previous site returned anyone's, minors' and guardians' data included).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const url = new URL(request.url);
    const userId = optionalIdParam(url, "userId");
    const courseId = optionalIdParam(url, "courseId");
    if (userId !== undefined && userId !== user.id) {
      throw new DomainError(403, "Solo puedes consultar tus propios registros.");
    }
    return apiJson(listUserLiveRegistrations(user.id, { courseId }));
  });
}

/** POST /api/live-course-registrations: registers the caller for a live course. */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed("GET, POST");
    const user = await requireApiUser(request);
    const { courseId, ...input } = await readJsonBody(request, liveRegistrationApiSchema);
    const registration = registerForLiveCourse(user.id, courseId, input);
    return apiJson({ message: "¡Muchas gracias por registrarte!", registration }, { status: 201 });
  });
}
