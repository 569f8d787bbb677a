import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { CsvExportLinks } from "~/components/admin/csv-export-links";
import { DataTable } from "~/components/admin/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/data-state";
import { inputClasses } from "~/components/ui/input-classes";
import { Pagination } from "~/components/ui/pagination";
import {
  listCoursesWithRegistrations,
  listLiveRegistrations,
  parseRegistrationFilter,
} from "~/models/live-registration.server";
import { formatDateTime } from "~/utils/dates";
import { pageTitle } from "~/utils/meta";
import { pageFromSearchParams } from "~/utils/pagination";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Registros en vivo · Administración") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const searchParams = new URL(request.url).searchParams;
  const courseId = parseRegistrationFilter(searchParams);
  return {
    courseId,
    courses: listCoursesWithRegistrations(admin),
    registrations: listLiveRegistrations(admin, {
      courseId,
      page: pageFromSearchParams(searchParams),
    }),
  };
}

function listHref(courseId: number | null, page?: number) {
  const query = new URLSearchParams();
  if (courseId !== null) query.set("courseId", String(courseId));
  if (page && page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

export default function AdminRegistrationsPage() {
  const { courseId, courses, registrations } = useLoaderData<typeof loader>();
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
        {total === 1 ? "1 registro" : `${total} registros`} a cursos en vivo, los más recientes
        primero. Los datos del tutor solo se muestran para menores de edad.
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
