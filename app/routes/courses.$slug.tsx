import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { courseStatusHandlers, GeneralErrorBoundary } from "~/components/error-boundary";

import { getUser } from "~/auth/session.server";
import { hoursLabel, modulesLabel } from "~/data/catalogue";
import { EnrolPanel } from "~/components/course/enrol-panel";
import {
  AwardIcon,
  BookIcon,
  CalendarIcon,
  ClockIcon,
  MapPinIcon,
  PhoneIcon,
  UserIcon,
  VideoIcon,
} from "~/components/course/icons";
import {
  LiveModuleList,
  ModuleAccordion,
  MODULE_PARAM,
} from "~/components/course/module-accordion";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState, ErrorState } from "~/components/ui/data-state";
import { pickQuote } from "~/data/quotes";
import { getCourseBySlug, getCourseSyllabus, hasLiveRegistration } from "~/models/course.server";
import { courseCallToAction, enrollUser, findUserEnrollment } from "~/models/enrollment.server";
import { DomainError } from "~/models/errors.server";
import { notFound } from "~/utils/invariant";
import { loadPagePart } from "~/utils/page-part.server";
import { pageMeta, pageTitle } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, data.course.title, data.course.shortDescription)
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

  return (
    <div className="pb-16">
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950">
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_22rem] lg:py-14">
          <div>
            <nav
              aria-label="Ruta de navegación"
              className="text-sm text-slate-500 dark:text-slate-400"
            >
              <Link
                to="/courses"
                className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
              >
                Cursos
              </Link>
              <span aria-hidden="true"> / </span>
              <span aria-current="page">{course.title}</span>
            </nav>
            <div className="mt-4 flex flex-wrap gap-2" data-testid="course-badges">
              <Badge tone="blue">{course.category}</Badge>
              <Badge tone="slate">{course.level}</Badge>
              {course.popular ? <Badge tone="amber">Popular</Badge> : null}
              {course.isNew ? <Badge tone="green">Nuevo</Badge> : null}
              {course.featured ? <Badge tone="purple">Destacado</Badge> : null}
              {course.isLive ? <Badge tone="red">En vivo</Badge> : null}
              {course.comingSoon ? <Badge tone="slate">Próximamente</Badge> : null}
              {course.isDisabled ? <Badge tone="slate">No disponible</Badge> : null}
            </div>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white sm:text-4xl">
              {course.title}
            </h1>
            <p className="mt-4 max-w-3xl text-lg text-slate-600 dark:text-slate-300">
              {course.description}
            </p>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-sm text-slate-700 dark:text-slate-300">
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
              <figcaption className="mt-2 text-sm font-semibold text-slate-500 dark:text-slate-400">
                — {quote.author}
              </figcaption>
            </figure>
          </div>

          <aside
            id="inscripcion"
            aria-label="Inscripción"
            className="h-fit overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg dark:border-slate-800 dark:bg-slate-900 lg:sticky lg:top-24"
          >
            <img
              src={course.image}
              alt=""
              width={800}
              height={450}
              className={`aspect-video w-full object-cover ${course.isDisabled ? "grayscale" : ""}`}
            />
            <div className="space-y-5 p-5">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {course.shortDescription}
              </p>
              <EnrolPanel state={callToAction} slug={course.slug} />
            </div>
          </aside>
        </div>
      </section>

      <div
        className={`container-page mt-12 grid gap-10 ${course.isLive ? "lg:grid-cols-[1fr_22rem]" : "lg:grid-cols-[minmax(0,56rem)]"}`}
      >
        <section aria-labelledby="temario-heading">
          <h2 id="temario-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            Temario del curso
          </h2>
          <div className="mt-6">
            <Syllabus course={course} syllabus={syllabus} />
          </div>
        </section>
        {course.isLive && course.liveDetails ? <LiveDetails details={course.liveDetails} /> : null}
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
        <a
          href={`/courses/${course.slug}`}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          Reintentar
        </a>
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
      // Enrolling changes what the API returns: start over with fresh sections.
      key={syllabus.access}
      modules={syllabus.modules}
      initialOpenId={syllabus.openModuleId}
      initialSections={syllabus.sections}
      access={syllabus.access}
    />
  );
}

function LiveDetails({ details }: { details: NonNullable<LoaderData["course"]["liveDetails"]> }) {
  const rows = [
    { icon: CalendarIcon, label: "Duración", value: details.liveDuration },
    { icon: ClockIcon, label: "Horario", value: details.schedule },
    { icon: VideoIcon, label: "Modalidad", value: details.modality },
    { icon: MapPinIcon, label: "Dirección", value: details.address },
    { icon: PhoneIcon, label: "Contacto", value: details.contact },
  ];
  return (
    <section
      aria-labelledby="live-details-heading"
      className="h-fit rounded-2xl border border-red-200 bg-red-50/60 p-6 dark:border-red-900/60 dark:bg-red-950/20"
    >
      <h2 id="live-details-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        Detalles del curso en vivo
      </h2>
      <dl className="mt-4 space-y-4">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
              <Icon className="h-4 w-4 shrink-0 text-red-600 dark:text-red-400" />
              {label}
            </dt>
            <dd className="mt-1 pl-6 text-sm text-slate-800 dark:text-slate-200">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={courseStatusHandlers} />;
}
