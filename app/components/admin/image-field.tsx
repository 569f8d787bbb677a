import { useEffect, useState } from "react";

import { buttonClasses } from "~/components/ui/button";
import { TextField, type AnyFieldMeta } from "~/components/ui/field";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { IMAGE_FILE_FIELD } from "~/schemas/admin";
import { PHOTO_ACCEPT } from "~/schemas/profile";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A site image given as a URL **or** an uploaded file (JPG, PNG or GIF up to 5 MB; the server
 * checks its bytes and re-encodes it). The file input is ours: a labelled button, the chosen
 * file's name and a preview once JS runs. Refusals of either come back under the URL field; with
 * JS a file over 5 MB is refused there as soon as it is chosen (the form's schema is wrapped in
 * `withImageUpload`), so it is never sent. The form must post `multipart/form-data`.
 *
 * A required image is marked like the other required fields: `required` on the URL input once JS
 * runs and no file is chosen (the form's own checks apply then), `aria-required` and the hint's
 * "Obligatoria" always. Without JS the attribute stays off: the browser would refuse a form that
 * sends only a file, and the server says when neither came.
 */
export function ImageField<Schema>({
  meta,
  label,
  current,
  form,
  required = false,
}: {
  meta: AnyFieldMeta<Schema>;
  label: string;
  /** The record cannot be saved without an image (a URL or a file). */
  required?: boolean;
  /** The image saved now (edit mode), shown until a new one is chosen. */
  current?: string | null;
  /** The form's Conform metadata: choosing a file checks the image field again. */
  form: { validate: (options: { name: string }) => void };
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<{ name: string; preview: string } | null>(null);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.preview)), [chosen]);
  const fileId = `${meta.id}-file`;
  const hintId = `${fileId}-hint`;
  const shown = chosen?.preview ?? current;

  return (
    <div className="space-y-3">
      <TextField
        meta={meta}
        label={label}
        type="text"
        inputMode="url"
        placeholder="https://..."
        hint={
          required
            ? "Obligatoria: pega la URL de una imagen o sube un archivo."
            : "Pega la URL de una imagen o sube un archivo."
        }
        required={required && hydrated && !chosen}
        aria-required={required || undefined}
      />
      <div className="flex flex-wrap items-center gap-3">
        {shown ? (
          <ResponsiveImage
            src={shown}
            alt={chosen ? "Vista previa de la imagen elegida" : "Imagen actual"}
            width={96}
            height={64}
            slots={[{ width: "96px" }]}
            widths={[96, 160, 320]}
            className="h-16 w-24 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
          />
        ) : null}
        <div className="space-y-1">
          <input
            id={fileId}
            type="file"
            name={IMAGE_FILE_FIELD}
            accept={PHOTO_ACCEPT}
            aria-describedby={[meta.errors?.length ? meta.errorId : null, hintId]
              .filter(Boolean)
              .join(" ")}
            aria-invalid={meta.errors?.length ? true : undefined}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setChosen(
                file && file.size > 0
                  ? { name: file.name, preview: URL.createObjectURL(file) }
                  : null,
              );
              form.validate({ name: meta.name });
            }}
          />
          <label
            htmlFor={fileId}
            className={`${buttonClasses({ variant: "secondary", size: "sm" })} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500`}
          >
            Subir imagen
          </label>
          <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
            JPG, PNG o GIF. Máximo 5MB. Si eliges un archivo, reemplaza la URL.
          </p>
          {/* Without JS the browser's own control is hidden, so only JS can name the file. */}
          {hydrated ? (
            <p
              aria-live="polite"
              className="text-xs font-medium text-slate-700 dark:text-slate-200"
            >
              {chosen ? `Elegida: ${chosen.name}` : "Ningún archivo seleccionado"}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
