import type { SubmissionResult } from "@conform-to/react";

import type { AdminIntent } from "~/schemas/admin";

/** A refused submission as the page shows it: the SPEC's failure title and the Spanish message. */
export type FormFailure = { title: string; message: string };

/**
 * What an admin page action answers for a refused submission, so the page shows it next to the
 * form that sent `intent`: field messages in `result`, the SPEC §8 failure title in `failure`.
 */
export type AdminActionData = {
  intent: AdminIntent | null;
  result: SubmissionResult<string[]>;
  failure?: FormFailure;
};

/** The refusal for the create/update form, if that is what was refused. */
export function formResult(actionData: AdminActionData | undefined) {
  if (!actionData) return undefined;
  return actionData.intent === "create" ||
    actionData.intent === "update" ||
    actionData.intent === null
    ? actionData
    : undefined;
}
