import type { LoaderFunctionArgs } from "@remix-run/node";

import { methodNotAllowed } from "~/utils/api.server";
import { applySecurityHeaders } from "~/utils/headers.server";
import { robotsTxt } from "~/utils/seo-files.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: applySecurityHeaders(
      new Headers({
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      }),
    ),
  });
}

export const action = () => methodNotAllowed();
