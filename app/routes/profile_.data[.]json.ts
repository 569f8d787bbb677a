import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/auth/session.server";
import { exportPersonalData, personalDataFileName } from "~/models/personal-data.server";

/**
 * GET /profile/data.json: "Descargar mis datos", the signed-in student's own data as a JSON file
 * (anonymous visitors are sent to sign in). Never cached: it holds the whole account.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const body = JSON.stringify(exportPersonalData(user.id, now), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${personalDataFileName(now)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
