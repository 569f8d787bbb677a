import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClasses } from "~/components/ui/button";

function CourseNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Curso no encontrado</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">
        Lo sentimos, el curso que buscas no existe o no está disponible.
      </p>
      <Link to="/courses" className={`${buttonClasses()} mt-8`}>
        Ver todos los cursos
      </Link>
    </section>
  );
}

/** Course pages: a 404 shows the spec's 'Curso no encontrado'; anything else the general screen. */
export function CourseErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  return <GeneralErrorBoundary />;
}
