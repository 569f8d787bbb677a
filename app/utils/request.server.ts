import * as z from "zod";

import { env } from "~/env.server";
import { jsonError } from "~/utils/api.server";
import { closingConnection } from "~/utils/connection.server";
import { refuseLegacyDataRequest } from "~/utils/legacy-data.server";
import {
  formFieldCap,
  formShapeMessage,
  formShapeProblem,
  multipartBoundary,
  MultipartShapeScanner,
  urlencodedShapeProblem,
} from "~/utils/form-guard.server";

export const MAX_JSON_BODY_BYTES = 100 * 1024;
export const MAX_FORM_BODY_BYTES = 100 * 1024;
const BODY_TOO_LARGE_MESSAGE = "La solicitud es demasiado grande.";
export const FORM_TOO_LARGE_MESSAGE = "El formulario es demasiado grande.";
export const FORM_UNREADABLE_MESSAGE = "No se pudo leer el formulario.";

/**
 * How much of an oversize body is read and dropped so that the client, still sending, can read our
 * 413 (a browser or `fetch` that cannot finish sending reports a network error instead). Beyond
 * it the answer goes out at once and the connection closes (server/preload.mjs).
 */
const DRAIN_CAP_BYTES = 20 * 1024 * 1024;

/** Reads and drops the rest of an oversize body, up to DRAIN_CAP_BYTES in all. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  let total = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > DRAIN_CAP_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // the client went away: nothing left to drain
  }
}

/**
 * Whether the request carries a body; one that does is read and dropped (up to DRAIN_CAP_BYTES)
 * so that the answer refusing it can be read by a client still sending.
 */
async function hasBody(request: Request) {
  if (!request.body || request.headers.get("Content-Length") === "0") return false;
  const reader = request.body.getReader();
  const first = await reader.read();
  if (first.done) return false;
  await discardRest(reader, first.value.byteLength);
  return true;
}

/**
 * Reads at most `maxBytes` of the body (Remix's `request.formData()`/`text()` would buffer any
 * size), throwing `tooLarge()` on the declared Content-Length or on the bytes as they arrive.
 */
export async function readBoundedBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => Response,
) {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!Number.isFinite(declared) || declared > maxBytes) {
    if (declared <= DRAIN_CAP_BYTES && request.body) await discardRest(request.body.getReader(), 0);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await discardRest(reader, total);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a urlencoded or multipart form of at most `maxBytes` (413 with `tooLargeMessage` beyond),
 * after refusing cross-site posts (403).
 * Returns the FormData and a replayable copy of the request (for remix-auth, which reads the body
 * itself).
 */
export async function readFormBody(
  request: Request,
  maxBytes = MAX_FORM_BODY_BYTES,
  tooLargeMessage = FORM_TOO_LARGE_MESSAGE,
) {
  // Every page action reads its form through here, so every one refuses cross-site posts.
  assertSameOrigin(request);
  const body = await readBoundedBody(request, maxBytes, () =>
    closingConnection(jsonError(413, tooLargeMessage)),
  );
  const replay = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
  });
  const formData = await parseGuardedForm(
    body,
    request.headers.get("Content-Type") ?? "",
    jsonError,
  );
  return { formData, request: replay };
}

type Refusal = (status: number, message: string) => Response;

/**
 * Parses a bounded form body after the shape caps (~/utils/form-guard.server): the raw bytes are
 * checked first (entries and name lengths of a urlencoded body; part count and header sizes of a
 * multipart one), then the parsed names, before any route's parser builds objects from them.
 * `refuse` builds the 4xx (JSON for pages, plain text for the editor).
 */
export async function parseGuardedForm(body: Buffer, contentType: string, refuse: Refusal) {
  const rawProblem = rawFormProblem(body, contentType);
  if (rawProblem === "tooManyParts") throw refuse(413, FORM_TOO_LARGE_MESSAGE);
  if (rawProblem) throw refuse(400, formShapeMessage(rawProblem));
  let formData: FormData;
  try {
    formData = await new Response(body as unknown as BodyInit, {
      headers: { "Content-Type": contentType },
    }).formData();
  } catch {
    throw refuse(400, FORM_UNREADABLE_MESSAGE);
  }
  assertFormShape(formData, refuse);
  return formData;
}

