import * as z from "zod/mini";

import { REGISTRATION_MODALITIES } from "../../db/enums";
import { isValidAge, MAX_AGE, MIN_AGE, requiresGuardian } from "~/models/live-registration-rules";
import { cleanText, idField, readDecimal } from "~/schemas/mini-fields";

export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 15;
const NAME_MAX_LENGTH = 100;

export const LIVE_REGISTRATION_MESSAGES = {
  firstName: "El nombre es requerido.",
  lastName: "Los apellidos son requeridos.",
  email: "Por favor, ingresa un correo electrónico válido.",
  phoneMin: "El número de teléfono es requerido y debe tener al menos 10 dígitos.",
  phoneMax: "El número de teléfono no debe exceder los 15 dígitos.",
  phoneFormat:
    "El número de teléfono solo puede contener dígitos, espacios, guiones, paréntesis y el signo +.",
  ageRequired: "La edad es requerida.",
  ageNumber: "La edad debe ser un número.",
  ageInteger: "La edad debe ser un número entero.",
  ageMin: "La edad debe ser mayor a 0.",
  ageMax: "La edad no puede ser mayor a 100.",
  modality: "Por favor, selecciona una modalidad.",
  hasLaptop: "Debes indicar si cuentas con una computadora portátil.",
  guardianFirstName: "El nombre del tutor es requerido para menores de edad.",
  guardianLastName: "Los apellidos del tutor son requeridos para menores de edad.",
  guardianPhoneNumber: "El número de teléfono del tutor es requerido para menores de edad.",
  guardianPhoneMin: "El número de teléfono del tutor debe tener al menos 10 dígitos.",
  guardianPhoneMax: "El número de teléfono del tutor no debe exceder los 15 dígitos.",
  guardianPhoneFormat:
    "El número de teléfono del tutor solo puede contener dígitos, espacios, guiones, paréntesis y el signo +.",
  courseId: "El curso es requerido.",
} as const;

const M = LIVE_REGISTRATION_MESSAGES;

// Forms send strings ("25", "true"); JSON clients send numbers and booleans. Both are accepted.
const trimmed = cleanText;

const toNumber = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return readDecimal(text);
};

const toBoolean = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.trim().toLowerCase();
  if (["true", "on", "si", "sí", "1"].includes(text)) return true;
  if (["false", "no", "0"].includes(text)) return false;
  return text === "" ? undefined : value;
};

const requiredText = (message: string, max = NAME_MAX_LENGTH) =>
  z.pipe(
    z.transform(trimmed),
    z
      .string({ error: message })
      .check(
        z.minLength(1, message),
        z.maxLength(max, `Este campo no puede superar los ${max} caracteres.`),
      ),
  );

const digitCount = (text: string) => text.replace(/\D/g, "").length;

/** Stored as "+" (when written) and the digits only: "+52 (229) 123-4567" → "+522291234567". */
export function normalisePhone(text: string) {
  return `${text.startsWith("+") ? "+" : ""}${text.replace(/\D/g, "")}`;
}

type PhoneMessages = { min: string; max: string; format: string };

// The 10–15 limits count digits: spaces, dashes and parentheses are how people write numbers.
const phone = ({ min, max, format }: PhoneMessages) =>
  z.pipe(
    z.transform(trimmed),
    z.pipe(
      z.string({ error: min }).check(
        z.minLength(1, { message: min, abort: true }),
        z.regex(/^\+?[\d\s()-]+$/, { message: format, abort: true }),
        z.refine((text: string) => digitCount(text) >= PHONE_MIN_LENGTH, { message: min }),
        z.refine((text: string) => digitCount(text) <= PHONE_MAX_LENGTH, { message: max }),
      ),
      z.transform(normalisePhone),
    ),
  );

const PARTICIPANT_PHONE = { min: M.phoneMin, max: M.phoneMax, format: M.phoneFormat };
/** The guardian's phone follows the same rules, and its messages say whose phone is wrong. */
const GUARDIAN_PHONE = {
  min: M.guardianPhoneMin,
  max: M.guardianPhoneMax,
  format: M.guardianPhoneFormat,
};

/** Optional free text: blank becomes undefined. */
const optionalText = z.pipe(
  z.transform((value: unknown) => {
    const text = trimmed(value);
    return text === "" || text === null ? undefined : text;
  }),
  z.optional(
    z
      .string()
      .check(
        z.maxLength(
          NAME_MAX_LENGTH,
          `Este campo no puede superar los ${NAME_MAX_LENGTH} caracteres.`,
        ),
      ),
  ),
);

