import { hoursLabel, modulesLabel } from "~/data/catalogue";
import { ArrowRightIcon, ClockIcon, LockIcon } from "~/components/ui/icons";
import { HomeSection } from "~/components/home/home-section";
import { Card } from "~/components/ui/card";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";

export type CourseStructureSample = {
  slug: string;
  title: string;
  moduleCount: number;
  /** The first modules of the course, in order. */
  modules: { id: number; title: string; duration: number }[];
};

/** How many modules the sample shows in full; the next one is shown as 'Próximamente'. */
export const SAMPLE_VISIBLE_MODULES = 3;

/**
 * SPEC §2 Home: "course structure sample (Web Development, 11 modules, first 3 shown at 2 hours
 * each, the 4th marked coming soon, link to /courses/web-development)", read from the database.
 */
export function CourseStructure({ sample }: { sample: CourseStructureSample }) {
  const visible = sample.modules.slice(0, SAMPLE_VISIBLE_MODULES);
  const next = sample.modules[SAMPLE_VISIBLE_MODULES];
  return (
    <HomeSection
      id="structure"
      effect="slideRight"
      eyebrow="Así son nuestros cursos"
      title="Estructura de un curso"
      lead={<>Módulos cortos, claros y prácticos. Este es el temario de {sample.title}.</>}
    >
      <Card className="mx-auto max-w-3xl p-6 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-xl font-bold text-strong">{sample.title}</h3>
          <Badge tone="blue">{modulesLabel(sample.moduleCount)}</Badge>
        </div>
        <ol className="mt-6 space-y-3" data-testid="structure-modules">
          {visible.map((module, index) => (
            <li
              key={module.id}
              className="flex items-center gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <span className="flex-1 font-medium text-slate-800 dark:text-slate-200">
                Módulo {index + 1}: {module.title}
              </span>
              <span className="inline-flex items-center gap-1 text-sm text-muted">
                <ClockIcon className="h-4 w-4" />
                {hoursLabel(module.duration)}
              </span>
            </li>
          ))}
          {next ? (
            <li className="flex items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900/60">
              {/* Muted by its dashed border, tint and lock, not by opacity: the text keeps 4.5:1. */}
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
                <LockIcon className="h-4 w-4" />
              </span>
              <span className="flex-1 font-medium text-soft">
                Módulo {SAMPLE_VISIBLE_MODULES + 1}: {next.title}
              </span>
              <Badge tone="slate">Próximamente</Badge>
            </li>
          ) : null}
        </ol>
        <div className="mt-8 text-center">
          <ButtonLink to={`/courses/${sample.slug}`}>
            Ver el temario completo
            <ArrowRightIcon className="h-4 w-4" />
          </ButtonLink>
        </div>
      </Card>
    </HomeSection>
  );
}
