import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { DataTable } from "~/components/admin/data-table";
import { Badge } from "~/components/ui/badge";
import type { StudentForAdmin } from "~/models/student-admin.server";
import { formatDateTime, formatLongDate } from "~/utils/dates";

const linkClasses = "font-medium text-brand-700 hover:underline dark:text-brand-300";

export function PersonSection({
  id,
  title,
  empty,
  isEmpty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      {isEmpty ? <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p> : children}
    </section>
  );
}

/** Enrollments (percentage and last activity), live registrations and certificates. */
export function StudentLearning({
  enrollments,
  registrations,
  certificates,
}: Pick<StudentForAdmin, "enrollments" | "registrations" | "certificates">) {
  return (
    <>
      <PersonSection
        id="student-enrollments"
        title="Cursos inscritos"
        empty="No está inscrito en ningún curso."
        isEmpty={enrollments.length === 0}
      >
        <DataTable
          caption="Cursos inscritos"
          rows={enrollments}
          columns={[
            {
              header: "Curso",
              cell: (row) => (
                <Link to={`/courses/${row.courseSlug}`} className={linkClasses}>
                  {row.courseTitle}
                </Link>
              ),
            },
            {
              header: "Avance",
              cell: (row) => (
                <>
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    {row.progress}%
                  </span>
                  <span className="block text-xs">{row.status}</span>
                </>
              ),
            },
            {
              header: "Inscripción",
              cell: (row) => formatDateTime(row.enrolledAt),
              className: "whitespace-nowrap",
            },
            {
              header: "Última actividad",
              cell: (row) =>
                row.lastActivityAt ? formatDateTime(row.lastActivityAt) : "Sin actividad",
              className: "whitespace-nowrap",
            },
          ]}
        />
      </PersonSection>

      <PersonSection
        id="student-registrations"
        title="Registros a cursos en vivo"
        empty="No tiene registros a cursos en vivo."
        isEmpty={registrations.length === 0}
      >
        <ul className="space-y-2 text-sm">
          {registrations.map((registration) => (
            <li key={registration.id}>
              <Link to={`/courses/${registration.courseSlug}`} className={linkClasses}>
                {registration.courseTitle}
              </Link>{" "}
              · {registration.preferredModality} · {formatDateTime(registration.registeredAt)}
            </li>
          ))}
        </ul>
      </PersonSection>

      <PersonSection
        id="student-certificates"
        title="Certificados"
        empty="Todavía no tiene certificados."
        isEmpty={certificates.length === 0}
      >
        <ul className="space-y-2 text-sm">
          {certificates.map((certificate) => (
            <li key={certificate.code} className="flex flex-wrap items-center gap-2">
              <Link to={certificate.path} className={linkClasses}>
                {certificate.courseTitle}
              </Link>
              <span className="font-mono text-xs">{certificate.code}</span>
              <span>· {formatLongDate(certificate.completedAt)}</span>
              {certificate.status === "revoked" ? <Badge tone="red">Revocado</Badge> : null}
            </li>
          ))}
        </ul>
      </PersonSection>
    </>
  );
}
