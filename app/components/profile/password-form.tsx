import { parseWithZod } from "@conform-to/zod/v4";
import { getFormProps } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";

import { ProfileCard } from "~/components/profile/card";
import type { ProfileActionData } from "~/components/profile/types";
import { SubmitButton } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordField } from "~/components/ui/password-input";
import { useSchemaForm } from "~/components/ui/use-schema-form";
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
  const [form, fields] = useSchemaForm(PasswordChangeSchema, {
    parse: parseWithZod,
    id: "profile-password",
    lastResult: actionData?.result,
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
          meta={fields.currentPassword}
          label="Contraseña actual"
          autoComplete="current-password"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            meta={fields.newPassword}
            label="Nueva contraseña"
            autoComplete="new-password"
          />
          <PasswordField
            meta={fields.confirmPassword}
            label="Confirmar nueva contraseña"
            autoComplete="new-password"
          />
        </div>
        <FormAlert id={form.errorId} failure={actionData?.failure} />
        <div className="flex justify-end">
          <SubmitButton intent="change-password" pendingLabel="Actualizando...">
            Actualizar contraseña
          </SubmitButton>
        </div>
      </Form>
    </ProfileCard>
  );
}
