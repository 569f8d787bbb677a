import { jsonError } from "~/utils/api.server";
import { closingConnection } from "~/utils/connection.server";

/**
 * Remix's data protocol from before single fetch: `?_data=<route id>` on any URL. Our client uses
 * single fetch (`.data` URLs) and never sends it, but the server runtime still routes such a
 * request through its legacy handler, which expects a Response from each loader and action. Ours
 * return plain data, so a Conform reply (`{ status: "error", ... }`) was read as a Response with
 * status "error": a RangeError, a 500 and a stack in the log; other answers came back empty. The
 * runtime also logs every `?_data` request as an error. So the site refuses them all with a 400:
 * writes before the action does anything (assertSameOrigin, which every write passes first),
 * everything else on the way out (entry.server's handleDataRequest).
 */
export const LEGACY_DATA_MESSAGE = "Solicitud no admitida: este sitio no responde a ?_data.";

export function isLegacyDataRequest(request: Request) {
  return new URL(request.url).searchParams.has("_data");
}

/** The 400 for a legacy data request; its body (if any) is left unread. */
export function legacyDataRefusal(request: Request) {
  const response = jsonError(400, LEGACY_DATA_MESSAGE);
  return request.method === "GET" || request.method === "HEAD"
    ? response
    : closingConnection(response);
}

/** Throws the 400 for a legacy data request: called before a write reads its body. */
export function refuseLegacyDataRequest(request: Request) {
  if (isLegacyDataRequest(request)) throw legacyDataRefusal(request);
}

/** The warning the server runtime reports through handleError for each `?_data` request. */
export function isLegacyDataWarning(error: unknown) {
  return (
    error instanceof Error &&
    error.message.startsWith("Warning: Single fetch-enabled apps should not be making ?_data")
  );
}
