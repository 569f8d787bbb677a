import { HomeSection } from "~/components/home/home-section";
import { Card, CardText } from "~/components/ui/card";
import { PLAY_IMPACT_STEPS, SDGS } from "~/data/home";

export function Mission() {
  return (
    <HomeSection
      id="mission"
      effect="slideLeft"
      muted
      eyebrow="Nuestra misión"
      title="Educación tecnológica con impacto social"
      lead="Reducimos el analfabetismo digital con educación gratuita y de calidad, alineada con los Objetivos de Desarrollo Sostenible de la ONU."
    >
      <ul
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
        aria-label="Objetivos de Desarrollo Sostenible"
      >
        {SDGS.map((goal) => (
          <Card as="li" key={goal.number} className="flex flex-col p-5">
            <span
              className="inline-flex h-12 w-12 items-center justify-center rounded-xl text-xl font-extrabold text-white"
              style={{ backgroundColor: goal.color }}
              aria-hidden="true"
            >
              {goal.number}
            </span>
            <div className="mt-4">
              <CardText
                title={
                  <>
                    <span className="sr-only">ODS {goal.number}: </span>
                    {goal.title}
                  </>
                }
              >
                {goal.description}
              </CardText>
            </div>
          </Card>
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
              <h4 className="mt-1 text-xl font-bold">{step.title}</h4>
              <p className="mt-2 text-sm text-brand-50">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </HomeSection>
  );
}
