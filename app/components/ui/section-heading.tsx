import type { ReactNode } from "react";

const TONES = {
  default: {
    eyebrow: "text-brand-700 dark:text-brand-300",
    title: "text-strong",
    lead: "text-soft",
  },
  /** On a dark or brand-coloured band. */
  inverse: { eyebrow: "text-brand-200", title: "text-white", lead: "text-slate-200" },
} as const;

/**
 * The eyebrow, title and lead that open a page or one of its sections. `level` 1 makes it the
 * page's heading; `id` lets the surrounding section be labelled by the title.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  level = 2,
  align = "center",
  tone = "default",
  className = "",
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  level?: 1 | 2;
  align?: "center" | "start";
  tone?: keyof typeof TONES;
  className?: string;
  children?: ReactNode;
}) {
  const Heading = `h${level}` as const;
  const colours = TONES[tone];
  return (
    <div className={`max-w-3xl ${align === "center" ? "mx-auto text-center" : ""} ${className}`}>
      {eyebrow ? <p className={`eyebrow ${colours.eyebrow}`}>{eyebrow}</p> : null}
      <Heading
        id={id}
        className={`section-title ${colours.title} ${
          level === 1 ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"
        }`}
      >
        {title}
      </Heading>
      {children ? (
        <div className={`mt-4 text-lg leading-relaxed ${colours.lead}`}>{children}</div>
      ) : null}
    </div>
  );
}
