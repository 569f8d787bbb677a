import type { ActionFunctionArgs } from "@remix-run/node";

import { combineCode } from "~/editor/combine-code";
import {
  PREVIEW_CONTENT_SECURITY_POLICY,
  readEditorCode,
  requirePreviewUser,
} from "~/editor/editor-code.server";
import { env } from "~/env.server";
import { assertSameOrigin } from "~/utils/request.server";
import { redirect } from "~/utils/headers.server";

/** Opened directly (GET), the URL has nothing to show: back to the editor. */
export function loader() {
  return redirect("/editor");
}

/** Ejecutar: the editor form posts here with target="preview" (works without JS). */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requirePreviewUser(request);
  const code = await readEditorCode(request);
  return new Response(combineCode(code, { title: `Vista previa · ${env.site.name}` }), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": PREVIEW_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-store",
    },
  });
}
