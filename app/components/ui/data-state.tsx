import type { ReactNode } from "react";

/** The empty and error states every data view shares (SPEC §4 "Data views"). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="font-semibold text-slate-700 dark:text-slate-200">{title}</p>
      {children ? (
        <div className="mt-2 text-sm text-slate-500 dark:text-slate-400">{children}</div>
      ) : null}
    </div>
  );
}

export function ErrorState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-6 text-center text-red-800 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </div>
  );
}
