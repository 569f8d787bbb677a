import { Link } from "@remix-run/react";

import { buttonClasses } from "~/components/ui/button";

/**
 * Previous / next links for a paginated list; `hrefFor(page)` keeps the list's other query
 * parameters. Plain links, so they work without JS.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  const disabled = `${buttonClasses({ variant: "secondary", size: "sm" })} pointer-events-none opacity-50`;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          Anterior
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Anterior
        </span>
      )}
      <p className="text-soft">
        Página {page} de {pageCount}
      </p>
      {page < pageCount ? (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          Siguiente
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Siguiente
        </span>
      )}
    </nav>
  );
}
