import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireAdmin } from "~/auth/session.server";
import { liveRegistrationsCsv, parseRegistrationFilter } from "~/models/live-registration.server";
import { csvFileName, csvResponse, parseCsvSeparator } from "~/utils/csv.server";

/**
 * GET /admin/registrations.csv[?courseId=N][&sep=semicolon]: the live-course registrations
 * (admins only).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { searchParams } = new URL(request.url);
  const courseId = parseRegistrationFilter(searchParams);
  const separator = parseCsvSeparator(searchParams);
  return csvResponse(
    liveRegistrationsCsv(admin, { courseId, separator }),
    csvFileName("registros-cursos-en-vivo", separator),
  );
}
