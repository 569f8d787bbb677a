/**
 * Throws a Response the route's error boundary renders by status (`GeneralErrorBoundary`):
 * `invariantResponse(course, "Curso no encontrado", { status: 404 })`.
 */
export function invariantResponse(
  condition: unknown,
  message: string,
  { status = 400 }: { status?: number } = {},
): asserts condition {
  if (!condition) throw new Response(message, { status });
}

/** Throws a 404 Response: the boundary shows the page's not-found screen. */
export function notFound(message = "No encontrado"): never {
  throw new Response(message, { status: 404 });
}

/** Throws a 403 Response: the boundary shows the access-denied screen. */
export function forbidden(message = "No tienes permiso para ver esta página."): never {
  throw new Response(message, { status: 403 });
}