/**
 * A multipart body without its parts larger than `maxPartBytes`: what a form holds beside an
 * oversize file, found with a few `indexOf` calls instead of parsing every byte of that file.
 */
export function withoutLargeParts(body: Buffer, contentType: string, maxPartBytes: number) {
  const boundary = multipartBoundary(contentType);
  if (!boundary) return body;
  const delimiter = Buffer.from(`--${boundary}`);
  const kept: Buffer[] = [];
  let at = body.indexOf(delimiter);
  if (at === -1) return body;
  for (;;) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next === -1) {
      kept.push(body.subarray(at));
      return Buffer.concat(kept);
    }
    if (next - at <= maxPartBytes) kept.push(body.subarray(at, next));
    at = next;
  }
}

function rawFormProblem(body: Buffer, contentType: string) {
  if (!/^multipart\//i.test(contentType)) return urlencodedShapeProblem(body);
  const boundary = multipartBoundary(contentType);
  return boundary ? new MultipartShapeScanner(boundary).push(body) : null;
}

/** Throws a 400 when a parsed form's names break a shape cap (for forms parsed elsewhere). */
export function assertFormShape(formData: FormData, refuse: Refusal = jsonError) {
  const problem = formShapeProblem(formData.keys());
  if (problem) throw refuse(400, formShapeMessage(problem));
}

/**
 * Throws a 400 when a form carries more entries than `schema` can accept (see formFieldCap), before
 * Conform builds its submission: called by each action just ahead of parsing with its schema.
 */
export function assertFormFits(
  formData: FormData,
  schema: { _zod: { def: unknown } },
  refuse: Refusal = jsonError,
) {
  const cap = formFieldCap(schema);
  let fields = 0;
  for (const _ of formData.keys()) {
    if (++fields > cap) throw refuse(400, formShapeMessage("demasiados campos"));
  }
}

function isJsonContentType(value: string | null) {
  const type = value?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/** Nesting a JSON body may have: our bodies use a few levels (an object in a list in the body). */
export const MAX_JSON_DEPTH = 32;

/**
 * Values a JSON body may list (commas outside strings): our largest, a section with its resources,
 * has a few dozen. A photo's data URL is one string, so the 7 MB a profile body may hold never
 * needs more; 3.5 million empty arrays in it took JSON.parse 80–170 ms.
 */
export const MAX_JSON_VALUES = 10_000;

/**
 * What makes JSON text too costly to parse, found by one linear scan (string contents skipped)
 * before JSON.parse builds anything: more than `maxDepth` arrays or objects inside one another
 * (V8 parses 3.5 million levels without overflowing, but in 0.8 s) or more than `maxValues`
 * values. Malformed text is left to JSON.parse to refuse.
 */
export function jsonShapeProblem(
  text: string,
  { maxDepth = MAX_JSON_DEPTH, maxValues = MAX_JSON_VALUES } = {},
): "depth" | "values" | null {
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 0x22) {
      // A string: jump to the quote that ends it (one not escaped by an odd run of backslashes).
      for (;;) {
        const end = text.indexOf('"', i + 1);
        if (end === -1) return null;
        i = end;
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
        if (backslashes % 2 === 0) break;
      }
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return "depth";
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    } else if (char === 0x2c) {
      if (++values > maxValues) return "values";
    }
  }
  return null;
}

/** Whether JSON text nests more than `maxDepth` arrays or objects (see jsonShapeProblem). */
export function jsonNestingExceeds(text: string, maxDepth: number) {
  return jsonShapeProblem(text, { maxDepth, maxValues: Infinity }) === "depth";
}

/**
 * Reads a JSON API body defensively: refuses cross-site mutations, oversize bodies (413), bodies
 * not sent as application/json (415), malformed or too deeply nested JSON (400), then validates it
 * with `schema` (400 with the first message and all field errors).
 */
