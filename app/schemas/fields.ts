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

/**
 * Characters no link of ours needs and that browsers drop or rewrite when they read a URL: C0/C1
 * controls, every kind of whitespace (a tab or line break inside "/\t/evil.example" is removed,
 * leaving "//evil.example") and the backslash (read as "/", so "/\evil.example" is "//…").
 */
const URL_UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\s\\]/;

/** An absolute http(s) URL with a host, written out ("https://…"), nothing a browser rewrites. */
export function isHttpUrl(text: string) {
  if (!/^https?:\/\//i.test(text) || URL_UNSAFE_CHARACTERS.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * A path on this site ("/images/12", "/media/leccion.webm"): one leading "/", never "//" or "/\"
 * (both send the browser to another host), nothing a browser rewrites.
 */
export function isSitePath(text: string) {
  return /^\/(?![/\\])/.test(text) && !URL_UNSAFE_CHARACTERS.test(text);
}

/** What an `<img src>`, a video or a resource link may point at: an http(s) URL or a site path. */
export function isLinkTarget(text: string) {
  return isHttpUrl(text) || isSitePath(text);
}

export const IMAGE_URL_MESSAGE =
  "Ingresa la URL de una imagen (http:// o https://) o una ruta de este sitio (/images/...).";

/** Below this length a typed image URL counts as missing (SPEC §5: image min 5), as in the model. */
const IMAGE_URL_MIN_LENGTH = 5;

/**
 * The image URL of a course, team member or testimonial, as typed. It may be left blank (or
 * short): an uploaded file can stand in for it, and the model then says the image is required
 * when neither is given (`resolveSiteImageUrl`). Anything else must be a link target (above).
 */
export function siteImageUrl(message: string, notText?: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string(notText === undefined ? undefined : { error: notText })
      .max(500, message)
      .refine((text) => text.length < IMAGE_URL_MIN_LENGTH || isLinkTarget(text), IMAGE_URL_MESSAGE)
      .optional(),
  );
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
