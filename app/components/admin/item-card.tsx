import type { ReactNode } from "react";

import { EmptyState } from "~/components/ui/data-state";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/** A wide picture's width in the admin grid (one, two or three columns). */
const ADMIN_CARD_SLOTS = [
  { media: "(min-width: 1280px)", width: "33vw" },
  { media: "(min-width: 640px)", width: "50vw" },
  { width: "100vw" },
];

/** The list of an admin entity, or its SPEC empty state. */
export function AdminList<Item extends { id: number }>({
  label,
  items,
  empty,
  grid = false,
  children,
}: {
  /** The list's accessible name ('Cursos', 'Módulos'...). */
  label: string;
  items: readonly Item[];
  empty: string;
  grid?: boolean;
  children: (item: Item, index: number) => ReactNode;
}) {
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <ul
      aria-label={label}
      className={grid ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3" : "space-y-3"}
    >
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </ul>
  );
}

/**
 * One item of an admin list: optional picture, title, details, badges, its actions, and (in its
 * place when the server renders a confirmation) the confirmation step.
 */
export function AdminItemCard({
  id,
  title,
  image,
  imageShape = "wide",
  details,
  badges,
  actions,
  muted = false,
  highlighted = false,
  children,
}: {
  /** The card's element id, for a redirect back to it (`#modulo-3`). */
  id?: string;
  title: ReactNode;
  image?: string;
  imageShape?: "wide" | "round";
  details?: ReactNode;
  badges?: ReactNode;
  actions: ReactNode;
  /** Greyed out (a disabled course). */
  muted?: boolean;
  /** The item being edited. */
  highlighted?: boolean;
  children?: ReactNode;
}) {
  const picture = image ? (
    <ResponsiveImage
      src={image}
      alt=""
      {...(imageShape === "round"
        ? { width: 56, height: 56, slots: [{ width: "56px" }], widths: [96, 160] as const }
        : {
            width: 800,
            height: 450,
            slots: ADMIN_CARD_SLOTS,
            widths: [320, 480, 640, 960] as const,
          })}
      loading="lazy"
      className={`${
        imageShape === "round"
          ? "h-14 w-14 shrink-0 rounded-full bg-slate-100 object-cover dark:bg-slate-800"
          : "aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
      } ${muted ? "opacity-60 grayscale" : ""}`}
    />
  ) : null;
  return (
    <article
      id={id}
      className={`flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border bg-white shadow-sm dark:bg-slate-900 ${
        highlighted
          ? "border-brand-500 ring-2 ring-brand-500/30"
          : "border-slate-200 dark:border-slate-800"
      } ${muted ? "border-dashed" : ""}`}
    >
      {imageShape === "wide" ? picture : null}
      {/* Muted shows on the picture and border only: text under opacity fails contrast. */}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-3">
          {imageShape === "round" ? picture : null}
          <div className="min-w-0 flex-1">
            <h3 className="break-words font-bold">{title}</h3>
            {details ? (
              <div className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{details}</div>
            ) : null}
          </div>
        </div>
        {badges ? <div className="flex flex-wrap gap-1.5">{badges}</div> : null}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 p-3 dark:border-slate-800">
        {actions}
      </div>
      {children ? <div className="p-3 pt-0">{children}</div> : null}
    </article>
  );
}
