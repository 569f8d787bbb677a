import { methodNotAllowed } from "~/utils/api.server";
import { applySecurityHeaders } from "~/utils/headers.server";
import { sitemapXml } from "~/utils/seo-files.server";

// Absolute URLs come from PUBLIC_URL, not from the request's Host (cached publicly: decision 101).
export function loader() {
  return new Response(sitemapXml(), {
    headers: applySecurityHeaders(
      new Headers({
        "Content-Type": "application/xml; charset=utf-8",
        // Short: a course an admin disables should leave the sitemap soon.
        "Cache-Control": "public, max-age=300",
      }),
    ),
  });
}

export const action = () => methodNotAllowed();
