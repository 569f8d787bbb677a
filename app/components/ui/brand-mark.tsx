import { useId } from "react";

/**
 * The academy's mark (public/logo.svg), drawn in the page: the header shows it on the first screen
 * of every page, and as an image it was a request of its own before that screen could be complete
 * on a slow phone (docs/decisions/133). Decorative: the link around it has the site's name.
 */
export function BrandMark({ className = "h-8 w-8" }: { className?: string }) {
  // Two marks on one page (header and footer) each need their own gradient id.
  const gradient = `brand-mark-${useId().replace(/:/g, "")}`;
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#337dff" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <path
        d="M24 22 14 32l10 10M40 22l10 10-10 10M35 18l-6 28"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
