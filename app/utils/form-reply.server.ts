import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";

import { DomainError } from "~/models/errors.server";
import type { FormFailure, IntentReply } from "~/utils/form-reply";

/** The intent a submission was sent with, if it is one of the page's (null otherwise). */
export function postedIntent<Intent extends string>(
  formData: FormData,
  intents: readonly Intent[],
): Intent | null {
  const intent = formData.get("intent");
  return intents.find((known) => known === intent) ?? null;
}

/**
 * A refused submission of a page that dispatches on `intent`: the page shows it next to the form
 * that sent it (`useIntentReply`), field messages from `result`, `failure` above the form.
 */
export function refuse<Intent extends string>(
  intent: Intent | null,
  status: number,
  result: SubmissionResult<string[]>,
  failure?: FormFailure,
  headers?: HeadersInit,
) {
  const body: IntentReply<Intent> = { intent, result, ...(failure ? { failure } : {}) };
  return data(body, { status, headers });
}

/**
 * The Conform reply for a business-rule refusal: the message under its field when the error names
 * one, else as the form-level error. Anything that is not a DomainError is rethrown (a real bug).
 */
export function replyWithDomainError(
  submission: Submission<unknown>,
  error: unknown,
  { hideFields }: { hideFields?: string[] } = {},
): { status: DomainError["status"]; reply: SubmissionResult<string[]> } {
  if (!(error instanceof DomainError)) throw error;
  const reply = error.field
    ? submission.reply({ fieldErrors: { [error.field]: [error.message] }, hideFields })
    : submission.reply({ formErrors: [error.message], hideFields });
  return { status: error.status, reply };
}
