import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import {
  CertificateDetails,
  CertificateNotFound,
  HowToVerify,
} from "~/components/certificate/certificate-details";
import {
  CertificateDownloads,
  CredentialUploadForm,
  CredentialVerdict,
  HowToCheckSignedFile,
  type CredentialUploadOutcome,
} from "~/components/certificate/signed-credential";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { textLinkClasses } from "~/components/ui/button";
import {
  CHECKED_FIELDS,
  checkCredentialFile,
  CREDENTIAL_TOO_LARGE,
  CredentialUploadSchema,
  MAX_CREDENTIAL_FILE_BYTES,
  type CredentialCheck,
  MAX_CREDENTIAL_FORM_BYTES,
  signingFacts,
} from "~/models/certificate-credential.server";
import { findCertificateByCode } from "~/models/certificate.server";
import { certificateForPage } from "~/utils/certificate-dates.server";
import { assertFormFits, readFormBody } from "~/utils/request.server";
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
    {
      certificate: certificateForPage(certificate),
      signing: signingFacts(),
      maxUploadKilobytes: MAX_CREDENTIAL_FILE_BYTES / 1024,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// --- action: check an uploaded credential file --------------------------------------------------

function refused(status: number, message: string, headers?: HeadersInit) {
  const outcome: CredentialUploadOutcome = { kind: "refused", message };
  return data({ outcome }, { status, headers });
}

/** A Response thrown while reading the form (400, 413) → its Spanish message, on the page. */
async function refusalOf(response: Response) {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  const connection = response.headers.get("Connection");
  return refused(
    response.status,
    body?.message ?? "No se pudo leer el formulario.",
    connection ? { Connection: connection } : undefined,
  );
}

/**
 * Checks an uploaded credential against this certificate: read-only (nothing is stored), so the
 * answer is the action's data, shown on the same page, with or without JavaScript.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const certificate = findCertificateByCode(params.code ?? "");
  if (!certificate) notFound("Certificado no encontrado");
  let formData: FormData;
  try {
    // Bounded like every form (readFormBody: origin check, size cap, shape caps before parsing).
    ({ formData } = await readFormBody(request, MAX_CREDENTIAL_FORM_BYTES, CREDENTIAL_TOO_LARGE));
    assertFormFits(formData, CredentialUploadSchema);
  } catch (error) {
    // A cross-site post (403) is refused as everywhere; a bad form is answered on the page.
    if (error instanceof Response && (error.status === 400 || error.status === 413)) {
      return refusalOf(error);
    }
    throw error;
  }
  // A file from the form; its text from a script (urlencoded).
  const upload = formData.get("credential");
  if (upload instanceof File && upload.size > MAX_CREDENTIAL_FILE_BYTES) {
    return refused(413, CREDENTIAL_TOO_LARGE);
  }
  const text = upload instanceof File ? await upload.text() : upload;
  if (!text) return refused(400, "Elige el archivo de la credencial firmada (.json).");
  const outcome = uploadOutcome(await checkCredentialFile(text, { forCode: certificate.code }));
  return data({ outcome }, { status: outcome.kind === "refused" ? 400 : 200 });
}

/** The model's answer as the page words it (labels and dates in Spanish). */
function uploadOutcome(check: CredentialCheck): CredentialUploadOutcome {
  switch (check.kind) {
    case "unreadable":
      return {
        kind: "refused",
        message:
          "No pudimos leer el archivo como una credencial firmada: sube el .json que se descarga de esta página.",
      };
    case "other-certificate":
      return { kind: check.kind, code: check.certificate.code, path: check.certificate.path };
    case "mismatch":
      return { kind: check.kind, fields: check.fields.map((field) => CHECKED_FIELDS[field]) };
    case "revoked": {
      const { revokedOn, revocationReason } = certificateForPage(check.certificate);
      return { kind: check.kind, revokedOn, reason: revocationReason };
    }
    default:
      return { kind: check.kind };
  }
}

export default function CertificatePage() {
  const { certificate, signing, maxUploadKilobytes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="container-page max-w-3xl space-y-6 py-10 sm:py-14">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        Verificación de certificado
      </p>
      {actionData ? <CredentialVerdict outcome={actionData.outcome} /> : null}
      <CertificateDetails certificate={certificate} />
      <CertificateDownloads path={certificate.path} />
      <HowToVerify issuerName={certificate.issuerName} />
      <HowToCheckSignedFile
        kid={signing.kid}
        did={signing.did}
        issuerName={certificate.issuerName}
      />
      <CredentialUploadForm maxKilobytes={maxUploadKilobytes} />
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
