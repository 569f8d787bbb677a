import { ArrowRightIcon } from "~/components/ui/icons";
import { CourseCard, type CourseCardData } from "~/components/course/course-card";
import { SectionHeading } from "~/components/home/section-heading";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { EmptyState, ErrorState } from "~/components/ui/data-state";
import { reveal } from "~/components/layout/scroll-reveal";

/** The first six courses (SPEC §9 "home shows 6 courses"); `null` when the query failed. */
export function FeaturedCourses({ courses }: { courses: CourseCardData[] | null }) {
  return (
    <section
      {...reveal("slideUp")}
      aria-labelledby="home-courses-heading"
      className="bg-slate-50 py-20 dark:bg-slate-900/40"
    >
      <div className="container-page">
        <SectionHeading id="home-courses-heading" eyebrow="Cursos" title="Empieza a aprender hoy">
          Cursos gratuitos creados por nuestra comunidad de instructores.
        </SectionHeading>
        <div className="mt-12">
          {!courses ? (
            <ErrorState title="Error al cargar los cursos">
              {/* A plain link reloads the page, with or without JavaScript. */}
              <a href="/" className={buttonClasses({ variant: "secondary", size: "sm" })}>
                Reintentar
              </a>
            </ErrorState>
          ) : courses.length === 0 ? (
            <EmptyState title="No hay cursos disponibles" />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-10 text-center">
          <ButtonLink to="/courses" variant="secondary" size="lg">
            Ver todos los cursos
            <ArrowRightIcon className="h-5 w-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
