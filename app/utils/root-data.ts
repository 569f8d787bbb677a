import { useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "~/root";

export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useRootData must be used below the root route");
  return data;
}

export const useSiteConfig = () => useRootData().site;

/** The signed-in user, or null. */
export const useOptionalUser = () => useRootData().user;
