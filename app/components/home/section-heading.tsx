import type { ReactNode } from "react";

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-400">
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white sm:text-4xl"
      >
        {title}
      </h2>
      {children ? (
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{children}</p>
      ) : null}
    </div>
  );
}
