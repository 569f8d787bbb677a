import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";

import { USERNAME_FIELD_LABEL, UsernameField } from "~/components/auth/account-fields";
import { ProfileCard, ProfileForm } from "~/components/profile/card";
import type { ProfileFormProps } from "~/components/profile/types";
import { EMAIL_FIELD_LABEL, EmailField, TextField } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-input";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ProfileInfoSchema } from "~/schemas/profile";

const LABELS = {
  name: "Nombre",
  username: USERNAME_FIELD_LABEL,
  email: EMAIL_FIELD_LABEL,
  currentPassword: "Contraseña actual",
};

/**
 * 'Información General': name, username and email. A new email also takes the current password
 * (the model asks for it; the field is always there, so the form works without JS).
 */
export function InfoForm({ user, actionData, onDirtyChange }: ProfileFormProps) {
  const [form, fields] = useSchemaForm(ProfileInfoSchema, {
    parse: parseWithZod,
    id: "profile-info",
    lastResult: actionData?.result,
    defaultValue: { name: user.name, username: user.username, email: user.email },
  });

  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  return (
    <ProfileCard
      id="informacion"
      title="Información General"
      description="Tus datos de acceso y cómo te mostramos."
    >
      <ProfileForm
        form={form}
        failure={actionData?.failure}
        labels={LABELS}
        intent="update-info"
        submitLabel="Guardar cambios"
        pendingLabel="Guardando..."
        onInput={(event) => {
          const values = new FormData(event.currentTarget);
          onDirtyChange(
            values.get("name") !== user.name ||
              values.get("username") !== user.username ||
              values.get("email") !== user.email,
          );
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.name} label={LABELS.name} autoComplete="name" />
          <UsernameField meta={fields.username} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <EmailField meta={fields.email} />
          <PasswordField
            meta={fields.currentPassword}
            label={LABELS.currentPassword}
            hint="Solo si cambias tu correo."
            autoComplete="current-password"
          />
        </div>
      </ProfileForm>
    </ProfileCard>
  );
}
