import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ReissueStep, RevokeStep } from "~/components/admin/certificate-confirm";
import { DataTable } from "~/components/admin/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses, textLinkClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/data-state";
import { useIntentReply } from "~/utils/form-reply";
import { inputClasses } from "~/components/ui/input-classes";
import { Pagination } from "~/components/ui/pagination";
import {
  ADMIN_SEARCH_MAX,
  findCertificateForAdmin,
  listCertificateCourses,
  listCertificatesForAdmin,
  reissueCertificate,
  revokeCertificate,
} from "~/models/certificate.server";
import { DomainError } from "~/models/errors.server";
import { parseRegistrationFilter } from "~/models/live-registration.server";
import {
  CERTIFICATE_INTENTS,
  certificateActionSchema,
  type CertificateIntent,
} from "~/schemas/admin-certificates";
import { refuse, replyWithDomainError } from "~/utils/form-reply.server";
import { readAdminForm, redirectWithFailure, refuseInvalid } from "~/utils/admin-form.server";
import { formatLongDate } from "~/utils/dates";
import { pageTitle } from "~/utils/meta";
import { pageFromSearchParams } from "~/utils/pagination";
import { assertFormFits } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { countLabel } from "~/utils/spanish-text";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Certificados · Panel de Administración") },
  { name: "robots", content: "noindex" },
];

const LIST_URL = "/admin/certificates";

type ListQuery = { courseId: number | null; q: string; page?: number };

/** The list's address with its filter, search and page (the confirmation steps keep them). */
function listHref({ courseId, q, page }: ListQuery, extra: Record<string, string> = {}) {
  const query = new URLSearchParams();
  if (courseId !== null) query.set("courseId", String(courseId));
  if (q) query.set("q", q);
  if (page && page > 1) query.set("page", String(page));
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const text = query.toString();
  return text ? `${LIST_URL}?${text}` : LIST_URL;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { searchParams } = new URL(request.url);
  const courseId = parseRegistrationFilter(searchParams);
  const q = (searchParams.get("q") ?? "").trim().slice(0, ADMIN_SEARCH_MAX);
  const revoking = findCertificateForAdmin(admin, searchParams.get("revoke") ?? "");
  const reissuing = findCertificateForAdmin(admin, searchParams.get("reissue") ?? "");
  return {
    query: { courseId, q },
    courses: listCertificateCourses(admin),
    certificates: listCertificatesForAdmin(admin, {
      courseId,
      query: q,
      page: pageFromSearchParams(searchParams),
    }),
    revoking: revoking?.canRevoke ? revoking : null,
    reissuing: reissuing?.canReissue ? reissuing : null,
  };
}

const FAILURE_TITLES: Record<CertificateIntent, string> = {
  revoke: "Error al revocar el certificado",
  reissue: "Error al reemitir el certificado",
};

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readAdminForm(request);
  assertFormFits(formData, certificateActionSchema);
  const submission = parseWithZod(formData, { schema: certificateActionSchema });
  if (submission.status !== "success") {
    return refuseInvalid(formData, submission, FAILURE_TITLES, CERTIFICATE_INTENTS);
  }
  const { value } = submission;
  try {
    if (value.intent === "revoke") {
      const revoked = revokeCertificate(admin, value.certificateId, value.reason);
      return redirectWithToast(listHref({ courseId: null, q: revoked.code }), {
        title: "Certificado revocado",
        description: `${revoked.code} ya no es válido; su página lo indica.`,
      });
    }
    const issued = reissueCertificate(admin, value.certificateId, {
      recipientName: value.recipientName,
      reason: value.reason,
    });
    return redirectWithToast(listHref({ courseId: null, q: issued.code }), {
      title: `Certificado reemitido: ${issued.code}`,
      description: `A nombre de ${issued.recipientName}; el anterior quedó revocado.`,
    });
  } catch (error) {
    // A refused reason or name is shown on its field, in the confirmation step; anything else
    // (gone, already revoked or replaced, e.g. by another admin meanwhile) hides the step, so it
    // comes back to the list as an error toast.
    if (!(error instanceof DomainError) || !error.field) {
      return redirectWithFailure(listHref({ courseId: null, q: "" }), error, {
        title: FAILURE_TITLES[value.intent],
        fallback: FAILURE_TITLES[value.intent],
      });
    }
    const { status, reply } = replyWithDomainError(submission, error);
    return refuse(value.intent, status, reply, {
      title: FAILURE_TITLES[value.intent],
      message: error.message,
    });
  }
}

function StatusBadge({ status }: { status: "valid" | "revoked" }) {
  return status === "valid" ? (
    <Badge tone="green">Válido</Badge>
  ) : (
    <Badge tone="red">Revocado</Badge>
  );
}