export async function readJsonBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  {
    maxBytes = MAX_JSON_BODY_BYTES,
    acceptBeacon = false,
  }: {
    maxBytes?: number;
    /**
     * `navigator.sendBeacon` with a string sends `text/plain`; the route that receives beacons
     * takes that too. The origin check above still refuses any cross-site sender.
     */
    acceptBeacon?: boolean;
  } = {},
): Promise<z.output<S>> {
  assertSameOrigin(request);
  // A cross-site <form enctype="text/plain"> can shape a JSON-looking body; only real JSON counts.
  const contentType = request.headers.get("Content-Type");
  const beacon = acceptBeacon && /^text\/plain(?:;|$)/i.test(contentType ?? "");
  const notJson = () =>
    jsonError(415, "El cuerpo de la solicitud debe enviarse como application/json.");
  // A body named as something else is refused on its type, without decoding what it holds.
  if (contentType && !beacon && !isJsonContentType(contentType) && (await hasBody(request))) {
    throw notJson();
  }
  const body = await readBoundedBody(request, maxBytes, () =>
    closingConnection(jsonError(413, BODY_TOO_LARGE_MESSAGE)),
  );
  const text = body.toString("utf8");
  if (text && !beacon && !isJsonContentType(contentType)) throw notJson();
  const shapeProblem = jsonShapeProblem(text);
  if (shapeProblem === "depth") {
    throw jsonError(400, "El cuerpo de la solicitud anida demasiados niveles.");
  }
  if (shapeProblem === "values") {
    throw jsonError(400, "El cuerpo de la solicitud tiene demasiados elementos.");
  }
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    throw jsonError(400, "El cuerpo de la solicitud no es JSON válido.");
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw jsonError(400, "El cuerpo de la solicitud debe ser un objeto JSON.");
  }
  // zod/mini schemas too (the public forms' schemas, decision 071): hence z.safeParse.
  const result = z.safeParse(schema, raw);
  if (!result.success) {
    const errors = z.flattenError(result.error).fieldErrors;
    throw jsonError(400, result.error.issues[0]?.message ?? "Datos no válidos.", { errors });
  }
  return result.data;
}

/**
 * Mutating requests (page actions and /api writes) must come from our own pages, or from
 * non-browser clients, which send neither Origin nor Sec-Fetch-Site. Browsers send Origin on every
 * cross-site POST/PATCH/DELETE and Sec-Fetch-Site on every request, so a request that has either
 * must show it is ours: a Sec-Fetch-Site other than same-origin/none is refused whatever the Origin
 * says, and an Origin must name this host. X-Forwarded-Host is only believed behind our own proxy
 * (TRUST_PROXY), which overwrites it; otherwise anyone can send it. Our pages never send Remix's
 * legacy `?_data` either: such a write is refused (400) here, before it changes anything.
 */
export function assertSameOrigin(request: Request) {
  refuseLegacyDataRequest(request);
  const origin = request.headers.get("Origin");
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw crossOrigin();
  }
  if (!origin) return;
  try {
    if (new URL(origin).host === requestHost(request)) return;
  } catch {
    // fall through: an unparsable Origin ("null" from sandboxed frames included) is refused
  }
  throw crossOrigin();
}

/**
 * The host (with its port, lower-case) the browser addressed: `X-Forwarded-Host` behind our own
 * proxy (TRUST_PROXY), which overwrites it; otherwise `Host`.
 */
export function requestHost(request: Request) {
  const forwardedHost = env.TRUST_PROXY
    ? request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim()
    : null;
  return (forwardedHost || request.headers.get("Host") || new URL(request.url).host).toLowerCase();
}

// Refused before the body is read: see closingConnection.
function crossOrigin() {
  return closingConnection(jsonError(403, "Solicitud de otro origen rechazada."));
}

/** Parses a positive integer route param, or throws a 404 JSON error. */
export function parseIdParam(value: string | undefined, notFoundMessage = "No encontrado") {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) {
    throw jsonError(404, notFoundMessage);
  }
  return id;
}
