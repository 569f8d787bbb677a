import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { ContactForm } from "~/components/contact/contact-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SocialLinks } from "~/components/social-icon";
import { Card, cardClasses } from "~/components/ui/card";
import { ChevronDownIcon, IconTile, MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { SectionHeading } from "~/components/ui/section-heading";
import { textLinkClasses } from "~/components/ui/button";
import { CONTACT_FAQ } from "~/data/faq";
import { recordRejectedContact, sendContactMessage } from "~/models/contact.server";
import { DomainError } from "~/models/errors.server";
import {
  formIdempotencyKey,
  idempotencyClaim,
  newIdempotencyKey,
  type StoredAnswer,
} from "~/models/idempotency.server";
import { writeOnce } from "~/utils/write-once.server";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  contactSchema,
  getFormConstraint,
  parseForm,
} from "~/schemas/public-forms.server";
import { replyWithDomainError } from "~/utils/form-reply.server";
import { isHoneypotFilled } from "~/utils/honeypot";
import { assertFormFits, MAX_JSON_BODY_BYTES, readFormBody } from "~/utils/request.server";
import { pageMeta } from "~/utils/meta";
import { getClientAddress } from "~/utils/rate-limit.server";
import { useSiteConfig } from "~/utils/root-data";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Contacto",
    "Escríbenos: dudas sobre cursos, alianzas, voluntariado o donativos. Te responderemos a la brevedad.",
  );

/**
 * A fresh idempotency key for each render of the form (a resent form counts once); the form's
 * schema loads in the browser on first use, so its HTML constraints and limit come from here.
 */
export function loader() {
  return {
    idempotencyKey: newIdempotencyKey(),
    constraint: getFormConstraint(contactSchema),
    messageMaxLength: CONTACT_MESSAGE_MAX_LENGTH,
  };
}

const SEND_FAILED = "Hubo un error al enviar el mensaje. Por favor intenta de nuevo.";

/** A form-level error in Conform's reply shape, for refusals that happen before parsing. */
function formError(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

export async function action({ request }: ActionFunctionArgs) {
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_JSON_BODY_BYTES) {
    return data(
      formError("El mensaje es demasiado grande. Por favor, acórtalo e inténtalo de nuevo."),
      // Refused before reading the body: the connection must not be reused.
      { status: 413, headers: { Connection: "close" } },
    );
  }
  const { formData } = await readFormBody(request);
  assertFormFits(formData, contactSchema);
  const submission = parseForm(formData, { schema: contactSchema });
  if (isHoneypotFilled(formData)) {
    await recordRejectedContact({ clientAddress: getClientAddress(request) });
    return data(submission.reply({ formErrors: [SEND_FAILED] }), { status: 400 });
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const sent: StoredAnswer = {
    kind: "redirect",
    location: "/contact",
    toast: {
      type: "success",
      title: "¡Mensaje enviado!",
      description: "Gracias por contactarnos. Te responderemos a la brevedad.",
    },
  };
  try {
    const claim = idempotencyClaim(formIdempotencyKey(formData), {
      route: "contact",
      userId: null,
      input: submission.value,
    });
    return await writeOnce(
      claim,
      () => sent,
      (once) =>
        sendContactMessage(submission.value, { clientAddress: getClientAddress(request), once }),
    );
  } catch (error) {
    if (error instanceof DomainError) {
      const { status, reply } = replyWithDomainError(submission, error);
      return data(reply, { status });
    }
    // Storing the message failed: the visitor gets SPEC §8's wording and can send it again.
    console.error(error);
    return data(submission.reply({ formErrors: [SEND_FAILED] }), { status: 500 });
  }
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
      <IconTile>{icon}</IconTile>
      <div>
        <h3 className="font-semibold text-strong">{title}</h3>
        <div className="text-sm text-soft">{children}</div>
      </div>
    </li>
  );
}

export default function ContactRoute() {
  const { idempotencyKey, constraint, messageMaxLength } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const site = useSiteConfig();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white py-16 dark:from-brand-950/40 dark:to-slate-950">
        <div className="container-page">
          <SectionHeading level={1} eyebrow="Contacto" title="Hablemos">
            ¿Tienes dudas sobre un curso, quieres proponer una alianza o sumarte como voluntario?
            Escríbenos y te responderemos a la brevedad.
          </SectionHeading>
        </div>
      </section>

      <section className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-8">
          <div>
            <h2 className="text-2xl font-bold text-strong">Información de contacto</h2>
            <ul className="mt-6 space-y-6">
              <InfoItem title="Ubicación" icon={<MapPinIcon />}>
                <p>{site.location}</p>
              </InfoItem>
              <InfoItem title="Correo electrónico" icon={<MailIcon />}>
                <a href={`mailto:${site.email}`} className={textLinkClasses}>
                  {site.email}
                </a>
              </InfoItem>
              <InfoItem title="Teléfono" icon={<PhoneIcon />}>
                <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} className={textLinkClasses}>
                  {site.phone}
                </a>
              </InfoItem>
            </ul>
          </div>
          <div>
            <h2 className="text-lg font-semibold text-strong">Síguenos en redes sociales</h2>
            <div className="mt-4">
              <SocialLinks />
            </div>
          </div>
        </div>

        <Card className="p-6 shadow-sm sm:p-8">
          <h2 className="text-2xl font-bold text-strong">Envíanos un mensaje</h2>
          <p className="mt-1 mb-6 text-sm text-soft">Todos los campos son obligatorios.</p>
          <ContactForm
            lastResult={actionData}
            idempotencyKey={idempotencyKey}
            constraint={constraint}
            messageMaxLength={messageMaxLength}
          />
        </Card>
      </section>

      <section
        aria-labelledby="faq-title"
        className="border-t border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="container-page max-w-3xl">
          <h2 id="faq-title" className="text-center text-3xl font-bold text-strong">
            Preguntas frecuentes
          </h2>
          <div className="mt-10 space-y-3">
            {CONTACT_FAQ.map((item) => (
              <details key={item.question} className={`group ${cardClasses}`}>
                <summary className="flex items-center justify-between gap-4 rounded-xl p-5 font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60">
                  {item.question}
                  <ChevronDownIcon className="h-5 w-5 text-slate-400 transition-transform group-open:rotate-180" />
                </summary>
                <p className="px-5 pb-5 text-soft">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
