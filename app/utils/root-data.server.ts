import { data } from "@remix-run/node";

import { getUser } from "~/auth/session.server";
import { env } from "~/env.server";
import { OFFLINE_DOWNLOAD_HEADER } from "~/offline/offline-keys";
import { combineHeaders } from "~/utils/headers.server";
import { publicOrigin } from "~/utils/public-url.server";
import { staticPageScript } from "~/utils/static-page-script.server";
import type { RootData } from "~/utils/root-data";
import { wantsSaveData } from "~/utils/save-data.server";
import { getTheme } from "~/utils/theme.server";
import { getToast } from "~/utils/toast.server";

/**
 * The root loader's work: who is signed in, the theme, the flash toast and the site settings.
 * Kept out of `root.tsx` because each server module a route imports leaves a stub in the browser
 * bundle, and the root's are loaded on every page (decision 072).
 */
export async function loadRootData(request: Request) {
  const [user, theme, { toast, headers: toastHeaders }] = await Promise.all([
    getUser(request),
    getTheme(request),
    // A page fetched for an offline download must not take (and keep forever) a pending toast.
    request.headers.has(OFFLINE_DOWNLOAD_HEADER)
      ? { toast: null, headers: null }
      : getToast(request),
  ]);
  // Canonical and share URLs: the configured PUBLIC_URL, never the request's Host (decision 101).
  const rootData: RootData = {
    user,
    theme,
    toast,
    site: env.site,
    origin: publicOrigin(),
    staticPageScript,
    saveData: wantsSaveData(request, user),
  };
  return data(rootData, { headers: combineHeaders(toastHeaders) });
}
