import type { ReactNode } from "react";

import { Icon, icon } from "~/components/ui/layout-icons";
import { STAR_ROW } from "~/components/ui/star-row";

export {
  Icon,
  MenuIcon,
  MoonIcon,
  SunIcon,
  UserIcon,
  type IconName,
  type IconProps,
} from "~/components/ui/layout-icons";

/*
 * The one icon set of the site. Every icon is a symbol of the sprite (decision 121), drawn in
 * `currentColor` and decorative (`aria-hidden`): the text next to it, or the control's label,
 * carries the meaning. Size and colour come from `className` (20 px by default). The drawings,
 * brand glyphs included, live in `~/components/ui/icon-drawings`; the base `Icon` and the frame's
 * own icons in `~/components/ui/layout-icons`, which every page loads.
 */

// Time, courses and learning
export const ClockIcon = icon("clock");
export const CalendarIcon = icon("calendar");
export const CalendarCheckIcon = icon("calendar-check");
export const BookIcon = icon("book");
export const AwardIcon = icon("award");
export const BarChartIcon = icon("bar-chart");
export const VideoIcon = icon("video");

// People
export const UsersIcon = icon("users");

// Status and disclosure
export const CheckIcon = icon("check");
export const LockIcon = icon("lock");
export const ChevronDownIcon = icon("chevron-down");
export const ArrowRightIcon = icon("arrow-right");
export const SearchIcon = icon("search");
export const EyeIcon = icon("eye");
export const EyeOffIcon = icon("eye-off");

// Contact and places
export const MapPinIcon = icon("map-pin");
export const PhoneIcon = icon("phone");
export const MailIcon = icon("mail");
export const GlobeIcon = icon("globe");

// Features of the academy
export const GiftIcon = icon("gift");
export const RocketIcon = icon("rocket");

// Editor toolbar
export const PlayIcon = icon("play");
export const SaveIcon = icon("save");
export const DownloadIcon = icon("download");
export const CopyIcon = icon("copy");

/**
 * Five 20 px stars, 2 px apart, with the first `value` (0..5) of them painted amber over grey:
 * 4.8 paints 80 % of the fifth star. Two `<use>` of one sprite row, the amber one clipped.
 */
export function RatingStars({ value }: { value: number }) {
  const clamped = Math.min(5, Math.max(0, value));
  const whole = Math.floor(clamped);
  const painted = whole * STAR_ROW.step + (clamped - whole) * STAR_ROW.starWidth;
  const percent = Math.min(100, (painted / STAR_ROW.width) * 100);
  return (
    <span className="rating-stars relative inline-block" data-fill={clamped}>
      <Icon name="stars" className="rating-stars text-slate-300 dark:text-slate-600" />
      <span
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: `${Number(percent.toFixed(2))}%` }}
      >
        <Icon name="stars" className="rating-stars max-w-none text-amber-400" />
      </span>
    </span>
  );
}

/** An icon on a tinted tile, as feature cards and contact details show them. */
export function IconTile({ children }: { children: ReactNode }) {
  return <span className="icon-tile">{children}</span>;
}
