import type { ReactNode } from "react";

/** The bordered surface that cards, tiles and panels share across the public pages. */
export const cardClasses = "card";

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
      <Heading className="card-title">{title}</Heading>
      <div className="card-text">{children}</div>
    </>
  );
}
