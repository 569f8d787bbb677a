import { DomainError } from "~/models/errors.server";
import { applySecurityHeaders } from "~/utils/headers.server";

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

/**
 * Runs an /api handler, turning business-rule refusals (DomainError) into `{ message }` JSON with
 * their status. Thrown Responses (from readJsonBody, requireApiUser...) pass through untouched.
 */
export async function handleApi(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof DomainError) return jsonError(error.status, error.apiMessage);
    throw error;
  }
}

/** For the HTTP methods a resource route does not serve: 405 JSON rather than a 500. */
export function methodNotAllowed(allow = "GET") {
  return apiJson({ message: "Método no permitido." }, { status: 405, headers: { Allow: allow } });
}

type MethodHandlers = Partial<
  Record<"POST" | "PATCH" | "DELETE", () => Promise<Response> | Response>
>;

/** Runs the handler for the request's method; 405 (with `Allow`) for any other. */
export function dispatchMethod(request: Request, handlers: MethodHandlers) {
  const handler = handlers[request.method as keyof MethodHandlers];
  return handler ? handler() : methodNotAllowed(Object.keys(handlers).join(", "));
}
