import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import {
  CompletionToggle,
  CourseProgressBar,
  useOptimisticCompletion,
} from "~/components/learn/completion";
import { CourseSidebar } from "~/components/learn/course-sidebar";
import { SectionComments } from "~/components/learn/section-comments";
import { SectionVideo, type UnsentVideoPosition } from "~/components/learn/section-video";
import { OfflineDownload, OfflineVideoDownload } from "~/components/offline/offline-download";
import { OfflineBanner, SyncStatus } from "~/components/offline/offline-status";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/data-state";
import type { SectionCommentItem } from "~/models/comment.server";
import type { LearningPlayer, LearningPlayerState } from "~/models/learning.server";
import { queueProgressWrite } from "~/offline/progress-queue";
import { queuedCompletions, useProgressQueue } from "~/offline/use-offline";
import { learnSectionHref, type LearnTab } from "~/utils/learn-urls";

type PlayerCourse = { id: number; title: string; slug: string };

/** The student viewing the player, and the size of the current section's video file, if any. */
type PlayerViewer = { userId: number; videoBytes: number | null };

/** The student's certificate for the course, once issued; `revokedOn` once an admin revoked it. */
export type PlayerCertificate = {
  code: string;
  path: string;
  pdfPath: string;
  revokedOn: string | null;
} | null;

/** What the learn page hands the player; `player` is narrowed to a course with sections inside. */
type PlayerProps<State> = {
  course: PlayerCourse;
  player: State;
  certificate: PlayerCertificate;
  viewer: PlayerViewer;
  tab: LearnTab;
  comments: SectionCommentItem[];
  confirmingCommentId: number | null;
  /** The comment form's idempotency key (a fresh one on every render of the page). */
  commentKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
};

/** The enrolled student's player, or a note when the course has no sections yet. */
export function LearningPlayerView(props: PlayerProps<LearningPlayerState>) {
  const { course, player } = props;
  if (player.state === "empty") {
    return (
      <section className="container-page py-8 sm:py-10">
        <PlayerHeader course={course} />
        <div className="mt-10">
          <EmptyState title="Este curso aún no tiene secciones">
            Los módulos de este curso estarán disponibles pronto.
          </EmptyState>
        </div>
      </section>
    );
  }
  return <Player {...props} player={player} />;
}

/**
 * The end of the course: the certificate issued when the last section was completed, or, once an
 * admin revoked it (decision 112), that it no longer counts (its page says why).
 */
function CertificateBanner({ certificate }: { certificate: NonNullable<PlayerCertificate> }) {
  if (certificate.revokedOn) {
    return (
      <div
        data-testid="course-certificate"
        className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-red-300 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/50"
      >
        <div>
          <p className="font-semibold text-red-900 dark:text-red-200">Certificado revocado</p>
          <p className="text-sm text-red-800 dark:text-red-300">
            Tu certificado <span className="font-mono">{certificate.code}</span> fue revocado el{" "}
            {certificate.revokedOn} y ya no es válido.
          </p>
        </div>
        <Link to={certificate.path} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Ver detalles
        </Link>
      </div>
    );
  }
  return (
    <div
      data-testid="course-certificate"
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950/40"
    >
      <div>
        <p className="font-semibold text-emerald-900 dark:text-emerald-200">
          ¡Felicidades, completaste el curso!
        </p>
        <p className="text-sm text-emerald-800 dark:text-emerald-300">
          Tu certificado <span className="font-mono">{certificate.code}</span> ya está disponible.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={certificate.path} className={buttonClasses({ size: "sm" })}>
          Ver mi certificado
        </Link>
        <a
          href={certificate.pdfPath}
          download={`certificado-${certificate.code}.pdf`}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          Descargar PDF
        </a>
      </div>
    </div>
  );
}

function PlayerHeader({ course, children }: { course: PlayerCourse; children?: ReactNode }) {
  return (
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
      {children}
    </div>
  );
}

