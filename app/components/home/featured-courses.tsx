import { ArrowRightIcon } from "~/components/ui/icons";
import { CourseGrid, type CourseCardData } from "~/components/course/course-card";
import { HomeSection } from "~/components/home/home-section";
import { ButtonLink } from "~/components/ui/button";
import { ListState, RetryLink } from "~/components/ui/data-state";

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
      <ListState
        items={courses}
        error={{ title: "Error al cargar los cursos", action: <RetryLink href="/" /> }}
        empty={{ title: "No hay cursos disponibles" }}
      >
        {(items) => <CourseGrid courses={items} />}
      </ListState>
      <div className="mt-10 text-center">
        <ButtonLink to="/courses" variant="secondary" size="lg">
          Ver todos los cursos
          <ArrowRightIcon className="h-5 w-5" />
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
