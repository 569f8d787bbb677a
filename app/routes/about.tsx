import type { MetaFunction } from "@remix-run/node";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardText, cardClasses } from "~/components/ui/card";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatList } from "~/components/ui/stat-list";
import { pageMeta } from "~/utils/meta";
import { useSiteConfig } from "~/utils/root-data";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Conócenos",
    "Academia de tecnología gratuita, multidisciplinaria y colaborativa: nuestra misión, historia, valores y el método Play&Impact Learning.",
  );

const IMPACT = [
  { value: "+120", label: "estudiantes" },
  { value: "9", label: "países" },
  { value: "4", label: "sedes" },
  { value: "∞", label: "infinitas posibilidades" },
];

const SDGS = [
  { number: 4, title: "Educación de calidad" },
  { number: 8, title: "Trabajo decente y crecimiento económico" },
  { number: 9, title: "Industria, innovación e infraestructura" },
  { number: 10, title: "Reducción de las desigualdades" },
  { number: 17, title: "Alianzas para lograr los objetivos" },
];

const CAMPUSES = [
  {
    name: "Veracruz",
    text: "Donde todo empezó: nuestra primera sede y el corazón de la comunidad.",
  },
  {
    name: "Guadalajara",
    text: "Talleres presenciales de programación creativa para niñas, niños y jóvenes.",
  },
  {
    name: "Nuevo León",
    text: "Cursos y proyectos junto a escuelas y organizaciones aliadas del norte del país.",
  },
  {
    name: "Nacional",
    text: "Nuestra sede en línea: clases virtuales para cualquier persona, esté donde esté.",
  },
];

const VALUES = [
  {
    title: "Educación gratuita",
    text: "El conocimiento no debería tener precio. Todos nuestros cursos son y seguirán siendo gratuitos.",
  },
  {
    title: "Colaboración",
    text: "Aprendemos juntos: estudiantes, instructores y voluntarios construyen cada curso en comunidad.",
  },
  {
    title: "Inclusión",
    text: "Diseñamos para todas las edades y contextos, sin importar la experiencia previa ni el lugar de origen.",
  },
  {
    title: "Multidisciplina",
    text: "La tecnología se cruza con la historia, el arte, las matemáticas y los idiomas; así la enseñamos.",
  },
  {
    title: "Impacto social",
    text: "Cada proyecto busca resolver un problema real de la comunidad en la que vive quien lo crea.",
  },
  {
    title: "Innovación",
    text: "Probamos, medimos y mejoramos nuestros métodos para que aprender sea cada vez más efectivo.",
  },
];

const METHOD = [
  {
    step: "Juega",
    text: "Cada tema empieza con un reto o un juego que despierta la curiosidad y hace que los conceptos se entiendan de forma natural.",
  },
  {
    step: "Crea",
    text: "Lo aprendido se convierte en un proyecto propio: una página web, un robot, una animación o un videojuego.",
  },
  {
    step: "Impacta",
    text: "Los proyectos se comparten con la comunidad y buscan mejorar algo de su entorno, de la escuela al barrio.",
  },
];

