import type { CertificateView } from "~/models/certificate.server";

const dateFormatter = new Intl.DateTimeFormat("es-MX", {
  dateStyle: "long",
  timeZone: "America/Mexico_City",
});

/** A certificate with its dates in Spanish, formatted on the server (no hydration mismatch). */
export function certificateForPage(certificate: CertificateView) {
  return {
    code: certificate.code,
    path: certificate.path,
    recipientName: certificate.recipientName,
    courseTitle: certificate.courseTitle,
    courseHours: certificate.courseHours,
    moduleCount: certificate.moduleCount,
    instructor: certificate.instructor,
    issuerName: certificate.issuerName,
    completedOn: dateFormatter.format(new Date(certificate.completedAt)),
    status: certificate.status,
    revokedOn: certificate.revokedAt ? dateFormatter.format(new Date(certificate.revokedAt)) : null,
    revocationReason: certificate.revocationReason,
    holderAccountDeleted: certificate.holderAccountDeleted,
  };
}
