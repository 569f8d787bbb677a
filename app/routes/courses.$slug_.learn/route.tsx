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

import { requireUser } from "~/auth/session.server";
import { AccessDenied } from "~/components/learn/access-denied";
import { LearningPlayerView } from "~/components/learn/learning-player";
import { listSectionComments } from "~/models/comment.server";
import { findUserCertificate } from "~/models/certificate.server";
import { findUserEnrollment } from "~/models/enrollment.server";
import { newIdempotencyKey } from "~/models/idempotency.server";
import { findLearningCourse, getLearningPlayer } from "~/models/learning.server";
import { findUserLiveRegistration, registerForLiveCourse } from "~/models/live-registration.server";
import { localVideoBytes } from "~/models/offline-course.server";
import { readSignedInUser } from "~/offline/offline-store";
import { queueProgressWrite } from "~/offline/progress-queue";
import { liveRegistrationSchema } from "~/schemas/live-registration";
import { parseForm } from "~/schemas/parse-form";
import { certificateForPage } from "~/utils/certificate-dates.server";
import { certificatePdfPath } from "~/utils/certificate-links.server";
import { replyWithDomainError } from "~/utils/form-reply.server";
import { notFound } from "~/utils/invariant";
import { learnSectionHref, readLearnTab, readSectionParam } from "~/utils/learn-urls";
import { pageTitle } from "~/utils/meta";
import { assertFormFits, readFormBody } from "~/utils/request.server";
import { redirect } from "~/utils/headers.server";
import { HYDRATE } from "~/utils/hydration";
import {
  isOfflineReply,
  OFFLINE_UNSAVED,
  offlineNotSent,
  QUEUED_OFFLINE,
} from "~/utils/offline-reply";

import {
  formatRegisteredAt,
  playerAction,
  readConfirmDelete,
  splitName,
} from "./learn-page.server";
import { LiveCourseView } from "./live-course-view";

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
            registeredAt: formatRegisteredAt(registration.registeredAt),
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
      revokedOn: certificateForPage(certificate).revokedOn,
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
      return (
        <LiveCourseView
          course={loaderData.course}
          registration={loaderData.registration}
          justRegistered={loaderData.justRegistered}
          defaults={loaderData.defaults}
          lastResult={actionData}
        />
      );
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={courseStatusHandlers} />;
}
