import { methodNotAllowed } from "~/utils/api.server";
import { applySecurityHeaders } from "~/utils/headers.server";
import { robotsTxt } from "~/utils/seo-files.server";

// Absolute URLs come from PUBLIC_URL, not from the request's Host (cached publicly: decision 101).
export function loader() {
  return new Response(robotsTxt(), {
    headers: applySecurityHeaders(
      new Headers({
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      }),
    ),
  });
}

export const action = () => methodNotAllowed();
