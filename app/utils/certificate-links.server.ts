import type { CertificateView } from "~/models/certificate.server";
import { publicUrl } from "~/utils/public-url.server";
import { ACADEMY_TIME_ZONE } from "~/utils/dates";

/**
 * The addresses a certificate is shared by: its PDF, its absolute verification URL and LinkedIn's
 * "add to profile" link. Built on the server from `PUBLIC_URL` (decision 101), never in components.
 */

/** The verification page's absolute address: what is shared, and what the PDF's QR code holds. */
export function certificateVerificationUrl(certificate: Pick<CertificateView, "path">) {
  return publicUrl(certificate.path);
}

/** "/certificates/WCA-….pdf". */
export function certificatePdfPath(certificate: Pick<CertificateView, "path">) {
  return `${certificate.path}.pdf`;
}

/** The year and month (1–12) of a date in the academy's time, as LinkedIn's form asks for them. */
function yearAndMonth(date: Date) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "numeric",
    timeZone: ACADEMY_TIME_ZONE,
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { year: part("year"), month: part("month") };
}

/**
 * LinkedIn's add-to-profile URL, which opens the "Licenses & certifications" form filled in:
 * https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=…&organizationName=…
 */
export function linkedInAddToProfileUrl(
  certificate: Pick<CertificateView, "code" | "courseTitle" | "issuerName" | "completedAt">,
  verificationUrl: string,
) {
  const { year, month } = yearAndMonth(new Date(certificate.completedAt));
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificate.courseTitle,
    organizationName: certificate.issuerName,
    issueYear: year,
    issueMonth: month,
    certUrl: verificationUrl,
    certId: certificate.code,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}

/** Everything the profile's certificate card links to. */
export function certificateLinks(certificate: CertificateView) {
  const verificationUrl = certificateVerificationUrl(certificate);
  return {
    pdfPath: certificatePdfPath(certificate),
    verificationUrl,
    linkedInUrl: linkedInAddToProfileUrl(certificate, verificationUrl),
  };
}
