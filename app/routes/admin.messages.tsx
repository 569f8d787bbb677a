import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { CsvExportLinks } from "~/components/admin/csv-export-links";
import { DataTable } from "~/components/admin/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EmptyState } from "~/components/ui/data-state";
import { Pagination } from "~/components/ui/pagination";
import { listContactMessages } from "~/models/contact.server";
import { formatDateTime } from "~/utils/dates";
import { pageTitle } from "~/utils/meta";
import { pageFromSearchParams } from "~/utils/pagination";
import { countLabel } from "~/utils/spanish-text";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Mensajes · Administración") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const page = pageFromSearchParams(new URL(request.url).searchParams);
  return listContactMessages(admin, { page });
}

export default function AdminMessagesPage() {
  const { rows, page, pageCount, total } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-messages-heading">
      <AdminPageHeader
        title="Mensajes"
        actions={total > 0 ? <CsvExportLinks href="/admin/messages.csv" /> : null}
      >
        {countLabel(total, "mensaje", "mensajes")} del formulario de contacto, los más recientes
        primero.
      </AdminPageHeader>
      {rows.length === 0 ? (
        <EmptyState title="No hay mensajes todavía.">
          Los mensajes enviados desde la página de contacto aparecerán aquí.
        </EmptyState>
      ) : (
        <DataTable
          caption="Mensajes de contacto"
          rows={rows}
          columns={[
            {
              header: "Fecha",
              cell: (row) => formatDateTime(row.createdAt),
              className: "whitespace-nowrap",
            },
            { header: "Nombre", cell: (row) => row.name },
            {
              header: "Correo electrónico",
              cell: (row) => (
                <a
                  href={`mailto:${row.email}`}
                  className="text-brand-700 underline dark:text-brand-300"
                >
                  {row.email}
                </a>
              ),
            },
            {
              header: "Mensaje",
              cell: (row) => row.message,
              className: "min-w-[16rem] whitespace-pre-wrap break-words",
            },
          ]}
        />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => `/admin/messages?page=${target}`}
        label="Páginas de mensajes"
      />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
