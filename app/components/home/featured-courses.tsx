import { ArrowRightIcon } from "~/components/ui/icons";
import { CourseCard, type CourseCardData } from "~/components/course/course-card";
import { HomeSection } from "~/components/home/home-section";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { EmptyState, ErrorState } from "~/components/ui/data-state";

/** The first six courses (SPEC §9 "home shows 6 courses"); `null` when the query failed. */
export function FeaturedCourses({ courses }: { courses: CourseCardData[] | null }) {
  return (
    <HomeSection
      id="home-courses"
      effect="slideUp"
      muted
      eyebrow="Cursos"
      title="Empieza a aprender hoy"
      lead="Cursos gratuitos creados por nuestra comunidad de instructores."
    >
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
      <div className="mt-10 text-center">
        <ButtonLink to="/courses" variant="secondary" size="lg">
          Ver todos los cursos
          <ArrowRightIcon className="h-5 w-5" />
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
