import type { Constraint } from "@conform-to/dom";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { SubmitButton } from "~/components/ui/button";
import { EMAIL_FIELD_LABEL, EmailField, TextField, type AnyFieldMeta } from "~/components/ui/field";
import { ErrorSummary } from "~/components/ui/error-summary";
import { PasswordField } from "~/components/ui/password-input";
import { useLazySchemaForm } from "~/components/ui/use-lazy-schema-form";

type FormProps = {
  lastResult?: SubmissionResult<string[]>;
  /** The form's HTML constraints, from the loader (the schema loads on first use). */
  constraint: Record<string, Constraint>;
};

const NEW_PASSWORD_LABELS = {
  password: "Nueva contraseña",
  confirmPassword: "Confirmar contraseña",
};
const CODE_LABELS = { email: EMAIL_FIELD_LABEL, code: "Código", ...NEW_PASSWORD_LABELS };

const loadForgotSchema = () =>
  import("~/schemas/account").then((module) => module.ForgotPasswordSchema);
const loadLinkSchema = () =>
  import("~/schemas/account").then((module) => module.ResetWithLinkSchema);
const loadCodeSchema = () =>
  import("~/schemas/account").then((module) => module.ResetWithCodeSchema);

/** "¿Olvidaste tu contraseña?": the account's email. */
export function ForgotPasswordForm({ lastResult, constraint }: FormProps) {
  const [form, fields] = useLazySchemaForm(loadForgotSchema, {
    id: "forgot-password-form",
    lastResult,
    constraint,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-5"
      aria-label="Restablecer contraseña"
    >
      <ErrorSummary
        formId={form.id}
        errors={form.allErrors}
        labels={{ email: EMAIL_FIELD_LABEL }}
      />
      <EmailField meta={fields.email} placeholder="tu@correo.com" />
      <SubmitButton className="w-full" size="lg" pendingLabel="Enviando...">
        Enviar enlace
      </SubmitButton>
    </Form>
  );
}

function NewPasswordFields<Schema>({
  password,
  confirmPassword,
}: {
  password: AnyFieldMeta<Schema>;
  confirmPassword: AnyFieldMeta<Schema>;
}) {
  return (
    <>
      <PasswordField
        meta={password}
        label={NEW_PASSWORD_LABELS.password}
        hint="Mínimo 6 caracteres."
        autoComplete="new-password"
      />
      <PasswordField
        meta={confirmPassword}
        label={NEW_PASSWORD_LABELS.confirmPassword}
        autoComplete="new-password"
      />
    </>
  );
}

/** From the mail's link: the new password twice; the token travels in a hidden field. */
export function ResetWithLinkForm({
  lastResult,
  constraint,
  token,
}: FormProps & { token: string }) {
  const [form, fields] = useLazySchemaForm(loadLinkSchema, {
    id: "reset-link-form",
    lastResult,
    constraint,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-label="Nueva contraseña">
      <input type="hidden" name="intent" value="reset-link" />
      <input type="hidden" name="token" value={token} />
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={NEW_PASSWORD_LABELS} />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <SubmitButton className="w-full" size="lg" pendingLabel="Guardando...">
        Guardar nueva contraseña
      </SubmitButton>
    </Form>
  );
}

/** Without the link (e.g. the mail is on a phone): the email, the mailed code, the new password. */
export function ResetWithCodeForm({ lastResult, constraint }: FormProps) {
  const [form, fields] = useLazySchemaForm(loadCodeSchema, {
    id: "reset-code-form",
    lastResult,
    constraint,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-5"
      aria-label="Restablecer con el código"
    >
      <input type="hidden" name="intent" value="reset-code" />
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={CODE_LABELS} />
      <EmailField meta={fields.email} placeholder="tu@correo.com" />
      <TextField
        meta={fields.code}
        label={CODE_LABELS.code}
        hint="Las 8 letras y números del correo, por ejemplo ABCD-EFGH."
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <SubmitButton className="w-full" size="lg" pendingLabel="Guardando...">
        Guardar nueva contraseña
      </SubmitButton>
    </Form>
  );
}
