import { parseWithZod } from "@conform-to/zod/v4";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";

import { ProfileCard } from "~/components/profile/card";
import type { ProfileFormProps } from "~/components/profile/types";
import { SubmitButton } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/field";
import { ErrorSummary } from "~/components/ui/error-summary";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { UserAvatar } from "~/components/user-avatar";
import { BIO_MAX, PHOTO_ACCEPT, ProfilePhotoSchema } from "~/schemas/profile";

/**
 * The native file input is visually hidden (still focusable and labelled): its button and status
 * would read "Choose File" / "No file chosen" in the browser's language, so ours are drawn in
 * Spanish next to it.
 */
const fileInputClasses = "sr-only";
const chooseFileClasses =
  "inline-flex cursor-pointer items-center rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 group-has-[input:focus-visible]:ring-2 group-has-[input:focus-visible]:ring-brand-500 group-has-[input:focus-visible]:ring-offset-2";

const LABELS = { photo: "Cambiar foto", bio: "Biografía" };

/** Photo (upload JPG/PNG/GIF up to 5 MB, shown at once with JS) and bio, saved together. */
export function PhotoCard({ user, actionData, onDirtyChange }: ProfileFormProps) {
  const [form, fields] = useSchemaForm(ProfilePhotoSchema, {
    parse: parseWithZod,
    id: "profile-card",
    lastResult: actionData?.result,
    defaultValue: { bio: user.bio ?? "" },
  });
  const [preview, setPreview] = useState<string | null>(null);
  const [bioChanged, setBioChanged] = useState(false);
  // undefined until hydrated: then null (nothing chosen) or the chosen file's name.
  const [fileName, setFileName] = useState<string | null | undefined>(undefined);
  useEffect(() => setFileName((current) => (current === undefined ? null : current)), []);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(
    () => onDirtyChange(Boolean(preview) || bioChanged),
    [preview, bioChanged, onDirtyChange],
  );
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

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
        <ErrorSummary
          formId={form.id}
          errors={form.allErrors}
          labels={LABELS}
          failure={actionData?.failure}
        />
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
          <div className="group w-full">
            <TextField
              meta={fields.photo}
              type="file"
              label={LABELS.photo}
              hint="JPG, PNG o GIF. Máximo 5MB. Se recortará en un cuadrado centrado."
              accept={PHOTO_ACCEPT}
              className={fileInputClasses}
              fieldClassName="w-full space-y-1.5"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setPreview(file && file.size > 0 ? URL.createObjectURL(file) : null);
                setFileName(file && file.size > 0 ? file.name : null);
              }}
            />
            <div className="mt-2 flex items-center gap-3">
              <label htmlFor={fields.photo.id} className={chooseFileClasses}>
                Elegir archivo
              </label>
              {/* Only JS can tell which file was chosen; without it the label stands alone. */}
              {fileName !== undefined ? (
                <span className="truncate text-sm text-slate-600 dark:text-slate-300">
                  {fileName ?? "Ningún archivo elegido"}
                </span>
              ) : null}
            </div>
          </div>
        </div>
        <TextareaField
          meta={fields.bio}
          label={LABELS.bio}
          hint={`Cuéntanos un poco sobre ti (máximo ${BIO_MAX} caracteres).`}
          rows={4}
          maxLength={BIO_MAX}
          placeholder="Me interesa aprender desarrollo web..."
          onInput={(event) =>
            setBioChanged(event.currentTarget.value.trim() !== (user.bio ?? "").trim())
          }
        />
        <SubmitButton intent="update-profile" className="w-full" pendingLabel="Guardando...">
          Guardar perfil
        </SubmitButton>
      </Form>
    </ProfileCard>
  );
}
