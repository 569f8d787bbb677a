import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { AccountCard } from "~/components/account/account-card";
import { ForgotPasswordForm } from "~/components/account/account-forms";
import { textLinkClasses } from "~/components/ui/button";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DomainError } from "~/models/errors.server";
import { requestPasswordReset } from "~/models/password-reset.server";
import { ForgotPasswordSchema, getFormConstraint, parseForm } from "~/schemas/public-forms.server";
import { replyWithDomainError } from "~/utils/form-reply.server";
import { redirect } from "~/utils/headers.server";
import { pageMeta } from "~/utils/meta";
import { getClientAddress } from "~/utils/rate-limit.server";
import { assertFormFits, readFormBody } from "~/utils/request.server";
import { HYDRATE } from "~/utils/hydration";

/** Interactive page: ships React (docs/decisions/124). */
export const handle = HYDRATE;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "¿Olvidaste tu contraseña?",
    "Recupera el acceso a tu cuenta: te enviamos un enlace y un código para elegir una nueva contraseña.",
  );

/** Where every request ends, whether or not the account exists (the page shows the same words). */
const RESET_REQUESTED_PATH = "/reset-password?sent=1";

export function loader() {
  return { constraint: getFormConstraint(ForgotPasswordSchema) };
}

/**
 * Asks for a reset mail. The answer never tells whether the account exists: a known and an unknown
 * email get the same redirect (same status, body and headers) after the same work in the model.
 * Only the per-address limit (429) is told, with the form.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await readFormBody(request);
  assertFormFits(formData, ForgotPasswordSchema);
  const submission = parseForm(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await requestPasswordReset(submission.value.email, {
      clientAddress: getClientAddress(request),
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { status, reply } = replyWithDomainError(submission, error);
    return data(reply, { status });
  }
  return redirect(RESET_REQUESTED_PATH);
}

export default function ForgotPasswordPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <AccountCard
      title="¿Olvidaste tu contraseña?"
      lead="Escribe el correo de tu cuenta. Te enviaremos un enlace y un código para elegir una nueva contraseña."
    >
      <ForgotPasswordForm lastResult={lastResult} constraint={constraint} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        ¿Ya tienes un código?{" "}
        <Link to="/reset-password" className={textLinkClasses}>
          Escríbelo aquí
        </Link>
      </p>
    </AccountCard>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
