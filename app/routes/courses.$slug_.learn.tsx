import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { courseStatusHandlers, GeneralErrorBoundary } from "~/components/error-boundary";

import { requireUser } from "~/auth/session.server";
import { LiveRegistrationForm } from "~/components/live/registration-form";
import {
  AlreadyRegistered,
  LiveDetailsList,
  RegistrationSuccess,
} from "~/components/live/live-screens";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/data-state";
import { findUserEnrollment } from "~/models/enrollment.server";
import { findLearningCourse, getCourseOutline, type CourseOutline } from "~/models/learning.server";
import { findUserLiveRegistration, registerForLiveCourse } from "~/models/live-registration.server";
import { liveRegistrationSchema } from "~/schemas/live-registration";
import { replyWithDomainError } from "~/utils/form-reply.server";
import { notFound } from "~/utils/invariant";
import { pageTitle } from "~/utils/meta";
import { useSiteConfig } from "~/utils/root-data";
import { readFormBody } from "~/utils/request.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: pageTitle(matches, "Curso no encontrado") }];
  const page =
    data.view === "live"
      ? `Registro: ${data.course.title}`
      : data.view === "denied"
        ? "Acceso Denegado"
        : data.course.title;
  return [{ title: pageTitle(matches, page) }, { name: "robots", content: "noindex" }];
};

const dateFormatter = new Intl.DateTimeFormat("es-MX", {
  dateStyle: "long",
  timeZone: "America/Mexico_City",
});

