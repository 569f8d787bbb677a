import type { LoaderFunctionArgs } from "@remix-run/node";

import { getUser } from "~/auth/session.server";
import { getImageForViewer, getSiteImage } from "~/models/image.server";
import { methodNotAllowed } from "~/utils/api.server";
import { applySecurityHeaders } from "~/utils/headers.server";

function notFound() {
  return new Response("Imagen no encontrada", {
    status: 404,
    headers: applySecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8" })),
  });
}

/**
 * Serves site images (course covers, team and testimonial photos) to anyone, and an uploaded
 * profile photo to its owner (and admins) only: ids are sequential and some students are minors.
 * A replaced image gets a new id (and URL), so a stored image never changes: browsers may keep it
 * for a year; shared caches may keep site images, never profile photos.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const raw = params.imageId ?? "";
  if (!/^\d{1,12}$/.test(raw)) return notFound();
  const siteImage = getSiteImage(Number(raw));
  const user = siteImage ? null : await getUser(request);
  const image = siteImage ?? (user ? getImageForViewer(Number(raw), user) : null);
  if (!image) return notFound();
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": image.contentType,
      "Content-Length": String(image.data.byteLength),
      "Cache-Control": `${siteImage ? "public" : "private"}, max-age=31536000, immutable`,
      "Cross-Origin-Resource-Policy": "same-origin",
    }),
  );
  return new Response(new Uint8Array(image.data), { status: 200, headers });
}

export const action = () => methodNotAllowed();
