import { parseWithZod } from "@conform-to/zod/v4";
import { useLocation } from "@remix-run/react";

import { ProfileCard, ProfileForm } from "~/components/profile/card";
import type { ProfileActionData } from "~/components/profile/types";
import { PasswordField } from "~/components/ui/password-input";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { PasswordChangeSchema } from "~/schemas/profile";

const LABELS = {
  currentPassword: "Contraseña actual",
  newPassword: "Nueva contraseña",
  confirmPassword: "Confirmar nueva contraseña",
};

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
      <ProfileForm
        form={form}
        failure={actionData?.failure}
        labels={LABELS}
        intent="change-password"
        submitLabel="Actualizar contraseña"
        pendingLabel="Actualizando..."
      >
        <PasswordField
          meta={fields.currentPassword}
          label={LABELS.currentPassword}
          autoComplete="current-password"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            meta={fields.newPassword}
            label={LABELS.newPassword}
            autoComplete="new-password"
          />
          <PasswordField
            meta={fields.confirmPassword}
            label={LABELS.confirmPassword}
            autoComplete="new-password"
          />
        </div>
      </ProfileForm>
    </ProfileCard>
  );
}
