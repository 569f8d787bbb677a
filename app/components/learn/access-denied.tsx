import { Link } from "@remix-run/react";

import { LockIcon } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";

/** SPEC §2: the learn page of a course the student is not enrolled in. */
export function AccessDenied({
  courseSlug,
  courseTitle,
}: {
  courseSlug: string;
  courseTitle: string;
}) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-900/50 dark:text-amber-300">
        <LockIcon className="h-8 w-8" />
      </div>
      <h1 className="mt-6 text-3xl font-bold text-slate-900 dark:text-white">Acceso Denegado</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">
        Debes estar inscrito en este curso para acceder al contenido.
      </p>
      <Link to={`/courses/${courseSlug}`} className={`${buttonClasses()} mt-8`}>
        Ir a {courseTitle}
      </Link>
    </section>
  );
}
