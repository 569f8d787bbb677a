import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useLocation } from "@remix-run/react";

import { FormAlert } from "~/components/auth/form-alert";
import { ProfileCard } from "~/components/profile/card";
import type { ProfileActionData } from "~/routes/profile";
import { SubmitButton } from "~/components/ui/button";
import { PasswordField } from "~/components/ui/password-input";
import { PasswordChangeSchema } from "~/schemas/profile";

/**
 * 'Seguridad'. Every navigation (the redirect after a successful change included) remounts the
 * form, so typed passwords never outlive their submission.
 */
export function PasswordForm({ actionData }: { actionData?: ProfileActionData }) {
  const location = useLocation();
  return <PasswordFormFields key={location.key} actionData={actionData} />;
}

function PasswordFormFields({ actionData }: { actionData?: ProfileActionData }) {
  const [form, fields] = useForm({
    id: "profile-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(PasswordChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PasswordChangeSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ProfileCard
      id="seguridad"
      title="Seguridad"
      description="Cambia tu contraseña. Se cerrarán tus otras sesiones abiertas."
    >
      <Form
        method="post"
        action="/profile"
        preventScrollReset
        {...getFormProps(form)}
        className="space-y-5"
      >
        <PasswordField
          label="Contraseña actual"
          errors={fields.currentPassword.errors}
          inputProps={{
            ...getInputProps(fields.currentPassword, { type: "password" }),
            autoComplete: "current-password",
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label="Nueva contraseña"
            errors={fields.newPassword.errors}
            inputProps={{
              ...getInputProps(fields.newPassword, { type: "password" }),
              autoComplete: "new-password",
            }}
          />
          <PasswordField
            label="Confirmar nueva contraseña"
            errors={fields.confirmPassword.errors}
            inputProps={{
              ...getInputProps(fields.confirmPassword, { type: "password" }),
              autoComplete: "new-password",
            }}
          />
        </div>
        {actionData?.failure ? (
          <FormAlert title={actionData.failure.title} message={actionData.failure.message} />
        ) : null}
        <div className="flex justify-end">
          <SubmitButton intent="change-password" pendingLabel="Actualizando...">
            Actualizar contraseña
          </SubmitButton>
        </div>
      </Form>
    </ProfileCard>
  );
}
