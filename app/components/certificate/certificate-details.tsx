import { Link } from "@remix-run/react";

import { Badge } from "~/components/ui/badge";
import { inputClasses } from "~/components/ui/input-classes";
import { buttonClasses } from "~/components/ui/button";
import { asSentence } from "~/utils/spanish-text";

/** A certificate as the verification page receives it (dates already formatted in Spanish). */
export type CertificatePageData = {
  code: string;
  recipientName: string;
  courseTitle: string;
  courseHours: number;
  moduleCount: number;
  instructor: string;
  issuerName: string;
  completedOn: string;
  status: "valid" | "revoked";
  revokedOn: string | null;
  revocationReason: string | null;
  holderAccountDeleted: boolean;
  /** The code of the certificate that replaced this revoked one (a re-issue), if any. */
  replacedBy: string | null;
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-b border-slate-200 py-3 last:border-b-0 sm:grid sm:grid-cols-3 sm:gap-4 dark:border-slate-800">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0 dark:text-white">
        {children}
      </dd>
    </div>
  );
}

/** Every fact printed on the certificate, its status and its issuer. */
export function CertificateDetails({ certificate }: { certificate: CertificatePageData }) {
  const revoked = certificate.status === "revoked";
  return (
    <article
      aria-labelledby="certificado-titulo"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-3">
        {/* Named as the certificate's: an uploaded file's verdict is another thing. */}
        {revoked ? (
          <Badge tone="red">Certificado revocado</Badge>
        ) : (
          <Badge tone="green">Certificado válido</Badge>
        )}
        <span className="font-mono text-sm text-slate-600 dark:text-slate-400">
          {certificate.code}
        </span>
      </div>
      <h1 id="certificado-titulo" className="mt-4 text-2xl font-bold sm:text-3xl">
        Certificado de finalización
      </h1>
      {revoked ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
        >
          Este certificado fue revocado el {certificate.revokedOn}.
          {certificate.revocationReason
            ? ` Motivo: ${asSentence(certificate.revocationReason)}`
            : ""}{" "}
          Ya no es válido.
          {certificate.replacedBy ? (
            <>
              {" "}
              Lo reemplaza el certificado{" "}
              <Link
                to={`/certificates/${certificate.replacedBy}`}
                className="font-mono font-semibold underline"
              >
                {certificate.replacedBy}
              </Link>
              .
            </>
          ) : null}
        </p>
      ) : (
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {certificate.issuerName} certifica que{" "}
          <strong className="text-slate-900 dark:text-white">{certificate.recipientName}</strong>{" "}
          completó el curso{" "}
          <strong className="text-slate-900 dark:text-white">{certificate.courseTitle}</strong>.
        </p>
      )}
      <dl className="mt-6">
        <Fact label="Estado del certificado">
          {revoked ? `Revocado el ${certificate.revokedOn}` : "Válido"}
        </Fact>
        <Fact label="Nombre">{certificate.recipientName}</Fact>
        <Fact label="Curso">{certificate.courseTitle}</Fact>
        <Fact label="Duración">
          {certificate.courseHours} {certificate.courseHours === 1 ? "hora" : "horas"}
        </Fact>
        <Fact label="Módulos">{certificate.moduleCount}</Fact>
        <Fact label="Fecha de finalización">{certificate.completedOn}</Fact>
        <Fact label="Instructor">{certificate.instructor}</Fact>
        <Fact label="Emitido por">{certificate.issuerName}</Fact>
        <Fact label="Código">
          <span className="font-mono">{certificate.code}</span>
        </Fact>
        {revoked && certificate.revocationReason ? (
          <Fact label="Motivo de la revocación">{certificate.revocationReason}</Fact>
        ) : null}
      </dl>
      {certificate.holderAccountDeleted ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          La persona titular eliminó su cuenta en {certificate.issuerName}; el certificado se
          conserva tal como se emitió.
        </p>
      ) : null}
    </article>
  );
}

/** How to check a certificate someone shows you. */
export function HowToVerify({ issuerName }: { issuerName: string }) {
  return (
    <section
      aria-labelledby="como-verificar"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2 id="como-verificar" className="text-lg font-semibold">
        Cómo verificar un certificado
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Esta página es el registro de {issuerName}: compara el nombre, el curso y la fecha con los
        del certificado que te mostraron. Si algo no coincide, o el código no aparece aquí, el
        documento no es auténtico.
      </p>
    </section>
  );
}

/** The lookup form: a plain GET form, so it works without JavaScript. */
export function CertificateLookupForm({
  defaultValue = "",
  error,
}: {
  defaultValue?: string;
  error?: string | null;
}) {
  return (
    <form method="get" action="/certificates" className="space-y-3">
      <label htmlFor="codigo-certificado" className="block text-sm font-medium">
        Código del certificado
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="codigo-certificado"
          name="code"
          type="text"
          required
          maxLength={80}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="WCA-XXXX-XXXX-XXXX-XXXX"
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "codigo-certificado-error" : "codigo-certificado-ayuda"}
          className={`${inputClasses} font-mono`}
        />
        <button type="submit" className={buttonClasses()}>
          Verificar
        </button>
      </div>
      {error ? (
        <p
          id="codigo-certificado-error"
          role="alert"
          className="text-sm text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      ) : (
        <p id="codigo-certificado-ayuda" className="text-sm text-slate-600 dark:text-slate-400">
          No importan las mayúsculas ni los guiones.
        </p>
      )}
    </form>
  );
}

/** 404 of the verification page: the code is not ours. */
export function CertificateNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
        Certificado no encontrado
      </h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">
        No existe ningún certificado con ese código. Revisa que lo hayas escrito completo (por
        ejemplo WCA-7KQ4-M2XD-9PRF-AB12). Un certificado cuyo código no aparece aquí no fue emitido
        por nosotros.
      </p>
      <div className="mt-8">
        <Link to="/certificates" className={buttonClasses()}>
          Buscar otro código
        </Link>
      </div>
    </section>
  );
}
