import { parseForm } from "~/schemas/parse-form";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";

import { SubmitButton } from "~/components/ui/button";
import {
  EMAIL_FIELD_LABEL,
  EmailField,
  FormSection,
  RadioGroupField,
  TextField,
} from "~/components/ui/field";
import { ErrorSummary } from "~/components/ui/error-summary";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { MAX_AGE, MIN_AGE, requiresGuardian } from "~/models/live-registration-rules";
import { liveRegistrationFieldsSchema, liveRegistrationSchema } from "~/schemas/live-registration";
import { useHydrated } from "~/utils/use-hydrated";

export type RegistrationDefaults = { firstName: string; lastName: string; email: string };

const MODALITY_OPTIONS = [
  { value: "Presencial", label: "Presencial" },
  { value: "Virtual", label: "Virtual" },
];
const LAPTOP_OPTIONS = [
  { value: "true", label: "Sí" },
  { value: "false", label: "No" },
];

/** The fields' labels, in the form's order (the error summary names them). */
const LABELS = {
  firstName: "Nombre",
  lastName: "Apellidos",
  email: EMAIL_FIELD_LABEL,
  phoneNumber: "Número de teléfono",
  age: "Edad",
  preferredModality: "Modalidad preferida",
  hasLaptop: "¿Cuentas con una computadora portátil?",
  guardianFirstName: "Nombre del tutor",
  guardianLastName: "Apellidos del tutor",
  guardianPhoneNumber: "Teléfono del tutor",
};

/** The age as typed ("" while empty), as the number the rules take. */
function typedAge(text: string | undefined) {
  return text === undefined || text.trim() === "" ? undefined : Number(text);
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
  const [form, fields] = useSchemaForm(liveRegistrationSchema, {
    parse: parseForm,
    id: "live-registration",
    lastResult,
    defaultValue: { ...defaults, preferredModality: "Virtual", hasLaptop: "false" },
    constraintSchema: liveRegistrationFieldsSchema,
  });
  const [age, setAge] = useState<string | undefined>(
    typeof fields.age.initialValue === "string" ? fields.age.initialValue : undefined,
  );
  const showGuardian = !hydrated || requiresGuardian(typedAge(age));

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <ErrorSummary
        formId={form.id}
        errors={form.allErrors}
        labels={{
          ...LABELS,
          // A radio group is reached through its first option.
          preferredModality: {
            label: LABELS.preferredModality,
            target: `${fields.preferredModality.id}-${MODALITY_OPTIONS[0].value}`,
          },
          hasLaptop: {
            label: LABELS.hasLaptop,
            target: `${fields.hasLaptop.id}-${LAPTOP_OPTIONS[0].value}`,
          },
        }}
      />

      <FormSection title="Datos del participante">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.firstName} label={LABELS.firstName} autoComplete="given-name" />
          <TextField meta={fields.lastName} label={LABELS.lastName} autoComplete="family-name" />
          <EmailField meta={fields.email} />
          <TextField
            meta={fields.phoneNumber}
            label={LABELS.phoneNumber}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="Ej. 2291234567"
          />
          <TextField
            meta={fields.age}
            label={LABELS.age}
            type="number"
            min={MIN_AGE}
            max={MAX_AGE}
            inputMode="numeric"
            onInput={(event) => setAge(event.currentTarget.value)}
          />
        </div>
      </FormSection>

      <FormSection title="Preferencias">
        <RadioGroupField
          meta={fields.preferredModality}
          legend={LABELS.preferredModality}
          options={MODALITY_OPTIONS}
        />
        <RadioGroupField
          meta={fields.hasLaptop}
          legend={LABELS.hasLaptop}
          options={LAPTOP_OPTIONS}
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
            <TextField meta={fields.guardianFirstName} label={LABELS.guardianFirstName} />
            <TextField meta={fields.guardianLastName} label={LABELS.guardianLastName} />
            <TextField
              meta={fields.guardianPhoneNumber}
              label={LABELS.guardianPhoneNumber}
              type="tel"
              inputMode="tel"
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
