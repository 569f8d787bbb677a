import type { MetaFunction } from "@remix-run/node";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Sin conexión", "Cursos descargados para estudiar sin conexión."),
  { name: "robots", content: "noindex" },
];

/**
 * /offline: what the service worker shows for a page that is not downloaded while there is no
 * connection (docs/decisions/128). A static page, stored without cookies when the worker installs;
 * its list of downloads is filled on the device (app/enhance/offline-downloads.ts), since only the
 * browser knows what it holds.
 */
export default function OfflineRoute() {
  return (
    <section className="container-page max-w-2xl py-16 sm:py-20">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
        Sin conexión
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
        Esta página no está disponible sin conexión
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        No hay conexión a internet y esta página no está descargada en tu dispositivo. Cuando
        vuelvas a estar en línea podrás abrirla normalmente.
      </p>

      <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          Cursos disponibles sin conexión
        </h2>
        <div data-offline-downloads className="mt-4 text-slate-600 dark:text-slate-400">
          <p data-offline-empty>
            No tienes cursos descargados en este dispositivo. Con conexión, abre un curso en el que
            estés inscrito y elige «Descargar para ver sin conexión».
          </p>
          <ul data-offline-list className="space-y-2" hidden />
        </div>
      </div>

      <a href="" className={`${buttonClasses({ variant: "secondary" })} mt-8`}>
        Reintentar
      </a>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
