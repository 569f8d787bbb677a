import type { ReactNode, SVGProps } from "react";

/**
 * The base drawing surface of the icon set (`~/components/ui/icons`) and the icons of the site's
 * frame (navbar, theme toggle, avatar). Split out because every page loads what the root layout
 * imports: the other icons stay on the pages that use them (decision 072).
 */
export type IconProps = { className?: string };

/** The base drawing surface; exported for one-off drawings that are not worth a name. */
export function Icon({
  children,
  className = "h-5 w-5",
  ...props
}: Omit<SVGProps<SVGSVGElement>, "className"> & { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
      {...props}
    >
      {children}
    </svg>
  );
}

/** A named icon: `drawing` on the base surface. */
export function icon(drawing: ReactNode) {
  return function NamedIcon({ className }: IconProps) {
    return <Icon className={className}>{drawing}</Icon>;
  };
}

// The frame's icons
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = icon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />);
