import * as z from "zod";

import { cleanText, readDecimal } from "~/schemas/mini-fields";

export { cleanText, idField, readDecimal } from "~/schemas/mini-fields";

/**
 * Field builders and text cleaning shared by every schema. Forms send strings ("24", "on"); JSON
 * clients send numbers and booleans: both are accepted, and the same rules apply to each.
 */

const trimmed = cleanText;

/** Text cleaned (see `cleanText`) before the string rules of `schema` apply. */
export function cleaned<S extends z.ZodType>(schema: S) {
  return z.preprocess(cleanText, schema);
}

const blankToUndefined = (value: unknown) => {
  const text = trimmed(value);
  return text === "" || text === null ? undefined : text;
};

/** Required text of at least `min` characters (after trimming); one message for missing or short. */
export function requiredText(min: number, message: string, max = 200) {
  return z.preprocess(
    trimmed,
    z
      .string({ error: message })
      .min(min, message)
      .max(max, `Este campo no puede superar los ${max} caracteres.`),
  );
}

/** Optional text: blank becomes null. */
export function optionalText(max = 200) {
  return z.preprocess(
    (value) => blankToUndefined(value) ?? null,
    z.string().max(max, `Este campo no puede superar los ${max} caracteres.`).nullable(),
  );
}

/** An optional http(s) URL; blank becomes null. */
export function optionalHttpUrl(
  message = "Ingresa una URL válida que empiece con http:// o https://",
) {
  return z.preprocess(
    (value) => blankToUndefined(value) ?? null,
    z
      .string()
      .max(500, message)
      .refine((text) => isHttpUrl(text), message)
      .nullable(),
  );
}

export function isHttpUrl(text: string) {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

type NumberMessages = { required: string; type?: string; min: string; max?: string };

/** A whole number within [min, max]; strings of digits are read as numbers. */
export function wholeNumber(
  { min, max = 100_000 }: { min: number; max?: number },
  messages: NumberMessages,
) {
  return z.preprocess(
    (value) => {
      const text = blankToUndefined(value);
      if (typeof text !== "string") return text;
      return readDecimal(text);
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? messages.required : (messages.type ?? messages.required),
      })
      .int(messages.type ?? messages.min)
      .min(min, messages.min)
      .max(max, messages.max ?? `El valor no puede ser mayor a ${max}.`),
  );
}

/** A checkbox: "on"/"true" (forms) or a boolean (JSON); missing means false. */
export function checkbox() {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return false;
      if (typeof value === "string") return ["on", "true", "1"].includes(value.toLowerCase());
      return value;
    },
    z.boolean({ error: "Valor no válido." }),
  );
}
