import { useMatches, type UIMatch } from "@remix-run/react";
import { createContext, useContext } from "react";

/**
 * A page route's `handle`. `hydrate: true` makes the page ship React and its route code (the
 * interactive pages); without it the page is static: server-rendered HTML plus one small script
 * (docs/decisions/124). Any matched route can ask for it (the admin layout does for its pages).
 * A function decides per request from the route's loader data (the editor: React on desktops, a
 * static page on phones, docs/decisions/144).
 */
export type PageHandle = { hydrate?: boolean | ((loaderData: unknown) => boolean) };

export const HYDRATE: PageHandle = { hydrate: true };

/** Whether a route's `handle` asks for React, given what its loader answered. */
export function handleHydrates(handle: unknown, loaderData?: unknown) {
  const hydrate = (handle as PageHandle | undefined)?.hydrate;
  return typeof hydrate === "function" ? hydrate(loaderData) : hydrate === true;
}

export function pageHydrates(matches: UIMatch[]) {
  return matches.some((match) => handleHydrates(match.handle, match.data));
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

/**
 * True while the server renders a static document (the root provides it). A component whose
 * behaviour needs JavaScript then renders the markup the static page's script takes over
 * (`app/enhance/forms.ts`), e.g. the password field's hidden show/hide button.
 */
export const StaticDocumentContext = createContext(false);

export function useStaticDocument() {
  return useContext(StaticDocumentContext);
}
