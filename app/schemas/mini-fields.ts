import * as z from "zod/mini";

/**
 * The field rules that schemas loaded by the browser share with the rest (see `~/schemas/fields`),
 * written with `zod/mini` or no zod at all. The public forms' schemas import from here only: a
 * module that imports zod's classic API puts all of it into their pages (decision 071).
 */

// NUL and the other C0/C1 controls except tab and line breaks; bidi overrides and isolates (which
// can make a name or message display as something else); lone surrogates (not text at all).
const UNSAFE_CHARACTERS =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Free text as we store it: unsafe characters (see above) removed, then trimmed. */
export function cleanText(value: unknown) {
  return typeof value === "string" ? value.replace(UNSAFE_CHARACTERS, "").trim() : value;
}

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
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== "string") return value;
      const text = value.trim();
      if (text === "") return undefined;
      return /^\d+$/.test(text) ? Number(text) : Number.NaN;
    }),
    z
      .number({ error: message })
      .check(z.int(message), z.positive(message), z.lte(Number.MAX_SAFE_INTEGER, message)),
  );
}