/** "María José López" → first word as the first name, the rest as last names. */
function splitName(fullName: string) {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const course = findLearningCourse(params.slug ?? "", user) ?? notFound("Curso no encontrado");
  const summary = {
    id: course.id,
    title: course.title,
    slug: course.slug,
    shortDescription: course.shortDescription,
    instructor: course.instructor,
    liveDetails: course.liveDetails,
    comingSoon: course.comingSoon,
  };

  if (course.isLive) {
    const registration = findUserLiveRegistration(user.id, course.id);
    return data({
      view: "live" as const,
      course: summary,
      registration: registration
        ? {
            preferredModality: registration.preferredModality,
            hasLaptop: registration.hasLaptop,
            registeredAt: dateFormatter.format(registration.registeredAt),
          }
        : null,
      justRegistered:
        registration !== null && new URL(request.url).searchParams.get("registered") === "1",
      defaults: { ...splitName(user.name), email: user.email },
    });
  }

  if (!findUserEnrollment(user.id, course.id)) {
    return data({ view: "denied" as const, course: summary }, { status: 403 });
  }

  const outline = getCourseOutline(course.id);
  const allSections = outline.flatMap((module) => module.sections);
  const requested = Number(new URL(request.url).searchParams.get("section"));
  const index = Math.max(
    0,
    allSections.findIndex((section) => section.id === requested),
  );
  const current = allSections[index] ?? null;
  return data({
    view: "player" as const,
    course: summary,
    outline,
    current: current
      ? { ...current, module: outline.find((module) => module.id === current.moduleId)! }
      : null,
    previousId: allSections[index - 1]?.id ?? null,
    next: allSections[index + 1]
      ? { id: allSections[index + 1].id, title: allSections[index + 1].title }
      : null,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const course = findLearningCourse(params.slug ?? "", user) ?? notFound("Curso no encontrado");
  const { formData } = await readFormBody(request);
  const submission = parseWithZod(formData, { schema: liveRegistrationSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    registerForLiveCourse(user.id, course.id, submission.value);
  } catch (error) {
    const { status, reply } = replyWithDomainError(submission, error);
    return data(reply, { status });
  }
  // Post/Redirect/Get: the success screen shows once, later visits see "Ya estás registrado".
  return redirect(`/courses/${course.slug}/learn?registered=1`);
}

export default function LearnRoute() {
  const loaderData = useLoaderData<typeof loader>();
  switch (loaderData.view) {
    case "live":
      return <LiveCourseView data={loaderData} />;
    case "denied":
      return (
        <AccessDenied courseSlug={loaderData.course.slug} courseTitle={loaderData.course.title} />
      );
    case "player":
      return <EnrolledView data={loaderData} />;
  }
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function LiveCourseView({ data }: { data: Extract<LoaderData, { view: "live" }> }) {
  const actionData = useActionData<typeof action>();
  const site = useSiteConfig();
  const { course, registration } = data;
  const contactPhone = course.liveDetails?.contact || site.phone;

  if (registration) {
    return (
      <section className="container-page py-12 sm:py-16">
        {data.justRegistered ? (
          <RegistrationSuccess
            courseTitle={course.title}
            courseSlug={course.slug}
            contactPhone={contactPhone}
          />
        ) : (
          <AlreadyRegistered
            courseTitle={course.title}
            courseSlug={course.slug}
            details={course.liveDetails}
            registration={registration}
            contactPhone={contactPhone}
            notice={actionData?.error?.[""]?.[0]}
          />
        )}
      </section>
    );
  }

  return (
    <section className="container-page py-10 sm:py-14">
      <nav aria-label="Ruta de navegación" className="text-sm text-slate-500 dark:text-slate-400">
        <Link to="/courses" className="hover:text-brand-700 dark:hover:text-brand-300">
          Cursos
        </Link>{" "}
        /{" "}
        <Link
          to={`/courses/${course.slug}`}
          className="hover:text-brand-700 dark:hover:text-brand-300"
        >
          {course.title}
        </Link>{" "}
        / <span aria-current="page">Registro</span>
      </nav>
      <header className="mt-4 max-w-3xl">
        <Badge tone="red">Curso en vivo</Badge>
        <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
          Formulario de Registro
        </h1>
        <p className="mt-2 text-lg font-medium text-brand-700 dark:text-brand-300">
          {course.title}
        </p>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{course.shortDescription}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          {course.comingSoon ? (
            <EmptyState title="Próximamente">
              Las inscripciones para este curso se abrirán muy pronto.
            </EmptyState>
          ) : (
            <LiveRegistrationForm lastResult={actionData} defaults={data.defaults} />
          )}
        </div>
        <aside className="h-fit space-y-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900/60">
          <div>
            <h2 className="mb-4 font-semibold text-slate-900 dark:text-white">
              Detalles del curso
            </h2>
            <LiveDetailsList details={course.liveDetails} />
          </div>
          <p className="border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Los cursos en vivo son gratuitos y con cupo limitado. Tus datos solo se usan para
            organizar el curso y confirmar tu asistencia.
          </p>
        </aside>
      </div>
    </section>
  );
}

function AccessDenied({ courseSlug, courseTitle }: { courseSlug: string; courseTitle: string }) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-900/50 dark:text-amber-300">
        <svg
          viewBox="0 0 24 24"
          className="h-8 w-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </div>
      <h1 className="mt-6 text-3xl font-bold text-slate-900 dark:text-white">Acceso Denegado</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">
        Debes estar inscrito en este curso para acceder al contenido.
      </p>
      <Link to={`/courses/${courseSlug}`} className={`${buttonClasses()} mt-8`}>
        Ir a {courseTitle}
      </Link>
    </section>
  );
}

function sectionHref(slug: string, sectionId: number) {
  return `/courses/${slug}/learn?section=${sectionId}`;
}

function CourseSidebar({
  slug,
  outline,
  currentId,
}: {
  slug: string;
  outline: CourseOutline;
  currentId: number | null;
}) {
  return (
    <nav aria-label="Contenido del curso" className="space-y-3">
      {outline.map((module) => {
        const containsCurrent = module.sections.some((section) => section.id === currentId);
        return (
          <details
            key={module.id}
            open={containsCurrent || undefined}
            className="group rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <summary className="flex items-start justify-between gap-3 rounded-xl p-4 hover:bg-slate-50 dark:hover:bg-slate-800/60">
              <span>
                <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
                  Módulo {module.order}
                </span>
                <span className="block font-semibold text-slate-900 dark:text-white">
                  {module.title}
                </span>
                <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                  {module.duration} h · {module.sections.length}{" "}
                  {module.sections.length === 1 ? "sección" : "secciones"}
                </span>
              </span>
              <svg
                viewBox="0 0 20 20"
                className="mt-1 h-5 w-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </summary>
            {module.sections.length === 0 ? (
              <p className="px-4 pb-4 text-sm text-slate-500 dark:text-slate-400">
                No hay secciones disponibles para este módulo.
              </p>
            ) : (
              <ol className="space-y-1 px-2 pb-3">
                {module.sections.map((section) => {
                  const isCurrent = section.id === currentId;
                  return (
                    <li key={section.id}>
                      <Link
                        to={sectionHref(slug, section.id)}
                        preventScrollReset
                        aria-current={isCurrent ? "page" : undefined}
                        className={`flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${
                          isCurrent
                            ? "bg-brand-600 text-white"
                            : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                        }`}
                      >
                        <span>{section.title}</span>
                        <span
                          className={`shrink-0 text-xs ${isCurrent ? "text-brand-100" : "text-slate-500 dark:text-slate-400"}`}
                        >
                          {section.duration} min
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ol>
            )}
          </details>
        );
      })}
    </nav>
  );
}

function EnrolledView({ data }: { data: Extract<LoaderData, { view: "player" }> }) {
  const { course, outline, current } = data;
  return (
    <section className="container-page py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Link
            to={`/courses/${course.slug}`}
            className="text-sm text-slate-500 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
          >
            ← Volver al curso
          </Link>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
            {course.title}
          </h1>
        </div>
        {current ? (
          <div className="flex gap-2">
            {data.previousId ? (
              <Link
                to={sectionHref(course.slug, data.previousId)}
                className={buttonClasses({ variant: "secondary" })}
              >
                Anterior
              </Link>
            ) : (
              <span
                aria-disabled="true"
                className={`${buttonClasses({ variant: "secondary" })} pointer-events-none opacity-50`}
              >
                Anterior
              </span>
            )}
            {data.next ? (
              <Link to={sectionHref(course.slug, data.next.id)} className={buttonClasses()}>
                Siguiente
              </Link>
            ) : (
              <span
                aria-disabled="true"
                className={`${buttonClasses()} pointer-events-none opacity-50`}
              >
                Siguiente
              </span>
            )}
          </div>
        ) : null}
      </div>

      {outline.length === 0 || !current ? (
        <div className="mt-10">
          <EmptyState title="Próximamente">
            Los módulos de este curso estarán disponibles pronto.
          </EmptyState>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[320px_minmax(0,1fr)]">
          <aside className="order-2 lg:order-1">
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
              Contenido del curso
            </h2>
            <CourseSidebar slug={course.slug} outline={outline} currentId={current.id} />
          </aside>
          <article className="order-1 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:order-2 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
              Módulo {current.module.order}: {current.module.title}
            </p>
            <h2 className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
              {current.title}
            </h2>
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {current.duration} min
            </p>
            <div className="mt-6 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
              {current.content.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-10 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
              {data.next ? (
                <>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Siguiente:{" "}
                    <span className="font-semibold text-slate-900 dark:text-white">
                      {data.next.title}
                    </span>
                  </p>
                  <Link
                    to={sectionHref(course.slug, data.next.id)}
                    className={buttonClasses({ size: "sm" })}
                  >
                    Continuar
                  </Link>
                </>
              ) : (
                <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
                  ¡Llegaste a la última sección del curso!
                </p>
              )}
            </div>
          </article>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={courseStatusHandlers} />;
}
