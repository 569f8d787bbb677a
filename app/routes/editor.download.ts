import type { ActionFunctionArgs } from "@remix-run/node";

import { combineCode, downloadFileName } from "~/editor/combine-code";
import {
  PREVIEW_CONTENT_SECURITY_POLICY,
  readEditorCode,
  requireDownloadUser,
} from "~/editor/editor-code.server";
import { env } from "~/env.server";
import { assertSameOrigin } from "~/utils/request.server";
import { redirect } from "~/utils/headers.server";

/** Opened directly (GET), the URL has nothing to show: back to the editor. */
export function loader() {
  return redirect("/editor");
}

/** Descargar: the three tabs as one HTML file, {product}-project.html (works without JS). */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireDownloadUser(request);
  const code = await readEditorCode(request);
  return new Response(combineCode(code, { title: `Mi proyecto · ${env.site.name}` }), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="${downloadFileName(env.site.name)}"`,
      // Should a browser ever render it instead of saving it, it runs as unprivileged as the preview.
      "Content-Security-Policy": PREVIEW_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
