import type { SubmissionResult } from "@conform-to/react";

import type { FormFailure } from "~/utils/form-reply";

/** The /auth page's two forms, told apart by their `intent` (and the `?tab=` they open on). */
export type AuthTab = "login" | "register";

/** What the /auth action answers for a refused submission: shown in the form that sent it. */
export type AuthActionData = {
  intent: AuthTab;
  result: SubmissionResult<string[]>;
  failure?: FormFailure;
};
