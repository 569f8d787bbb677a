import type { LoaderFunctionArgs } from "@remix-run/node";

import { getUser } from "~/auth/session.server";
import { getImageVariant } from "~/models/image.server";
import { ImageVariantsBusyError } from "~/models/image-variant.server";
import { methodNotAllowed } from "~/utils/api.server";
import { applySecurityHeaders } from "~/utils/headers.server";
import { parseVariantSegment } from "~/utils/image-variants";

function plainText(status: number, text: string, extra: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: applySecurityHeaders(
      new Headers({ "Content-Type": "text/plain; charset=utf-8", ...extra }),
    ),
  });
}

/**
 * `/images/{id}/{width}.v{version}.webp`: the uploaded image `id` resized to one of the allowed
 * widths, as WebP (docs/decisions/127). Who may see it is who may see the image itself
 * (images.$imageId.ts). Any other width or version is a 404: the list of copies is fixed. An
 * image never changes under its id and the version changes with the encoding, so the answer is
 * kept a year (`immutable`); shared caches may keep site images, never profile photos.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const raw = params.imageId ?? "";
  const width = parseVariantSegment(params.variant ?? "");
  if (!/^\d{1,12}$/.test(raw) || width === null) {
    return plainText(404, "Imagen no encontrada");
  }
  let variant;
  try {
    variant = await getImageVariant(Number(raw), width, () => getUser(request));
  } catch (error) {
    if (!(error instanceof ImageVariantsBusyError)) throw error;
    // Too many encodes waiting: the browser may try again (Retry-After), nothing is cached.
    return plainText(error.status, error.message, {
      "Retry-After": "2",
      "Cache-Control": "no-store",
    });
  }
  if (!variant) return plainText(404, "Imagen no encontrada");
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": "image/webp",
      "Content-Length": String(variant.data.byteLength),
      "Cache-Control": `${variant.isPublic ? "public" : "private"}, max-age=31536000, immutable`,
      "Cross-Origin-Resource-Policy": "same-origin",
    }),
  );
  return new Response(new Uint8Array(variant.data), { status: 200, headers });
}

export const action = () => methodNotAllowed();
