import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CallToAction } from "~/components/home/call-to-action";
import { CountriesStrip } from "~/components/home/countries-strip";
import type { CourseCardData } from "~/components/course/course-card";
import { CourseStructure, SAMPLE_VISIBLE_MODULES } from "~/components/home/course-structure";
import { FeaturedCourses } from "~/components/home/featured-courses";
import { Features } from "~/components/home/features";
import { Hero } from "~/components/home/hero";
import { Mission } from "~/components/home/mission";
import { PartnerStrip } from "~/components/home/partner-strip";
import { TeamSection, type TeamCardData } from "~/components/home/team-section";
import { Testimonials, type TestimonialCardData } from "~/components/home/testimonials";
import { getCourseBySlug, listCourses } from "~/models/course.server";
import { listCourseModules } from "~/models/syllabus.server";
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

/*
 * The loader sends what the sections render and no more: the data is serialised into the document
 * for hydration, so a full course (long description, dates, live details) would be paid for twice
 * in the home's HTML (issue 20).
 */
function toCourseCard(course: CourseCardData): CourseCardData {
  const { id, slug, title, shortDescription, image, duration, modules, instructor } = course;
  const { category, level, popular, featured, isNew, isLive, comingSoon, isDisabled } = course;
  return {
    ...{ id, slug, title, shortDescription, image, duration, modules, instructor },
    ...{ category, level, popular, featured, isNew, isLive, comingSoon, isDisabled },
  };
}

function toTeamCard(member: TeamCardData): TeamCardData {
  const { id, name, role, bio, image, linkedIn, github, twitter, instagram } = member;
  return { id, name, role, bio, image, linkedIn, github, twitter, instagram };
}

function toTestimonialCard(testimonial: TestimonialCardData): TestimonialCardData {
  const { id, name, courseName, image, text, rating } = testimonial;
  return { id, name, courseName, image, text, rating };
}

/** Each section is loaded on its own, so one failing query only affects its section. */
export async function loader() {
  const courses = loadPagePart("home courses", () =>
    listCourses({ availableOnly: true, limit: HOME_COURSE_COUNT }).map(toCourseCard),
  );
  const sample = loadPagePart("course structure sample", loadCourseStructureSample);
  const team = loadPagePart("team", () => listTeamMembers().map(toTeamCard));
  const testimonials = loadPagePart("testimonials", () =>
    listTestimonials().map(toTestimonialCard),
  );
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
