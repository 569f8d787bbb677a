import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { DataTable } from "~/components/admin/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EmptyState } from "~/components/ui/data-state";
import { Pagination } from "~/components/ui/pagination";
import { getAcademyOverview } from "~/models/overview.server";
import { pageTitle } from "~/utils/meta";
import { pageFromSearchParams } from "~/utils/pagination";
import { countLabel } from "~/utils/spanish-text";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Resumen · Administración") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  // One page of courses: the overview's cost stays flat as the catalogue grows (decision 119).
  const page = pageFromSearchParams(new URL(request.url).searchParams);
  return getAcademyOverview(admin, { page });
}

const numberFormat = new Intl.NumberFormat("es-MX");

export default function AdminOverviewPage() {
  const {
    students,
    recentMessages,
    recentMessagesDays,
    totals,
    perCourse,
    page,
    pageCount,
    courseCount,
  } = useLoaderData<typeof loader>();
  const figures = [
    { label: "Estudiantes registrados", value: students, to: null },
    { label: "Inscripciones", value: totals.enrollments, to: null },
    { label: "Cursos completados", value: totals.completions, to: null },
    { label: "Registros en vivo", value: totals.liveRegistrations, to: "/admin/registrations" },
    {
      // From the loader: a server module's constant is undefined in the browser's copy.
      label: `Mensajes (últimos ${recentMessagesDays} días)`,
      value: recentMessages,
      to: "/admin/messages",
    },
  ];
  return (
    <section>
      <AdminPageHeader title="Resumen">
        Lo que la academia reporta a sus aliados, con los datos de hoy.
      </AdminPageHeader>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">
              {figure.to ? (
                <Link to={figure.to} className="underline-offset-2 hover:underline">
                  {figure.label}
                </Link>
              ) : (
                figure.label
              )}
            </dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900 dark:text-white">
              {numberFormat.format(figure.value)}
            </dd>
          </div>
        ))}
      </dl>

      <h3 className="mb-1 mt-10 text-lg font-semibold text-slate-900 dark:text-white">Por curso</h3>
      {courseCount > 0 ? (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          {countLabel(courseCount, "curso", "cursos")} en el orden del catálogo.
        </p>
      ) : null}
      {perCourse.length === 0 ? (
        <EmptyState title="No hay cursos disponibles." />
      ) : (
        <DataTable
          caption="Inscripciones, cursos completados, progreso promedio y registros en vivo por curso"
          rows={perCourse}
          columns={[
            {
              header: "Curso",
              cell: (course) => (
                <Link
                  to={`/courses/${course.slug}`}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  {course.title}
                </Link>
              ),
            },
            { header: "Inscripciones", cell: (course) => numberFormat.format(course.enrollments) },
            { header: "Completados", cell: (course) => numberFormat.format(course.completions) },
            {
              header: "Progreso promedio",
              cell: (course) => (course.enrollments > 0 ? `${course.averageProgress} %` : "—"),
            },
            {
              header: "Registros en vivo",
              cell: (course) =>
                course.isLive ? numberFormat.format(course.liveRegistrations) : "—",
            },
          ]}
        />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => `/admin?page=${target}`}
        label="Páginas de cursos del resumen"
      />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
