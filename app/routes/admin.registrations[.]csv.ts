import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireAdmin } from "~/auth/session.server";
import { liveRegistrationsCsv, parseRegistrationFilter } from "~/models/live-registration.server";
import { csvResponse } from "~/utils/csv.server";

/** GET /admin/registrations.csv[?courseId=N]: the live-course registrations (admins only). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const courseId = parseRegistrationFilter(new URL(request.url).searchParams);
  return csvResponse(liveRegistrationsCsv(admin, { courseId }), "registros-cursos-en-vivo.csv");
}
