import { isRouteErrorResponse, Link, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";

import { buttonClasses } from "~/components/ui/button";

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

function MessageScreen({
  title,
  children,
  action,
  role,
}: {
  title: ReactNode;
  children: ReactNode;
  action: ReactNode;
  role?: "alert";
}) {
  return (
    <section
      role={role}
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
    >
      {title}
      <p className="mt-3 max-w-md text-soft">{children}</p>
      <div className="mt-8">{action}</div>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <MessageScreen
      title={
        <>
          {/* Decoration: the heading below already says 404. */}
          <p className="text-7xl font-black text-brand-600" aria-hidden="true">
            404
          </p>
          <h1 className="mt-4 text-3xl font-bold">404 Página No Encontrada</h1>
        </>
      }
      action={
        <Link to="/" className={buttonClasses()}>
          Volver al inicio
        </Link>
      }
    >
      Lo sentimos, la página que estás buscando no existe o ha sido eliminada.
    </MessageScreen>
  );
}

/** SPEC §2 course detail / learning player: a missing (or, for students, disabled) course. */
export function CourseNotFound() {
  return (
    <MessageScreen
      title={<h1 className="text-3xl font-bold text-strong">Curso no encontrado</h1>}
      action={
        <Link to="/courses" className={buttonClasses()}>
          Ver todos los cursos
        </Link>
      }
    >
      Lo sentimos, el curso que buscas no existe o no está disponible.
    </MessageScreen>
  );
}

function AccessDeniedPage({ message }: { message: string }) {
  return (
    <MessageScreen
      role="alert"
      title={<h1 className="text-3xl font-bold text-strong">Acceso denegado</h1>}
      action={
        <Link to="/" className={buttonClasses()}>
          Volver al inicio
        </Link>
      }
    >
      {message}
    </MessageScreen>
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

const defaultStatusHandlers: Record<number, StatusHandler> = {
  404: () => <NotFoundPage />,
  403: ({ error }) => <AccessDeniedPage message={errorMessage(error)} />,
};

/** Course routes: their 404 is the spec's 'Curso no encontrado', not the generic page. */
export const courseStatusHandlers: Record<number, StatusHandler> = {
  404: () => <CourseNotFound />,
};

/**
 * The one error boundary: every route exports it (`export { GeneralErrorBoundary as
 * ErrorBoundary }`), or wraps it with its own `statusHandlers` for the statuses it words itself.
 */
export function GeneralErrorBoundary({
  statusHandlers,
}: {
  statusHandlers?: Record<number, StatusHandler>;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultStatusHandlers[error.status];
    if (handler) return <>{handler({ error })}</>;
  } else {
    console.error(error);
  }
  return (
    <MessageScreen
      role="alert"
      title={<h1 className="text-2xl font-bold">Algo salió mal</h1>}
      action={
        <Link to="/" className={buttonClasses()}>
          Volver al inicio
        </Link>
      }
    >
      {errorMessage(error)}
    </MessageScreen>
  );
}
