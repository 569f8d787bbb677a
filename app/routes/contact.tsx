import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { ReactNode } from "react";

import { ContactForm } from "~/components/contact/contact-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SocialLinks } from "~/components/layout/footer";
import { Icon } from "~/components/ui/icon";
import { textLinkClasses } from "~/components/ui/button";
import { CONTACT_FAQ } from "~/data/faq";
import { sendContactMessage } from "~/models/contact.server";
import { DomainError } from "~/models/errors.server";
import { contactSchema } from "~/schemas/contact";
import { replyWithDomainError } from "~/utils/form-reply.server";
import { isHoneypotFilled } from "~/utils/honeypot";
import { MAX_JSON_BODY_BYTES, readFormBody } from "~/utils/request.server";
import { pageMeta } from "~/utils/meta";
import { getClientAddress } from "~/utils/rate-limit.server";
import { useSiteConfig } from "~/utils/root-data";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Contacto",
    "Escríbenos: dudas sobre cursos, alianzas, voluntariado o donativos. Te responderemos a la brevedad.",
  );

const SEND_FAILED = "Hubo un error al enviar el mensaje. Por favor intenta de nuevo.";

/** A form-level error in Conform's reply shape, for refusals that happen before parsing. */
function formError(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

export async function action({ request }: ActionFunctionArgs) {
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_JSON_BODY_BYTES) {
    return data(
      formError("El mensaje es demasiado grande. Por favor, acórtalo e inténtalo de nuevo."),
      {
        status: 413,
      },
    );
  }
  const { formData } = await readFormBody(request);
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (isHoneypotFilled(formData)) {
    return data(submission.reply({ formErrors: [SEND_FAILED] }), { status: 400 });
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await sendContactMessage(submission.value, { clientAddress: getClientAddress(request) });
  } catch (error) {
    if (error instanceof DomainError) {
      const { status, reply } = replyWithDomainError(submission, error);
      return data(reply, { status });
    }
    // Storing the message failed: the visitor gets SPEC §8's wording and can send it again.
    console.error(error);
    return data(submission.reply({ formErrors: [SEND_FAILED] }), { status: 500 });
  }
  return redirectWithToast("/contact", {
    type: "success",
    title: "¡Mensaje enviado!",
    description: "Gracias por contactarnos. Te responderemos a la brevedad.",
  });
}

function InfoItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <div className="text-sm text-slate-600 dark:text-slate-400">{children}</div>
      </div>
    </li>
  );
}

function PathIcon({ d }: { d: string }) {
  return (
    <Icon>
      <path d={d} />
    </Icon>
  );
}

export default function ContactRoute() {
  const actionData = useActionData<typeof action>();
  const site = useSiteConfig();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white py-16 dark:from-brand-950/40 dark:to-slate-950">
        <div className="container-page text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
            Contacto
          </p>
          <h1 className="mt-3 text-4xl font-bold text-slate-900 sm:text-5xl dark:text-white">
            Hablemos
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
            ¿Tienes dudas sobre un curso, quieres proponer una alianza o sumarte como voluntario?
            Escríbenos y te responderemos a la brevedad.
          </p>
        </div>
      </section>

      <section className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-8">
          <div>
            <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
              Información de contacto
            </h2>
            <ul className="mt-6 space-y-6">
              <InfoItem
                title="Ubicación"
                icon={
                  <PathIcon d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
                }
              >
                <p>{site.location}</p>
              </InfoItem>
              <InfoItem
                title="Correo electrónico"
                icon={
                  <PathIcon d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm18 2-10 7L2 6" />
                }
              >
                <a href={`mailto:${site.email}`} className={textLinkClasses}>
                  {site.email}
                </a>
              </InfoItem>
              <InfoItem
                title="Teléfono"
                icon={
                  <PathIcon d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
                }
              >
                <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} className={textLinkClasses}>
                  {site.phone}
                </a>
              </InfoItem>
            </ul>
          </div>
          <div>
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              Síguenos en redes sociales
            </h2>
            <div className="mt-4">
              <SocialLinks />
            </div>
          </div>
        </div>

        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Envíanos un mensaje</h2>
          <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
            Todos los campos son obligatorios.
          </p>
          <ContactForm lastResult={actionData} />
        </div>
      </section>

      <section
        aria-labelledby="faq-title"
        className="border-t border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="container-page max-w-3xl">
          <h2
            id="faq-title"
            className="text-center text-3xl font-bold text-slate-900 dark:text-white"
          >
            Preguntas frecuentes
          </h2>
          <div className="mt-10 space-y-3">
            {CONTACT_FAQ.map((item) => (
              <details
                key={item.question}
                className="group rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
              >
                <summary className="flex items-center justify-between gap-4 rounded-xl p-5 font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60">
                  {item.question}
                  <svg
                    viewBox="0 0 20 20"
                    className="h-5 w-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
                    fill="currentColor"
                    aria-hidden="true"
                  >
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </summary>
                <p className="px-5 pb-5 text-slate-600 dark:text-slate-400">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
