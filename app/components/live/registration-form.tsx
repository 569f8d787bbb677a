import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";

import { SubmitButton } from "~/components/ui/button";
import { Field, FieldErrors } from "~/components/ui/field";
import {
  ADULT_AGE,
  liveRegistrationFieldsSchema,
  liveRegistrationSchema,
  MAX_AGE,
  MIN_AGE,
} from "~/schemas/live-registration";
import { useHydrated } from "~/utils/use-hydrated";

export type RegistrationDefaults = { firstName: string; lastName: string; email: string };

function isMinorAge(value: string | undefined) {
  if (!value || value.trim() === "") return false;
  const age = Number(value);
  return Number.isFinite(age) && age >= MIN_AGE && age < ADULT_AGE;
}

/** Conform's input props, with the React `key` split out (it must not be spread into JSX). */
function splitKey<T extends { key?: string }>(props: T) {
  const { key, ...rest } = props;
  return {
    key,
    props: rest as Omit<T, "key"> & InputHTMLAttributes<HTMLInputElement> & { id: string },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form shape
type AnyField<Schema> = FieldMetadata<Schema, any, string[]>;

function TextInput<Schema>({
  field,
  label,
  type = "text",
  autoComplete,
  extra,
}: {
  field: AnyField<Schema>;
  label: string;
  type?: "text" | "email" | "tel" | "number";
  autoComplete?: string;
  extra?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { key, props } = splitKey(getInputProps(field, { type }));
  return (
    <Field
      key={key}
      label={label}
      errors={field.errors}
      inputProps={{ ...props, autoComplete, ...extra }}
    />
  );
}

function RadioGroup<Schema>({
  field,
  legend,
  options,
}: {
  field: AnyField<Schema>;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const errorId = `${field.id}-error`;
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset
      className="space-y-2"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {getCollectionProps(field, {
          type: "radio",
          options: options.map((option) => option.value),
          ariaAttributes: false,
        }).map(({ key, ...props }) => (
          <label
            key={key}
            htmlFor={props.id}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 dark:border-slate-700 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/60"
          >
            <input {...props} className="h-4 w-4 accent-brand-600" />
            {options.find((option) => option.value === props.value)?.label}
          </label>
        ))}
      </div>
      <FieldErrors id={errorId} errors={field.errors} />
    </fieldset>
  );
}

function FormSection({
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
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </legend>
      {description ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      {children}
    </fieldset>
  );
}

/**
 * The live-course registration form (SPEC §5 "Live registration"). Without JS the guardian
 * fieldset is always shown (with a note); with JS it appears only for participants under 18.
 */
export function LiveRegistrationForm({
  lastResult,
  defaults,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaults: RegistrationDefaults;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "live-registration",
    lastResult,
    defaultValue: { ...defaults, preferredModality: "Virtual", hasLaptop: "false" },
    constraint: getZodConstraint(liveRegistrationFieldsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: liveRegistrationSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [age, setAge] = useState<string | undefined>(
    typeof fields.age.initialValue === "string" ? fields.age.initialValue : undefined,
  );
  const showGuardian = !hydrated || isMinorAge(age);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {form.errors?.length ? (
        <div
          role="alert"
          id={form.errorId}
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          {form.errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}

      <FormSection title="Datos del participante">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput field={fields.firstName} label="Nombre" autoComplete="given-name" />
          <TextInput field={fields.lastName} label="Apellidos" autoComplete="family-name" />
          <TextInput
            field={fields.email}
            label="Correo electrónico"
            type="email"
            autoComplete="email"
          />
          <TextInput
            field={fields.phoneNumber}
            label="Número de teléfono"
            type="tel"
            autoComplete="tel"
            extra={{ inputMode: "tel", placeholder: "Ej. 2291234567" }}
          />
          <TextInput
            field={fields.age}
            label="Edad"
            type="number"
            extra={{
              min: MIN_AGE,
              max: MAX_AGE,
              inputMode: "numeric",
              onInput: (event) => setAge(event.currentTarget.value),
            }}
          />
        </div>
      </FormSection>

      <FormSection title="Preferencias">
        <RadioGroup
          field={fields.preferredModality}
          legend="Modalidad preferida"
          options={[
            { value: "Presencial", label: "Presencial" },
            { value: "Virtual", label: "Virtual" },
          ]}
        />
        <RadioGroup
          field={fields.hasLaptop}
          legend="¿Cuentas con una computadora portátil?"
          options={[
            { value: "true", label: "Sí" },
            { value: "false", label: "No" },
          ]}
        />
      </FormSection>

      {showGuardian ? (
        <FormSection
          title="Datos del tutor"
          description={
            hydrated
              ? "Como el participante es menor de 18 años, necesitamos los datos de su madre, padre o tutor."
              : "Solo si el participante es menor de 18 años."
          }
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput field={fields.guardianFirstName} label="Nombre del tutor" />
            <TextInput field={fields.guardianLastName} label="Apellidos del tutor" />
            <TextInput
              field={fields.guardianPhoneNumber}
              label="Teléfono del tutor"
              type="tel"
              extra={{ inputMode: "tel" }}
            />
          </div>
        </FormSection>
      ) : null}

      <SubmitButton size="lg" className="w-full sm:w-auto" pendingLabel="Registrando...">
        Completar registro
      </SubmitButton>
    </Form>
  );
}
