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