function Player({
  course,
  player,
  tab,
  comments,
  confirmingCommentId,
  commentKey,
  lastResult,
  certificate,
  viewer,
}: PlayerProps<LearningPlayer>) {
  const { current, next, previousId } = player;
  const queue = useProgressQueue(viewer.userId, course.slug);
  const { isCompleted, percent } = useOptimisticCompletion(player, queuedCompletions(queue.writes));
  const currentCompleted = isCompleted(current);
  const offlineCourse = {
    userId: viewer.userId,
    courseId: course.id,
    slug: course.slug,
    sectionCount: player.totalSections,
  };
  const queueVideoPosition = (position: UnsentVideoPosition) =>
    void queueProgressWrite({
      kind: "video",
      userId: viewer.userId,
      courseSlug: course.slug,
      sectionId: current.id,
      ...position,
    });

  return (
    <section className="container-page py-8 sm:py-10">
      <OfflineBanner />
      <PlayerHeader course={course}>
        <div className="flex flex-wrap items-center gap-2">
          <StepLink to={previousId ? learnSectionHref(course.slug, previousId) : null} secondary>
            Anterior
          </StepLink>
          <CompletionToggle sectionId={current.id} completed={currentCompleted} />
          <StepLink to={next ? learnSectionHref(course.slug, next.id) : null}>Siguiente</StepLink>
        </div>
      </PlayerHeader>
      {certificate ? <CertificateBanner certificate={certificate} /> : null}

      {/* One column of minmax(0, 1fr) on phones: an auto column grows to its widest content (the
          tab row), which pushed the sidebar and the lesson past the screen's edge. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[320px_minmax(0,1fr)]">
        {/* A <div>, not an <aside>: axe flags an <aside> nested in <main>
            (landmark-complementary-is-top-level); the outline inside is its own landmark, the
            navigation 'Contenido del curso'. */}
        <div className="order-2 space-y-4 lg:order-1">
          <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <CourseProgressBar percent={percent} label={`Progreso en ${course.title}`} />
            <div className="mt-2">
              <SyncStatus queue={queue} />
            </div>
            <div className="mt-4 border-t border-slate-200 pt-4 empty:hidden dark:border-slate-800">
              <OfflineDownload course={offlineCourse} />
            </div>
          </div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            Contenido del curso
          </h2>
          <CourseSidebar
            slug={course.slug}
            outline={player.outline}
            currentId={current.id}
            isCompleted={isCompleted}
          />
        </div>

        <article className="order-1 space-y-6 self-start lg:order-2">
          {current.video ? (
            <SectionVideo
              key={current.id}
              sectionId={current.id}
              title={current.title}
              video={current.video}
              savedPosition={current.videoPosition}
              onUnsentPosition={queueVideoPosition}
            />
          ) : null}
          {current.video?.kind === "file" && viewer.videoBytes !== null ? (
            <OfflineVideoDownload
              course={offlineCourse}
              sectionId={current.id}
              video={{ ...current.video, bytes: viewer.videoBytes }}
            />
          ) : null}

          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
              Módulo {current.module.order}: {current.module.title}
            </p>
            <h2 className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
              {current.title}
            </h2>
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {current.duration} min
            </p>

            <SectionTabs
              slug={course.slug}
              sectionId={current.id}
              active={tab}
              resourceCount={current.resources.length}
              commentCount={current.commentCount}
            />

            <div id={`panel-${tab}`} className="pt-6">
              {tab === "descripcion" ? (
                <div className="space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
                  {current.content.split(/\n{2,}/).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              ) : tab === "recursos" ? (
                <SectionResources resources={current.resources} />
              ) : (
                <div id="comentarios" className="scroll-mt-24">
                  <SectionComments
                    slug={course.slug}
                    sectionId={current.id}
                    comments={comments}
                    confirmingId={confirmingCommentId}
                    idempotencyKey={commentKey}
                    lastResult={lastResult}
                  />
                </div>
              )}
            </div>
          </div>

          <NextPanel slug={course.slug} next={next} />
        </article>
      </div>
    </section>
  );
}

/** 'Anterior' / 'Siguiente': a link, or a dimmed label at either end of the course. */
function StepLink({
  to,
  secondary = false,
  children,
}: {
  to: string | null;
  secondary?: boolean;
  children: ReactNode;
}) {
  const classes = buttonClasses({ variant: secondary ? "secondary" : "primary" });
  if (!to) {
    return (
      <span aria-disabled="true" className={`${classes} pointer-events-none opacity-50`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}

const TAB_LABELS: Record<LearnTab, string> = {
  descripcion: "Descripción",
  recursos: "Recursos",
  comentarios: "Comentarios",
};

/** Tabs as links (`?tab=`), so they work without JS; the badges are real counts. */
function SectionTabs({
  slug,
  sectionId,
  active,
  resourceCount,
  commentCount,
}: {
  slug: string;
  sectionId: number;
  active: LearnTab;
  resourceCount: number;
  commentCount: number;
}) {
  const counts: Partial<Record<LearnTab, number>> = {
    recursos: resourceCount,
    comentarios: commentCount,
  };
  return (
    <nav
      aria-label="Secciones de la lección"
      className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
    >
      {(Object.keys(TAB_LABELS) as LearnTab[]).map((tab) => {
        const isActive = tab === active;
        const count = counts[tab];
        return (
          <Link
            key={tab}
            to={learnSectionHref(slug, sectionId, tab)}
            preventScrollReset
            aria-current={isActive ? "page" : undefined}
            className={`-mb-px flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium ${
              isActive
                ? "border-brand-600 text-brand-700 dark:text-brand-300"
                : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
            }`}
          >
            {TAB_LABELS[tab]}
            {count === undefined ? null : (
              <span
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                aria-label={`(${count})`}
              >
                {count}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}

function SectionResources({ resources }: { resources: LearningPlayer["current"]["resources"] }) {
  if (resources.length === 0) {
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">
        Esta sección no tiene material de apoyo.
      </p>
    );
  }
  return (
    <div>
      <h3 className="font-semibold text-slate-900 dark:text-white">Material de apoyo</h3>
      <ul className="mt-3 space-y-2">
        {resources.map((resource) => (
          <li key={resource.id}>
            <a
              href={resource.url}
              target="_blank"
              rel="noreferrer noopener"
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-brand-700 hover:bg-slate-50 dark:border-slate-800 dark:text-brand-300 dark:hover:bg-slate-800/60"
            >
              {resource.title}
              <span className="sr-only">(se abre en una pestaña nueva)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The 'Siguiente' panel: the next section and a continue button, or the end of the course. */
function NextPanel({ slug, next }: { slug: string; next: LearningPlayer["next"] }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
      {next ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Siguiente:{" "}
            <span className="font-semibold text-slate-900 dark:text-white">{next.title}</span>
          </p>
          <Link to={learnSectionHref(slug, next.id)} className={buttonClasses({ size: "sm" })}>
            Continuar
          </Link>
        </>
      ) : (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
          ¡Llegaste a la última sección del curso!
        </p>
      )}
    </div>
  );
}
