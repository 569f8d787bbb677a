import { parseWithZod } from "@conform-to/zod/v4";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect } from "react";

import { UsernameField } from "~/components/auth/account-fields";
import { ProfileCard } from "~/components/profile/card";
import type { ProfileFormProps } from "~/components/profile/types";
import { SubmitButton } from "~/components/ui/button";
import { EmailField, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ProfileInfoSchema } from "~/schemas/profile";

/** 'Información General': name, username and email. */
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
      <Form
        method="post"
        action="/profile"
        preventScrollReset
        {...getFormProps(form)}
        onInput={(event) => {
          const values = new FormData(event.currentTarget);
          onDirtyChange(
            values.get("name") !== user.name ||
              values.get("username") !== user.username ||
              values.get("email") !== user.email,
          );
        }}
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.name} label="Nombre" autoComplete="name" />
          <UsernameField meta={fields.username} />
        </div>
        <EmailField meta={fields.email} />
        <FormAlert id={form.errorId} failure={actionData?.failure} />
        <div className="flex justify-end">
          <SubmitButton intent="update-info" pendingLabel="Guardando...">
            Guardar cambios
          </SubmitButton>
        </div>
      </Form>
    </ProfileCard>
  );
}
