import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { HoneypotField } from "~/components/honeypot-field";
import { SubmitButton } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
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
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm({
    id: "contact",
    lastResult,
    constraint: getZodConstraint(contactSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useResetAfterRedirect(form.reset, lastResult);

  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message);

  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-5">
      <HoneypotField />
      {form.errors?.length ? (
        <div
          role="alert"
          id={form.errorId}
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          <p className="font-semibold">Error</p>
          {form.errors.map((error) => (
            <p key={error} className="mt-1">
              {error}
            </p>
          ))}
        </div>
      ) : null}
      <Field
        key={nameKey}
        label="Nombre"
        errors={fields.name.errors}
        inputProps={{ ...nameProps, autoComplete: "name", placeholder: "Tu nombre" }}
      />
      <Field
        key={emailKey}
        label="Correo electrónico"
        errors={fields.email.errors}
        inputProps={{ ...emailProps, autoComplete: "email", placeholder: "tucorreo@ejemplo.com" }}
      />
      <TextareaField
        key={messageKey}
        label="Mensaje"
        errors={fields.message.errors}
        hint={`Máximo ${CONTACT_MESSAGE_MAX_LENGTH} caracteres.`}
        textareaProps={{ ...messageProps, rows: 6, placeholder: "¿En qué podemos ayudarte?" }}
      />
      <SubmitButton size="lg" className="w-full" pendingLabel="Enviando...">
        Enviar mensaje
      </SubmitButton>
    </Form>
  );
}
