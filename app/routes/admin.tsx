import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { pageTitle } from "~/utils/meta";
import { HYDRATE } from "~/utils/hydration";

/** Interactive page: ships React (docs/decisions/124). */
export const handle = HYDRATE;

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Panel de Administración") },
];

/** The layout's check only gates its own data: every child loader and action checks again. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { adminName: admin.name };
}

export default function AdminLayout() {
  const { adminName } = useLoaderData<typeof loader>();
  return (
    <section className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Panel de Administración</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Hola, {adminName}.</p>
        </div>
        <ButtonLink to="/" variant="secondary">
          Volver al sitio
        </ButtonLink>
      </div>
      <div className="mt-6">
        <AdminTabs />
      </div>
      <div className="mt-8">
        <Outlet />
      </div>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
