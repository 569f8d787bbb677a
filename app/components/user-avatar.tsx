import { UserIcon } from "~/components/ui/layout-icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/** Profile photos are stored 256 px square: 320 is the whole photo. */
const AVATAR_WIDTHS = [96, 160, 320] as const;

type AvatarUser = { name: string | null; profileImage: string | null };

/** Profile image, else the name's first letter, else a generic person icon. */
export function UserAvatar({ user, size = 32 }: { user: AvatarUser; size?: number }) {
  const style = { width: size, height: size };
  if (user.profileImage) {
    return (
      <ResponsiveImage
        src={user.profileImage}
        alt=""
        width={size}
        height={size}
        slots={[{ width: `${size}px` }]}
        widths={AVATAR_WIDTHS}
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
