import type { ReactNode } from "react";

const TONES = {
  blue: "bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200",
  green: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-200",
  purple: "bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-200",
  red: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200",
  slate: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = "slate", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge ${TONES[tone]}`}>{children}</span>;
}
