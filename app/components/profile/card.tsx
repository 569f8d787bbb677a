import type { ReactNode } from "react";

/** One section of the profile page: a titled card. */
export function ProfileCard({
  id,
  title,
  description,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        tone === "danger"
          ? "border-red-300 dark:border-red-900"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {description ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
