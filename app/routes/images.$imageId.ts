import type { LoaderFunctionArgs } from "@remix-run/node";

import { getImage } from "~/models/image.server";
import { applySecurityHeaders } from "~/utils/http.server";

function notFound() {
  return new Response("Imagen no encontrada", {
    status: 404,
    headers: applySecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8" })),
  });
}

/**
 * Serves an uploaded image. A replaced photo gets a new id (and URL), so a stored image never
 * changes: browsers and proxies may keep it for a year.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const raw = params.imageId ?? "";
  if (!/^\d{1,12}$/.test(raw)) return notFound();
  const image = getImage(Number(raw));
  if (!image) return notFound();
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": image.contentType,
      "Content-Length": String(image.data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Cross-Origin-Resource-Policy": "same-origin",
    }),
  );
  return new Response(new Uint8Array(image.data), { status: 200, headers });
}
