import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireAdmin } from "~/auth/session.server";
import { contactMessagesCsv } from "~/models/contact.server";
import { csvResponse } from "~/utils/csv.server";

/** GET /admin/messages.csv: every contact message (admins only). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return csvResponse(contactMessagesCsv(admin), "mensajes-de-contacto.csv");
}
