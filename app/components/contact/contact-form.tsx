import type { Constraint } from "@conform-to/dom";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { HoneypotField } from "~/components/honeypot-field";
import { SubmitButton } from "~/components/ui/button";
import { EMAIL_FIELD_LABEL, EmailField, TextareaField, TextField } from "~/components/ui/field";
import { ErrorSummary } from "~/components/ui/error-summary";
import { useLazySchemaForm } from "~/components/ui/use-lazy-schema-form";

/**
 * After a successful send the action redirects back here with a toast. Without JS that is a fresh
 * page (empty form); with JS the form stays mounted, so it is reset once the redirect lands.
 */
function useResetAfterRedirect(reset: () => void, actionData: unknown) {
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST") {
      submitted.current = true;
    } else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (!actionData) reset();
    }
  }, [navigation.state, navigation.formMethod, actionData, reset]);
}

const LABELS = { name: "Nombre", email: EMAIL_FIELD_LABEL, message: "Mensaje" };

const loadSchema = () => import("~/schemas/contact").then((module) => module.contactSchema);

export function ContactForm({
  lastResult,
  idempotencyKey,
  constraint,
  messageMaxLength,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** Sent back with the form, so a resent message is stored once (a new one after each send). */
  idempotencyKey: string;
  /** The form's HTML constraints and message limit, from the loader (the schema loads on first use). */
  constraint: Record<string, Constraint>;
  messageMaxLength: number;
}) {
  const [form, fields] = useLazySchemaForm(loadSchema, { id: "contact", lastResult, constraint });
  useResetAfterRedirect(form.reset, lastResult);

  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-5" data-validate>
      <HoneypotField />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <ErrorSummary
        formId={form.id}
        errors={form.allErrors}
        labels={LABELS}
        // SPEC §8's title of a send that failed (not of fields to correct).
        title={form.errors?.length ? "Error" : undefined}
      />
      <TextField
        meta={fields.name}
        label={LABELS.name}
        autoComplete="name"
        placeholder="Tu nombre"
      />
      <EmailField meta={fields.email} placeholder="tucorreo@ejemplo.com" />
      <TextareaField
        meta={fields.message}
        label={LABELS.message}
        hint={`Máximo ${messageMaxLength} caracteres.`}
        rows={6}
        placeholder="¿En qué podemos ayudarte?"
      />
      <SubmitButton size="lg" className="w-full" pendingLabel="Enviando...">
        Enviar mensaje
      </SubmitButton>
    </Form>
  );
}
