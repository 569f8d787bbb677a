import { buttonClasses } from "~/components/ui/button";
import { DownloadIcon } from "~/components/ui/icons";
import { downloadBytes, estimateDownloadBytes } from "~/offline/course-download";
import type { CourseDownload } from "~/offline/offline-store";
import { useCourseDownload } from "~/offline/use-offline";
import { useHydrated } from "~/utils/use-hydrated";

const kilobytes = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 0 });
const megabytes = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 1 });

/** "840 KB", "12.4 MB". */
export function formatBytes(bytes: number) {
  const kb = bytes / 1024;
  if (kb < 1000) return `${kilobytes.format(Math.max(1, kb))} KB`;
  return `${megabytes.format(kb / 1024)} MB`;
}

/** The course and the student; `sectionCount` sizes the estimate shown before downloading. */
type CourseRef = { userId: number; courseId: number; slug: string; sectionCount?: number };

/**
 * 'Descargar para ver sin conexión' for one enrolled course (learn page, profile). Needs the
 * browser's storage and a service worker, so it appears once the page has hydrated.
 */
export function OfflineDownload({
  course,
  compact = false,
}: {
  course: CourseRef;
  compact?: boolean;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <OfflineDownloadControls course={course} compact={compact} />;
}

function OfflineDownloadControls({ course, compact }: { course: CourseRef; compact: boolean }) {
  const { state, start, remove } = useCourseDownload(course.userId, course.courseId, course.slug, {
    refresh: true,
  });
  if (state.status === "loading" || state.status === "unsupported") return null;

  return (
    <div
      data-testid="offline-download"
      data-state={state.status === "ready" && state.refreshing ? "refreshing" : state.status}
      className={compact ? "space-y-2 text-sm" : "space-y-3 text-sm"}
      aria-live="polite"
    >
      {state.status === "none" || state.status === "error" ? (
        <>
          <button
            type="button"
            onClick={() => void start()}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            <DownloadIcon className="h-4 w-4" />
            Descargar para ver sin conexión
          </button>
          {state.status === "error" ? (
            <p role="alert" className="text-red-600 dark:text-red-400">
              {state.message}
            </p>
          ) : compact || course.sectionCount === undefined ? null : (
            <p className="text-slate-500 dark:text-slate-400">
              Tamaño aproximado: {formatBytes(estimateDownloadBytes(course.sectionCount))}. Los
              videos se descargan aparte, por sección.
            </p>
          )}
        </>
      ) : state.status === "downloading" ? (
        <DownloadProgressBar done={state.progress.done} total={state.progress.total} />
      ) : (
        <DownloadedCourse
          download={state.download}
          refreshing={state.refreshing}
          onRemove={() => void remove(state.download)}
        />
      )}
    </div>
  );
}

function DownloadProgressBar({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div>
      <p className="font-medium text-slate-700 dark:text-slate-300">
        Descargando… {done} de {total} archivos
      </p>
      <div
        role="progressbar"
        aria-label="Progreso de la descarga"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function DownloadedCourse({
  download,
  refreshing,
  onRemove,
}: {
  download: CourseDownload;
  refreshing: boolean;
  onRemove: () => void;
}) {
  return (
    <>
      <p className="font-medium text-emerald-700 dark:text-emerald-300">Disponible sin conexión</p>
      <p className="text-slate-500 dark:text-slate-400" data-testid="offline-download-size">
        Ocupa {formatBytes(downloadBytes(download))} en este dispositivo
        {refreshing ? " · buscando cambios del curso…" : ""}
      </p>
      <button
        type="button"
        onClick={onRemove}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
      >
        Eliminar descarga
      </button>
    </>
  );
}

/**
 * A section's video kept on the device, at the student's request, with its size shown first.
 * Offered once the course itself is downloaded.
 */
type VideoDownloadProps = {
  course: CourseRef;
  sectionId: number;
  video: { url: string; type: string; bytes: number };
};

export function OfflineVideoDownload(props: VideoDownloadProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <OfflineVideoControls {...props} />;
}

function OfflineVideoControls({ course, sectionId, video }: VideoDownloadProps) {
  const { state, keepVideo, dropVideo } = useCourseDownload(
    course.userId,
    course.courseId,
    course.slug,
  );
  if (state.status !== "ready" && state.status !== "error") return null;
  const download = state.download;
  if (!download) return null;
  const kept = download.videos[sectionId];
  return (
    <div data-testid="offline-video" className="flex flex-wrap items-center gap-3 text-sm">
      {kept ? (
        <>
          <span className="text-emerald-700 dark:text-emerald-300">
            Video disponible sin conexión ({formatBytes(kept.bytes)})
          </span>
          <button
            type="button"
            onClick={() => void dropVideo(download, sectionId)}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            Eliminar video
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => void keepVideo(download, sectionId, video)}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          <DownloadIcon className="h-4 w-4" />
          Descargar video ({formatBytes(video.bytes)})
        </button>
      )}
      {state.status === "error" ? (
        <p role="alert" className="w-full text-red-600 dark:text-red-400">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
