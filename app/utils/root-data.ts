import { useRouteLoaderData } from "@remix-run/react";

import type { PublicUser } from "../../db/schema";
import type { SiteConfig } from "~/config/site";
import type { Theme } from "~/utils/theme.server";
import type { Toast } from "~/utils/toast.server";

/**
 * What the root loader returns. Declared here, not inferred from `root.tsx`, so that components
 * reading it never import the root route (no import circles).
 */
export type RootData = {
  user: PublicUser | null;
  theme: Theme;
  toast: Toast | null;
  site: SiteConfig;
  /** The configured `PUBLIC_URL` (not the request's Host), for canonical and share URLs. */
  origin: string;
  /** The script a page that does not hydrate loads instead of React (docs/decisions/124). */
  staticPageScript: string | null;
  /**
   * Data saving ("Ahorro de datos" on the profile, or the browser's `Save-Data: on`): smaller
   * images, no video preloading (docs/decisions/127).
   */
  saveData: boolean;
};

/** The root loader's data, or undefined on the root's own error page. */
export function useOptionalRootData() {
  return useRouteLoaderData<RootData>("root");
}

export function useRootData() {
  const data = useOptionalRootData();
  if (!data) throw new Error("useRootData must be used below the root route");
  return data;
}

export const useSiteConfig = () => useRootData().site;

/** The signed-in user, or null. */
export const useOptionalUser = () => useRootData().user;
