import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { courseStatusHandlers, GeneralErrorBoundary } from "~/components/error-boundary";

import { getUser } from "~/auth/session.server";
import { hoursLabel, modulesLabel } from "~/data/catalogue";
import { ENROLL_INTENT, EnrollPanel } from "~/components/course/enroll-panel";
import { CourseBadges } from "~/components/course/course-badges";
import { LiveDetailsList } from "~/components/live/live-screens";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { JsonLd } from "~/components/ui/json-ld";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { AwardIcon, BookIcon, ClockIcon, UserIcon } from "~/components/ui/icons";
import {
  LiveModuleList,
  ModuleAccordion,
  MODULE_PARAM,
  type SectionsReader,
} from "~/components/course/module-accordion";
import { EmptyState, ErrorState, RetryLink } from "~/components/ui/data-state";
import { pickQuote } from "~/data/quotes";
import { getCourseBySlug, hasLiveRegistration } from "~/models/course.server";
import { getCourseSyllabus } from "~/models/syllabus.server";
import { courseCallToAction, enrollUser, findUserEnrollment } from "~/models/enrollment.server";
import { DomainError } from "~/models/errors.server";
import { notFound } from "~/utils/invariant";
import { loadPagePart } from "~/utils/page-part.server";
import { pageMeta, pageTitle } from "~/utils/meta";
import { assertBodylessForm } from "~/utils/bodyless.server";
import { assertSameOrigin } from "~/utils/request.server";
import { useRootData } from "~/utils/root-data";
import { courseStructuredData } from "~/utils/structured-data";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, data.course.title, data.course.shortDescription, {
        image: data.course.image,
      })
    : [{ title: pageTitle(matches, "Curso no encontrado") }];

