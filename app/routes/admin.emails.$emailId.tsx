import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EMAILS_URL } from "~/components/admin/emails/email-list";
import { EmailMessage } from "~/components/admin/emails/email-message";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getEmailForAdmin, retryEmailAsAdmin } from "~/models/email-admin.server";
import { EmailActionSchema } from "~/schemas/admin-students";
import { pageIdParam, readAdminForm, redirectWithFailure } from "~/utils/admin-form.server";
import { notFound } from "~/utils/invariant";
import { pageTitle } from "~/utils/meta";
import { assertFormFits } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) => [
  { title: pageTitle(matches, `${page?.email.subject ?? "Correo"} · Correos`) },
  { name: "robots", content: "noindex" },
];

const NOT_FOUND = "Correo no encontrado";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = pageIdParam(params.emailId, NOT_FOUND);
  return { email: getEmailForAdmin(admin, id) ?? notFound(NOT_FOUND) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = pageIdParam(params.emailId, NOT_FOUND);
  const formData = await readAdminForm(request);
  assertFormFits(formData, EmailActionSchema);
  const submission = parseWithZod(formData, { schema: EmailActionSchema });
  const here = `${EMAILS_URL}/${id}`;
  if (submission.status !== "success") {
    return redirectWithToast(here, {
      type: "error",
      title: "Error",
      description: "Acción no válida.",
    });
  }
  try {
    retryEmailAsAdmin(admin, id);
  } catch (error) {
    return redirectWithFailure(here, error, { fallback: "No se pudo reintentar el correo." });
  }
  return redirectWithToast(here, {
    title: "Correo en cola",
    description: "Se enviará de nuevo en cuanto el servidor de correo responda.",
  });
}

export default function AdminEmailPage() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <section className="space-y-4">
      <Link
        to={EMAILS_URL}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        ← Correos
      </Link>
      <AdminPageHeader title={email.subject}>Para {email.toAddress}</AdminPageHeader>
      <EmailMessage email={email} />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
