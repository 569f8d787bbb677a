import type { PublicUser } from "../../../db/schema";
import type { ProfileActionData } from "~/routes/profile";

/** What each profile form gets: the saved user, its own refused submission, a dirty callback. */
export type ProfileFormProps = {
  user: Pick<PublicUser, "name" | "username" | "email" | "bio" | "profileImage">;
  actionData?: ProfileActionData;
  onDirtyChange: (dirty: boolean) => void;
};
