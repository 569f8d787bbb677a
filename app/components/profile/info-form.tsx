import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useEffect } from "react";

import { FormAlert } from "~/components/auth/form-alert";
import { ProfileCard } from "~/components/profile/card";
import type { ProfileFormProps } from "~/components/profile/types";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ProfileInfoSchema } from "~/schemas/profile";

/** 'Información General': name, username and email. */
export function InfoForm({ user, actionData, onDirtyChange }: ProfileFormProps) {
  const [form, fields] = useForm({
    id: "profile-info",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ProfileInfoSchema),
    defaultValue: { name: user.name, username: user.username, email: user.email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileInfoSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
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
          <Field
            label="Nombre"
            errors={fields.name.errors}
            inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
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
        </div>
        <Field
          label="Correo electrónico"
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        />
        {actionData?.failure ? (
          <FormAlert title={actionData.failure.title} message={actionData.failure.message} />
        ) : null}
        <div className="flex justify-end">
          <SubmitButton intent="update-info" pendingLabel="Guardando...">
            Guardar cambios
          </SubmitButton>
        </div>
      </Form>
    </ProfileCard>
  );
}
