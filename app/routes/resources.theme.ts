import type { ActionFunctionArgs } from "@remix-run/node";

import { isTheme, serializeTheme } from "~/utils/theme.server";
import { jsonError } from "~/utils/api.server";
import { readFormBody } from "~/utils/request.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirect } from "~/utils/headers.server";

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await readFormBody(request);
  const theme = formData.get("theme");
  if (!isTheme(theme)) throw jsonError(400, "Tema no válido.");
  const headers = { "Set-Cookie": await serializeTheme(theme) };
  // Fetcher submissions (JS on) only need the cookie; plain form posts go back to the page.
  if (formData.get("redirectTo") === null) return Response.json({ theme }, { headers });
  return redirect(safeRedirect(formData.get("redirectTo")), { headers });
}
