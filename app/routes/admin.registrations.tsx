import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { CsvExportLinks } from "~/components/admin/csv-export-links";
import { DataTable } from "~/components/admin/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button, buttonClasses, textLinkClasses } from "~/components/ui/button";
import { ConfirmStep } from "~/components/ui/confirm-action";
import { EmptyState } from "~/components/ui/data-state";
import { inputClasses } from "~/components/ui/input-classes";
import { Pagination } from "~/components/ui/pagination";
import {
  certificatesOfRegistrations,
  issueLiveCourseCertificate,
} from "~/models/certificate.server";
import {
  listCoursesWithRegistrations,
  listLiveRegistrations,
  parseRegistrationFilter,
} from "~/models/live-registration.server";
import { registrationActionSchema } from "~/schemas/admin-certificates";
import { readAdminForm, redirectWithFailure } from "~/utils/admin-form.server";
import { formatDateTime } from "~/utils/dates";
import { pageTitle } from "~/utils/meta";
import { pageFromSearchParams } from "~/utils/pagination";
import { assertFormFits } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { countLabel } from "~/utils/spanish-text";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Registros en vivo · Administración") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const searchParams = new URL(request.url).searchParams;
  const courseId = parseRegistrationFilter(searchParams);
  const registrations = listLiveRegistrations(admin, {
    courseId,
    page: pageFromSearchParams(searchParams),
  });
  const certificates = certificatesOfRegistrations(
    admin,
    registrations.rows.map((row) => row.id),
  );
  // `?issue=<id>`: the no-JS confirmation step, for a registration of this page without one.
  const issueId = Number(searchParams.get("issue"));
  const issuing =
    registrations.rows.find((row) => row.id === issueId && !certificates[row.id]) ?? null;
  return {
    courseId,
    courses: listCoursesWithRegistrations(admin),
    registrations,
    certificates,
    issuing: issuing
      ? {
          id: issuing.id,
          name: `${issuing.firstName} ${issuing.lastName}`,
          courseTitle: issuing.courseTitle,
        }
      : null,
  };
}

const LIST_URL = "/admin/registrations";

/** Live courses have no sections to complete: an admin issues their certificates (decision 112). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readAdminForm(request);
  assertFormFits(formData, registrationActionSchema);
  const submission = parseWithZod(formData, { schema: registrationActionSchema });
  if (submission.status !== "success") {
    return redirectWithToast(LIST_URL, {
      type: "error",
      title: "Error",
      description: "Registro no encontrado",
    });
  }
  try {
    const issued = issueLiveCourseCertificate(admin, submission.value.registrationId);
    return redirectWithToast(LIST_URL, {
      title: `Certificado emitido: ${issued.code}`,
      description: `A nombre de ${issued.recipientName}, por ${issued.courseTitle}.`,
    });
  } catch (error) {
    return redirectWithFailure(LIST_URL, error, { fallback: "Error al emitir el certificado" });
  }
}

function listHref(courseId: number | null, page?: number, extra: Record<string, string> = {}) {
  const query = new URLSearchParams();
  if (courseId !== null) query.set("courseId", String(courseId));
  if (page && page > 1) query.set("page", String(page));
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : "";
}

export default function AdminRegistrationsPage() {
  const { courseId, courses, registrations, certificates, issuing } =
    useLoaderData<typeof loader>();
  const { rows, page, pageCount, total } = registrations;
  return (
    <section>
      <AdminPageHeader
        title="Registros en vivo"
        actions={
          total > 0 ? (
            <CsvExportLinks href={`/admin/registrations.csv${listHref(courseId)}`} />
          ) : null
        }
      >
        {countLabel(total, "registro", "registros")} a cursos en vivo, los más recientes primero.
        Los datos del tutor solo se muestran para menores de edad.
      </AdminPageHeader>

      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label
            htmlFor="registrations-course"
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Curso
          </label>
          <select
            id="registrations-course"
            name="courseId"
            defaultValue={courseId ?? ""}
            className={`${inputClasses} mt-1.5 min-w-[16rem]`}
          >
            <option value="">Todos los cursos</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
      </Form>

      {issuing ? (
        <div className="mb-6">
          <ConfirmStep
            id="confirmar-emitir-certificado"
            cancelTo={`${LIST_URL}${listHref(courseId, page)}`}
            title="Emitir certificado"
            description={`Se emitirá el certificado de ${issuing.courseTitle} a nombre de ${issuing.name}, con la fecha de hoy. Será público y verificable con su código.`}
            confirmLabel="Confirmar emisión"
            pendingLabel="Emitiendo..."
            action={LIST_URL}
            intent="issue-certificate"
            fields={{ registrationId: String(issuing.id) }}
          />
        </div>
      ) : null}

      {rows.length === 0 ? (
        <EmptyState title="No hay registros a cursos en vivo.">
          Los registros hechos desde el formulario de cada curso en vivo aparecerán aquí.
        </EmptyState>
      ) : (
        <DataTable
          caption="Registros a cursos en vivo"
          rows={rows}
          columns={[
            {
              header: "Fecha",
              cell: (row) => formatDateTime(row.registeredAt),
              className: "whitespace-nowrap",
            },
            { header: "Curso", cell: (row) => row.courseTitle },
            {
              header: "Participante",
              cell: (row) => (
                <>
                  <span className="block font-medium text-slate-900 dark:text-white">
                    {row.firstName} {row.lastName}
                  </span>
                  <span className="block">{row.email}</span>
                  <span className="block">{row.phoneNumber}</span>
                </>
              ),
            },
            { header: "Edad", cell: (row) => row.age },
            { header: "Modalidad", cell: (row) => row.preferredModality },
            { header: "Computadora", cell: (row) => (row.hasLaptop ? "Sí" : "No") },
            {
              header: "Tutor",
              cell: (row) =>
                row.guardianFirstName ? (
                  <>
                    <span className="block">
                      {row.guardianFirstName} {row.guardianLastName}
                    </span>
                    <span className="block">{row.guardianPhoneNumber}</span>
                  </>
                ) : (
                  <span aria-label="No aplica">—</span>
                ),
            },
            {
              header: "Certificado",
              cell: (row) => {
                const certificate = certificates[row.id];
                return certificate ? (
                  <Link
                    to={certificate.path}
                    className={`${textLinkClasses} whitespace-nowrap font-mono`}
                  >
                    {certificate.code}
                  </Link>
                ) : (
                  <Link
                    to={`${LIST_URL}${listHref(courseId, page, { issue: String(row.id) })}#confirmar-emitir-certificado`}
                    preventScrollReset
                    className={`${buttonClasses({ variant: "secondary", size: "sm" })} whitespace-nowrap`}
                    aria-label={`Emitir certificado a ${row.firstName} ${row.lastName}`}
                  >
                    Emitir certificado
                  </Link>
                );
              },
            },
          ]}
        />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => `/admin/registrations${listHref(courseId, target)}`}
        label="Páginas de registros"
      />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
