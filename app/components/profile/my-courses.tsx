import { Link } from "@remix-run/react";

import type { ProfileActionData } from "~/components/profile/types";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { buttonClasses, ButtonLink } from "~/components/ui/button";
import { ConfirmAction, ConfirmStep } from "~/components/ui/confirm-action";
import { EmptyState } from "~/components/ui/data-state";
import { OfflineDownload } from "~/components/offline/offline-download";
import { FormAlert } from "~/components/ui/form-alert";
import type { UserEnrollment } from "~/models/enrollment.server";

/** Enrollment as the page receives it (dates may arrive serialized). */
type EnrollmentItem = Pick<UserEnrollment, "id" | "progress" | "status" | "course">;

const LEVEL_TONES: Record<string, BadgeTone> = {
  Principiante: "green",
  Intermedio: "amber",
  Avanzado: "red",
};

const STATUS_CLASSES: Record<UserEnrollment["status"], string> = {
  Completado: "text-emerald-700 dark:text-emerald-400",
  "En progreso": "text-brand-700 dark:text-brand-300",
  "No iniciado": "text-slate-500 dark:text-slate-400",
};

function cancelCopy(enrollment: EnrollmentItem) {
  return {
    title: "¿Estás seguro?",
    description: `Se cancelará tu inscripción a «${enrollment.course.title}» y perderás tu progreso en el curso.`,
    confirmLabel: "Sí, cancelar inscripción",
    pendingLabel: "Cancelando...",
    action: "/profile",
    intent: "cancel-enrollment",
    fields: { enrollmentId: String(enrollment.id) },
    keepScroll: true,
  };
}

function EnrollmentCard({
  enrollment,
  confirming,
  userId,
}: {
  enrollment: EnrollmentItem;
  confirming: boolean;
  userId: number;
}) {
  const { course } = enrollment;
  const { progress, status } = enrollment;
  const titleId = `inscripcion-${enrollment.id}-titulo`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <img
        src={course.image}
        alt=""
        loading="lazy"
        width={640}
        height={360}
        className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={LEVEL_TONES[course.level] ?? "blue"}>{course.level}</Badge>
          <span className="text-xs text-slate-500 dark:text-slate-400">{course.duration} h</span>
        </div>
        <h3 id={titleId} className="mt-2 text-lg font-bold">
          {course.title}
        </h3>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
          {course.shortDescription}
        </p>
        <div className="mt-4">
          <div className="flex items-center justify-between text-sm">
            <span className={`font-medium ${STATUS_CLASSES[status]}`}>{status}</span>
            <span className="font-semibold">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={`Progreso en ${course.title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div
              className="h-full rounded-full bg-brand-600 dark:bg-brand-500"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
        <div className="mt-5 flex flex-wrap gap-2 pt-1 sm:mt-auto">
          <ButtonLink to={`/courses/${course.slug}/learn`} size="sm">
            {progress > 0 ? "Continuar curso" : "Iniciar curso"}
          </ButtonLink>
          {confirming ? null : (
            <ConfirmAction
              {...cancelCopy(enrollment)}
              confirmTo={`/profile?confirm=cancel-enrollment&id=${enrollment.id}#confirmar-inscripcion-${enrollment.id}`}
              trigger="Cancelar inscripción"
              triggerClassName={buttonClasses({ variant: "secondary", size: "sm" })}
            />
          )}
        </div>
        <div className="mt-4 border-t border-slate-200 pt-4 empty:hidden dark:border-slate-800">
          <OfflineDownload course={{ userId, courseId: course.id, slug: course.slug }} compact />
        </div>
        {confirming ? (
          <div className="mt-4">
            <ConfirmStep
              id={`confirmar-inscripcion-${enrollment.id}`}
              cancelTo="/profile"
              {...cancelCopy(enrollment)}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** 'Mis Cursos': the user's enrollments with progress, continue and cancel. */
export function MyCourses({
  userId,
  enrollments,
  confirm,
  actionData,
}: {
  /** The student: downloads for offline reading are kept per account. */
  userId: number;
  enrollments: EnrollmentItem[];
  confirm: { enrollmentId: number } | null;
  actionData?: ProfileActionData;
}) {
  const failure =
    actionData?.failure ??
    (actionData?.result.error?.enrollmentId
      ? {
          title: "Error",
          message: actionData.result.error.enrollmentId[0] ?? "Error al cancelar inscripción",
        }
      : undefined);
  return (
    <section aria-labelledby="mis-cursos-title" className="mt-12">
      <h2 id="mis-cursos-title" className="text-2xl font-bold">
        Mis Cursos
      </h2>
      {failure ? (
        <div className="mt-4">
          <FormAlert failure={failure} />
        </div>
      ) : null}
      {enrollments.length === 0 ? (
        <div className="mt-6">
          <EmptyState title="Aún no estás inscrito en ningún curso.">
            <Link to="/courses" className={`${buttonClasses()} mt-2`}>
              Explorar cursos
            </Link>
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {enrollments.map((enrollment) => (
            <EnrollmentCard
              key={enrollment.id}
              enrollment={enrollment}
              confirming={confirm?.enrollmentId === enrollment.id}
              userId={userId}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
