import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";

import { difficultyLabel, hoursLabel } from "~/data/catalogue";
import { ChevronDownIcon, ClockIcon, LockIcon, UserIcon } from "~/components/ui/icons";
import { useHydrated } from "~/utils/use-hydrated";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Spinner } from "~/components/ui/spinner";

export type AccordionModule = {
  id: number;
  title: string;
  description: string;
  duration: number;
  difficulty: string;
  instructor: string;
};

export type AccordionSection = { id: number; title: string; duration: number; order: number };

export type SyllabusAccess = "full" | "preview";

const DIFFICULTY_TONES: Record<string, BadgeTone> = {
  Easy: "green",
  Medium: "blue",
  Hard: "amber",
  "Very Hard": "red",
};

/** The query parameter that opens module N without JavaScript (`?module=3`). */
export const MODULE_PARAM = "module";

export function moduleAnchor(position: number) {
  return `modulo-${position}`;
}

/**
 * Reads one module's sections out of the course page's loader data for `?module=N`: the sections,
 * or `null` when the page could not load them ('Error al cargar las secciones'). The route owns
 * its data's shape, so it hands the accordion this reader.
 */
export type SectionsReader = (pageData: unknown, moduleId: number) => AccordionSection[] | null;

/**
 * 'Temario del curso' accordion (SPEC §2 Course detail, docs/decisions/023). Native
 * <details>/<summary>, so it works without JavaScript: the server renders the sections of the
 * open module, and the other modules offer a `?module=N` link. With JavaScript, one module is open
 * at a time and a fetcher loads that same `?module=N` the first time a module opens.
 */
export function ModuleAccordion({
  modules,
  initialOpenId,
  initialSections,
  access,
  readSections,
}: {
  modules: AccordionModule[];
  initialOpenId: number | null;
  initialSections: Record<number, AccordionSection[]>;
  access: SyllabusAccess;
  readSections: SectionsReader;
}) {
  const [openId, setOpenId] = useState(initialOpenId);
  useEffect(() => setOpenId(initialOpenId), [initialOpenId]);

  return (
    <ol className="space-y-3" data-testid="module-accordion">
      {modules.map((module, index) => (
        <li key={module.id}>
          <ModuleItem
            module={module}
            position={index + 1}
            open={openId === module.id}
            onToggle={() => setOpenId((current) => (current === module.id ? null : module.id))}
            initialSections={initialSections[module.id]}
            access={access}
            readSections={readSections}
          />
        </li>
      ))}
    </ol>
  );
}

function ModuleItem({
  module,
  position,
  open,
  onToggle,
  initialSections,
  access,
  readSections,
}: {
  module: AccordionModule;
  position: number;
  open: boolean;
  onToggle: () => void;
  initialSections: AccordionSection[] | undefined;
  access: SyllabusAccess;
  readSections: SectionsReader;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const sectionsHref = `?${MODULE_PARAM}=${position}`;
  const loaded = fetcher.data === undefined ? undefined : readSections(fetcher.data, module.id);
  const sections = initialSections ?? loaded ?? undefined;
  const failed = loaded === null && fetcher.state === "idle";
  const { load, state } = fetcher;
  const needsLoad = open && !initialSections && fetcher.data === undefined && state === "idle";

  useEffect(() => {
    if (needsLoad) load(sectionsHref);
  }, [needsLoad, load, sectionsHref]);

  function handleSummaryClick(event: MouseEvent<HTMLElement>) {
    // With JavaScript the accordion state lives in React (one open module at a time).
    event.preventDefault();
    onToggle();
  }

  return (
    <details
      id={moduleAnchor(position)}
      name="temario"
      open={open}
      data-testid="course-module"
      className="group overflow-hidden rounded-xl border border-slate-200 bg-white open:shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <summary
        onClick={handleSummaryClick}
        className="flex list-none items-start gap-4 p-4 hover:bg-slate-50 dark:hover:bg-slate-800/60 sm:p-5"
      >
        <span
          aria-hidden="true"
          className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600/10 text-sm font-bold text-brand-700 dark:bg-brand-400/15 dark:text-brand-300"
        >
          {position}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-strong">
            Módulo {position}: {module.title}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-3 text-xs text-muted">
            <ModuleFacts module={module} />
          </span>
          <span className="mt-2 block text-sm text-soft">{module.description}</span>
        </span>
        <ChevronDownIcon className="mt-1 h-5 w-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-slate-200 px-4 pb-5 pt-4 dark:border-slate-800 sm:px-5">
        <p className="flex items-center gap-2 text-sm text-soft">
          <UserIcon className="h-4 w-4" />
          <span>
            Instructor:{" "}
            <span className="font-medium text-slate-800 dark:text-slate-200">
              {module.instructor}
            </span>
          </span>
        </p>
        <div className="mt-4" data-sections>
          {sections ? (
            <SectionList sections={sections} access={access} />
          ) : !hydrated ? (
            <a
              href={`${sectionsHref}#${moduleAnchor(position)}`}
              className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              Ver las secciones del módulo {position}
            </a>
          ) : failed ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300"
            >
              <span>Error al cargar las secciones</span>
              <button
                type="button"
                onClick={() => load(sectionsHref)}
                className="font-semibold underline hover:no-underline"
              >
                Reintentar
              </button>
            </div>
          ) : (
            <Spinner size="sm" label="Cargando secciones..." className="text-sm text-muted" />
          )}
        </div>
      </div>
    </details>
  );
}

