import { useEffect, useState } from "react";

import { TESTIMONIALS_INTERVAL_MS, TESTIMONIALS_PER_PAGE } from "~/enhance/testimonials";
import { useHydrated } from "~/utils/use-hydrated";
import { HomeSection } from "~/components/home/home-section";
import { cardClasses } from "~/components/ui/card";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { StarRating } from "~/components/ui/star-rating";
import { ListState } from "~/components/ui/data-state";

export type TestimonialCardData = {
  id: number;
  name: string;
  courseName: string;
  image: string;
  text: string;
  rating: number;
};

function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  return (
    <figure
      data-testid="testimonial"
      className={`${cardClasses} flex h-full flex-col p-6 shadow-sm`}
    >
      <StarRating rating={testimonial.rating} halves />
      <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-300">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <ResponsiveImage
          src={testimonial.image}
          alt=""
          width={48}
          height={48}
          slots={[{ width: "48px" }]}
          widths={[96, 160]}
          loading="lazy"
          className="h-12 w-12 rounded-full object-cover"
        />
        <span>
          <span className="block font-semibold text-strong">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.courseName}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Without JavaScript: every testimonial in a horizontal scroll-snap row. */
function ScrollRow({ testimonials }: { testimonials: TestimonialCardData[] }) {
  return (
    <>
      <ul
        data-testid="testimonials-row"
        tabIndex={0}
        aria-label="Testimonios (desplázate horizontalmente para ver más)"
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4 focus-visible:ring-2"
      >
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="testimonial-slide">
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      {testimonials.length > TESTIMONIALS_PER_PAGE ? (
        <p className="mt-2 text-center text-sm text-muted" aria-hidden="true">
          Desliza para ver más testimonios →
        </p>
      ) : null}
    </>
  );
}

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const update = () => setReduced(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** With JavaScript: pages of three, auto-advancing (paused on hover/focus), with page dots. */
function Carousel({ testimonials }: { testimonials: TestimonialCardData[] }) {
  const pageCount = Math.ceil(testimonials.length / TESTIMONIALS_PER_PAGE);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (pageCount <= 1 || paused || reducedMotion) return;
    const timer = window.setInterval(
      () => setPage((current) => (current + 1) % pageCount),
      TESTIMONIALS_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [pageCount, paused, reducedMotion, page]);

  const current = Math.min(page, pageCount - 1);
  const visible = testimonials.slice(
    current * TESTIMONIALS_PER_PAGE,
    (current + 1) * TESTIMONIALS_PER_PAGE,
  );

  return (
    <div
      role="region"
      aria-roledescription="carrusel"
      aria-label="Testimonios"
      data-testid="testimonials-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* The group wraps the list: a <ul> given another role no longer owns its <li>s. */}
      <div
        key={current}
        role="group"
        aria-roledescription="página"
        aria-label={`Página ${current + 1} de ${pageCount}`}
        className="animate-fade-in"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {visible.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
      {pageCount > 1 ? (
        <div className="mt-8 flex justify-center gap-2">
          {Array.from({ length: pageCount }, (_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => setPage(index)}
              aria-label={`Ver página ${index + 1} de testimonios`}
              aria-current={index === current ? "true" : undefined}
              className={`h-3 rounded-full transition-all ${
                index === current
                  ? "w-8 bg-brand-600 dark:bg-brand-400"
                  : "w-3 bg-slate-300 hover:bg-slate-400 dark:bg-slate-700 dark:hover:bg-slate-600"
              }`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function Testimonials({ testimonials }: { testimonials: TestimonialCardData[] | null }) {
  const hydrated = useHydrated();
  return (
    <HomeSection
      id="testimonials"
      effect="fadeIn"
      eyebrow="Testimonios"
      title="Lo que dicen nuestros estudiantes"
      lead="Calificación promedio de 4.8/5 en 100 reseñas."
    >
      <ListState
        items={testimonials}
        error={{ title: "Error al cargar testimonios" }}
        empty={{ title: "No hay testimonios disponibles" }}
      >
        {(items) =>
          hydrated ? <Carousel testimonials={items} /> : <ScrollRow testimonials={items} />
        }
      </ListState>
    </HomeSection>
  );
}
