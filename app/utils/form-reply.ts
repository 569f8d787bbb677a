import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";

import type { AdminIntent } from "~/schemas/admin";

/** A refused submission as the page shows it: the SPEC's failure title and the Spanish message. */
export type FormFailure = { title: string; message: string };

/**
 * The one contract of pages whose forms dispatch on `intent` (admin pages, /auth, /profile): what
 * the action answers for a refused submission, so the page shows it next to the form that sent
 * `intent` — field messages in `result`, the SPEC §8 failure title and message in `failure`.
 * Built on the server by `refuse` (form-reply.server).
 */
export type IntentReply<Intent extends string> = {
  intent: Intent | null;
  result: SubmissionResult<string[]>;
  failure?: FormFailure;
};

export type AdminActionData = IntentReply<AdminIntent>;

/**
 * The refused submission the page's action answered, if any. The one cast of the contract: an
 * action's inferred type is the union of its redirects and replies, which does not narrow.
 */
export function useIntentReply<Intent extends string>() {
  return useActionData() as IntentReply<Intent> | undefined;
}

/** The refusal for the create/update form, if that is what was refused. */
export function formResult(actionData: AdminActionData | undefined) {
  if (!actionData) return undefined;
  return actionData.intent === "create" ||
    actionData.intent === "update" ||
    actionData.intent === null
    ? actionData
    : undefined;
}

/**
 * An admin list page's refusal, split for the two sides of the page: the create/update form's, or
 * the failure of an item's delete, move or toggle shown above the list.
 */
export function useAdminReply() {
  const reply = useIntentReply<AdminIntent>();
  const form = formResult(reply);
  return { form, listFailure: form ? undefined : reply?.failure };
}

/** Changes with every saved change to the list (or the item being edited). */
export function adminFormKey(editing: { id: number } | null, items: readonly { id: number }[]) {
  return `${editing?.id ?? "new"}-${items.length}-${items.at(-1)?.id ?? 0}`;
}
