import type { ActionFunctionArgs } from "@remix-run/node";

import { previewResponse, readEditorCode, requirePreviewUser } from "~/editor/editor-code.server";
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
  return previewResponse(code, `Vista previa · ${env.site.name}`);
}
