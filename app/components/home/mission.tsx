import { SectionHeading } from "~/components/home/section-heading";
import { PLAY_IMPACT_STEPS, SDGS } from "~/data/home";
import { reveal } from "~/components/layout/scroll-reveal";

export function Mission() {
  return (
    <section
      {...reveal("slideLeft")}
      aria-labelledby="mission-heading"
      className="bg-slate-50 py-20 dark:bg-slate-900/40"
    >
      <div className="container-page">
        <SectionHeading
          id="mission-heading"
          eyebrow="Nuestra misión"
          title="Educación tecnológica con impacto social"
        >
          Reducimos el analfabetismo digital con educación gratuita y de calidad, alineada con los
          Objetivos de Desarrollo Sostenible de la ONU.
        </SectionHeading>
        <ul
          className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
          aria-label="Objetivos de Desarrollo Sostenible"
        >
          {SDGS.map((goal) => (
            <li
              key={goal.number}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                className="inline-flex h-12 w-12 items-center justify-center rounded-xl text-xl font-extrabold text-white"
                style={{ backgroundColor: goal.color }}
                aria-hidden="true"
              >
                {goal.number}
              </span>
              <h3 className="mt-4 font-bold text-slate-900 dark:text-white">
                <span className="sr-only">ODS {goal.number}: </span>
                {goal.title}
              </h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{goal.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-14 rounded-3xl bg-gradient-to-br from-brand-600 to-violet-600 p-8 text-white sm:p-10">
          <h3 className="text-2xl font-extrabold">Método Play&amp;Impact Learning</h3>
          <p className="mt-3 max-w-3xl text-brand-50">
            Nuestro método combina el juego, la práctica y el impacto social: aprendes haciendo
            proyectos que resuelven problemas reales de tu comunidad.
          </p>
          <ol className="mt-8 grid gap-4 sm:grid-cols-3">
            {PLAY_IMPACT_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white/10 p-5 backdrop-blur">
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">
                  Paso {index + 1}
                </p>
                <p className="mt-1 text-xl font-bold">{step.title}</p>
                <p className="mt-2 text-sm text-brand-50">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
