import * as z from "zod";

/**
 * Field builders and text cleaning shared by every schema. Forms send strings ("24", "on"); JSON
 * clients send numbers and booleans: both are accepted, and the same rules apply to each.
 */

// NUL and the other C0/C1 controls except tab and line breaks; bidi overrides and isolates (which
// can make a name or message display as something else); lone surrogates (not text at all).
const UNSAFE_CHARACTERS =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Free text as we store it: unsafe characters (see above) removed, then trimmed. */
export function cleanText(value: unknown) {
  return typeof value === "string" ? value.replace(UNSAFE_CHARACTERS, "").trim() : value;
}

const trimmed = cleanText;

/**
 * A plain decimal ("12", "-3", "4.5") as a number; any other text as NaN, which z.number refuses.
 * Not the text itself: Conform's form parsing coerces a string left for z.number with `Number()`,
 * which reads "0x10" as 16, "1e3" as 1000 and "Infinity" as Infinity.
 */
export function readDecimal(text: string) {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * A positive database id: a JSON number or a string of plain decimal digits. `Number()` and
 * `z.coerce` would read "0x10" as 16, "1e3" as 1000 and " " as 0; those are refused.
 */
export function idField(message: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const text = value.trim();
      if (text === "") return undefined;
      return /^\d+$/.test(text) ? Number(text) : Number.NaN;
    },
    z
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(Number.MAX_SAFE_INTEGER, message),
  );
}

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
