import type { ReactNode } from "react";

import { SectionHeading } from "~/components/ui/section-heading";
import { formatLongDate } from "~/utils/dates";

export type LegalSection = { id: string; title: string; content: ReactNode };

/** Today in Spanish ("22 de noviembre de 2026"): legal pages show it as their last update. */
export function formatLegalDate(date = new Date()) {
  return formatLongDate(date);
}

/** The shared layout of /terms, /privacy and /cookies: title, last update, contents, numbered sections. */
export function LegalPage({
  title,
  intro,
  lastUpdated,
  sections,
}: {
  title: string;
  intro: ReactNode;
  lastUpdated: string;
  sections: LegalSection[];
}) {
  return (
    <article className="container-page py-12 sm:py-16">
      <header className="mx-auto max-w-5xl border-b border-slate-200 pb-8 dark:border-slate-800">
        <SectionHeading level={1} align="start" eyebrow="Legal" title={title} />
        <p className="mt-3 text-sm text-muted" data-testid="legal-last-updated">
          Última actualización: <time>{lastUpdated}</time>
        </p>
        <div className="mt-6 max-w-3xl text-lg leading-relaxed text-soft">{intro}</div>
      </header>

      <div className="mx-auto mt-10 grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[220px_minmax(0,1fr)]">
        <nav aria-label="Contenido" className="lg:sticky lg:top-24 lg:h-fit">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">Contenido</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-strong">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-2 dark:text-slate-300">
                {section.content}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
