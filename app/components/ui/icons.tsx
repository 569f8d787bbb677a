import type { ReactNode } from "react";

import { icon, type IconProps } from "~/components/ui/layout-icons";

export {
  Icon,
  MenuIcon,
  MoonIcon,
  SunIcon,
  UserIcon,
  type IconProps,
} from "~/components/ui/layout-icons";

/*
 * The one icon set of the site. Every icon is a 24×24 stroke drawing in `currentColor`,
 * decorative (`aria-hidden`): the text next to it, or the control's label, carries the meaning.
 * Size and colour come from `className` (20 px by default). Brand glyphs (social networks,
 * WhatsApp) are filled shapes and live as data in `~/components/social-icon`. The base drawing and
 * the frame's own icons live in `~/components/ui/layout-icons`, which every page loads; the ones
 * here load only on the pages that use them.
 */

// Time, courses and learning
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const CalendarIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const CalendarCheckIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4m-7 11 2 2 4-4" />
  </>,
);
export const BookIcon = icon(
  <>
    <path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z" />
    <path d="M4 21V5M8 7h8" />
  </>,
);
export const AwardIcon = icon(
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 8 5-3 5 3-1.5-8" />
  </>,
);
export const BarChartIcon = icon(<path d="M5 20V10M12 20V4M19 20v-7" />);
export const VideoIcon = icon(
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10 5-3v10l-5-3" />
  </>,
);

// People
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </>,
);

// Status and disclosure
export const CheckIcon = icon(<path d="m5 12 5 5 9-10" />);
export const LockIcon = icon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    <path d="M4 4l16 16" />
  </>,
);

// Contact and places
export const MapPinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </>,
);
export const PhoneIcon = icon(
  <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />,
);
export const MailIcon = icon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </>,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);

// Features of the academy
export const GiftIcon = icon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M5 12v9h14v-9M12 8H8.5a2.5 2.5 0 1 1 0-5C11 3 12 8 12 8zm0 0h3.5a2.5 2.5 0 1 0 0-5C13 3 12 8 12 8z" />
  </>,
);
export const RocketIcon = icon(
  <>
    <path d="M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c1-4 4-8 10-9 0 0 1 5-3 10l-4 2z" />
    <circle cx="14.5" cy="9.5" r="1.5" />
  </>,
);

// Editor toolbar
export const PlayIcon = icon(<path d="M7 4v16l13-8z" />);
export const SaveIcon = icon(
  <>
    <path d="M5 3h11l5 5v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
    <path d="M7 3v5h8V3M7 21v-7h10v7" />
  </>,
);
export const DownloadIcon = icon(<path d="M12 3v12M7 10l5 5 5-5M4 21h16" />);
export const CopyIcon = icon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

function StarShape({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/**
 * A rating star with `fill` (0..1) of it painted amber over a grey one: 4.8 paints 80 % of the
 * fifth star. A filled shape rather than a stroke, so the painted share reads at a glance.
 */
export function StarIcon({ fill, className = "h-5 w-5" }: IconProps & { fill: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fill)) * 100);
  return (
    <span className={`relative inline-block shrink-0 ${className}`} data-fill={percent}>
      <StarShape className="h-full w-full text-slate-300 dark:text-slate-600" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <StarShape className={`${className} max-w-none text-amber-400`} />
      </span>
    </span>
  );
}

/** An icon on a tinted tile, as feature cards and contact details show them. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600/10 text-brand-700 dark:bg-brand-400/15 dark:text-brand-300">
      {children}
    </span>
  );
}
