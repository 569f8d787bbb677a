import type { LoaderFunctionArgs } from "@remix-run/node";

import { certificatePdf, certificatePdfEtag } from "~/models/certificate-pdf.server";
import { findCertificateByCode } from "~/models/certificate.server";
import { methodNotAllowed } from "~/utils/api.server";
import { certificatePdfPath } from "~/utils/certificate-links.server";
import { applySecurityHeaders, redirect } from "~/utils/headers.server";

/**
 * GET /certificates/{code}.pdf: the printable certificate, public like the verification page (the
 * code is the key). Unknown or malformed codes are a plain 404, other spellings of a code a 301 to
 * the canonical file.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const requested = params.code ?? "";
  const certificate = findCertificateByCode(requested);
  if (!certificate) {
    return new Response("Certificado no encontrado: revisa el código.", {
      status: 404,
      headers: applySecurityHeaders(
        new Headers({ "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex" }),
      ),
    });
  }
  if (requested !== certificate.code) return redirect(certificatePdfPath(certificate), 301);

  // Revalidated on every use (a revocation must show at once); the ETag spares re-sending an
  // unchanged file, and names the rendered bytes the server keeps. The resource routes' policy (`default-src 'none'`) stays: Chromium's built-in
  // viewer shows the file under it (checked with Chromium 156; older ones needed object-src).
  const etag = certificatePdfEtag(certificate);
  const headers = applySecurityHeaders(
    new Headers({
      "Cache-Control": "public, no-cache",
      ETag: etag,
      "X-Robots-Tag": "noindex",
    }),
  );
  if (request.headers.get("If-None-Match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  const pdf = await certificatePdf(certificate, etag);
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Disposition", `inline; filename="certificado-${certificate.code}.pdf"`);
  headers.set("Content-Length", String(pdf.length));
  return new Response(new Uint8Array(pdf), { headers });
}

export const action = () => methodNotAllowed();