export default function AboutRoute() {
  const site = useSiteConfig();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-violet-600 py-20 text-white sm:py-28">
        <div className="container-page relative">
          <SectionHeading
            level={1}
            align="start"
            tone="inverse"
            eyebrow="Conócenos"
            title="Tecnología para todas las personas, sin costo y en comunidad"
          >
            {site.name} es una academia de tecnología gratuita, multidisciplinaria y colaborativa
            que trabaja para reducir el analfabetismo digital en México y Latinoamérica.
          </SectionHeading>
        </div>
      </section>

      <section aria-label="Nuestro impacto" className="container-page -mt-10 relative">
        <StatList
          stats={IMPACT}
          className={`${cardClasses} grid grid-cols-2 gap-4 p-6 shadow-lg sm:p-8 lg:grid-cols-4`}
        />
      </section>

      <section className="container-page grid gap-12 py-20 lg:grid-cols-2 lg:items-center">
        <SectionHeading
          align="start"
          eyebrow="Misión"
          title="Cerrar la brecha digital, un estudiante a la vez"
        >
          <p>
            Queremos que cualquier persona, sin importar su edad, su escuela o su código postal,
            pueda aprender tecnología y usarla para mejorar su vida y la de su comunidad. Por eso
            ofrecemos cursos gratuitos de programación web, computación y otras materias, en línea y
            en vivo.
          </p>
          <p className="mt-4">
            Nuestra misión contribuye a cinco Objetivos de Desarrollo Sostenible de la ONU:
          </p>
        </SectionHeading>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SDGS.map((sdg) => (
            <Card as="li" key={sdg.number} className="flex items-center gap-4 p-4">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-lg font-black text-white">
                {sdg.number}
              </span>
              <span className="text-sm font-medium text-slate-800 dark:text-slate-200">
                <span className="sr-only">ODS {sdg.number}: </span>
                {sdg.title}
              </span>
            </Card>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 py-20 dark:bg-slate-900/40">
        <div className="container-page">
          <SectionHeading
            align="start"
            eyebrow="Historia"
            title="De un aula en Veracruz a estudiantes en 9 países"
          >
            <p>
              En 2022 un pequeño grupo de jóvenes programadores y docentes comenzó a dar clases
              gratuitas de desarrollo web en Veracruz, convencidos de que aprender tecnología no
              debía ser un privilegio. La respuesta fue inmediata: llegaron estudiantes de todas las
              edades, se sumaron voluntarios y surgieron alianzas con otros proyectos educativos.
            </p>
            <p className="mt-4">
              Hoy contamos con cuatro sedes y más de 120 estudiantes en 9 países, y ofrecemos
              certificaciones conjuntas con proyectos aliados.{" "}
              <a
                href={site.historyDocumentUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                Lee nuestra historia completa
              </a>
              .
            </p>
          </SectionHeading>
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {CAMPUSES.map((campus, index) => (
              <Card as="li" key={campus.name}>
                <p className="mb-1 text-sm font-semibold text-brand-700 dark:text-brand-300">
                  Sede {index + 1}
                </p>
                <CardText title={campus.name}>{campus.text}</CardText>
              </Card>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-page py-20">
        <SectionHeading align="start" eyebrow="Valores" title="Lo que nos mueve" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map((value) => (
            <Card as="li" key={value.title} className="p-6 transition-shadow hover:shadow-md">
              <CardText title={value.title}>{value.text}</CardText>
            </Card>
          ))}
        </ul>
      </section>

      <section className="bg-slate-900 py-20 text-white dark:bg-slate-900/60">
        <div className="container-page">
          <SectionHeading
            align="start"
            tone="inverse"
            eyebrow="Nuestro método"
            title="Play&Impact Learning"
          >
            Aprender jugando y aprender haciendo. Nuestro método combina el juego, la creación de
            proyectos y el impacto social para que cada estudiante descubra que la tecnología es una
            herramienta para transformar su entorno.
          </SectionHeading>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {METHOD.map((item, index) => (
              <li key={item.step} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-500 font-bold">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl font-bold">{item.step}</h3>
                <p className="mt-2 text-slate-300">{item.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-page grid gap-10 py-20 md:grid-cols-2">
        <Card className="p-8">
          <CardText level={2} title="Visión">
            Ser la comunidad de aprendizaje tecnológico gratuito de referencia en Latinoamérica: un
            lugar donde cualquier persona pueda pasar de usar la tecnología a crearla, y donde cada
            estudiante de hoy sea el instructor o la instructora de mañana.
          </CardText>
        </Card>
        <Card className="p-8">
          <CardText level={2} title="Compromiso">
            Nos comprometemos a mantener nuestros cursos gratuitos, a cuidar los datos y la
            seguridad de nuestros estudiantes, especialmente de los menores de edad, y a rendir
            cuentas a la comunidad y a los aliados que hacen posible este proyecto.
          </CardText>
        </Card>
      </section>

      <section className="bg-gradient-to-br from-brand-50 to-violet-50 py-20 dark:from-brand-950/40 dark:to-violet-950/30">
        <div className="container-page text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
            Nuestro lema
          </p>
          <blockquote className="mx-auto mt-4 max-w-3xl text-3xl font-bold italic text-slate-900 sm:text-4xl dark:text-white">
            «Código que transforma»
          </blockquote>
          <p className="mx-auto mt-4 max-w-2xl text-soft">
            Cada línea de código que alguien aprende a escribir es una puerta que se abre: a un
            mejor empleo, a una idea propia, a una comunidad que crece.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/courses" size="lg">
              Explorar cursos
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="secondary">
              Contáctanos
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
