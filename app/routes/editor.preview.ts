import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { previewResponse, readEditorCode, requirePreviewUser } from "~/editor/editor-code.server";
import { findPreviewRun } from "~/editor/preview-runs.server";
import { env } from "~/env.server";
import { assertSameOrigin } from "~/utils/request.server";
import { redirect } from "~/utils/headers.server";

/**
 * `?run=ID`: the code 'Ejecutar' posted to the editor page without JS, in that page's iframe.
 * Opened directly (GET) otherwise, or once the run is gone, there is nothing to show: the editor.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const runId = new URL(request.url).searchParams.get("run");
  if (runId === null) return redirect("/editor");
  const user = await requirePreviewUser(request);
  const code = findPreviewRun(user.id, runId);
  if (!code) return redirect("/editor");
  return previewResponse(code, `Vista previa · ${env.site.name}`);
}

/** Ejecutar: the editor form posts here with target="preview" (works without JS). */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requirePreviewUser(request);
  const code = await readEditorCode(request);
  return previewResponse(code, `Vista previa · ${env.site.name}`);
}
