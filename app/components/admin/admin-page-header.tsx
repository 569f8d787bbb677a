import type { ReactNode } from "react";

/** Title, one line of context and the page's actions (e.g. 'Exportar CSV') of an admin tab. */
export function AdminPageHeader({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h2>
        {children ? <p className="mt-1 text-slate-600 dark:text-slate-400">{children}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