const registrationFields = {
  firstName: requiredText(M.firstName),
  lastName: requiredText(M.lastName),
  email: z.pipe(
    z.transform((value: unknown) =>
      typeof value === "string" ? value.trim().toLowerCase() : value,
    ),
    z.email({ error: M.email }).check(z.maxLength(254, M.email)),
  ),
  phoneNumber: phone(PARTICIPANT_PHONE),
  age: z.pipe(
    z.transform(toNumber),
    z
      .number({
        error: (issue) => (issue.input === undefined ? M.ageRequired : M.ageNumber),
      })
      .check(z.int(M.ageInteger), z.gte(MIN_AGE, M.ageMin), z.lte(MAX_AGE, M.ageMax)),
  ),
  preferredModality: z.enum(REGISTRATION_MODALITIES, { error: M.modality }),
  hasLaptop: z.pipe(z.transform(toBoolean), z.boolean({ error: M.hasLaptop })),
  guardianFirstName: optionalText,
  guardianLastName: optionalText,
  guardianPhoneNumber: z.pipe(
    z.transform((value: unknown) => {
      const text = trimmed(value);
      return text === "" || text === null ? undefined : text;
    }),
    z.optional(z.string()),
  ),
};

type GuardianKey = "guardianFirstName" | "guardianLastName" | "guardianPhoneNumber";

type RegistrationFields = {
  age: number;
  guardianFirstName?: string;
  guardianLastName?: string;
  guardianPhoneNumber?: string;
};

/**
 * Guardian rules (SPEC §5): under 18 the three guardian fields are required (errors on the
 * guardian fields themselves, and the guardian phone follows the participant's phone rules);
 * from 18 on they are dropped, so nothing a client sends for an adult is ever stored.
 */
function withGuardianRules<T extends z.ZodMiniType<RegistrationFields>>(schema: T) {
  const checked = schema.check(
    z.superRefine(
      (value: RegistrationFields, ctx) => {
        if (!requiresGuardian(value.age)) return;
        if (!value.guardianFirstName) {
          ctx.addIssue({
            code: "custom",
            path: ["guardianFirstName"],
            message: M.guardianFirstName,
          });
        }
        if (!value.guardianLastName) {
          ctx.addIssue({ code: "custom", path: ["guardianLastName"], message: M.guardianLastName });
        }
        const guardianPhone = value.guardianPhoneNumber;
        if (!guardianPhone) {
          ctx.addIssue({
            code: "custom",
            path: ["guardianPhoneNumber"],
            message: M.guardianPhoneNumber,
          });
        } else {
          const result = phone(GUARDIAN_PHONE).safeParse(guardianPhone);
          if (!result.success) {
            ctx.addIssue({
              code: "custom",
              path: ["guardianPhoneNumber"],
              message: result.error.issues[0]?.message ?? M.guardianPhoneNumber,
            });
          }
        }
      },
      {
        // Also when other fields are invalid, so every missing field is reported at once; only
        // the age has to be valid to know whether the participant is a minor.
        when: (payload) => isValidAge((payload.value as { age?: unknown } | undefined)?.age),
      },
    ),
  );
  return z.pipe(
    checked,
    z.transform((value: z.output<T>) => {
      const { guardianFirstName, guardianLastName, guardianPhoneNumber, ...rest } = value;
      const needsGuardian = requiresGuardian(value.age);
      const guardian: Record<GuardianKey, string | null> = {
        guardianFirstName: needsGuardian ? (guardianFirstName ?? null) : null,
        guardianLastName: needsGuardian ? (guardianLastName ?? null) : null,
        guardianPhoneNumber:
          needsGuardian && guardianPhoneNumber ? normalisePhone(guardianPhoneNumber) : null,
      };
      return { ...rest, ...guardian };
    }),
  );
}

/**
 * The form's fields without the guardian rules, for `getZodConstraint` (Conform cannot derive
 * constraints from a schema whose root ends in a transform).
 */
export const liveRegistrationFieldsSchema = z.object(registrationFields);

/** The registration form on /courses/{slug}/learn (the course comes from the URL). */
export const liveRegistrationSchema = withGuardianRules(liveRegistrationFieldsSchema);

/** POST /api/live-course-registrations: the same fields plus the course id. */
export const liveRegistrationApiSchema = withGuardianRules(
  z.object({
    ...registrationFields,
    courseId: idField(M.courseId),
  }),
);

export type LiveRegistrationInput = z.output<typeof liveRegistrationSchema>;
