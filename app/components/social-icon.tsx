import type { BrandName } from "~/components/ui/icon-drawings";
import { Icon } from "~/components/ui/layout-icons";
import { useSiteConfig } from "~/utils/root-data";

/** The academy's own networks (`site.social`). */
export type SocialNetwork = "facebook" | "instagram" | "linkedin" | "youtube" | "tiktok";
/** Every brand glyph the site draws: the networks, team members' profiles and WhatsApp. */
export type Brand = BrandName;

export const BRAND_NAMES: Record<Brand, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  github: "GitHub",
  x: "X (Twitter)",
  whatsapp: "WhatsApp",
};

export function SocialIcon({
  network,
  className = "h-4 w-4",
}: {
  network: Brand;
  className?: string;
}) {
  return <Icon name={`brand-${network}`} className={className} />;
}

export type SocialLink = { network: Brand; href: string; label: string };

/** A row of round brand links opening in a new tab; each is named by its `label`. */
export function SocialLinkList({
  links,
  className = "",
}: {
  links: SocialLink[];
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            className="social-link"
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

const ACADEMY_NETWORKS: SocialNetwork[] = [
  "facebook",
  "instagram",
  "linkedin",
  "youtube",
  "tiktok",
];

/** The academy's five networks (footer and contact page). */
export function SocialLinks() {
  const site = useSiteConfig();
  return (
    <SocialLinkList
      className="gap-3"
      links={ACADEMY_NETWORKS.map((network) => ({
        network,
        href: site.social[network],
        label: BRAND_NAMES[network],
      }))}
    />
  );
}
