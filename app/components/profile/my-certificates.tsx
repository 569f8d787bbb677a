import { Link } from "@remix-run/react";

import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";

export type CertificateItem = {
  code: string;
  path: string;
  courseTitle: string;
  courseHours: number;
  completedOn: string;
  status: "valid" | "revoked";
};

/** 'Mis certificados': one card per certificate, each with its public verification page. */
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
            <li
              key={certificate.code}
              aria-labelledby={`certificado-${certificate.code}`}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex flex-wrap items-center gap-2">
                {certificate.status === "revoked" ? (
                  <Badge tone="red">Revocado</Badge>
                ) : (
                  <Badge tone="green">Válido</Badge>
                )}
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {certificate.courseHours} h
                </span>
              </div>
              <h3 id={`certificado-${certificate.code}`} className="mt-2 text-lg font-bold">
                {certificate.courseTitle}
              </h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Completado el {certificate.completedOn}
              </p>
              <p className="mt-1 break-all font-mono text-sm">{certificate.code}</p>
              <div className="mt-4 pt-1 sm:mt-auto">
                <Link to={certificate.path} className={buttonClasses({ size: "sm" })}>
                  Ver página de verificación
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
