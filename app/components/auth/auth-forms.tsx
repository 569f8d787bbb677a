import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";

import { FormAlert } from "~/components/auth/form-alert";
import { HoneypotField } from "~/components/honeypot-field";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-input";
import { LoginSchema, RegisterSchema } from "~/schemas/auth";

export type AuthFailure = { title: string; message: string };

type FormProps = {
  lastResult?: SubmissionResult<string[]>;
  failure?: AuthFailure;
  redirectTo: string | null;
};

function RedirectToInput({ value }: { value: string | null }) {
  return value ? <input type="hidden" name="redirectTo" value={value} /> : null;
}

export function LoginForm({ lastResult, failure, redirectTo }: FormProps) {
  const [form, fields] = useForm({
    id: "login-form",
    lastResult,
    constraint: getZodConstraint(LoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-label="Iniciar sesión">
      <input type="hidden" name="intent" value="login" />
      <RedirectToInput value={redirectTo} />
      {failure ? (
        <FormAlert id={form.errorId} title={failure.title} message={failure.message} />
      ) : null}
      <Field
        label="Correo electrónico"
        errors={fields.email.errors}
        inputProps={{
          ...getInputProps(fields.email, { type: "email" }),
          autoComplete: "email",
          placeholder: "tu@correo.com",
        }}
      />
      <PasswordField
        label="Contraseña"
        errors={fields.password.errors}
        inputProps={{
          ...getInputProps(fields.password, { type: "password" }),
          autoComplete: "current-password",
        }}
      />
      <SubmitButton className="w-full" size="lg" pendingLabel="Iniciando sesión...">
        Iniciar sesión
      </SubmitButton>
    </Form>
  );
}

export function RegisterForm({ lastResult, failure, redirectTo }: FormProps) {
  const [form, fields] = useForm({
    id: "register-form",
    lastResult,
    constraint: getZodConstraint(RegisterSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="relative space-y-5"
      aria-label="Registrarse"
    >
      <input type="hidden" name="intent" value="register" />
      <RedirectToInput value={redirectTo} />
      <HoneypotField />
      {failure ? (
        <FormAlert id={form.errorId} title={failure.title} message={failure.message} />
      ) : null}
      <Field
        label="Nombre completo"
        errors={fields.name.errors}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
      />
      <Field
        label="Correo electrónico"
        errors={fields.email.errors}
        inputProps={{
          ...getInputProps(fields.email, { type: "email" }),
          autoComplete: "email",
          placeholder: "tu@correo.com",
        }}
      />
      <Field
        label="Nombre de usuario"
        errors={fields.username.errors}
        inputProps={{
          ...getInputProps(fields.username, { type: "text" }),
          autoComplete: "username",
          autoCapitalize: "none",
          spellCheck: false,
        }}
      />
      <PasswordField
        label="Contraseña"
        errors={fields.password.errors}
        hint="Mínimo 6 caracteres."
        inputProps={{
          ...getInputProps(fields.password, { type: "password" }),
          autoComplete: "new-password",
        }}
      />
      <PasswordField
        label="Confirmar contraseña"
        errors={fields.confirmPassword.errors}
        inputProps={{
          ...getInputProps(fields.confirmPassword, { type: "password" }),
          autoComplete: "new-password",
        }}
      />
      <SubmitButton className="w-full" size="lg" pendingLabel="Creando cuenta...">
        Crear cuenta
      </SubmitButton>
    </Form>
  );
}
