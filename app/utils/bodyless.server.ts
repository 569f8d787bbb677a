import { jsonError } from "~/utils/api.server";
import { closingConnection } from "~/utils/connection.server";
import { formShapeMessage } from "~/utils/form-guard.server";
import {
  assertSameOrigin,
  FORM_TOO_LARGE_MESSAGE,
  parseGuardedForm,
  readBoundedBody,
} from "~/utils/request.server";

/**
 * Actions that take no fields (sign-out, the enroll button, the /api deletes) still read their
 * body: one that ignored it would act on any body at all, hostile ones included. These helpers
 * read it, bounded, and let through only what our pages and the previous site's client send:
 * nothing (with or without a Content-Type), the button's own `intent`, or `{}` on /api.
 *
 * Each refuses cross-site requests first, like readFormBody and readJsonBody (a second check after
 * the route's own is a no-op), so the routes keep their auth → origin order and call these right
 * after.
 */

/** More than any field-less body of ours (`intent=enroll`, `{}`) needs. */
export const MAX_BODYLESS_BYTES = 1024;

export const BODY_NOT_EMPTY_MESSAGE = "El cuerpo de la solicitud debe estar vacío.";

async function readSmallBody(request: Request, tooLargeMessage: string) {
  assertSameOrigin(request);
  return readBoundedBody(request, MAX_BODYLESS_BYTES, () =>
    closingConnection(jsonError(413, tooLargeMessage)),
  );
}

/**
 * For a page action whose form has no fields but its submit button: the body must be empty or
 * hold only the names of `expected`, once each, with exactly those values (e.g. `{ intent:
 * "enroll" }`; a browser without JS and Remix's `<Form>` both send the clicked button's name and
 * value). Anything else is a 400 (413 beyond MAX_BODYLESS_BYTES), before the action does anything.
 */
export async function assertBodylessForm(
  request: Request,
  expected: Readonly<Record<string, string>> = {},
) {
  const body = await readSmallBody(request, FORM_TOO_LARGE_MESSAGE);
  if (body.length === 0) return;
  // The shape caps and the parse (a body that is no form, JSON included: 400).
  const formData = await parseGuardedForm(
    body,
    request.headers.get("Content-Type") ?? "",
    jsonError,
  );
  const seen = new Set<string>();
  for (const [name, value] of formData) {
    if (!Object.hasOwn(expected, name)) {
      throw jsonError(400, formShapeMessage("campo no esperado"));
    }
    if (seen.has(name)) throw jsonError(400, formShapeMessage("campo repetido"));
    seen.add(name);
    if (value !== expected[name]) throw jsonError(400, formShapeMessage("valor no esperado"));
  }
}

function isJsonContentType(value: string | null) {
  const type = value?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * For an /api write that takes no body (logout, deletes): nothing, or the `{}` a JSON client may
 * send. Beyond MAX_BODYLESS_BYTES 413; a non-empty body not sent as JSON 415 (as readJsonBody);
 * any other JSON 400.
 */
export async function assertBodylessJson(request: Request) {
  const body = await readSmallBody(request, "La solicitud es demasiado grande.");
  if (body.length === 0) return;
  if (!isJsonContentType(request.headers.get("Content-Type"))) {
    throw jsonError(415, "El cuerpo de la solicitud debe enviarse como application/json.");
  }
  let raw: unknown;
  try {
    raw = JSON.parse(body.toString("utf8"));
  } catch {
    throw jsonError(400, "El cuerpo de la solicitud no es JSON válido.");
  }
  const empty =
    typeof raw === "object" && raw !== null && !Array.isArray(raw) && Object.keys(raw).length === 0;
  if (!empty) throw jsonError(400, BODY_NOT_EMPTY_MESSAGE);
}
