import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CallToAction } from "~/components/home/call-to-action";
import { CountriesStrip } from "~/components/home/countries-strip";
import { CourseStructure, SAMPLE_VISIBLE_MODULES } from "~/components/home/course-structure";
import { FeaturedCourses } from "~/components/home/featured-courses";
import { Features } from "~/components/home/features";
import { Hero } from "~/components/home/hero";
import { Mission } from "~/components/home/mission";
import { PartnerStrip } from "~/components/home/partner-strip";
import { TeamSection } from "~/components/home/team-section";
import { Testimonials } from "~/components/home/testimonials";
import { getCourseBySlug, listCourseModules, listCourses } from "~/models/course.server";
import { listTeamMembers } from "~/models/team.server";
import { listTestimonials } from "~/models/testimonial.server";
import { loadPagePart } from "~/utils/page-part.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    undefined,
    "Aprende tecnología gratis: cursos de programación web, computación y materias escolares, en línea o en vivo, para México y Latinoamérica.",
  );

/** SPEC §9: the home page shows the first six courses. */
const HOME_COURSE_COUNT = 6;
/** The course whose syllabus illustrates "how our courses are built". */
const SAMPLE_COURSE_SLUG = "web-development";

function loadCourseStructureSample() {
  const course = getCourseBySlug(SAMPLE_COURSE_SLUG);
  if (!course || course.isDisabled) return null;
  const modules = listCourseModules(course.id);
  if (modules.length === 0) return null;
  return {
    slug: course.slug,
    title: course.title,
    moduleCount: modules.length,
    modules: modules
      .slice(0, SAMPLE_VISIBLE_MODULES + 1)
      .map(({ id, title, duration }) => ({ id, title, duration })),
  };
}

/** Each section is loaded on its own, so one failing query only affects its section. */
export async function loader() {
  const courses = loadPagePart("home courses", () =>
    listCourses({ availableOnly: true, limit: HOME_COURSE_COUNT }),
  );
  const sample = loadPagePart("course structure sample", loadCourseStructureSample);
  const team = loadPagePart("team", listTeamMembers);
  const testimonials = loadPagePart("testimonials", listTestimonials);
  return {
    courses: courses.ok ? courses.data : null,
    sample: sample.ok ? sample.data : null,
    team: team.ok ? team.data : null,
    testimonials: testimonials.ok ? testimonials.data : null,
  };
}

export default function Home() {
  const { courses, sample, team, testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <PartnerStrip />
      <Features />
      <FeaturedCourses courses={courses} />
      {sample ? <CourseStructure sample={sample} /> : null}
      <Mission />
      <TeamSection team={team} />
      <Testimonials testimonials={testimonials} />
      <CallToAction />
      <CountriesStrip />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
