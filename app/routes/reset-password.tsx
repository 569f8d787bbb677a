import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { AccountCard, AccountNotice } from "~/components/account/account-card";
import { ResetWithCodeForm, ResetWithLinkForm } from "~/components/account/account-forms";
import { buttonClasses, textLinkClasses } from "~/components/ui/button";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DomainError } from "~/models/errors.server";
import {
  isResetLinkLive,
  RESET_REQUESTED_MESSAGE,
  resetPassword,
} from "~/models/password-reset.server";
import {
  getFormConstraint,
  parseForm,
  ResetPasswordSchema,
  ResetWithCodeSchema,
  ResetWithLinkSchema,
} from "~/schemas/public-forms.server";
import { replyWithDomainError } from "~/utils/form-reply.server";
import { pageMeta } from "~/utils/meta";
import { getClientAddress } from "~/utils/rate-limit.server";
import { assertFormFits, readFormBody } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, "Nueva contraseña", "Elige una nueva contraseña para tu cuenta.");

/**
 * The page's URL may carry a reset token: no browser sends it onwards in a Referer, and no cache
 * (shared or back-forward) keeps a page that holds it. Set on every answer, errors included: by
 * the `headers` export for documents and data requests, and explicitly on what the loader and
 * action return (redirects and thrown refusals leave the runtime without the export).
 */
const PRIVATE_LINK_HEADERS = { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" };

export const headers: HeadersFunction = () => PRIVATE_LINK_HEADERS;

/** A thrown Response (a refused body, a cross-site post) leaves with the headers too. */
async function withPrivateHeaders<T>(handle: () => Promise<T>) {
  try {
    return await handle();
  } catch (thrown) {
    if (thrown instanceof Response) {
      for (const [name, value] of Object.entries(PRIVATE_LINK_HEADERS)) {
        thrown.headers.set(name, value);
      }
    }
    throw thrown;
  }
}

const constraints = () => ({
  link: getFormConstraint(ResetWithLinkSchema),
  code: getFormConstraint(ResetWithCodeSchema),
});

/**
 * `?token=` (the mail's link): the new-password form when the link still works, else a clear
 * "expired or invalid" state. `?sent=1` (after "¿Olvidaste tu contraseña?"): what was sent, with
 * the code form. Nothing: the code form. A GET never uses the token.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const view = token
    ? isResetLinkLive(token)
      ? ({ mode: "link", token } as const)
      : ({ mode: "invalid" } as const)
    : ({ mode: "code", sent: url.searchParams.get("sent") === "1" } as const);
  return data(
    { view, requestedMessage: RESET_REQUESTED_MESSAGE, constraints: constraints() },
    { headers: PRIVATE_LINK_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  return withPrivateHeaders(async () => {
    const { formData } = await readFormBody(request);
    assertFormFits(formData, ResetPasswordSchema);
    const submission = parseForm(formData, { schema: ResetPasswordSchema });
    const intent = formData.get("intent") === "reset-link" ? "reset-link" : "reset-code";
    const hideFields = ["password", "confirmPassword"];
    if (submission.status !== "success") {
      return data(
        { intent, result: submission.reply({ hideFields }) },
        { status: 400, headers: PRIVATE_LINK_HEADERS },
      );
    }
    const { value } = submission;
    try {
      await resetPassword(
        value.intent === "reset-link"
          ? { token: value.token }
          : { email: value.email, code: value.code },
        value.password,
        { clientAddress: getClientAddress(request) },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const { status, reply } = replyWithDomainError(submission, error, { hideFields });
      return data({ intent, result: reply }, { status, headers: PRIVATE_LINK_HEADERS });
    }
    // Every session of the account has ended: the student signs in with the new password.
    return redirectWithToast(
      "/auth",
      {
        title: "Contraseña restablecida",
        description: "Tu contraseña cambió. Inicia sesión con tu nueva contraseña.",
      },
      { headers: PRIVATE_LINK_HEADERS },
    );
  });
}

/** Why a link opened from the mail no longer works. */
const INVALID_RESET_MESSAGE_COPY =
  "El enlace no es válido o ya venció (dura 30 minutos y sirve una sola vez). Solicita uno nuevo y usa el más reciente.";

function RequestAnotherLink() {
  return (
    <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
      ¿No te llegó o ya venció?{" "}
      <Link to="/forgot-password" className={textLinkClasses}>
        Solicita un enlace nuevo
      </Link>
    </p>
  );
}

export default function ResetPasswordPage() {
  const { view, requestedMessage, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: "reset-link" | "reset-code") =>
    actionData?.intent === intent ? actionData.result : undefined;

  if (view.mode === "invalid") {
    return (
      <AccountCard title="Este enlace ya no funciona">
        <AccountNotice tone="warning">
          <p>{INVALID_RESET_MESSAGE_COPY}</p>
        </AccountNotice>
        <div className="mt-6 flex justify-center">
          <Link to="/forgot-password" className={buttonClasses({ size: "lg" })}>
            Solicitar un enlace nuevo
          </Link>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          ¿Tienes un código más reciente?{" "}
          <Link to="/reset-password" className={textLinkClasses}>
            Escríbelo aquí
          </Link>
        </p>
      </AccountCard>
    );
  }

  if (view.mode === "link") {
    return (
      <AccountCard
        title="Nueva contraseña"
        lead="Elige una contraseña nueva para tu cuenta. Al guardarla se cerrarán todas tus sesiones."
      >
        <ResetWithLinkForm
          lastResult={resultFor("reset-link")}
          constraint={constraints.link}
          token={view.token}
        />
        <RequestAnotherLink />
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title="Restablece tu contraseña"
      lead="Escribe tu correo, el código que te enviamos y tu nueva contraseña."
    >
      {view.sent ? (
        <div className="mb-6">
          <AccountNotice title="Revisa tu correo">
            <p>{requestedMessage}</p>
          </AccountNotice>
        </div>
      ) : null}
      <ResetWithCodeForm lastResult={resultFor("reset-code")} constraint={constraints.code} />
      <RequestAnotherLink />
    </AccountCard>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
