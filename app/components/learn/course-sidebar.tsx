import { Link } from "@remix-run/react";

import { CheckIcon, ChevronDownIcon } from "~/components/ui/icons";
import type { LearningPlayer } from "~/models/learning.server";
import { learnSectionHref } from "~/utils/learn-urls";

/**
 * Modules and sections of the course (module number, hours, section count; each section's minutes
 * and a check once completed). The current section is marked and its module open.
 */
export function CourseSidebar({
  slug,
  outline,
  currentId,
  isCompleted,
}: {
  slug: string;
  outline: LearningPlayer["outline"];
  currentId: number;
  isCompleted: (section: { id: number; completed: boolean }) => boolean;
}) {
  return (
    <nav aria-label="Contenido del curso" className="space-y-3">
      {outline.map((module) => {
        const containsCurrent = module.sections.some((section) => section.id === currentId);
        return (
          <details
            key={module.id}
            open={containsCurrent || undefined}
            className="group rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <summary className="flex items-start justify-between gap-3 rounded-xl p-4 hover:bg-slate-50 dark:hover:bg-slate-800/60">
              <span>
                <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
                  Módulo {module.order}
                </span>
                <span className="block font-semibold text-slate-900 dark:text-white">
                  {module.title}
                </span>
                <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                  {module.duration} h · {module.sections.length}{" "}
                  {module.sections.length === 1 ? "sección" : "secciones"}
                </span>
              </span>
              <ChevronDownIcon className="mt-1 h-5 w-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180" />
            </summary>
            {module.sections.length === 0 ? (
              <p className="px-4 pb-4 text-sm text-slate-500 dark:text-slate-400">
                No hay secciones disponibles para este módulo.
              </p>
            ) : (
              <ol className="space-y-1 px-2 pb-3">
                {module.sections.map((section) => {
                  const isCurrent = section.id === currentId;
                  const done = isCompleted(section);
                  return (
                    <li key={section.id}>
                      <Link
                        to={learnSectionHref(slug, section.id)}
                        preventScrollReset
                        aria-current={isCurrent ? "page" : undefined}
                        className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                          isCurrent
                            ? "bg-brand-600 text-white"
                            : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                        }`}
                      >
                        <span
                          data-completed={done || undefined}
                          className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border ${
                            done
                              ? "border-emerald-500 bg-emerald-500 text-white"
                              : isCurrent
                                ? "border-white/70"
                                : "border-slate-300 dark:border-slate-600"
                          }`}
                        >
                          {done ? <CheckIcon className="h-3.5 w-3.5" /> : null}
                        </span>
                        <span className="flex-1">
                          {section.title}
                          {done ? <span className="sr-only"> (completada)</span> : null}
                        </span>
                        <span
                          className={`shrink-0 text-xs ${isCurrent ? "text-white" : "text-slate-500 dark:text-slate-400"}`}
                        >
                          {section.duration} min
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ol>
            )}
          </details>
        );
      })}
    </nav>
  );
}
