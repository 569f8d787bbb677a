import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  useActionData,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";

import { courseStatusHandlers, GeneralErrorBoundary } from "~/components/error-boundary";

import type { PublicUser } from "../../db/schema";
import { requireUser } from "~/auth/session.server";
import { AccessDenied } from "~/components/learn/access-denied";
import { LearningPlayerView } from "~/components/learn/learning-player";
import { LiveRegistrationForm } from "~/components/live/registration-form";
import {
  AlreadyRegistered,
  LiveDetailsList,
  RegistrationSuccess,
} from "~/components/live/live-screens";
import { Badge } from "~/components/ui/badge";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { EmptyState } from "~/components/ui/data-state";
import {
  deleteSectionComment,
  listSectionComments,
  postSectionComment,
} from "~/models/comment.server";
import { findUserCertificate } from "~/models/certificate.server";
import { findUserEnrollment } from "~/models/enrollment.server";
import {
  formIdempotencyKey,
  idempotencyClaim,
  newIdempotencyKey,
  type StoredAnswer,
} from "~/models/idempotency.server";
import {
  findLearningCourse,
  getLearningPlayer,
  type LearningCourse,
} from "~/models/learning.server";
import { findUserLiveRegistration, registerForLiveCourse } from "~/models/live-registration.server";
import { localVideoBytes } from "~/models/offline-course.server";
import { setSectionCompletion } from "~/models/progress.server";
import { readSignedInUser } from "~/offline/offline-store";
import { queueProgressWrite } from "~/offline/progress-queue";
import { learnActionSchema } from "~/schemas/learning";
import { liveRegistrationSchema } from "~/schemas/live-registration";
import { parseForm } from "~/schemas/parse-form";
import { certificatePdfPath } from "~/utils/certificate-links.server";
import { replyWithDomainError } from "~/utils/form-reply.server";
import { notFound } from "~/utils/invariant";
import { learnSectionHref, readLearnTab, readSectionParam } from "~/utils/learn-urls";
import { pageTitle } from "~/utils/meta";
import { useSiteConfig } from "~/utils/root-data";
import { assertFormFits, readFormBody } from "~/utils/request.server";
import { redirect } from "~/utils/headers.server";
import { redirectWithToast } from "~/utils/toast.server";
import { HYDRATE } from "~/utils/hydration";
import { writeOnce } from "~/utils/write-once.server";
import {
  isOfflineReply,
  OFFLINE_UNSAVED,
  offlineNotSent,
  QUEUED_OFFLINE,
} from "~/utils/offline-reply";

/** Interactive page: ships React (docs/decisions/124). */
export const handle = HYDRATE;

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

  const url = new URL(request.url);
  const player = getLearningPlayer(course.id, user.id, readSectionParam(url));
  if (player.state === "redirect") {
    return redirect(learnSectionHref(course.slug, player.sectionId));
  }
  const tab = readLearnTab(url);
  const comments =
    player.state === "player" && tab === "comentarios"
      ? listSectionComments(player.current.id, user)
      : [];
  const certificate = findUserCertificate(user.id, course.id);
  return data({
    view: "player" as const,
    course: summary,
    player,
    certificate: certificate && {
      code: certificate.code,
      path: certificate.path,
      pdfPath: certificatePdfPath(certificate),
    },
    tab,
    comments,
    confirmingCommentId: readConfirmDelete(url, comments),
    commentKey: newIdempotencyKey(),
    viewer: {
      userId: user.id,
      videoBytes:
        player.state === "player" && player.current.video?.kind === "file"
          ? localVideoBytes(player.current.video.url)
          : null,
    },
  });
}

/** `?confirm=delete-comment&id=N`: the no-JS confirmation step, for a comment the viewer may delete. */
function readConfirmDelete(url: URL, comments: { id: number; canDelete: boolean }[]) {
  if (url.searchParams.get("confirm") !== "delete-comment") return null;
  const id = Number(url.searchParams.get("id"));
  return comments.find((comment) => comment.id === id && comment.canDelete)?.id ?? null;
}

