import type { IconName } from "~/components/ui/icon-drawings";
import spriteHref from "~/components/ui/sprite.svg";

/**
 * The base of the icon set (`~/components/ui/icons`) and the icons of the site's frame (navbar,
 * theme toggle, avatar). Icons are `<use>` references into one cached sprite file (decision 121):
 * the drawings live in `~/components/ui/icon-drawings`, which no page imports, so a page's HTML
 * and JavaScript carry only a symbol name. Kept apart from the rest of the set because every page
 * loads what the root layout imports (decision 072).
 */
export type IconProps = { className?: string };
export type { IconName };

/**
 * One symbol of the sprite, decorative (`aria-hidden`): the text next to it, or the control's
 * label, carries the meaning. Size and colour come from `className` (20 px by default); the symbol
 * paints in `currentColor`. Icons never shrink in a flex row (`svg` rule in app/tailwind.css).
 */
export function Icon({ name, className = "h-5 w-5" }: IconProps & { name: IconName }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}

/** A named icon component. */
export function icon(name: IconName) {
  return function NamedIcon({ className }: IconProps) {
    return <Icon name={name} className={className} />;
  };
}

// The frame's icons
export const MenuIcon = icon("menu");
export const UserIcon = icon("user");
export const SunIcon = icon("sun");
export const MoonIcon = icon("moon");

/** The academy's mark beside its name (the name is the link's text), in its own colours. */
export function LogoMark() {
  return <Icon name="logo" className="h-8 w-8" />;
}