export default function AdminCertificatesPage() {
  const { query, courses, certificates, revoking, reissuing } = useLoaderData<typeof loader>();
  const actionData = useIntentReply<CertificateIntent>();
  const { rows, page, pageCount, total } = certificates;
  const here = { ...query, page };
  const searching = query.q !== "" || query.courseId !== null;
  const stepProps = (intent: CertificateIntent, key: string, code: string) => ({
    action: listHref(here, { [key]: code }),
    cancelTo: listHref(here),
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    failure: actionData?.intent === intent ? actionData.failure : undefined,
  });

  return (
    <section>
      <AdminPageHeader title="Certificados">
        {searching
          ? countLabel(total, "certificado encontrado", "certificados encontrados")
          : countLabel(total, "certificado emitido", "certificados emitidos")}
        , los más recientes primero.
      </AdminPageHeader>

      <Form
        method="get"
        role="search"
        aria-label="Buscar certificados"
        className="mb-6 flex flex-wrap items-end gap-3"
      >
        <div className="w-full sm:w-auto">
          <label
            htmlFor="certificates-course"
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Curso
          </label>
          <select
            id="certificates-course"
            name="courseId"
            defaultValue={query.courseId ?? ""}
            className={`${inputClasses} mt-1.5 sm:min-w-[16rem]`}
          >
            <option value="">Todos los cursos</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title} ({course.certificates})
              </option>
            ))}
          </select>
        </div>
        <div className="w-full sm:w-auto sm:flex-1">
          <label
            htmlFor="certificates-q"
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Código o nombre
          </label>
          <input
            id="certificates-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={ADMIN_SEARCH_MAX}
            placeholder="WCA-XXXX-XXXX-XXXX-XXXX o María López"
            className={`${inputClasses} mt-1.5`}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            Buscar
          </Button>
          {searching ? (
            <Link to={LIST_URL} className={buttonClasses({ variant: "ghost" })}>
              Ver todos
            </Link>
          ) : null}
        </div>
      </Form>

      {revoking ? (
        <div className="mb-6">
          <RevokeStep certificate={revoking} {...stepProps("revoke", "revoke", revoking.code)} />
        </div>
      ) : null}
      {reissuing ? (
        <div className="mb-6">
          <ReissueStep
            certificate={reissuing}
            {...stepProps("reissue", "reissue", reissuing.code)}
          />
        </div>
      ) : null}

      {rows.length === 0 ? (
        searching ? (
          <EmptyState title="Ningún certificado coincide con la búsqueda.">
            Revisa el código o el nombre, o elige otro curso.
          </EmptyState>
        ) : (
          <EmptyState title="Todavía no se ha emitido ningún certificado.">
            Se emiten al completar un curso, o desde Registros en vivo para los cursos en vivo.
          </EmptyState>
        )
      ) : (
        <DataTable
          caption="Certificados emitidos"
          rows={rows}
          columns={[
            {
              header: "Código",
              cell: (row) => (
                <Link to={row.path} className={`${textLinkClasses} whitespace-nowrap font-mono`}>
                  {row.code}
                </Link>
              ),
            },
            {
              header: "Nombre",
              cell: (row) => row.recipientName,
              className: "min-w-[10rem] break-words",
            },
            {
              header: "Curso",
              cell: (row) => (
                <>
                  <span className="block">{row.courseTitle}</span>
                  {row.liveRegistrationId !== null ? (
                    <span className="block text-xs">Curso en vivo</span>
                  ) : null}
                </>
              ),
              className: "min-w-[10rem] break-words",
            },
            {
              header: "Fecha",
              cell: (row) => formatLongDate(new Date(row.completedAt)),
              className: "whitespace-nowrap",
            },
            {
              header: "Estado",
              cell: (row) => (
                <>
                  <StatusBadge status={row.status} />
                  {row.replacedBy ? (
                    <span className="mt-1 block text-xs">Reemplazado por {row.replacedBy}</span>
                  ) : null}
                </>
              ),
            },
            {
              header: "Acciones",
              cell: (row) => (
                <div className="flex flex-wrap gap-2">
                  {row.canRevoke ? (
                    <Link
                      to={`${listHref(here, { revoke: row.code })}#confirmar-revocacion`}
                      preventScrollReset
                      className={buttonClasses({ variant: "danger", size: "sm" })}
                      aria-label={`Revocar ${row.code}`}
                    >
                      Revocar
                    </Link>
                  ) : null}
                  {row.canReissue ? (
                    <Link
                      to={`${listHref(here, { reissue: row.code })}#confirmar-reemision`}
                      preventScrollReset
                      className={buttonClasses({ variant: "secondary", size: "sm" })}
                      aria-label={`Reemitir ${row.code}`}
                    >
                      Reemitir
                    </Link>
                  ) : null}
                </div>
              ),
            },
          ]}
        />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => listHref({ ...query, page: target })}
        label="Páginas de certificados"
      />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