/** The player's forms: completion toggle, post and delete a comment (non-live courses). */
async function playerAction(formData: FormData, user: PublicUser, course: LearningCourse) {
  assertFormFits(formData, learnActionSchema);
  const submission = parseWithZod(formData, { schema: learnActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  const back = learnSectionHref(course.slug, value.sectionId);
  const backToComments = `${learnSectionHref(course.slug, value.sectionId, "comentarios")}#comentarios`;
  try {
    switch (value.intent) {
      case "set-completion":
        setSectionCompletion(user.id, value.sectionId, value.completed);
        // The enhanced form updates in place (loaders revalidate); without JS: Post/Redirect/Get.
        return value.enhanced ? data(submission.reply()) : redirect(back);
      case "post-comment": {
        const claim = idempotencyClaim(formIdempotencyKey(formData), {
          route: "learn/comment",
          userId: user.id,
        });
        const posted: StoredAnswer = {
          kind: "redirect",
          location: backToComments,
          toast: { title: "Comentario publicado" },
        };
        return await writeOnce(
          claim,
          () => posted,
          (once) => postSectionComment(user, value.sectionId, value.body, once),
        );
      }
      case "delete-comment":
        deleteSectionComment(user, value.commentId);
        return redirectWithToast(backToComments, { title: "Comentario eliminado" });
    }
  } catch (error) {
    const { status, reply } = replyWithDomainError(submission, error);
    return data(reply, { status });
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const course = findLearningCourse(params.slug ?? "", user) ?? notFound("Curso no encontrado");
  const { formData } = await readFormBody(request);
  if (!course.isLive) return playerAction(formData, user, course);
  assertFormFits(formData, liveRegistrationSchema);
  const submission = parseForm(formData, { schema: liveRegistrationSchema });
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

/**
 * In the browser: a completion the server cannot take (no connection, or it dropped on the way)
 * is queued on the device and sent later (docs/decisions/126, 128); everything else goes to the
 * server as it is.
 */
export async function clientAction({ request, params, serverAction }: ClientActionFunctionArgs) {
  const form = await request.clone().formData();
  if (form.get("intent") !== "set-completion") {
    return navigator.onLine ? serverAction<typeof action>() : offlineNotSent(form);
  }
  if (navigator.onLine) {
    try {
      return await serverAction<typeof action>();
    } catch (error) {
      // A Response is the server's answer (a redirect, a refusal): only a failed fetch is queued.
      if (!(error instanceof TypeError)) throw error;
    }
  }
  // The account this browser's offline records belong to (app/offline/offline-session.ts).
  const userId = await readSignedInUser().catch(() => null);
  if (userId === null) return OFFLINE_UNSAVED;
  await queueProgressWrite({
    kind: "completion",
    userId,
    courseSlug: params.slug ?? "",
    sectionId: Number(form.get("sectionId")),
    completed: form.get("completed") === "true",
  });
  return QUEUED_OFFLINE;
}

/** An answer given offline changed nothing on the server: nothing to reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (isOfflineReply(actionResult) ? false : defaultShouldRevalidate);

export default function LearnRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  switch (loaderData.view) {
    case "live":
      return <LiveCourseView data={loaderData} />;
    case "denied":
      return (
        <AccessDenied courseSlug={loaderData.course.slug} courseTitle={loaderData.course.title} />
      );
    case "player":
      return (
        <LearningPlayerView
          course={loaderData.course}
          player={loaderData.player}
          tab={loaderData.tab}
          comments={loaderData.comments}
          confirmingCommentId={loaderData.confirmingCommentId}
          commentKey={loaderData.commentKey}
          lastResult={actionData}
          certificate={loaderData.certificate}
          viewer={loaderData.viewer}
        />
      );
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={courseStatusHandlers} />;
}
