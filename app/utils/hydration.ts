import { useMatches, type UIMatch } from "@remix-run/react";

/**
 * A page route's `handle`. `hydrate: true` makes the page ship React and its route code (the
 * interactive pages); without it the page is static: server-rendered HTML plus one small script
 * (docs/decisions/124). Any matched route can ask for it (the admin layout does for its pages).
 */
export type PageHandle = { hydrate?: boolean };

export const HYDRATE: PageHandle = { hydrate: true };

export function pageHydrates(matches: UIMatch[]) {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === true);
}

/**
 * Whether this document ships React. In the browser the answer is always yes: code runs there
 * only once the first page hydrated, and then a client-side navigation to a static page keeps
 * the runtime it already has.
 */
export function useDocumentHydrates() {
  const hydrates = pageHydrates(useMatches());
  return hydrates || typeof document !== "undefined";
}
