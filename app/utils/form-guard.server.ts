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

/**
 * The raw-byte checks, before a parser builds entries: counting separators is linear, while
 * undici's form parser builds every entry first (930,000 `a&` in the editor's 1.8 MB: 150 ms) and
 * the multipart parsers read every header line of a part (the one behind Remix's
 * `unstable_parseMultipartFormData` in quadratic time: 4.6 MB of header lines, 104 s).
 */
export const RAW_CAPS = {
  /** Bytes of one name in a urlencoded body (percent-encoding triples a character). */
  maxEncodedNameBytes: FORM_CAPS.maxNameLength * 3,
  /** Bytes of one part's headers: a Content-Disposition with a long file name and a type. */
  maxPartHeaderBytes: 2 * 1024,
} as const;

/** Why a urlencoded body breaks a cap, read on its bytes, or null. */
export function urlencodedShapeProblem(body: Buffer): string | null {
  if (body.length === 0) return null;
  let fields = 0;
  let start = 0;
  while (start <= body.length) {
    if (++fields > FORM_CAPS.maxFields) return "demasiados campos";
    const next = body.indexOf(0x26 /* & */, start);
    const end = next === -1 ? body.length : next;
    // Within this entry only: a search past it would scan the rest of the body every time.
    const equals = body.subarray(start, end).indexOf(0x3d /* = */);
    const nameBytes = equals === -1 ? end - start : equals;
    if (nameBytes > RAW_CAPS.maxEncodedNameBytes) return "nombre de campo demasiado largo";
    if (next === -1) break;
    start = next + 1;
  }
  return null;
}

/** The boundary a multipart Content-Type names, or null. */
export function multipartBoundary(contentType: string) {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const value = (match?.[1] ?? match?.[2])?.trim();
  return value ? value : null;
}

const HEADERS_END = Buffer.from("\r\n\r\n");
const CLOSING = Buffer.from("--");

/**
 * Counts the parts of a multipart body and the size of each part's headers as the bytes arrive
 * (whole, or chunk by chunk from a stream), without keeping more than a delimiter's length.
 */
export class MultipartShapeScanner {
  private readonly delimiter: Buffer;
  // A virtual CRLF: the first delimiter may open the body without one.
  private carry = Buffer.from("\r\n");
  private state: "preamble" | "headers" | "body" | "epilogue" = "preamble";
  private headerBytes = 0;
  parts = 0;

  constructor(
    boundary: string,
    private readonly maxParts: number = FORM_CAPS.maxParts,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  /** Feeds the next bytes: a cap broken so far (`tooManyParts` or a Spanish reason), or null. */
  push(chunk: Uint8Array): "tooManyParts" | string | null {
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : Buffer.from(chunk);
    let at = 0;
    for (;;) {
      if (this.state === "epilogue") {
        this.carry = Buffer.alloc(0);
        return null;
      }
      if (this.state === "preamble" || this.state === "body") {
        const found = data.indexOf(this.delimiter, at);
        if (found === -1) {
          this.carry = data.subarray(Math.max(at, data.length - (this.delimiter.length - 1)));
          return null;
        }
        at = found + this.delimiter.length;
        this.state = "headers";
        this.headerBytes = 0;
        continue;
      }
      // Headers: first tell the closing delimiter (`--` right after it) from a new part.
      if (this.headerBytes === 0) {
        if (data.length - at < 2) {
          this.carry = data.subarray(at);
          return null;
        }
        if (data.subarray(at, at + 2).equals(CLOSING)) {
          this.state = "epilogue";
          continue;
        }
        if (++this.parts > this.maxParts) return "tooManyParts";
      }
      const end = data.indexOf(HEADERS_END, at);
      const scanned = (end === -1 ? data.length : end) - at;
      if (this.headerBytes + scanned > RAW_CAPS.maxPartHeaderBytes) {
        return "cabeceras de una parte demasiado largas";
      }
      if (end === -1) {
        // Keep the last 3 bytes: the blank line may straddle two chunks.
        const kept = Math.min(3, data.length - at);
        this.headerBytes += Math.max(1, scanned - kept);
        this.carry = data.subarray(data.length - kept);
        return null;
      }
      at = end + HEADERS_END.length;
      this.state = "body";
    }
  }
}

/** Counts multipart parts on the raw body (before any parser allocates them). */
export function multipartPartCount(body: Buffer, contentType: string) {
  const boundary = multipartBoundary(contentType);
  if (!boundary) return 0;
  const scanner = new MultipartShapeScanner(boundary, Number.MAX_SAFE_INTEGER);
  scanner.push(body);
  return scanner.parts;
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
