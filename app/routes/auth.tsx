import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";

import {
  authenticator,
  loginWithinLimits,
  recordRejectedRegistration,
  registerWithinLimits,
} from "~/auth/authenticator.server";
import { createUserSession, getUser } from "~/auth/session.server";
import { LoginForm, RegisterForm } from "~/components/auth/auth-forms";
import type { AuthTab } from "~/components/auth/types";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button, ButtonLink } from "~/components/ui/button";
import { env } from "~/env.server";
import { DomainError } from "~/models/errors.server";
import {
  AuthActionSchema,
  GENERIC_ERROR_MESSAGE,
  getFormConstraint,
  LoginSchema,
  parseForm,
  RegisterSchema,
} from "~/schemas/public-forms.server";
import { replyWithDomainError, refuse } from "~/utils/form-reply.server";
import { isHoneypotFilled } from "~/utils/honeypot";
import { assertFormFits, readFormBody } from "~/utils/request.server";
import { pageMeta } from "~/utils/meta";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";
import { redirect } from "~/utils/headers.server";
import {
  INSECURE_CONNECTION_NOTICE,
  sessionCookieWillBeDropped,
} from "~/utils/secure-context.server";
import { useIntentReply } from "~/utils/form-reply";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const tab = new URLSearchParams(location.search).get("tab");
  return pageMeta(
    matches,
    data?.denied ? "Acceso denegado" : tab === "register" ? "Registrarse" : "Iniciar sesión",
    "Inicia sesión o crea tu cuenta gratuita para inscribirte en los cursos y guardar tu progreso.",
  );
};

/** Same-site path to return to after signing in; never /auth itself nor another site. */
function returnPath(value: unknown) {
  const target = safeRedirect(typeof value === "string" ? value : null, "");
  return target && !/^\/auth(?:[/?#]|$)/.test(target) ? target : null;
}

/** `?email=` only prefills the field: anything too long to be an address is dropped. */
function carriedEmail(value: string | null) {
  const email = value?.trim() ?? "";
  return email.length > 0 && email.length <= 254 ? email : "";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getUser(request);
  if (user) {
    // A signed-in non-admin sent here from /admin is told why, instead of silently going home.
    if (url.searchParams.get("denied") === "admin" && user.role !== "admin") {
      return { denied: { name: user.name, email: user.email } } as const;
    }
    throw redirect("/");
  }
  const tab: AuthTab = url.searchParams.get("tab") === "register" ? "register" : "login";
  return {
    denied: null,
    tab,
    redirectTo: returnPath(url.searchParams.get("redirectTo")),
    email: carriedEmail(url.searchParams.get("email")),
    // Production over plain HTTP (not localhost): the Secure session cookie would be dropped.
    insecureNotice: sessionCookieWillBeDropped(request) ? INSECURE_CONNECTION_NOTICE : null,
    // The forms' schemas load in the browser on first use; their HTML constraints render now.
    constraints: {
      login: getFormConstraint(LoginSchema),
      register: getFormConstraint(RegisterSchema),
    },
  };
}

const FAILURE_TITLES: Record<AuthTab, string> = {
  login: "Inicio de Sesión Fallido",
  register: "Registro Fallido",
};
const SECRET_FIELDS = ["password", "confirmPassword"];

/**
 * Signing in or registering here while another session's cookie is present (a page opened before,
 * a cookie planted by someone else) replaces that session: `createUserSession` deletes it, and the
 * browser gets the new one.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { formData, request: formRequest } = await readFormBody(request);
  assertFormFits(formData, AuthActionSchema);
  const submission = parseForm(formData, { schema: AuthActionSchema });
  const intent: AuthTab = formData.get("intent") === "register" ? "register" : "login";
  if (submission.status !== "success") {
    return refuse(intent, 400, submission.reply({ hideFields: SECRET_FIELDS }));
  }
  const { value } = submission;
  const requested = returnPath(value.redirectTo);

  try {
    if (value.intent === "login") {
      const { user, deviceCookie } = await loginWithinLimits(request, value.email, () =>
        authenticator.authenticate("form", formRequest),
      );
      const headers = new Headers();
      headers.append("Set-Cookie", await createUserSession(user.id, request));
      headers.append("Set-Cookie", deviceCookie);
      // An admin signs in to work in the panel; anyone else starts at home.
      return redirectWithToast(
        requested ?? (user.role === "admin" ? "/admin" : "/"),
        { title: "Inicio de Sesión Exitoso", description: `¡Bienvenido de nuevo, ${user.name}!` },
        { headers },
      );
    }
    if (isHoneypotFilled(formData)) {
      await recordRejectedRegistration(request, value.email);
      throw new DomainError(400, GENERIC_ERROR_MESSAGE);
    }
    const user = await registerWithinLimits(request, value);
    return redirectWithToast(
      requested ?? "/",
      { title: "Registro Exitoso", description: `¡Bienvenido a ${env.site.name}, ${user.name}!` },
      { headers: { "Set-Cookie": await createUserSession(user.id, request) } },
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { status, reply } = replyWithDomainError(submission, error, {
      hideFields: SECRET_FIELDS,
    });
    // The notice names what failed even when the message also stands under its field.
    return refuse(intent, status, reply, {
      title: FAILURE_TITLES[intent],
      message: error.message,
    });
  }
}

/** The spec's 'Acceso denegado' message, for a signed-in non-admin sent here from /admin. */
function AdminAccessDenied({ name, email }: { name: string; email: string }) {
  return (
    <section className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900 sm:p-8">
        <h1 className="text-2xl font-bold">Acceso denegado</h1>
        <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
          No tienes permisos para acceder al panel de administración.
        </p>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Has iniciado sesión como {name} ({email}). Si tienes una cuenta de administrador, cierra
          sesión e inicia sesión con ella.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/">Volver al inicio</ButtonLink>
          <Form method="post" action="/logout">
            <Button type="submit" variant="secondary">
              Cerrar sesión
            </Button>
          </Form>
        </div>
      </div>
    </section>
  );
}

export default function AuthPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.denied) return <AdminAccessDenied {...loaded.denied} />;
  return <AuthForms {...loaded} />;
}

