import type { LoaderFunctionArgs } from "@remix-run/node";

import { methodNotAllowed } from "~/utils/api.server";
import { applySecurityHeaders } from "~/utils/headers.server";
import { sitemapXml } from "~/utils/seo-files.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(sitemapXml(new URL(request.url).origin), {
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
