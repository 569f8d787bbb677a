import type { Submission, SubmissionResult } from "@conform-to/react";

import { DomainError } from "~/models/errors.server";

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
