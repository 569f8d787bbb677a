import type { LoaderFunctionArgs } from "@remix-run/node";

import { plainTextResponse, previewResponse } from "~/editor/editor-code.server";
import { getPublishedProject } from "~/models/editor-project.server";

/**
 * A published project's page, run in the read-only view's iframe: the same document and the same
 * sandbox (opaque origin, scripts only, no network) as the editor's preview. Never cached, so
 * unpublishing takes it down at once.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const project = getPublishedProject(params.publicId ?? "");
  if (!project) throw plainTextResponse(404, "Este proyecto no existe o ya no está publicado.");
  return previewResponse(project.code, project.name);
}
