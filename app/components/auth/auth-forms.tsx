import type { Constraint } from "@conform-to/dom";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";

import { USERNAME_FIELD_LABEL, UsernameField } from "~/components/auth/account-fields";
import { HoneypotField } from "~/components/honeypot-field";
import { SubmitButton, textLinkClasses } from "~/components/ui/button";
import { EMAIL_FIELD_LABEL, EmailField, TextField } from "~/components/ui/field";
import { ErrorSummary } from "~/components/ui/error-summary";
import type { FormFailure } from "~/utils/form-reply";
import { PasswordField } from "~/components/ui/password-input";
import { useLazySchemaForm } from "~/components/ui/use-lazy-schema-form";

type FormProps = {
  lastResult?: SubmissionResult<string[]>;
  failure?: FormFailure;
  redirectTo: string | null;
  /** The email typed in the other tab, carried over in `?email=`. */
  defaultEmail?: string;
  /** The form's HTML constraints, from the loader (the schema loads on first use). */
  constraint: Record<string, Constraint>;
};

/** The first value only: a default that changed on every keystroke would reset the form. */
function useMountEmail(email: string | undefined): { email?: string } {
  return useState({ email })[0];
}

function RedirectToInput({ value }: { value: string | null }) {
  return value ? <input type="hidden" name="redirectTo" value={value} /> : null;
}

const LOGIN_LABELS = { email: EMAIL_FIELD_LABEL, password: "Contraseña" };
const REGISTER_LABELS = {
  name: "Nombre completo",
  email: EMAIL_FIELD_LABEL,
  username: USERNAME_FIELD_LABEL,
  password: "Contraseña",
  confirmPassword: "Confirmar contraseña",
};

const loadLoginSchema = () => import("~/schemas/auth").then((module) => module.LoginSchema);
const loadRegisterSchema = () => import("~/schemas/auth").then((module) => module.RegisterSchema);

export function LoginForm({
  lastResult,
  failure,
  redirectTo,
  defaultEmail,
  constraint,
}: FormProps) {
  const [form, fields] = useLazySchemaForm(loadLoginSchema, {
    id: "login-form",
    lastResult,
    defaultValue: useMountEmail(defaultEmail),
    constraint,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-5"
      aria-label="Iniciar sesión"
      data-validate
    >
      <input type="hidden" name="intent" value="login" />
      <RedirectToInput value={redirectTo} />
      <ErrorSummary
        formId={form.id}
        errors={form.allErrors}
        labels={LOGIN_LABELS}
        failure={failure}
      />
      <EmailField meta={fields.email} placeholder="tu@correo.com" />
      <PasswordField
        meta={fields.password}
        label={LOGIN_LABELS.password}
        autoComplete="current-password"
      />
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className={textLinkClasses}>
          ¿Olvidaste tu contraseña?
        </Link>
      </p>
      <SubmitButton className="w-full" size="lg" pendingLabel="Iniciando sesión...">
        Iniciar sesión
      </SubmitButton>
    </Form>
  );
}

export function RegisterForm({
  lastResult,
  failure,
  redirectTo,
  defaultEmail,
  constraint,
}: FormProps) {
  const [form, fields] = useLazySchemaForm(loadRegisterSchema, {
    id: "register-form",
    lastResult,
    defaultValue: useMountEmail(defaultEmail),
    constraint,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="relative space-y-5"
      aria-label="Registrarse"
      data-validate
    >
      <input type="hidden" name="intent" value="register" />
      <RedirectToInput value={redirectTo} />
      <HoneypotField />
      <ErrorSummary
        formId={form.id}
        errors={form.allErrors}
        labels={REGISTER_LABELS}
        failure={failure}
      />
      <TextField meta={fields.name} label={REGISTER_LABELS.name} autoComplete="name" />
      <EmailField meta={fields.email} placeholder="tu@correo.com" />
      <UsernameField meta={fields.username} />
      <PasswordField
        meta={fields.password}
        label={REGISTER_LABELS.password}
        hint="Mínimo 6 caracteres."
        autoComplete="new-password"
      />
      <PasswordField
        meta={fields.confirmPassword}
        label={REGISTER_LABELS.confirmPassword}
        autoComplete="new-password"
      />
      <SubmitButton className="w-full" size="lg" pendingLabel="Creando cuenta...">
        Crear cuenta
      </SubmitButton>
    </Form>
  );
}