function SectionList({
  sections,
  access,
}: {
  sections: AccordionSection[];
  access: SyllabusAccess;
}) {
  if (sections.length === 0) {
    return <p className="text-sm text-muted">No hay secciones disponibles para este módulo.</p>;
  }
  const locked = access === "preview";
  return (
    <>
      <ol className="divide-y divide-slate-100 rounded-lg border border-slate-100 dark:divide-slate-800 dark:border-slate-800">
        {sections.map((section) => (
          <li
            key={section.id}
            data-testid="module-section"
            className="flex items-center gap-3 px-3 py-2.5 text-sm"
          >
            {/* A locked row says so with its lock and muted text, never with opacity (contrast). */}
            {locked ? (
              <LockIcon className="h-4 w-4 shrink-0 text-muted" />
            ) : (
              <span className="h-2 w-2 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
            )}
            <span
              className={`flex-1 ${locked ? "text-soft" : "text-slate-800 dark:text-slate-200"}`}
            >
              {section.title}
              {locked ? <span className="sr-only"> (bloqueada)</span> : null}
            </span>
            <span className="shrink-0 text-xs text-muted">{section.duration} min</span>
          </li>
        ))}
      </ol>
      {locked ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-950/50 dark:text-brand-100">
          <LockIcon className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            Inscríbete en el curso para desbloquear todas las secciones y su contenido.{" "}
            <a href="#inscripcion" className="font-semibold underline hover:no-underline">
              Ir a la inscripción
            </a>
          </span>
        </p>
      ) : null}
    </>
  );
}

/** Live courses list their modules without an accordion (SPEC §2). */
export function LiveModuleList({ modules }: { modules: AccordionModule[] }) {
  return (
    <ol className="space-y-3" data-testid="live-module-list">
      {modules.map((module, index) => (
        <li
          key={module.id}
          className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 sm:p-5"
        >
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-red-600/10 text-sm font-bold text-red-700 dark:bg-red-400/15 dark:text-red-300"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-strong">
              Módulo {index + 1}: {module.title}
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-3 text-xs text-muted">
              <ModuleFacts module={module} />
            </p>
            <p className="mt-2 text-sm text-soft">{module.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Duration and difficulty of a module, as the accordion and the live-course list show them. */
function ModuleFacts({ module }: { module: { duration: number; difficulty: string } }) {
  return (
    <>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="h-4 w-4" />
        {hoursLabel(module.duration)}
      </span>
      <Badge tone={DIFFICULTY_TONES[module.difficulty] ?? "slate"}>
        {difficultyLabel(module.difficulty)}
      </Badge>
    </>
  );
}
