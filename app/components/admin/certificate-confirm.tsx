import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";

import { buttonClasses, SubmitButton } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/field";
import { ErrorSummary } from "~/components/ui/error-summary";
import type { FormFailure } from "~/utils/form-reply";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ReissueCertificateSchema, RevokeCertificateSchema } from "~/schemas/admin-certificates";

/** The certificate a confirmation step is about (what the admin must recognise before acting). */
export type ConfirmedCertificate = {
  id: number;
  code: string;
  recipientName: string;
  courseTitle: string;
};

type StepProps = {
  certificate: ConfirmedCertificate;
  /** Where the form posts: the page with its confirmation query, so a refusal shows it again. */
  action: string;
  cancelTo: string;
  lastResult: SubmissionResult<string[]> | undefined;
  failure: FormFailure | undefined;
};

const panelClasses =
  "scroll-mt-24 rounded-xl border-2 p-5 text-slate-900 dark:text-slate-100 space-y-4";

function Summary({ certificate }: { certificate: ConfirmedCertificate }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <span className="font-mono font-semibold">{certificate.code}</span> ·{" "}
      {certificate.recipientName} · {certificate.courseTitle}
    </p>
  );
}

function Actions({
  cancelTo,
  intent,
  label,
  pendingLabel,
  variant,
}: {
  cancelTo: string;
  intent: string;
  label: string;
  pendingLabel: string;
  variant: "danger" | "primary";
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Link to={cancelTo} preventScrollReset className={buttonClasses({ variant: "secondary" })}>
        Cancelar
      </Link>
      <SubmitButton variant={variant} intent={intent} pendingLabel={pendingLabel}>
        {label}
      </SubmitButton>
    </div>
  );
}

const REVOKE_LABELS = { reason: "Motivo de la revocación" };
const REISSUE_LABELS = { recipientName: "Nombre en el certificado", reason: "Motivo (opcional)" };

/**
 * 'Revocar': the server-rendered confirmation step (`?revoke=<code>`), so it works without JS. The
 * reason is required; the certificate's public page shows it.
 */
export function RevokeStep({ certificate, action, cancelTo, lastResult, failure }: StepProps) {
  const [form, fields] = useSchemaForm(RevokeCertificateSchema, {
    parse: parseWithZod,
    id: `revoke-${certificate.id}`,
    lastResult,
  });
  return (
    <section
      id="confirmar-revocacion"
      aria-labelledby="confirmar-revocacion-title"
      className={`${panelClasses} border-red-400 bg-red-50 dark:border-red-700 dark:bg-red-950/40`}
    >
      <h3 id="confirmar-revocacion-title" className="text-lg font-bold">
        Confirmar revocación
      </h3>
      <Summary certificate={certificate} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        El certificado dejará de ser válido. Su página pública seguirá existiendo y dirá que fue
        revocado, cuándo y por qué.
      </p>
      <Form method="post" action={action} className="space-y-4" {...getFormProps(form)}>
        <ErrorSummary
          formId={form.id}
          errors={form.allErrors}
          labels={REVOKE_LABELS}
          failure={failure}
        />
        <input type="hidden" name="certificateId" value={certificate.id} />
        <TextareaField
          meta={fields.reason}
          label={REVOKE_LABELS.reason}
          hint="Se muestra en la página pública del certificado."
          rows={3}
        />
        <Actions
          cancelTo={cancelTo}
          intent="revoke"
          label="Confirmar revocación"
          pendingLabel="Revocando..."
          variant="danger"
        />
      </Form>
    </section>
  );
}

/**
 * 'Reemitir': the confirmation step (`?reissue=<code>`) with the name prefilled. The current
 * certificate is revoked and a new one with a new code replaces it.
 */
export function ReissueStep({ certificate, action, cancelTo, lastResult, failure }: StepProps) {
  const [form, fields] = useSchemaForm(ReissueCertificateSchema, {
    parse: parseWithZod,
    id: `reissue-${certificate.id}`,
    lastResult,
    defaultValue: { recipientName: certificate.recipientName },
  });
  return (
    <section
      id="confirmar-reemision"
      aria-labelledby="confirmar-reemision-title"
      className={`${panelClasses} border-amber-400 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40`}
    >
      <h3 id="confirmar-reemision-title" className="text-lg font-bold">
        Confirmar reemisión
      </h3>
      <Summary certificate={certificate} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Se emitirá un certificado nuevo, con otro código y la misma fecha de finalización; el actual
        quedará revocado e indicará el código que lo reemplaza.
      </p>
      <Form method="post" action={action} className="space-y-4" {...getFormProps(form)}>
        <ErrorSummary
          formId={form.id}
          errors={form.allErrors}
          labels={REISSUE_LABELS}
          failure={failure}
        />
        <input type="hidden" name="certificateId" value={certificate.id} />
        <TextField meta={fields.recipientName} label={REISSUE_LABELS.recipientName} />
        <TextareaField
          meta={fields.reason}
          label={REISSUE_LABELS.reason}
          hint="Por ejemplo: nombre corregido. Se muestra en la página del certificado anterior."
          rows={2}
        />
        <Actions
          cancelTo={cancelTo}
          intent="reissue"
          label="Confirmar reemisión"
          pendingLabel="Reemitiendo..."
          variant="primary"
        />
      </Form>
    </section>
  );
}
