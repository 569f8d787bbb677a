import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";

import { FormAlert } from "~/components/auth/form-alert";
import { ProfileCard } from "~/components/profile/card";
import type { ProfileFormProps } from "~/components/profile/types";
import { SubmitButton } from "~/components/ui/button";
import { FieldErrors, TextareaField } from "~/components/ui/field";
import { UserAvatar } from "~/components/user-avatar";
import { BIO_MAX, PHOTO_ACCEPT, ProfilePhotoSchema } from "~/schemas/profile";

/** Photo (upload JPG/PNG/GIF up to 5 MB, shown at once with JS) and bio, saved together. */
export function PhotoCard({ user, actionData, onDirtyChange }: ProfileFormProps) {
  const [form, fields] = useForm({
    id: "profile-card",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ProfilePhotoSchema),
    defaultValue: { bio: user.bio ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfilePhotoSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [preview, setPreview] = useState<string | null>(null);
  const [bioChanged, setBioChanged] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(
    () => onDirtyChange(Boolean(preview) || bioChanged),
    [preview, bioChanged, onDirtyChange],
  );
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const photoHintId = `${fields.photo.id}-hint`;
  return (
    <ProfileCard id="foto" title="Foto de perfil" description="Así te verán en la academia.">
      <Form
        method="post"
        action="/profile"
        encType="multipart/form-data"
        preventScrollReset
        {...getFormProps(form)}
        className="space-y-5"
      >
        <div className="flex flex-col items-center gap-4">
          {preview ? (
            <img
              src={preview}
              alt="Vista previa de tu nueva foto"
              width={128}
              height={128}
              className="h-32 w-32 rounded-full object-cover ring-4 ring-brand-500/30"
            />
          ) : (
            <UserAvatar user={user} size={128} />
          )}
          <div className="w-full space-y-1.5">
            <label
              htmlFor={fields.photo.id}
              className="block text-sm font-medium text-slate-700 dark:text-slate-200"
            >
              Cambiar foto
            </label>
            <input
              {...getInputProps(fields.photo, { type: "file" })}
              accept={PHOTO_ACCEPT}
              aria-describedby={
                fields.photo.errors ? `${fields.photo.errorId} ${photoHintId}` : photoHintId
              }
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setPreview(file && file.size > 0 ? URL.createObjectURL(file) : null);
              }}
              className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700 dark:text-slate-300"
            />
            <p id={photoHintId} className="text-xs text-slate-500 dark:text-slate-400">
              JPG, PNG o GIF. Máximo 5MB. Se recortará en un cuadrado centrado.
            </p>
            <FieldErrors id={fields.photo.errorId} errors={fields.photo.errors} />
          </div>
        </div>
        <TextareaField
          label="Biografía"
          errors={fields.bio.errors}
          hint={`Cuéntanos un poco sobre ti (máximo ${BIO_MAX} caracteres).`}
          textareaProps={{
            ...getTextareaProps(fields.bio),
            rows: 4,
            maxLength: BIO_MAX,
            placeholder: "Me interesa aprender desarrollo web...",
            onInput: (event) =>
              setBioChanged(event.currentTarget.value.trim() !== (user.bio ?? "").trim()),
          }}
        />
        {actionData?.failure ? (
          <FormAlert title={actionData.failure.title} message={actionData.failure.message} />
        ) : null}
        <SubmitButton intent="update-profile" className="w-full" pendingLabel="Guardando...">
          Guardar perfil
        </SubmitButton>
      </Form>
    </ProfileCard>
  );
}
