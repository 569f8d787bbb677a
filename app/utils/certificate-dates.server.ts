import type { CertificateView } from "~/models/certificate.server";
import { formatLongDate } from "~/utils/dates";

/** A certificate with its dates in Spanish, formatted on the server (no hydration mismatch). */
export function certificateForPage({ completedAt, revokedAt, ...certificate }: CertificateView) {
  return {
    ...certificate,
    completedOn: formatLongDate(new Date(completedAt)),
    revokedOn: revokedAt ? formatLongDate(new Date(revokedAt)) : null,
  };
}
