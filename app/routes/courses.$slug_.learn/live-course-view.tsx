import type { SubmissionResult } from "@conform-to/react";
import type { ComponentProps } from "react";

import type { LiveDetails } from "../../../db/schema";
import { LiveRegistrationForm } from "~/components/live/registration-form";
import {
  AlreadyRegistered,
  LiveDetailsList,
  RegistrationSuccess,
} from "~/components/live/live-screens";
import { Badge } from "~/components/ui/badge";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { EmptyState } from "~/components/ui/data-state";
import { useSiteConfig } from "~/utils/root-data";

type LiveCourseViewProps = {
  course: {
    title: string;
    slug: string;
    shortDescription: string;
    liveDetails: LiveDetails | null;
    comingSoon: boolean;
  };
  registration: ComponentProps<typeof AlreadyRegistered>["registration"] | null;
  /** Right after registering (`?registered=1`): the success screen, once. */
  justRegistered: boolean;
  defaults: ComponentProps<typeof LiveRegistrationForm>["defaults"];
  lastResult: SubmissionResult<string[]> | undefined;
};

/** A live course's learn page: the registration form, or what the student's registration says. */
export function LiveCourseView({
  course,
  registration,
  justRegistered,
  defaults,
  lastResult,
}: LiveCourseViewProps) {
  const site = useSiteConfig();
  const contactPhone = course.liveDetails?.contact || site.phone;

  if (registration) {
    return (
      <section className="container-page py-12 sm:py-16">
        {justRegistered ? (
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
            notice={lastResult?.error?.[""]?.[0]}
          />
        )}
      </section>
    );
  }

  return (
    <section className="container-page py-10 sm:py-14">
      <Breadcrumbs
        items={[
          { label: "Cursos", to: "/courses" },
          { label: course.title, to: `/courses/${course.slug}` },
          { label: "Registro" },
        ]}
      />
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

      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          {course.comingSoon ? (
            <EmptyState title="Próximamente">
              Las inscripciones para este curso se abrirán muy pronto.
            </EmptyState>
          ) : (
            <LiveRegistrationForm lastResult={lastResult} defaults={defaults} />
          )}
        </div>
        {/* A section named by its heading, not an <aside>: axe flags an <aside> nested in <main>
            (landmark-complementary-is-top-level). */}
        <section
          aria-labelledby="live-course-details-heading"
          className="h-fit space-y-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900/60"
        >
          <div>
            <h2
              id="live-course-details-heading"
              className="mb-4 font-semibold text-slate-900 dark:text-white"
            >
              Detalles del curso
            </h2>
            <LiveDetailsList details={course.liveDetails} />
          </div>
          <p className="border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Los cursos en vivo son gratuitos y con cupo limitado. Tus datos solo se usan para
            organizar el curso y confirmar tu asistencia.
          </p>
        </section>
      </div>
    </section>
  );
}
