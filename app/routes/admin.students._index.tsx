import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import {
  StudentSearchForm,
  StudentTable,
  studentsHref,
} from "~/components/admin/students/student-search";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/ui/pagination";
import { searchStudents } from "~/models/student-admin.server";
import { studentSearchOf } from "~/schemas/admin-students";
import { pageTitle } from "~/utils/meta";
import { pageFromSearchParams } from "~/utils/pagination";
import { countLabel } from "~/utils/spanish-text";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Estudiantes · Panel de Administración") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { searchParams } = new URL(request.url);
  const q = studentSearchOf(searchParams);
  return { q, students: searchStudents(admin, { q, page: pageFromSearchParams(searchParams) }) };
}

export default function AdminStudentsPage() {
  const { q, students } = useLoaderData<typeof loader>();
  const { rows, page, pageCount, total } = students;
  const count = countLabel(total, "cuenta", "cuentas");
  return (
    <section>
      <AdminPageHeader title="Estudiantes">
        {q ? `${count} coinciden con «${q}».` : `${count}, las más recientes primero.`} Abre una
        para ver su avance, sus correos y sus acciones.
      </AdminPageHeader>
      <StudentSearchForm key={q} q={q} />
      <StudentTable rows={rows} q={q} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => studentsHref(q, target)}
        label="Páginas de estudiantes"
      />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
