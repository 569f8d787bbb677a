import type { ActionFunctionArgs } from "@remix-run/node";

import { destroyUserSession } from "~/auth/session.server";
import { assertBodylessForm } from "~/utils/bodyless.server";
import { assertSameOrigin } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { redirect } from "~/utils/headers.server";

/** The navbar's 'Cerrar sesión' form posts here: the session row goes, the cookie is cleared. */
export async function action({ request }: ActionFunctionArgs) {
  // Another site must not be able to sign our visitors out.
  assertSameOrigin(request);
  // The form has no fields: any body is refused before the session ends (issue 17).
  await assertBodylessForm(request);
  return redirectWithToast(
    "/",
    { title: "Cierre de Sesión Exitoso", description: "Has cerrado sesión correctamente." },
    { headers: { "Set-Cookie": await destroyUserSession(request) } },
  );
}

/** A GET never signs anyone out (links can be prefetched or forged): it just goes home. */
export function loader() {
  return redirect("/");
}
