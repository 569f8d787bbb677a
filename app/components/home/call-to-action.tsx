import { ButtonLink } from "~/components/ui/button";
import { reveal } from "~/components/layout/scroll-reveal";

export function CallToAction() {
  return (
    <section {...reveal("scale")} aria-labelledby="cta-heading" className="container-page py-20">
      <div className="rounded-3xl bg-slate-900 px-6 py-14 text-center text-white dark:bg-slate-800/80 sm:px-12">
        <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          ¿Listo para escribir tu primera línea de código?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
          Prueba nuestro editor de código en el navegador o escríbenos si quieres sumarte a la
          academia como estudiante, voluntario o aliado.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/editor" size="lg">
            Probar el editor
          </ButtonLink>
          <ButtonLink
            to="/contact"
            size="lg"
            variant="secondary"
            className="!border-white/30 !bg-transparent !text-white hover:!bg-white/10"
          >
            Contáctanos
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
