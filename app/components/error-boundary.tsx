import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

import { buttonClasses } from "~/components/ui/button";

export function NotFoundPage() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">404 Página No Encontrada</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">
        Lo sentimos, la página que estás buscando no existe o ha sido eliminada.
      </p>
      <Link to="/" className={`${buttonClasses()} mt-8`}>
        Volver al inicio
      </Link>
    </section>
  );
}

function errorMessage(error: unknown) {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: string } | string | null;
    if (typeof data === "string" && data) return data;
    if (data && typeof data === "object" && data.message) return data.message;
  }
  return "Ha ocurrido un error. Por favor, inténtalo de nuevo.";
}

/** The one error boundary every route re-exports (`export { GeneralErrorBoundary as ErrorBoundary }`). */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section
      role="alert"
      className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center"
    >
      <h1 className="text-2xl font-bold">Algo salió mal</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">{errorMessage(error)}</p>
      <Link to="/" className={`${buttonClasses()} mt-8`}>
        Volver al inicio
      </Link>
    </section>
  );
}
