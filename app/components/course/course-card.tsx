import { Link, useNavigation } from "@remix-run/react";

import { courseAccent, hoursLabel, modulesLabel, type CourseAccent } from "~/data/catalogue";
import { CourseBadges, type CourseBadgeFacts } from "~/components/course/course-badges";
import { ArrowRightIcon, BookIcon, ClockIcon } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Spinner } from "~/components/ui/spinner";

export type CourseCardData = CourseBadgeFacts & {
  id: number;
  slug: string;
  title: string;
  shortDescription: string;
  image: string;
  duration: number;
  modules: number;
  instructor: string;
};

/**
 * The card's width in the grid below (container-page: 1280 px at most, padding 16/24/32 px; one,
 * two or three columns with 24 px gaps).
 */
const COURSE_CARD_SLOTS = [
  { media: "(min-width: 1280px)", width: "390px" },
  { media: "(min-width: 1024px)", width: "calc((100vw - 112px) / 3)" },
  { media: "(min-width: 640px)", width: "calc((100vw - 72px) / 2)" },
  { width: "calc(100vw - 32px)" },
];

/** Accent colours in SPEC order: popular, featured, new, else blue. */
const ACCENTS: Record<CourseAccent, { bar: string; link: string }> = {
  popular: {
    bar: "bg-amber-500",
    link: "text-amber-700 hover:text-amber-800 dark:text-amber-300 dark:hover:text-amber-200",
  },
  featured: {
    bar: "bg-violet-500",
    link: "text-violet-700 hover:text-violet-800 dark:text-violet-300 dark:hover:text-violet-200",
  },
  new: {
    bar: "bg-emerald-500",
    link: "text-emerald-700 hover:text-emerald-800 dark:text-emerald-300 dark:hover:text-emerald-200",
  },
  default: {
    bar: "bg-brand-500",
    link: "text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200",
  },
};

export function CourseCard({
  course,
  headingLevel = 3,
}: {
  course: CourseCardData;
  headingLevel?: 2 | 3;
}) {
  const navigation = useNavigation();
  const href = `/courses/${course.slug}`;
  const opening = navigation.state === "loading" && navigation.location.pathname === href;
  const accent = ACCENTS[courseAccent(course)];
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-testid="course-card"
      data-accent={courseAccent(course)}
      aria-disabled={course.isDisabled || undefined}
      className={`course-card group ${course.isDisabled ? "opacity-60 grayscale" : ""}`}
    >
      <div className={`h-1.5 w-full ${accent.bar}`} aria-hidden="true" />
      <ResponsiveImage
        src={course.image}
        alt=""
        width={800}
        height={450}
        slots={COURSE_CARD_SLOTS}
        widths={[320, 480, 640, 960]}
        loading="lazy"
        className="course-card-image"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CourseBadges course={course} variant="card" />
        <Heading className="text-lg font-bold leading-snug text-strong">
          {/* The whole card is clickable through this link's ::after overlay. */}
          <Link to={href} prefetch="intent" className="course-card-link">
            {course.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-soft">{course.shortDescription}</p>
        <dl className="course-card-facts">
          {[
            { term: "Nivel", value: course.level, Icon: null },
            { term: "Duración", value: hoursLabel(course.duration), Icon: ClockIcon },
            { term: "Módulos", value: modulesLabel(course.modules), Icon: BookIcon },
          ].map(({ term, value, Icon }) => (
            <div key={term}>
              <dt className="sr-only">{term}</dt>
              <dd>
                {Icon ? <Icon className="h-4 w-4" /> : null}
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <span className={`course-card-cta ${accent.link}`} aria-hidden="true">
          {opening ? (
            <Spinner size="sm" label="Cargando curso..." />
          ) : (
            <>
              Ver curso
              <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
            </>
          )}
        </span>
      </div>
    </article>
  );
}

/** Course cards in the responsive grid the home page and the catalogue share. */
export function CourseGrid({
  courses,
  className = "",
}: {
  courses: CourseCardData[];
  className?: string;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
