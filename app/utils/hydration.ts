import type { UIMatch } from "@remix-run/react";

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
