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
  return (
    <span
      style={style}
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
    >
      {initial || (
        <svg className="h-1/2 w-1/2" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
        </svg>
      )}
    </span>
  );
}
