import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { PublishedCode } from "~/components/editor/published-code";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClasses } from "~/components/ui/button";
import { getPublishedProject } from "~/models/editor-project.server";
import { pageTitle } from "~/utils/meta";
import { notFound } from "~/utils/invariant";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data ? `${data.project.name} · ${data.project.authorName}` : "") },
  {
    name: "description",
    content: data
      ? `Proyecto de ${data.project.authorName} hecho con el Editor de Código: míralo y ejecútalo.`
      : "",
  },
  // Shared by link only: search engines are not invited.
  { name: "robots", content: "noindex" },
];

/** Public, read-only: anyone with the link, until the author unpublishes it (then 404). */
export function loader({ params }: LoaderFunctionArgs) {
  const publicId = params.publicId ?? "";
  const project = getPublishedProject(publicId);
  if (!project) notFound("Este proyecto no existe o ya no está publicado.");
  // Not kept by any cache: unpublishing must take the page down at once.
  return data(
    { project, runUrl: `/editor/p/${publicId}/run` },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function PublishedProjectPage() {
  const { project, runUrl } = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-8 lg:py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
            Proyecto publicado
          </p>
          <h1 className="mt-1 break-words text-3xl font-bold tracking-tight sm:text-4xl">
            {project.name}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Por <span className="font-semibold">{project.authorName}</span>
          </p>
        </div>
        <Link to="/editor" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Crear el tuyo en el Editor de Código
        </Link>
      </header>
      <PublishedCode code={project.code} runUrl={runUrl} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
