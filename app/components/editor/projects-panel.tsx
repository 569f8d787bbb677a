import { Link } from "@remix-run/react";

import { DeleteProjectButton, DeleteProjectStep } from "~/components/editor/delete-project";
import { EDITOR_FORM_ID } from "~/components/editor/editor-workspace";
import { LocalTime } from "~/components/editor/local-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input-classes";

type ProjectSummary = { id: number; name: string; updatedAt: number; published: boolean };
type OpenProject = { id: number; name: string };

/**
 * Project buttons submit the editor form (`form=` attribute): they post the open project too, so
 * it is saved before another opens and nothing typed is lost on a refusal.
 */
function EditorFormButton({
  intent,
  children,
  variant = "secondary",
}: {
  intent: string;
  children: string;
  variant?: "primary" | "secondary";
}) {
  return (
    <Button
      type="submit"
      form={EDITOR_FORM_ID}
      name="intent"
      value={intent}
      variant={variant}
      size="sm"
    >
      {children}
    </Button>
  );
}

function PublishBox({ project, publicUrl }: { project: OpenProject; publicUrl: string | null }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="font-semibold">Compartir</h3>
      {publicUrl ? (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            «{project.name}» está publicado: cualquiera con este enlace puede ver el código y
            ejecutarlo, sin poder cambiarlo.
          </p>
          <label htmlFor="editor-public-url" className="mt-3 block text-sm font-medium">
            Enlace público
          </label>
          <input
            id="editor-public-url"
            readOnly
            value={publicUrl}
            className={`${inputClasses} mt-1 font-mono`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <a
              href={publicUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            >
              Abrir el enlace
            </a>
            <EditorFormButton intent="unpublish">Dejar de publicar</EditorFormButton>
          </div>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Publica el proyecto para tener un enlace de solo lectura que muestra tu código y lo
            ejecuta, con tu nombre. Se guarda antes de publicarlo.
          </p>
          <div className="mt-3">
            <EditorFormButton intent="publish">Publicar</EditorFormButton>
          </div>
        </>
      )}
    </div>
  );
}

/** 'Tus proyectos': the open project's actions, its sharing, and every saved project to open. */
export function ProjectsPanel({
  project,
  projects,
  maxProjects,
  publicUrl,
  confirmDelete,
}: {
  project: OpenProject | null;
  projects: ProjectSummary[];
  maxProjects: number;
  publicUrl: string | null;
  confirmDelete: boolean;
}) {
  const atLimit = projects.length >= maxProjects;
  return (
    <section
      aria-labelledby="editor-projects-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="editor-projects-heading" className="text-xl font-bold">
            Tus proyectos
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {projects.length} de {maxProjects} proyectos
            {atLimit ? ": elimina uno para crear otro." : ""}
          </p>
        </div>
        {project ? (
          <div className="flex flex-wrap gap-2">
            <EditorFormButton intent="create" variant="primary">
              Nuevo proyecto
            </EditorFormButton>
            <EditorFormButton intent="duplicate">Duplicar</EditorFormButton>
            <DeleteProjectButton projectId={project.id} name={project.name} />
          </div>
        ) : null}
      </div>

      {project && confirmDelete ? (
        <div className="mt-4">
          <DeleteProjectStep projectId={project.id} name={project.name} />
        </div>
      ) : null}

      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[2fr_1fr]">
        {projects.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Aún no has guardado ningún proyecto. Pulsa <strong>Guardar</strong> para guardar este en
            tu cuenta.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 self-start rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {projects.map((item) => {
              const current = item.id === project?.id;
              return (
                <li key={item.id}>
                  <Link
                    to={`/editor?project=${item.id}`}
                    aria-current={current ? "page" : undefined}
                    className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60 ${
                      current ? "bg-brand-50 dark:bg-brand-950/40" : ""
                    }`}
                  >
                    <span className="min-w-0 break-words font-semibold">{item.name}</span>
                    <span className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                      {item.published ? <Badge tone="green">Publicado</Badge> : null}
                      {current ? <Badge tone="blue">Abierto</Badge> : null}
                      <span>
                        Guardado: <LocalTime ms={item.updatedAt} />
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {project ? <PublishBox project={project} publicUrl={publicUrl} /> : null}
      </div>
    </section>
  );
}
