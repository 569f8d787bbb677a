import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import {
  CertificateDetails,
  CertificateNotFound,
  HowToVerify,
} from "~/components/certificate/certificate-details";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { textLinkClasses } from "~/components/ui/button";
import { findCertificateByCode } from "~/models/certificate.server";
import { certificateForPage } from "~/utils/certificate-dates.server";
import { redirect } from "~/utils/headers.server";
import { notFound } from "~/utils/invariant";
import { pageMeta, pageTitle } from "~/utils/meta";

// Shared by link only: search engines are not invited (a certificate names a person).
const NOINDEX = { name: "robots", content: "noindex" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: pageTitle(matches, "Certificado no encontrado") }, NOINDEX];
  const { certificate } = data;
  return [
    ...pageMeta(
      matches,
      `Certificado: ${certificate.recipientName} · ${certificate.courseTitle}`,
      certificate.status === "revoked"
        ? `Certificado ${certificate.code}: revocado.`
        : `${certificate.recipientName} completó «${certificate.courseTitle}» (${certificate.courseHours} h) en ${certificate.issuerName}. Verificación del certificado ${certificate.code}.`,
    ),
    NOINDEX,
  ];
};

/** Public verification: anyone with the code, no account, no JavaScript. */
export function loader({ params }: LoaderFunctionArgs) {
  const requested = params.code ?? "";
  const certificate = findCertificateByCode(requested);
  if (!certificate) notFound("Certificado no encontrado");
  // Any other spelling (lowercase, no dashes, O for 0) lands on the one canonical address.
  if (requested !== certificate.code) return redirect(certificate.path, 301);
  // Not kept by any cache: a revocation must show at once.
  return data(
    { certificate: certificateForPage(certificate) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function CertificatePage() {
  const { certificate } = useLoaderData<typeof loader>();
  return (
    <section className="container-page max-w-3xl space-y-6 py-10 sm:py-14">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        Verificación de certificado
      </p>
      <CertificateDetails certificate={certificate} />
      <HowToVerify issuerName={certificate.issuerName} />
      <p className="text-sm">
        <Link to="/certificates" className={textLinkClasses}>
          Verificar otro código
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <CertificateNotFound /> }} />;
}
