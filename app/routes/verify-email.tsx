import type { SubmissionResult } from "@conform-to/react";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { AccountCard, AccountNotice } from "~/components/account/account-card";
import { buttonClasses, SubmitButton } from "~/components/ui/button";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getUser } from "~/auth/session.server";
import { describeVerificationLink, verifyEmail } from "~/models/email-verification.server";
import { DomainError } from "~/models/errors.server";
import { parseForm, VerifyEmailSchema } from "~/schemas/public-forms.server";
import { verificationLinkCookie } from "~/utils/link-token.server";
import { pageMeta } from "~/utils/meta";
import { assertFormFits, readFormBody } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, "Verifica tu correo", "Confirma el correo de tu cuenta.");

/**
 * The mail's link is answered with a redirect (`Referrer-Policy: no-referrer`) that moves the token
 * into a cookie (see `linkTokenCookie`): no page here has it in its address. The page holds it in a
 * hidden field only, so it is never cached and sends no Referer to other sites.
 */
const PAGE_HEADERS = { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" };

export const headers: HeadersFunction = () => PAGE_HEADERS;

/**
 * `?token=` (the mail's link) → `?confirm=1`, which shows which address the link confirms and a
 * "Confirmar mi correo" button. No GET uses the token: mail scanners open links to check them, and
 * that must not verify anything.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const linkToken = url.searchParams.get("token");
  if (linkToken !== null)
    throw await verificationLinkCookie.handOff(linkToken, "/verify-email?confirm=1");
  const token =
    url.searchParams.get("confirm") === "1" ? await verificationLinkCookie.read(request) : null;
  const link = token ? describeVerificationLink(token) : null;
  const signedIn = Boolean(await getUser(request));
  return data(
    {
      view: link && token ? { state: "ready" as const, email: link.email, token } : null,
      signedIn,
    },
    { headers: PAGE_HEADERS },
  );
}

type VerifyActionData = { result: SubmissionResult<string[]>; message: string };

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await readFormBody(request);
  assertFormFits(formData, VerifyEmailSchema);
  const submission = parseForm(formData, { schema: VerifyEmailSchema });
  const refuse = (message: string, status: number) =>
    data<VerifyActionData>(
      { result: submission.reply({ formErrors: [message] }), message },
      { status, headers: PAGE_HEADERS },
    );
  if (submission.status !== "success") {
    return refuse("El enlace no es válido. Ábrelo de nuevo desde tu correo.", 400);
  }
  let verified: { userId: number; email: string };
  try {
    verified = verifyEmail(submission.value.token);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(error.message, error.status);
  }
  // The owner goes back to the profile (its banner gone); anyone else to sign in.
  const user = await getUser(request);
  const to = user ? (user.id === verified.userId ? "/profile" : "/") : "/auth";
  return redirectWithToast(
    to,
    { title: "Correo verificado", description: "Tu correo quedó verificado." },
    {
      headers: [
        ...Object.entries(PAGE_HEADERS),
        ["Set-Cookie", await verificationLinkCookie.clear()],
      ],
    },
  );
}

function HowToGetANewLink({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mt-6 space-y-4 text-center text-sm text-slate-600 dark:text-slate-400">
      <p>
        {signedIn
          ? "En tu perfil, el aviso «Verifica tu correo» tiene un botón para enviarte un enlace nuevo."
          : "Inicia sesión y, en tu perfil, usa «Reenviar enlace» en el aviso «Verifica tu correo»."}
      </p>
      <div className="flex justify-center">
        <Link to={signedIn ? "/profile" : "/auth"} className={buttonClasses()}>
          {signedIn ? "Ir a mi perfil" : "Iniciar sesión"}
        </Link>
      </div>
    </div>
  );
}

export default function VerifyEmailPage() {
  const { view, signedIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const back = signedIn
    ? { to: "/profile", label: "Volver a tu perfil" }
    : { to: "/", label: "Volver al inicio" };

  if (!view || actionData) {
    return (
      <AccountCard title="No pudimos verificar tu correo" back={back}>
        <AccountNotice tone="warning">
          <p>
            {actionData?.message ??
              "El enlace de verificación no es válido o ya venció (dura 48 horas y sirve una sola vez)."}
          </p>
        </AccountNotice>
        <HowToGetANewLink signedIn={signedIn} />
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title="Verifica tu correo"
      back={back}
      lead={
        <>
          Confirma que <strong className="break-all">{view.email}</strong> es tu correo.
        </>
      }
    >
      <Form method="post" aria-label="Verificar correo" className="space-y-5">
        <input type="hidden" name="token" value={view.token} />
        <SubmitButton className="w-full" size="lg" pendingLabel="Confirmando...">
          Confirmar mi correo
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Verificar tu correo nos permite ayudarte si olvidas tu contraseña. Puedes seguir aprendiendo
        aunque no lo hagas.
      </p>
    </AccountCard>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