/** `?module=N` (1-based position in the syllabus); anything else is ignored. */
function requestedModulePosition(request: Request) {
  const value = new URL(request.url).searchParams.get(MODULE_PARAM) ?? "";
  return /^\d{1,4}$/.test(value) ? Number(value) : null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const course = getCourseBySlug(params.slug ?? "") ?? notFound("Curso no encontrado");
  const user = await getUser(request);
  const enrolled = user ? findUserEnrollment(user.id, course.id) !== null : false;
  const liveRegistered = user && course.isLive ? hasLiveRegistration(user.id, course.id) : false;

  const syllabus = loadPagePart("course syllabus", () =>
    getCourseSyllabus(course, user, { openModulePosition: requestedModulePosition(request) }),
  );
  return {
    course,
    quote: pickQuote(),
    callToAction: courseCallToAction({ course, enrolled, liveRegistered }),
    syllabus: syllabus.ok ? syllabus.data : { status: "error" as const },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  // The enroll form has no fields (only its button's intent), so no readFormBody to check the
  // origin for us, nor to refuse a body the form never sends (issue 17).
  assertSameOrigin(request);
  const course = getCourseBySlug(params.slug ?? "") ?? notFound("Curso no encontrado");
  const coursePath = `/courses/${course.slug}`;
  const user = await getUser(request);
  if (!user) {
    return redirectWithToast(`/auth?${new URLSearchParams({ redirectTo: coursePath })}`, {
      type: "error",
      title: "Inicia sesión para inscribirte",
      description: "Debes iniciar sesión para inscribirte en este curso.",
    });
  }
  await assertBodylessForm(request, { intent: ENROLL_INTENT });
  try {
    enrollUser(user.id, course.id);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return redirectWithToast(coursePath, {
      type: "error",
      title: "Error de inscripción",
      description: error.message,
    });
  }
  return redirectWithToast(coursePath, {
    type: "success",
    title: "¡Inscripción exitosa!",
    description: `Te has inscrito en ${course.title}.`,
  });
}

export default function CourseDetailPage() {
  const { course, quote, callToAction, syllabus } = useLoaderData<typeof loader>();
  const { origin, site } = useRootData();

  return (
    <div className="pb-16">
      <JsonLd data={courseStructuredData(course, { origin, siteName: site.name })} />
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950">
        {/* On a phone the enrolment card comes right after the title and description, so the
            primary action is on the first screen; from lg it is a sticky column on the right. */}
        <div className="container-page grid gap-8 py-8 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-0 lg:py-14">
          <div className="lg:col-start-1 lg:row-start-1">
            <Breadcrumbs items={[{ label: "Cursos", to: "/courses" }, { label: course.title }]} />
            <CourseBadges course={course} variant="detail" className="mt-4" />
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-strong sm:text-4xl">
              {course.title}
            </h1>
            <p className="mt-4 max-w-3xl text-base text-slate-600 dark:text-slate-300 sm:text-lg">
              {course.description}
            </p>
          </div>
          <aside
            id="inscripcion"
            aria-label="Inscripción"
            className="grid h-fit grid-cols-[7rem_minmax(0,1fr)] items-start gap-x-4 gap-y-5 overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-lg dark:border-slate-800 dark:bg-slate-900 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block lg:p-0"
          >
            {/* Below lg a thumbnail beside the summary, so the card stays short enough for its
                button to be on a phone's first screen; from lg the card's full-width cover. */}
            <ResponsiveImage
              src={course.image}
              alt=""
              width={800}
              height={450}
              slots={[{ media: "(min-width: 1024px)", width: "352px" }, { width: "112px" }]}
              widths={[160, 320, 480, 640, 960]}
              className={`aspect-video w-full rounded-lg object-cover lg:rounded-none ${course.isDisabled ? "grayscale" : ""}`}
            />
            <p className="text-sm text-soft lg:px-5 lg:pt-5">{course.shortDescription}</p>
            <div className="col-span-2 lg:p-5">
              <EnrollPanel state={callToAction} slug={course.slug} />
            </div>
          </aside>
          <div className="lg:col-start-1 lg:row-start-2">
            <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm text-slate-700 dark:text-slate-300 lg:mt-6">
              <li className="flex items-center gap-2">
                <ClockIcon className="h-5 w-5 text-brand-600 dark:text-brand-400" />
                <span>{hoursLabel(course.duration)}</span>
              </li>
              <li className="flex items-center gap-2">
                <BookIcon className="h-5 w-5 text-brand-600 dark:text-brand-400" />
                <span>{modulesLabel(course.modules)}</span>
              </li>
              <li className="flex items-center gap-2">
                <AwardIcon className="h-5 w-5 text-brand-600 dark:text-brand-400" />
                <span>Certificado al completar el curso</span>
              </li>
              <li className="flex items-center gap-2">
                <UserIcon className="h-5 w-5 text-brand-600 dark:text-brand-400" />
                <span>
                  Instructor: <strong className="font-semibold">{course.instructor}</strong>
                </span>
              </li>
            </ul>
            <figure className="mt-8 max-w-3xl border-l-4 border-brand-500 pl-4">
              <blockquote className="text-base italic text-slate-700 dark:text-slate-300">
                <p>“{quote.text}”</p>
              </blockquote>
              <figcaption className="mt-2 text-sm font-semibold text-muted">
                — {quote.author}
              </figcaption>
            </figure>
          </div>
        </div>
      </section>

      <div
        className={`container-page mt-12 grid gap-10 ${course.isLive ? "lg:grid-cols-[1fr_22rem]" : "lg:grid-cols-[minmax(0,56rem)]"}`}
      >
        <section aria-labelledby="temario-heading">
          <h2 id="temario-heading" className="text-2xl font-bold text-strong">
            Temario del curso
          </h2>
          <div className="mt-6">
            <Syllabus course={course} syllabus={syllabus} />
          </div>
        </section>
        {course.isLive && course.liveDetails ? (
          <section
            aria-labelledby="live-details-heading"
            className="h-fit rounded-2xl border border-red-200 bg-red-50/60 p-6 dark:border-red-900/60 dark:bg-red-950/20"
          >
            <h2 id="live-details-heading" className="mb-4 text-lg font-bold text-strong">
              Detalles del curso en vivo
            </h2>
            <LiveDetailsList details={course.liveDetails} tone="live" />
          </section>
        ) : null}
      </div>
    </div>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function Syllabus({
  course,
  syllabus,
}: {
  course: LoaderData["course"];
  syllabus: LoaderData["syllabus"];
}) {
  if (syllabus.status === "hidden") {
    return (
      <EmptyState title="Temario no disponible">
        El temario de este curso no está disponible mientras el curso esté inhabilitado.
      </EmptyState>
    );
  }
  if (syllabus.status === "error") {
    return (
      <ErrorState title="Error al cargar los módulos">
        <RetryLink href={`/courses/${course.slug}`} />
      </ErrorState>
    );
  }
  if (syllabus.modules.length === 0) {
    return (
      <EmptyState title="Próximamente">
        Los módulos de este curso estarán disponibles pronto.
      </EmptyState>
    );
  }
  if (course.isLive) return <LiveModuleList modules={syllabus.modules} />;
  return (
    <ModuleAccordion
      // Enrolling changes which sections the page returns: start over with fresh ones.
      key={syllabus.access}
      modules={syllabus.modules}
      initialOpenId={syllabus.openModuleId}
      initialSections={syllabus.sections}
      access={syllabus.access}
      readSections={sectionsFromPageData}
    />
  );
}

/** The accordion loads `?module=N` with a fetcher: this page's own data, read here. */
const sectionsFromPageData: SectionsReader = (pageData, moduleId) => {
  const { syllabus } = pageData as LoaderData;
  return syllabus.status === "ok" ? (syllabus.sections[moduleId] ?? null) : null;
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={courseStatusHandlers} />;
}
