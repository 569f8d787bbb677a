import type { SubmissionResult } from "@conform-to/react";

import type { PublicUser } from "../../../db/schema";
import type { FormFailure } from "~/utils/form-reply";
import type { ProfileIntent } from "~/schemas/profile";

/**
 * What the /profile action answers for a refused submission, so the page shows it next to the
 * form that sent `intent`: field messages in `result`, anything else as `failure`.
 */
export type ProfileActionData = {
  intent: ProfileIntent | null;
  result: SubmissionResult<string[]>;
  failure?: FormFailure;
};

/** What each profile form gets: the saved user, its own refused submission, a dirty callback. */
export type ProfileFormProps = {
  user: Pick<PublicUser, "name" | "username" | "email" | "bio" | "profileImage">;
  actionData?: ProfileActionData;
  onDirtyChange: (dirty: boolean) => void;
};
