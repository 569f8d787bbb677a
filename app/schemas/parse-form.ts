import { formatPaths, parse, type Submission } from "@conform-to/dom";
import { safeParse, type $ZodType, type input, type output } from "zod/v4/core";

/**
 * Reads a form submission with a schema, as the public forms do in the browser (Conform's
 * `onValidate`) and in their actions, so both report the same errors. It is Conform's
 * `parseWithZod` without its automatic coercion, which rebuilds schemas with zod's full (classic)
 * API and would put ~20 KB gzip of zod back into the page: these schemas read their own text,
 * numbers and booleans (see `~/schemas/fields`). What that coercion did for them is kept: a blank
 * field counts as missing, so "required" and "too short" report the same way as before.
 */
export function parseForm<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  options: { schema: Schema },
): Submission<input<Schema>, string[], output<Schema>> {
  return parse(payload, {
    resolve(value) {
      const result = safeParse(options.schema, blankToMissing(value));
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = formatPaths(issue.path.map((key) => (typeof key === "symbol" ? "" : key)));
        (error[name] ??= []).push(issue.message);
      }
      return { error };
    },
  }) as Submission<input<Schema>, string[], output<Schema>>;
}

function blankToMissing(value: unknown): unknown {
  if (value === "") return undefined;
  if (Array.isArray(value)) return value.map(blankToMissing);
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, blankToMissing(entry)]),
    );
  }
  return value;
}
