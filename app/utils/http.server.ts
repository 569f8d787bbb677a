import * as z from "zod";
import { es } from "zod/locales";

import { env } from "~/env.server";
import { DomainError } from "~/models/errors.server";

// Messages our schemas do not spell out (e.g. a wrong type) come in Spanish too. Server only: the
// browser bundle keeps zod without its locales.
z.config(es());

/** Headers sent with every response the app renders (documents, data requests, /api). */
export function applySecurityHeaders(headers: Headers, { nonce }: { nonce?: string } = {}) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (env.isProduction) headers.set("Strict-Transport-Security", "max-age=15552000");
  if (!headers.has("Content-Security-Policy")) {
    headers.set(
      "Content-Security-Policy",
      nonce === undefined ? "default-src 'none'; frame-ancestors 'none'" : documentPolicy(nonce),
    );
  }
  return headers;
}

/**
 * Pages rendered for a signed-in visitor (their name, email, enrolments) must not be kept by
 * shared caches or the back-forward cache of a shared computer.
 */
export function applyPrivateCaching(request: Request, headers: Headers) {
  if (headers.has("Cache-Control")) return;
  if (/(?:^|;\s*)__session=/.test(request.headers.get("Cookie") ?? "")) {
    headers.set("Cache-Control", "private, no-store");
  }
}

/** The donation widget is the one third-party script origin we allow. */
const extraScriptOrigins = env.site.donationWidgetUrl
  ? [new URL(env.site.donationWidgetUrl).origin]
  : [];

function documentPolicy(nonce: string) {
  const scriptSrc = ["'self'", `'nonce-${nonce}'`, ...extraScriptOrigins].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "form-action 'self' https://wa.me",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function combineHeaders(...sources: Array<HeadersInit | null | undefined>) {
  const combined = new Headers();
  for (const source of sources) {
    if (!source) continue;
    new Headers(source).forEach((value, key) => combined.append(key, value));
  }
  return combined;
}

/** JSON response for /api routes, with the security headers already applied. */
export function apiJson(body: unknown, init: ResponseInit = {}) {
  const headers = applySecurityHeaders(new Headers(init.headers));
  headers.set("Cache-Control", headers.get("Cache-Control") ?? "no-store");
  return Response.json(body, { ...init, headers });
}

/** `{ "message": ... }` error response; throw it from loaders and actions. */
export function jsonError(status: number, message: string, extra?: Record<string, unknown>) {
  return apiJson({ message, ...extra }, { status });
}

export const MAX_JSON_BODY_BYTES = 100 * 1024;
export const MAX_FORM_BODY_BYTES = 100 * 1024;
const BODY_TOO_LARGE_MESSAGE = "La solicitud es demasiado grande.";
export const FORM_TOO_LARGE_MESSAGE = "El formulario es demasiado grande.";

/**
 * Reads and drops the rest of an oversize body (sent without Content-Length) so the client, still
 * sending, can read our 413; past a hard cap the connection is cut instead.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  const HARD_CAP_BYTES = 20 * 1024 * 1024;
  let total = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > HARD_CAP_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // the client went away: nothing left to drain
  }
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
  if (!Number.isFinite(declared) || declared > maxBytes) throw tooLarge();
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
 * Reads a urlencoded or multipart form of at most `maxBytes` (413 beyond). Returns the FormData
 * and a replayable copy of the request (for remix-auth, which reads the body itself).
 */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BODY_BYTES) {
  const body = await readBoundedBody(request, maxBytes, () =>
    jsonError(413, FORM_TOO_LARGE_MESSAGE),
  );
  const replay = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
  });
  try {
    return { formData: await replay.clone().formData(), request: replay };
  } catch {
    throw jsonError(400, "No se pudo leer el formulario.");
  }
}

/**
 * Reads a JSON API body defensively: refuses cross-site mutations, oversize bodies (413) and
 * malformed JSON (400), then validates it with `schema` (400 with the first message and all
 * field errors).
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = MAX_JSON_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  assertSameOrigin(request);
  const body = await readBoundedBody(request, maxBytes, () =>
    jsonError(413, BODY_TOO_LARGE_MESSAGE),
  );
  const text = body.toString("utf8");
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    throw jsonError(400, "El cuerpo de la solicitud no es JSON válido.");
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw jsonError(400, "El cuerpo de la solicitud debe ser un objeto JSON.");
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const errors = z.flattenError(result.error).fieldErrors;
    throw jsonError(400, result.error.issues[0]?.message ?? "Datos no válidos.", { errors });
  }
  return result.data;
}

/**
 * Mutating /api calls must come from our own pages (or from non-browser clients, which send no
 * Origin). Browsers always send Origin on cross-site POST/PATCH/DELETE.
 */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get("Origin");
  if (!origin) return;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite === "same-origin" || fetchSite === "none") return;
  const host = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host");
  try {
    if (new URL(origin).host === host) return;
  } catch {
    // fall through: an unparsable Origin is refused
  }
  throw jsonError(403, "Solicitud de otro origen rechazada.");
}

/** Parses a positive integer route param, or throws a 404 JSON error. */
export function parseIdParam(value: string | undefined, notFoundMessage = "No encontrado") {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) {
    throw jsonError(404, notFoundMessage);
  }
  return id;
}

/**
 * Runs an /api handler, turning business-rule refusals (DomainError) into `{ message }` JSON with
 * their status. Thrown Responses (from readJsonBody, requireApiUser...) pass through untouched.
 */
export async function handleApi(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof DomainError) return jsonError(error.status, error.message);
    throw error;
  }
}

/** For the HTTP methods a resource route does not serve: 405 JSON rather than a 500. */
export function methodNotAllowed(allow = "GET") {
  return apiJson({ message: "Método no permitido." }, { status: 405, headers: { Allow: allow } });
}
