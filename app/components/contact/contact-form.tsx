import { parseForm } from "~/schemas/parse-form";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { HoneypotField } from "~/components/honeypot-field";
import { SubmitButton } from "~/components/ui/button";
import { EmailField, TextareaField, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { CONTACT_MESSAGE_MAX_LENGTH, contactSchema } from "~/schemas/contact";

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

export function ContactForm({
  lastResult,
  idempotencyKey,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** Sent back with the form, so a resent message is stored once (a new one after each send). */
  idempotencyKey: string;
}) {
  const [form, fields] = useSchemaForm(contactSchema, {
    parse: parseForm,
    id: "contact",
    lastResult,
  });
  useResetAfterRedirect(form.reset, lastResult);

  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-5">
      <HoneypotField />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <FormAlert id={form.errorId} title="Error" errors={form.errors} />
      <TextField meta={fields.name} label="Nombre" autoComplete="name" placeholder="Tu nombre" />
      <EmailField meta={fields.email} placeholder="tucorreo@ejemplo.com" />
      <TextareaField
        meta={fields.message}
        label="Mensaje"
        hint={`Máximo ${CONTACT_MESSAGE_MAX_LENGTH} caracteres.`}
        rows={6}
        placeholder="¿En qué podemos ayudarte?"
      />
      <SubmitButton size="lg" className="w-full" pendingLabel="Enviando...">
        Enviar mensaje
      </SubmitButton>
    </Form>
  );
}
