import type { ReactNode } from "react";

import { buttonClasses } from "~/components/ui/button";

/** The empty and error states every data view shares (SPEC §4 "Data views"). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="font-semibold text-slate-700 dark:text-slate-200">{title}</p>
      {children ? <div className="mt-2 text-sm text-muted">{children}</div> : null}
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

/**
 * A list a loader may have failed to read (`null`: the error state), may have found empty (the
 * empty state), or hands to `children` to render.
 */
export function ListState<T>({
  items,
  error,
  empty,
  children,
}: {
  items: T[] | null;
  error: { title: string; action?: ReactNode };
  empty: { title: string; text?: ReactNode };
  children: (items: T[]) => ReactNode;
}) {
  if (!items) return <ErrorState title={error.title}>{error.action}</ErrorState>;
  if (items.length === 0) return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  return <>{children(items)}</>;
}

/** 'Reintentar' for an error state: a plain link reloads the page, with or without JavaScript. */
export function RetryLink({ href }: { href: string }) {
  return (
    <a href={href} className={buttonClasses({ variant: "secondary", size: "sm" })}>
      Reintentar
    </a>
  );
}
