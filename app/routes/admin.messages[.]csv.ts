import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireAdmin } from "~/auth/session.server";
import { contactMessagesCsv } from "~/models/contact.server";
import { csvFileName, csvResponse, parseCsvSeparator } from "~/utils/csv.server";

/** GET /admin/messages.csv[?sep=semicolon]: every contact message (admins only). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const separator = parseCsvSeparator(new URL(request.url).searchParams);
  return csvResponse(
    contactMessagesCsv(admin, { separator }),
    csvFileName("mensajes-de-contacto", separator),
  );
}
