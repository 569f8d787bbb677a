import type { ActionFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { syncProgress } from "~/models/progress-sync.server";
import { progressSyncSchema } from "~/schemas/progress-sync";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { readJsonBody } from "~/utils/request.server";

/**
 * POST /api/progress/sync `{ sentAt, writes: [...] }`: the progress a student wrote offline, sent
 * by the browser's queue in batches of at most 100. Answers one result per write, in the order
 * sent, and the recomputed percentage of the courses it touched (docs/decisions/126). At most
 * 20 batches a minute per student (429 after).
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request);
    const batch = await readJsonBody(request, progressSyncSchema);
    return apiJson(await syncProgress(user.id, batch));
  });
}

export const loader = () => methodNotAllowed("POST");
