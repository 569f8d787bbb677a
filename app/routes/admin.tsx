import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Panel de Administración") },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { adminName: admin.name };
}

export default function AdminPage() {
  const { adminName } = useLoaderData<typeof loader>();
  return (
    <section className="container-page py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Panel de Administración</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Hola, {adminName}.</p>
        </div>
        <ButtonLink to="/" variant="secondary">
          Volver al sitio
        </ButtonLink>
      </div>
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 dark:border-slate-700">
        <h2 className="text-lg font-semibold">Gestión de contenido</h2>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
          Las pestañas para gestionar Cursos, Equipo y Testimonios llegarán en una próxima versión.
          Por ahora este panel solo confirma que tu cuenta tiene acceso de administración.
        </p>
      </div>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
