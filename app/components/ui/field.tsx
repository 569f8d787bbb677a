import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { fieldErrorsClasses, inputClasses } from "~/components/ui/input-classes";

/**
 * The form kit: every page form is built from these fields, each taking Conform's field metadata
 * (`meta={fields.email}`), so the name, id, default value and the constraints derived from the
 * schema (required and the like) come from one place, and the label, hint, error list,
 * `aria-invalid` and `aria-describedby` are wired the same way everywhere.
 */

export { inputClasses };

const labelClasses = "block text-sm font-medium text-slate-700 dark:text-slate-200";
const hintClasses = "text-xs text-muted";

/** A field of any form: the kit reads only its ids, name, errors, constraints and value. */
export type AnyFieldMeta<Schema = unknown> = FieldMetadata<Schema>;

/** Conform's control props minus `key`: React takes a key directly, never through a spread. */
export function withoutKey<Props extends { key?: string }>(props: Props): Omit<Props, "key"> {
  const rest: Partial<Props> = { ...props };
  delete rest.key;
  return rest as Omit<Props, "key">;
}

type FieldCopy = {
  label: ReactNode;
  /** A short help text under the control; screen readers read it with the control. */
  hint?: ReactNode;
};

/**
 * What ties a control to its messages: invalid while Conform has errors for it, described by its
 * error list (when there is one) and its hint (when given). Use it on custom controls too.
 */
export function fieldAria<Schema>(meta: AnyFieldMeta<Schema>, { hint }: { hint?: ReactNode } = {}) {
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [invalid ? meta.errorId : null, hint ? meta.descriptionId : null]
    .filter(Boolean)
    .join(" ");
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className={fieldErrorsClasses}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** Under a control: its hint (the id `fieldAria` points at), then its errors. */
function FieldMessages<Schema>({ meta, hint }: { meta: AnyFieldMeta<Schema>; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={meta.descriptionId} className={hintClasses}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </>
  );
}

/**
 * The frame every single-control field shares: label, the control, hint, error list. The control
 * itself spreads `fieldAria(meta, { hint })`.
 */
export function FieldShell<Schema>({
  meta,
  label,
  hint,
  className = "space-y-1.5",
  children,
}: FieldCopy & { meta: AnyFieldMeta<Schema>; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={labelClasses}>
        {label}
      </label>
      {children}
      <FieldMessages meta={meta} hint={hint} />
    </div>
  );
}

type TextInputType = "text" | "email" | "tel" | "number" | "url" | "search" | "file";

/**
 * A labelled input. Extra attributes (autoComplete, placeholder, inputMode, onInput...) go on the
 * input; `className` replaces the input's look (e.g. a file input), `fieldClassName` the frame's.
 */
export function TextField<Schema>({
  meta,
  label,
  hint,
  type = "text",
  className = inputClasses,
  fieldClassName,
  ...attributes
}: FieldCopy & {
  meta: AnyFieldMeta<Schema>;
  type?: TextInputType;
  fieldClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue">) {
  return (
    <FieldShell meta={meta} label={label} hint={hint} className={fieldClassName}>
      <input
        key={meta.key}
        className={className}
        {...withoutKey(getInputProps(meta, { type, ariaAttributes: false }))}
        {...attributes}
        {...fieldAria(meta, { hint })}
      />
    </FieldShell>
  );
}

export const EMAIL_FIELD_LABEL = "Correo electrónico";

/** The email field every form shares ('Correo electrónico'). */
export function EmailField<Schema>({
  meta,
  placeholder,
}: {
  meta: AnyFieldMeta<Schema>;
  placeholder?: string;
}) {
  return (
    <TextField
      meta={meta}
      label={EMAIL_FIELD_LABEL}
      type="email"
      autoComplete="email"
      placeholder={placeholder}
    />
  );
}

export function TextareaField<Schema>({
  meta,
  label,
  hint,
  ...attributes
}: FieldCopy & { meta: AnyFieldMeta<Schema> } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "id" | "defaultValue"
  >) {
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <textarea
        key={meta.key}
        className={`${inputClasses} min-h-[100px]`}
        {...withoutKey(getTextareaProps(meta, { ariaAttributes: false }))}
        {...attributes}
        {...fieldAria(meta, { hint })}
      />
    </FieldShell>
  );
}

export type FieldOption = { value: string; label: string };

/** A native select (works without JS); `placeholder` adds a first, empty choice. */
export function SelectField<Schema>({
  meta,
  label,
  hint,
  options,
  placeholder,
  ...attributes
}: FieldCopy & {
  meta: AnyFieldMeta<Schema>;
  options: readonly FieldOption[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "defaultValue">) {
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <select
        key={meta.key}
        className={inputClasses}
        {...withoutKey(getSelectProps(meta, { ariaAttributes: false }))}
        {...attributes}
        {...fieldAria(meta, { hint })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * One checkbox with its label beside it. It posts `value` ("on" unless given) when checked and
 * nothing when not, so the schema reads a missing field as false.
 */
export function CheckboxField<Schema>({
  meta,
  label,
  hint,
  value,
  ...attributes
}: FieldCopy & { meta: AnyFieldMeta<Schema>; value?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "name" | "id" | "value" | "defaultChecked"
  >) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2">
        <input
          key={meta.key}
          className="mt-0.5 h-4 w-4 rounded accent-brand-600"
          {...withoutKey(getInputProps(meta, { type: "checkbox", value, ariaAttributes: false }))}
          {...attributes}
          {...fieldAria(meta, { hint })}
        />
        <label htmlFor={meta.id} className={labelClasses}>
          {label}
        </label>
      </div>
      <FieldMessages meta={meta} hint={hint} />
    </div>
  );
}

/** A single choice among a few options, as radio buttons in a fieldset named by `legend`. */
export function RadioGroupField<Schema>({
  meta,
  legend,
  hint,
  options,
}: {
  meta: AnyFieldMeta<Schema>;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly FieldOption[];
}) {
  return (
    <fieldset className="space-y-2" {...fieldAria(meta, { hint })}>
      <legend className={labelClasses}>{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {getCollectionProps(meta, {
          type: "radio",
          options: options.map((option) => option.value),
          ariaAttributes: false,
        }).map((radio) => (
          <label
            key={radio.value}
            htmlFor={radio.id}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 dark:border-slate-700 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/60"
          >
            <input {...withoutKey(radio)} className="h-4 w-4 accent-brand-600" />
            {options.find((option) => option.value === radio.value)?.label}
          </label>
        ))}
      </div>
      <FieldMessages meta={meta} hint={hint} />
    </fieldset>
  );
}

/** A titled group of fields (a fieldset with its legend and an optional description). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
      <legend className="px-1 text-base font-semibold text-strong">{title}</legend>
      {description ? <p className="text-sm text-soft">{description}</p> : null}
      {children}
    </fieldset>
  );
}
