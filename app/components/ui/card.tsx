import type { ReactNode } from "react";

/** The bordered surface that cards, tiles and panels share across the public pages. */
export const cardClasses =
  "rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900";

export function Card({
  as: Tag = "div",
  className = "p-6",
  children,
}: {
  as?: "div" | "li" | "article" | "figure" | "section";
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={`${cardClasses} ${className}`}>{children}</Tag>;
}

/** A card's heading and text: the title/description pair every info card repeats. */
export function CardText({
  title,
  children,
  level = 3,
}: {
  title: ReactNode;
  children: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = `h${level}` as const;
  return (
    <>
      <Heading className="text-lg font-bold text-slate-900 dark:text-white">{title}</Heading>
      <div className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
        {children}
      </div>
    </>
  );
}
