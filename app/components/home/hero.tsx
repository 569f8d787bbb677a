import { ArrowRightIcon } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { StatList } from "~/components/ui/stat-list";

const FACTS = [
  { value: "+120", label: "estudiantes" },
  { value: "4", label: "sedes" },
  { value: "2022", label: "año de fundación" },
  { value: "4.8/5", label: "de 100 reseñas" },
];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-violet-50 dark:from-brand-950/60 dark:via-slate-950 dark:to-violet-950/40"
    >
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center rounded-full bg-brand-600/10 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-brand-400/15 dark:text-brand-300">
            Academia de tecnología gratuita desde 2022
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-strong sm:text-5xl lg:text-6xl"
          >
            Aprende tecnología <span className="text-brand-600 dark:text-brand-400">gratis</span> y
            transforma tu futuro
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600 dark:text-slate-300">
            Somos una academia gratuita, multidisciplinaria y colaborativa que reduce el
            analfabetismo digital en México y Latinoamérica: cursos de programación web, computación
            y materias escolares, en línea o en vivo.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/courses" size="lg">
              Explorar cursos
              <ArrowRightIcon className="h-5 w-5" />
            </ButtonLink>
            <ButtonLink to="/about" size="lg" variant="secondary">
              Conócenos
            </ButtonLink>
          </div>
        </div>
        <StatList
          stats={FACTS}
          className="grid grid-cols-2 gap-4"
          itemClassName="rounded-2xl border border-slate-200 bg-white/80 p-6 shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-900/70"
        />
      </div>
    </section>
  );
}
