import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

import { VideoIcon } from "~/components/ui/icons";
import { textLinkClasses } from "~/components/ui/button";
import type { LearningPlayer } from "~/models/learning.server";
import { VIDEO_PROGRESS_INTERVAL_SECONDS } from "~/utils/course-progress";
import { useOptionalRootData } from "~/utils/root-data";

/** A playback position the server could not take (no connection): the player queues it. */
export type UnsentVideoPosition = { videoProgress: number; duration?: number; ended?: boolean };

type SectionVideoProps = {
  sectionId: number;
  title: string;
  video: NonNullable<LearningPlayer["current"]["video"]>;
  savedPosition: number;
  onUnsentPosition?: (position: UnsentVideoPosition) => void;
};

/**
 * The section's video: a direct file in a `<video>` element (position saved and resumed with JS),
 * any other address as a link. Sections without a video render no player at all. Render it with
 * `key={sectionId}`: the saved position is read once per section, so a later reload of the page
 * data never moves a video that is playing.
 */
export function SectionVideo({
  sectionId,
  title,
  video,
  savedPosition,
  onUnsentPosition,
}: SectionVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useVideoProgress(ref, sectionId, savedPosition, onUnsentPosition);
  // With data saving on nothing is fetched before the student presses play (not even the first
  // frames and duration that `metadata` loads).
  const saveData = useOptionalRootData()?.saveData ?? false;

  if (video.kind === "link") {
    return (
      <a
        href={video.url}
        target="_blank"
        rel="noreferrer noopener"
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 font-medium text-brand-700 hover:bg-slate-100 dark:border-slate-800 dark:bg-slate-800/60 dark:text-brand-300"
      >
        <VideoIcon className="h-6 w-6" />
        Ver el video de esta sección (se abre en una pestaña nueva)
      </a>
    );
  }
  return (
    <video
      ref={ref}
      controls
      playsInline
      preload={saveData ? "none" : "metadata"}
      aria-label={`Video: ${title}`}
      className="aspect-video w-full rounded-xl bg-black"
    >
      <source src={video.url} type={video.type} />
      <p className="p-4 text-white">
        Tu navegador no puede reproducir este video.{" "}
        <a href={video.url} className={textLinkClasses}>
          Descárgalo
        </a>
        .
      </p>
    </video>
  );
}

/**
 * Saves the playback position on the server (POST /api/sections/{id}/video-progress): every 5 s of
 * playback, on pause, at the end, and with `sendBeacon` when the page is hidden or the section
 * changes. Resumes at the saved position. When the server completes the section (95 % watched),
 * the page's data is reloaded so the check mark and the percentage follow. Without a connection
 * the position goes to `onUnsentPosition` (the offline queue) instead.
 */
function useVideoProgress(
  ref: RefObject<HTMLVideoElement>,
  sectionId: number,
  savedPosition: number,
  onUnsentPosition?: (position: UnsentVideoPosition) => void,
) {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  const unsentRef = useRef(onUnsentPosition);
  unsentRef.current = onUnsentPosition;
  const startAt = useRef(savedPosition).current;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const url = `/api/sections/${sectionId}/video-progress`;
    let lastSent = startAt;

    const position = (ended = false): UnsentVideoPosition => ({
      videoProgress: video.currentTime,
      duration: Number.isFinite(video.duration) && video.duration > 0 ? video.duration : undefined,
      ended: ended || undefined,
    });
    const payload = (ended = false) => JSON.stringify(position(ended));

    const send = async (ended = false) => {
      lastSent = video.currentTime;
      if (!navigator.onLine) {
        unsentRef.current?.(position(ended));
        return;
      }
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: payload(ended),
          credentials: "same-origin",
        });
        if (!response.ok) return;
        const result = (await response.json()) as { autoCompleted?: boolean };
        if (result.autoCompleted) revalidateRef.current();
      } catch {
        // The connection dropped on the way: the queue keeps it for later.
        unsentRef.current?.(position(ended));
      }
    };
    const beacon = () => {
      if (Math.abs(video.currentTime - lastSent) < 1) return;
      lastSent = video.currentTime;
      if (navigator.onLine) navigator.sendBeacon?.(url, payload());
      else unsentRef.current?.(position());
    };

    const resume = () => {
      if (startAt > 0 && startAt < video.duration - 1) video.currentTime = startAt;
    };
    const onTimeUpdate = () => {
      if (video.paused || video.seeking) return;
      if (Math.abs(video.currentTime - lastSent) >= VIDEO_PROGRESS_INTERVAL_SECONDS) void send();
    };
    const onPause = () => {
      if (!video.ended) void send();
    };
    const onEnded = () => void send(true);
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") beacon();
    };

    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
    else video.addEventListener("loadedmetadata", resume, { once: true });
    video.addEventListener("timeupdate", onTimeUpdate);
    video.addEventListener("pause", onPause);
    video.addEventListener("ended", onEnded);
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("pagehide", beacon);
    return () => {
      video.removeEventListener("loadedmetadata", resume);
      video.removeEventListener("timeupdate", onTimeUpdate);
      video.removeEventListener("pause", onPause);
      video.removeEventListener("ended", onEnded);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("pagehide", beacon);
      // Leaving the section inside the app (another section, another page).
      beacon();
    };
  }, [ref, sectionId, startAt]);
}
