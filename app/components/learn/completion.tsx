import { useFetcher } from "@remix-run/react";

import { CheckIcon } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import type { LearningPlayer } from "~/models/learning.server";
import { coursePercent } from "~/utils/course-progress";
import { useHydrated } from "~/utils/use-hydrated";

/** One fetcher shared by the toggle (which submits) and the sidebar (which shows it optimistically). */
const COMPLETION_FETCHER_KEY = "section-completion";

type CompletionSource = Pick<LearningPlayer, "outline" | "completedSections" | "totalSections">;

/**
 * The completion the page shows: the server's, overridden by what the student did that the server
 * has not taken yet — writes queued offline (`queued`, section id → completed), then a toggle
 * still in flight — so the check mark and the course percentage follow the button at once.
 */
export function useOptimisticCompletion(
  player: CompletionSource,
  queued: ReadonlyMap<number, boolean> = new Map(),
) {
  const fetcher = useFetcher({ key: COMPLETION_FETCHER_KEY });
  const overrides = new Map(queued);
  if (fetcher.formData) {
    overrides.set(
      Number(fetcher.formData.get("sectionId")),
      fetcher.formData.get("completed") === "true",
    );
  }
  const sections = player.outline.flatMap((module) => module.sections);
  let completedCount = player.completedSections;
  for (const section of sections) {
    const override = overrides.get(section.id);
    if (override !== undefined && override !== section.completed) {
      completedCount += override ? 1 : -1;
    }
  }
  return {
    isCompleted: (section: { id: number; completed: boolean }) =>
      overrides.get(section.id) ?? section.completed,
    percent: coursePercent(completedCount, player.totalSections),
  };
}

/**
 * 'Marcar como completado' / 'Completado'. A plain POST form (the action redirects back) without
 * JS; with JS a fetcher submits it and the page updates in place.
 */
export function CompletionToggle({
  sectionId,
  completed,
}: {
  sectionId: number;
  completed: boolean;
}) {
  const fetcher = useFetcher<{ status?: string; error?: Record<string, string[] | null> }>({
    key: COMPLETION_FETCHER_KEY,
  });
  const hydrated = useHydrated();
  const refusal = fetcher.state === "idle" ? fetcher.data?.error?.[""]?.[0] : undefined;
  return (
    <fetcher.Form method="post" preventScrollReset className="flex flex-col items-end gap-1">
      <input type="hidden" name="intent" value="set-completion" />
      <input type="hidden" name="sectionId" value={sectionId} />
      <input type="hidden" name="completed" value={String(!completed)} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={completed}
        className={
          completed
            ? `${buttonClasses({ variant: "secondary" })} border-emerald-500 text-emerald-700 dark:border-emerald-600 dark:text-emerald-300`
            : buttonClasses()
        }
      >
        {completed ? <CheckIcon className="h-4 w-4" /> : null}
        {completed ? "Completado" : "Marcar como completado"}
      </button>
      {refusal ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** The course percentage as a labelled bar. */
export function CourseProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-300">Tu progreso</span>
        <span className="font-semibold text-slate-900 dark:text-white" data-testid="course-percent">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-emerald-500 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