function AuthForms({
  tab,
  redirectTo,
  email: loadedEmail,
  insecureNotice,
  constraints,
}: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { denied: object }>) {
  const actionData = useIntentReply<AuthTab>();
  const active: AuthTab = actionData?.intent ?? tab;
  const failure = actionData?.failure;
  // With JS the tab links follow the email being typed, so switching tabs keeps it (on the static
  // page its script does it for the links marked `data-email-link`).
  const [email, setEmail] = useState(loadedEmail);
  const tabHref = (target: AuthTab) => {
    const query = new URLSearchParams();
    if (target === "register") query.set("tab", "register");
    if (redirectTo) query.set("redirectTo", redirectTo);
    if (email.trim()) query.set("email", email.trim());
    const search = query.toString();
    return search ? `/auth?${search}` : "/auth";
  };
  const tabs = [
    { id: "login" as const, label: "Iniciar sesión", to: tabHref("login") },
    { id: "register" as const, label: "Registrarse", to: tabHref("register") },
  ];
  const trackEmail = (event: FormEvent<HTMLDivElement>) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.name === "email") setEmail(field.value);
  };

  return (
    <section className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
        >
          <span aria-hidden="true">←</span> Volver al inicio
        </Link>
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900 sm:p-8">
          <h1 className="text-center text-2xl font-bold">
            {active === "login" ? "Bienvenido de nuevo" : "Crea tu cuenta"}
          </h1>
          <p className="mt-1 text-center text-sm text-slate-600 dark:text-slate-400">
            {active === "login"
              ? "Inicia sesión para continuar aprendiendo."
              : "Únete gratis y empieza a aprender tecnología."}
          </p>
          {insecureNotice ? (
            <div
              role="note"
              className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
            >
              <p className="font-semibold">{insecureNotice.title}</p>
              <p className="mt-0.5">{insecureNotice.message}</p>
            </div>
          ) : null}
          <nav
            aria-label="Acceso a tu cuenta"
            className="mt-6 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
          >
            {tabs.map((item) => (
              <Link
                key={item.id}
                to={item.to}
                replace
                preventScrollReset
                data-email-link
                aria-current={active === item.id ? "page" : undefined}
                className={`rounded-md px-3 py-2 text-center text-sm font-semibold transition-colors ${
                  active === item.id
                    ? "bg-white text-brand-700 shadow-sm dark:bg-slate-950 dark:text-brand-300"
                    : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                }`}
              >
                {item.label}
              </Link>
            ))}
          </nav>
          <div className="mt-6" onInput={trackEmail}>
            {active === "login" ? (
              <LoginForm
                key="login"
                lastResult={actionData?.intent === "login" ? actionData.result : undefined}
                failure={actionData?.intent === "login" ? failure : undefined}
                redirectTo={redirectTo}
                defaultEmail={email}
                constraint={constraints.login}
              />
            ) : (
              <RegisterForm
                key="register"
                lastResult={actionData?.intent === "register" ? actionData.result : undefined}
                failure={actionData?.intent === "register" ? failure : undefined}
                redirectTo={redirectTo}
                defaultEmail={email}
                constraint={constraints.register}
              />
            )}
          </div>
          <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {active === "login" ? (
              <>
                ¿No tienes una cuenta?{" "}
                <Link
                  to={tabs[1].to}
                  replace
                  data-email-link
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  Regístrate
                </Link>
              </>
            ) : (
              <>
                ¿Ya tienes una cuenta?{" "}
                <Link
                  to={tabs[0].to}
                  replace
                  data-email-link
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  Inicia sesión
                </Link>
              </>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
