import type { PublicUser } from "../../../db/schema";
import type { ProfileIntent } from "~/schemas/profile";
import type { IntentReply } from "~/utils/form-reply";

/** What the /profile action answers for a refused submission (the intent-page contract). */
export type ProfileActionData = IntentReply<ProfileIntent>;

/** What each profile form gets: the saved user, its own refused submission, a dirty callback. */
export type ProfileFormProps = {
  user: Pick<PublicUser, "name" | "username" | "email" | "bio" | "profileImage">;
  actionData?: ProfileActionData;
  onDirtyChange: (dirty: boolean) => void;
};
