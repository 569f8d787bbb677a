import { UserIcon } from "~/components/ui/layout-icons";

type AvatarUser = { name: string | null; profileImage: string | null };

/** Profile image, else the name's first letter, else a generic person icon. */
export function UserAvatar({ user, size = 32 }: { user: AvatarUser; size?: number }) {
  const style = { width: size, height: size };
  if (user.profileImage) {
    return (
      <img
        src={user.profileImage}
        alt=""
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-full object-cover"
      />
    );
  }
  const initial = user.name?.trim().charAt(0).toUpperCase();
  // The letter is drawn as generated content, not text: it must not become part of the visible
  // text of a control (the account menu) whose accessible name is built from the user's name.
  return (
    <span
      style={style}
      aria-hidden="true"
      data-initial={initial || undefined}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white before:content-[attr(data-initial)]"
    >
      {initial ? null : <UserIcon className="h-1/2 w-1/2" />}
    </span>
  );
}
