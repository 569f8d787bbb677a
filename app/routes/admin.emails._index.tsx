import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import {
  EmailTable,
  emailsHref,
  NoMailServerNotice,
  StatusFilter,
} from "~/components/admin/emails/email-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/ui/pagination";
import {
  isMailServerConfigured,
  listEmailsForAdmin,
  outboxStatusOf,
} from "~/models/email-admin.server";
import { pageTitle } from "~/utils/meta";
import { pageFromSearchParams } from "~/utils/pagination";
import { countLabel } from "~/utils/spanish-text";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Correos · Panel de Administración") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { searchParams } = new URL(request.url);
  const status = outboxStatusOf(searchParams);
  return {
    status: status ?? null,
    mailServerConfigured: isMailServerConfigured(),
    emails: listEmailsForAdmin(admin, { page: pageFromSearchParams(searchParams), status }),
  };
}

export default function AdminEmailsPage() {
  const { status, mailServerConfigured, emails } = useLoaderData<typeof loader>();
  const { rows, page, pageCount, total } = emails;
  return (
    <section>
      <AdminPageHeader title="Correos">
        {countLabel(total, "correo", "correos")} de la academia, los más recientes primero.
      </AdminPageHeader>
      {mailServerConfigured ? null : <NoMailServerNotice />}
      <StatusFilter current={status ?? undefined} />
      <EmailTable rows={rows} filtered={status !== null} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => emailsHref(status ?? undefined, target)}
        label="Páginas de correos"
      />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
