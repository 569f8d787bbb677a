import { Link } from "@remix-run/react";
import { useState } from "react";

import { Badge } from "~/components/ui/badge";
import { buttonClasses, textLinkClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input-classes";
import { useHydrated } from "~/utils/use-hydrated";

export type CertificateItem = {
  code: string;
  path: string;
  courseTitle: string;
  courseHours: number;
  completedOn: string;
  status: "valid" | "revoked";
  /** "/certificates/WCA-….pdf". */
  pdfPath: string;
  /** The verification page's absolute URL (PUBLIC_URL), the one to share. */
  verificationUrl: string;
  /** LinkedIn's add-to-profile form, filled in. */
  linkedInUrl: string;
};

/** 'Mis certificados': one card per certificate, with its PDF and the ways to share it. */
export function MyCertificates({ certificates }: { certificates: CertificateItem[] }) {
  return (
    <section aria-labelledby="mis-certificados-title" className="mt-12">
      <h2 id="mis-certificados-title" className="text-2xl font-bold">
        Mis certificados
      </h2>
      {certificates.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          Cuando completes todas las secciones de un curso, tu certificado aparecerá aquí.
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {certificates.map((certificate) => (
            <CertificateCard key={certificate.code} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CertificateCard({ certificate }: { certificate: CertificateItem }) {
  const titleId = `certificado-${certificate.code}`;
  const revoked = certificate.status === "revoked";
  return (
    <li
      aria-labelledby={titleId}
      data-testid="my-certificate"
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        {revoked ? <Badge tone="red">Revocado</Badge> : <Badge tone="green">Válido</Badge>}
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {certificate.courseHours} h
        </span>
      </div>
      <h3 id={titleId} className="mt-2 text-lg font-bold">
        {certificate.courseTitle}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Completado el {certificate.completedOn}
      </p>
      <p className="mt-1 break-all font-mono text-sm">{certificate.code}</p>
      {revoked ? (
        <>
          <p className="mt-3 text-sm text-red-700 dark:text-red-300">
            Este certificado fue revocado: ya no es válido ni puede compartirse.
          </p>
          <div className="mt-4 pt-1 sm:mt-auto">
            <Link to={certificate.path} className={buttonClasses({ size: "sm" })}>
              Ver página de verificación
            </Link>
          </div>
        </>
      ) : (
        <div className="mt-4 space-y-4 pt-1 sm:mt-auto">
          <div className="flex flex-wrap gap-2">
            {/* A file, not a page: a plain link, so the router does not try to render it. */}
            <a
              href={certificate.pdfPath}
              download={`certificado-${certificate.code}.pdf`}
              className={buttonClasses({ size: "sm" })}
            >
              Descargar PDF
            </a>
            <Link
              to={certificate.path}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              Ver página de verificación
            </Link>
          </div>
          <ShareLink certificate={certificate} />
          <a
            href={certificate.linkedInUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${textLinkClasses} inline-block text-sm`}
          >
            Añadir a LinkedIn
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </div>
      )}
    </li>
  );
}

/**
 * The verification URL in a read-only field anyone can select and copy; with JavaScript, a
 * "Copiar enlace" button next to it puts it on the clipboard and says so in a live region.
 */
function ShareLink({ certificate }: { certificate: CertificateItem }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  const inputId = `enlace-${certificate.code}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(certificate.verificationUrl);
      setStatus("Enlace copiado al portapapeles.");
    } catch {
      setStatus("No se pudo copiar: selecciona el enlace y cópialo.");
    }
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        className="block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        Enlace para compartir
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          type="url"
          readOnly
          value={certificate.verificationUrl}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClasses} min-w-0 font-mono text-xs`}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={copy}
            className={`${buttonClasses({ variant: "secondary", size: "sm" })} shrink-0`}
          >
            Copiar enlace
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-1 min-h-5 text-xs text-slate-600 dark:text-slate-400">
        {status}
      </p>
    </div>
  );
}
