import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";

import { getUser } from "~/auth/session.server";
import { EDITOR_FIELD_TOO_LARGE_MESSAGE } from "~/editor/combine-code";
import { MAX_EDITOR_BODY_BYTES } from "~/editor/editor-code.server";
import { saveProject, type OpenProject } from "~/models/editor-project.server";
import {
  formIdempotencyKey,
  headerIdempotencyKey,
  idempotencyClaim,
  type StoredAnswer,
} from "~/models/idempotency.server";
import { writeOnce } from "~/utils/write-once.server";
import { SaveProjectSchema } from "~/schemas/editor-project";
import { handleApi, jsonError } from "~/utils/api.server";
import { assertFormFits, assertSameOrigin, readFormBody } from "~/utils/request.server";
import { redirect } from "~/utils/headers.server";

/** Opened directly (GET), the URL has nothing to show: back to the editor. */
export function loader() {
  return redirect("/editor");
}

/**
 * Guardar with JS (button, Ctrl/Cmd+S): the editor form's fields, answered in JSON so the page
 * can say 'Código guardado' only once the project is stored, and say why when it is not — an
 * expired session included (401, not a redirect to the login page). Without JS, Guardar posts
 * to the /editor action instead. With an `Idempotency-Key` header (or the form's hidden key), a
 * retried save answers the first save again.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    assertSameOrigin(request);
    const user = await getUser(request);
    if (!user) {
      throw jsonError(
        401,
        "Tu sesión ha terminado. Inicia sesión de nuevo para guardar tu código.",
      );
    }
    const { formData } = await readFormBody(
      request,
      MAX_EDITOR_BODY_BYTES,
      EDITOR_FIELD_TOO_LARGE_MESSAGE,
    );
    assertFormFits(formData, SaveProjectSchema);
    const submission = parseWithZod(formData, { schema: SaveProjectSchema });
    if (submission.status !== "success") {
      const errors = submission.error ?? {};
      const message = Object.values(errors).flat()[0] ?? "Datos no válidos.";
      const oversize = Object.values(errors).flat().includes(EDITOR_FIELD_TOO_LARGE_MESSAGE);
      return jsonError(oversize ? 413 : 400, message, { errors });
    }
    const { projectId, name, html, css, js } = submission.value;
    const claim = idempotencyClaim(headerIdempotencyKey(request) ?? formIdempotencyKey(formData), {
      route: "editor/save",
      userId: user.id,
    });
    const answer = (saved: OpenProject): StoredAnswer => ({
      kind: "json",
      status: 200,
      body: { project: { id: saved.id, name: saved.name, updatedAt: saved.updatedAt } },
    });
    return writeOnce(claim, answer, (once) =>
      saveProject(user.id, { projectId, name, code: { html, css, js } }, once),
    );
  });
}
