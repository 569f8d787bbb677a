import type { LoaderFunctionArgs } from "@remix-run/node";

import { getUser } from "~/auth/session.server";
import { getImageForViewer } from "~/models/image.server";
import { methodNotAllowed } from "~/utils/api.server";
import { applySecurityHeaders } from "~/utils/headers.server";

function notFound() {
  return new Response("Imagen no encontrada", {
    status: 404,
    headers: applySecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8" })),
  });
}

/**
 * Serves an uploaded profile photo to its owner (and admins) only: ids are sequential and some
 * students are minors. A replaced photo gets a new id (and URL), so a stored image never changes:
 * the owner's browser may keep it for a year, shared caches may not keep it at all.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const raw = params.imageId ?? "";
  if (!/^\d{1,12}$/.test(raw)) return notFound();
  const user = await getUser(request);
  if (!user) return notFound();
  const image = getImageForViewer(Number(raw), user);
  if (!image) return notFound();
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": image.contentType,
      "Content-Length": String(image.data.byteLength),
      "Cache-Control": "private, max-age=31536000, immutable",
      "Cross-Origin-Resource-Policy": "same-origin",
    }),
  );
  return new Response(new Uint8Array(image.data), { status: 200, headers });
}

export const action = () => methodNotAllowed();
