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
import { resetLinkCookie } from "~/utils/link-token.server";
import { getClientAddress } from "~/utils/rate-limit.server";
import { assertFormFits, readFormBody } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { HYDRATE } from "~/utils/hydration";

/** Interactive page: ships React (docs/decisions/124). */
export const handle = HYDRATE;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, "Nueva contraseña", "Elige una nueva contraseña para tu cuenta.");

/**
 * The mail's link (`?token=`) is answered with a redirect carrying `Referrer-Policy: no-referrer`
 * that moves the token into a cookie (see `linkTokenCookie`): no page of this route has a token in
 * its address. The pages themselves hold the token only in a hidden field, so they are never
 * cached, and send no Referer to other sites.
 */
const PAGE_HEADERS = { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" };

export const headers: HeadersFunction = () => PAGE_HEADERS;

/** A thrown Response (a refused body, a cross-site post) leaves with the headers too. */
async function withPageHeaders<T>(handle: () => Promise<T>) {
  try {
    return await handle();
  } catch (thrown) {
    if (thrown instanceof Response) {
      for (const [name, value] of Object.entries(PAGE_HEADERS)) thrown.headers.set(name, value);
    }
    throw thrown;
  }
}

const constraints = () => ({
  link: getFormConstraint(ResetWithLinkSchema),
  code: getFormConstraint(ResetWithCodeSchema),
});

/**
 * `?token=` (the mail's link): the token goes into a cookie and the browser to `?link=1`, which
 * shows the new-password form while the link works, else a clear "expired or invalid" state.
 * `?sent=1` (after "¿Olvidaste tu contraseña?"): what was sent, with the code form. Nothing: the
 * code form. A GET never uses the token.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const linkToken = url.searchParams.get("token");
  if (linkToken !== null) throw await resetLinkCookie.handOff(linkToken, "/reset-password?link=1");
  let view: { mode: "link"; token: string } | { mode: "invalid" } | { mode: "code"; sent: boolean };
  if (url.searchParams.get("link") === "1") {
    const token = await resetLinkCookie.read(request);
    view = token && isResetLinkLive(token) ? { mode: "link", token } : { mode: "invalid" };
  } else {
    view = { mode: "code", sent: url.searchParams.get("sent") === "1" };
  }
  return data(
    { view, requestedMessage: RESET_REQUESTED_MESSAGE, constraints: constraints() },
    { headers: PAGE_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  return withPageHeaders(async () => {
    const { formData } = await readFormBody(request);
    assertFormFits(formData, ResetPasswordSchema);
    const submission = parseForm(formData, { schema: ResetPasswordSchema });
    const intent = formData.get("intent") === "reset-link" ? "reset-link" : "reset-code";
    const hideFields = ["password", "confirmPassword"];
    if (submission.status !== "success") {
      return data(
        { intent, result: submission.reply({ hideFields }) },
        { status: 400, headers: PAGE_HEADERS },
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
      return data({ intent, result: reply }, { status, headers: PAGE_HEADERS });
    }
    // Every session of the account has ended: the student signs in with the new password.
    return redirectWithToast(
      "/auth",
      {
        title: "Contraseña restablecida",
        description: "Tu contraseña cambió. Inicia sesión con tu nueva contraseña.",
      },
      { headers: [...Object.entries(PAGE_HEADERS), ["Set-Cookie", await resetLinkCookie.clear()]] },
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
