import type { LoaderFunctionArgs } from "@remix-run/node";

import { credentialFileFor } from "~/models/certificate-credential.server";
import { applySecurityHeaders, redirect } from "~/utils/headers.server";

function notFoundText() {
  const headers = applySecurityHeaders(new Headers());
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.set("X-Robots-Tag", "noindex");
  return new Response("Certificado no encontrado: no existe ningún certificado con ese código.\n", {
    status: 404,
    headers,
  });
}

/**
 * GET /certificates/{code}.json: the certificate's signed credential (Open Badges 3.0, VC-JWT in a
 * VC 2.0 envelope, decision 110), as a file to keep. Public like the page. A revoked certificate's
 * file is still served: its signature stays true; the status is what the page says.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const requested = params.code ?? "";
  const file = await credentialFileFor(requested);
  if (!file) return notFoundText();
  // Any other spelling (lowercase, no dashes) lands on the one canonical address.
  if (requested !== file.certificate.code) return redirect(`${file.certificate.path}.json`, 301);
  const headers = applySecurityHeaders(new Headers());
  // application/json opens in every tool; the attachment makes browsers save it under our name.
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${file.filename}"`);
  headers.set("X-Robots-Tag", "noindex");
  // It names a person: no shared cache keeps it.
  headers.set("Cache-Control", "private, no-store");
  return new Response(file.body, { status: 200, headers });
}
