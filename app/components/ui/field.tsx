import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

export const inputClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

type FieldShellProps = { id: string; label: ReactNode; errors?: string[]; hint?: ReactNode };

function FieldShell({
  id,
  label,
  errors,
  hint,
  children,
}: FieldShellProps & { children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="space-y-0.5 text-sm text-red-600 dark:text-red-400">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** Spread Conform's `getInputProps(...)` into `inputProps`; id, aria-invalid and aria-describedby are wired. */
export function Field({
  label,
  errors,
  hint,
  inputProps,
}: Omit<FieldShellProps, "id"> & {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
}) {
  const invalid = Boolean(errors?.length);
  return (
    <FieldShell id={inputProps.id} label={label} errors={errors} hint={hint}>
      <input
        className={inputClasses}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${inputProps.id}-error` : undefined}
        {...inputProps}
      />
    </FieldShell>
  );
}

export function TextareaField({
  label,
  errors,
  hint,
  textareaProps,
}: Omit<FieldShellProps, "id"> & {
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string };
}) {
  const invalid = Boolean(errors?.length);
  return (
    <FieldShell id={textareaProps.id} label={label} errors={errors} hint={hint}>
      <textarea
        className={`${inputClasses} min-h-[100px]`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${textareaProps.id}-error` : undefined}
        {...textareaProps}
      />
    </FieldShell>
  );
}
