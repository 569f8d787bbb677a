import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { DataTable } from "~/components/admin/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClasses } from "~/components/ui/button";
import { ConfirmAction, ConfirmStep } from "~/components/ui/confirm-action";
import { EmptyState } from "~/components/ui/data-state";
import { Pagination } from "~/components/ui/pagination";
import { deleteSectionComment, listCommentsForModeration } from "~/models/comment.server";
import { commentActionSchema } from "~/schemas/admin";
import { readAdminForm, readListQuery, redirectWithFailure } from "~/utils/admin-form.server";
import { formatDateTime } from "~/utils/dates";
import { learnSectionHref } from "~/utils/learn-urls";
import { pageTitle } from "~/utils/meta";
import { pageFromSearchParams } from "~/utils/pagination";
import { assertFormFits } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { countLabel } from "~/utils/spanish-text";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Comentarios · Panel de Administración") },
  { name: "robots", content: "noindex" },
];

const LIST_URL = "/admin/comments";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const page = pageFromSearchParams(new URL(request.url).searchParams);
  const comments = listCommentsForModeration(admin, { page });
  const { confirmDeleteId } = readListQuery(request);
  const confirming = comments.rows.find((comment) => comment.id === confirmDeleteId) ?? null;
  return { comments, confirming };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readAdminForm(request);
  assertFormFits(formData, commentActionSchema);
  const submission = parseWithZod(formData, { schema: commentActionSchema });
  if (submission.status !== "success") {
    return redirectWithToast(LIST_URL, {
      type: "error",
      title: "Error",
      description: "Comentario no encontrado",
    });
  }
  try {
    deleteSectionComment(admin, submission.value.commentId);
  } catch (error) {
    return redirectWithFailure(LIST_URL, error, { fallback: "Error al eliminar el comentario" });
  }
  return redirectWithToast(LIST_URL, {
    title: "Comentario eliminado",
    description: "El comentario ya no se muestra en el curso.",
  });
}

function deleteCopy(comment: { id: number; authorName: string }) {
  return {
    title: "Confirmar eliminación",
    description: `Se eliminará el comentario de ${comment.authorName}. Esta acción no se puede deshacer.`,
    confirmLabel: "Eliminar",
    pendingLabel: "Eliminando...",
    action: LIST_URL,
    intent: "delete",
    fields: { commentId: String(comment.id) },
  };
}

export default function AdminCommentsPage() {
  const { comments, confirming } = useLoaderData<typeof loader>();
  const { rows, page, pageCount, total } = comments;
  return (
    <section>
      <AdminPageHeader title="Comentarios">
        {countLabel(total, "comentario", "comentarios")} de estudiantes en las secciones de los
        cursos, los más recientes primero.
      </AdminPageHeader>
      {confirming ? (
        <div className="mb-6">
          <ConfirmStep
            id="confirmar-eliminar-comentario"
            cancelTo={LIST_URL}
            {...deleteCopy(confirming)}
          />
        </div>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title="No hay comentarios todavía.">
          Los comentarios que escriban los estudiantes en cada sección aparecerán aquí.
        </EmptyState>
      ) : (
        <DataTable
          caption="Comentarios de estudiantes"
          rows={rows}
          columns={[
            {
              header: "Fecha",
              cell: (row) => formatDateTime(row.createdAt),
              className: "whitespace-nowrap",
            },
            {
              header: "Autor",
              cell: (row) => (
                <>
                  <span className="block font-medium text-slate-900 dark:text-white">
                    {row.authorName}
                  </span>
                  <span className="block">{row.authorEmail}</span>
                </>
              ),
            },
            {
              header: "Sección",
              cell: (row) => (
                <Link
                  to={learnSectionHref(row.courseSlug, row.sectionId)}
                  className="text-brand-700 hover:underline dark:text-brand-300"
                >
                  {row.courseTitle} · {row.sectionTitle}
                </Link>
              ),
            },
            {
              header: "Comentario",
              cell: (row) => row.body,
              className: "min-w-[16rem] whitespace-pre-wrap break-words",
            },
            {
              header: "Acciones",
              cell: (row) => (
                <ConfirmAction
                  trigger="Eliminar"
                  triggerClassName={buttonClasses({ variant: "danger", size: "sm" })}
                  confirmTo={`${LIST_URL}?confirm=delete&id=${row.id}${page > 1 ? `&page=${page}` : ""}`}
                  {...deleteCopy(row)}
                />
              ),
            },
          ]}
        />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => `${LIST_URL}?page=${target}`}
        label="Páginas de comentarios"
      />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
