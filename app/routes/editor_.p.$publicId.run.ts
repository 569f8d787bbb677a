import type { LoaderFunctionArgs } from "@remix-run/node";

import { combineCode } from "~/editor/combine-code";
import { plainTextResponse, PREVIEW_CONTENT_SECURITY_POLICY } from "~/editor/editor-code.server";
import { getPublishedProject } from "~/models/editor-project.server";

/**
 * A published project's page, run in the read-only view's iframe: the same document and the same
 * sandbox (opaque origin, scripts only, no network) as the editor's preview. Never cached, so
 * unpublishing takes it down at once.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const project = getPublishedProject(params.publicId ?? "");
  if (!project) throw plainTextResponse(404, "Este proyecto no existe o ya no está publicado.");
  return new Response(combineCode(project.code, { title: project.name }), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": PREVIEW_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-store",
    },
  });
}
