/**
 * Course-progress arithmetic shared by the progress model (the source of truth) and the player's
 * optimistic display, so both round the same way.
 */

/**
 * Completed sections over all sections of the course, rounded to a whole percent. Rounding never
 * reaches 100 % (which means "completed") before every section is done, nor 0 % ("not started")
 * once one is: 199 of 200 is 99 %, 1 of 300 is 1 %.
 */
export function coursePercent(completedSections: number, totalSections: number) {
  if (!Number.isFinite(totalSections) || totalSections <= 0) return 0;
  const completed = Math.max(0, Math.min(completedSections, totalSections));
  if (completed === 0) return 0;
  if (completed === totalSections) return 100;
  return Math.min(99, Math.max(1, Math.round((completed / totalSections) * 100)));
}

export const ENROLLMENT_STATUSES = ["Completado", "En progreso", "No iniciado"] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** SPEC §2 profile: 'Completado' at 100 %, 'En progreso' above 0, else 'No iniciado'. */
export function enrollmentStatusFor(progress: number): EnrollmentStatus {
  if (progress >= 100) return "Completado";
  if (progress > 0) return "En progreso";
  return "No iniciado";
}

/** SPEC §9: the player reports the video position every 5 s of playback. */
export const VIDEO_PROGRESS_INTERVAL_SECONDS = 5;
/** SPEC §9: watching 95 % or more of a section's video completes the section. */
export const VIDEO_AUTO_COMPLETE_PERCENT = 95;
/** No lesson video is this long: a larger position is a bad input, not a real one. */
export const MAX_VIDEO_SECONDS = 24 * 60 * 60;

/** The share of the video a position represents (0–100), or null when the length is unknown. */
export function watchedPercent(positionSeconds: number, durationSeconds: number | undefined) {
  if (!durationSeconds || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
  return Math.min(100, (Math.max(0, positionSeconds) / durationSeconds) * 100);
}
