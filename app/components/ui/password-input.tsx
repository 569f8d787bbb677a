import { useState, type InputHTMLAttributes, type ReactNode } from "react";

import { FieldErrors, inputClasses } from "~/components/ui/field";
import { useHydrated } from "~/utils/use-hydrated";

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      className="h-5 w-5"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}

/**
 * A labelled password field. With JS a button shows or hides the characters; without JS it is a
 * plain password input (the button would do nothing, so it is not rendered).
 */
export function PasswordField({
  label,
  errors,
  hint,
  inputProps,
}: {
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
}) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const invalid = Boolean(errors?.length);
  const { id } = inputProps;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          className={`${inputClasses} ${hydrated ? "pr-11" : ""}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          {...inputProps}
          type={visible ? "text" : "password"}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? "Ocultar contraseña" : "Mostrar contraseña"}
            aria-pressed={visible}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-3 text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
          >
            <EyeIcon crossed={visible} />
          </button>
        ) : null}
      </div>
      {hint ? <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}
