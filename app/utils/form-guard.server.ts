/**
 * The shape caps every form body passes before Conform's parser sees it. Conform turns a name
 * like `a[10000000]` into an array of that length and concatenates an array per repeated name
 * (quadratic), so a 13-byte body could hold the one Node thread for seconds. Counting entries
 * and reading names is linear, so the refusal costs microseconds. See docs/security.md.
 */
export const FORM_CAPS = {
  /** Entries in one form: the largest form (a section with its resources) has far fewer. */
  maxFields: 200,
  /** Copies of one name (checkbox groups); no form of ours repeats a name more. */
  maxRepeats: 50,
  /** Length of one field name. */
  maxNameLength: 100,
  /** Largest `[n]` index in a name (lists in our forms stay well under it). */
  maxIndex: 100,
  /** `a.b[0].c` counts 4 segments. */
  maxDepth: 4,
  /** Parts of one multipart body (counted on the raw bytes, before parsing). */
  maxParts: 200,
} as const;

/** The 400's text: "El formulario no es válido: demasiados campos." */
export function formShapeMessage(problem: string) {
  return `El formulario no es válido: ${problem}.`;
}

/** Why a form's names break a cap, or null when they are fine. */
export function formShapeProblem(names: Iterable<string>): string | null {
  const counts = new Map<string, number>();
  let fields = 0;
  for (const name of names) {
    if (++fields > FORM_CAPS.maxFields) return "demasiados campos";
    if (name.length > FORM_CAPS.maxNameLength) return "nombre de campo demasiado largo";
    const repeats = (counts.get(name) ?? 0) + 1;
    if (repeats > FORM_CAPS.maxRepeats) return "campo repetido demasiadas veces";
    counts.set(name, repeats);
    const problem = nameProblem(name);
    if (problem) return problem;
  }
  return null;
}

function nameProblem(name: string): string | null {
  // Segments as Conform reads them: `.key` and `[key]`.
  const segments = name.split(/\.|\[/);
  if (segments.length > FORM_CAPS.maxDepth) return "campo anidado demasiado profundo";
  for (const match of name.matchAll(/\[([^\]]*)\]/g)) {
    const index = match[1] ?? "";
    if (/^\d+$/.test(index) && (index.length > 3 || Number(index) > FORM_CAPS.maxIndex)) {
      return "índice de campo demasiado grande";
    }
  }
  return null;
}

/** Counts multipart parts on the raw body (before any parser allocates them). */
export function multipartPartCount(body: Buffer, contentType: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const value = boundary?.[1] ?? boundary?.[2];
  if (!value) return 0;
  const delimiter = Buffer.from(`--${value.trim()}`);
  let count = 0;
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    count++;
    if (count > FORM_CAPS.maxParts + 1) return count;
    at = body.indexOf(delimiter, at + delimiter.length);
  }
  // The closing delimiter is not a part.
  return Math.max(0, count - 1);
}

/**
 * Entries a form may carry beyond its schema's fields: the honeypot, Conform's intent button,
 * a redirect target, the submit button's own name.
 */
const FIELDS_BEYOND_SCHEMA = 10;

type SchemaDef = {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  options?: { _zod: { def: SchemaDef } }[];
  items?: { _zod: { def: SchemaDef } }[];
  element?: { _zod: { def: SchemaDef } };
  innerType?: { _zod: { def: SchemaDef } };
  in?: { _zod: { def: SchemaDef } };
  out?: { _zod: { def: SchemaDef } };
  left?: { _zod: { def: SchemaDef } };
  right?: { _zod: { def: SchemaDef } };
};

/** How many entries a valid submission of this (zod v4 / zod mini) schema can hold at most. */
function schemaFieldCount(def: SchemaDef, depth = 0): number {
  if (depth > FORM_CAPS.maxDepth + 4) return FORM_CAPS.maxFields;
  const inner = (schema?: { _zod: { def: SchemaDef } }) =>
    schema ? schemaFieldCount(schema._zod.def, depth + 1) : 1;
  switch (def.type) {
    case "object":
      return Object.values(def.shape ?? {}).reduce((sum, field) => sum + inner(field), 0);
    case "union":
      return Math.max(0, ...(def.options ?? []).map(inner));
    case "intersection":
      return inner(def.left) + inner(def.right);
    case "tuple":
      return (def.items ?? []).reduce((sum, item) => sum + inner(item), 0);
    case "array":
      // Checkbox groups repeat one name; indexed lists stop at the largest index.
      return Math.min(FORM_CAPS.maxFields, inner(def.element) * FORM_CAPS.maxRepeats);
    case "pipe":
      // `z.preprocess(fn, schema)` is a pipe from a transform (no shape) into the schema.
      return Math.max(inner(def.in), inner(def.out));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
    case "success":
      return inner(def.innerType);
    case "record":
    case "map":
    case "lazy":
    case "any":
    case "unknown":
      return FORM_CAPS.maxFields;
    default:
      return 1;
  }
}

const fieldCaps = new WeakMap<object, number>();

/**
 * The most entries a form parsed with `schema` may carry: what the schema can accept plus a few
 * (FIELDS_BEYOND_SCHEMA), never above FORM_CAPS.maxFields. A five-field form then refuses 60
 * fields as quickly as every form refuses 201.
 */
export function formFieldCap(schema: { _zod: { def: unknown } }) {
  let cap = fieldCaps.get(schema);
  if (cap === undefined) {
    cap = Math.min(
      FORM_CAPS.maxFields,
      schemaFieldCount(schema._zod.def as SchemaDef) + FIELDS_BEYOND_SCHEMA,
    );
    fieldCaps.set(schema, cap);
  }
  return cap;
}
