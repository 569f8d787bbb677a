/**
 * Brand facts in one place, so a self-hosting academy can rebrand through environment variables
 * (see `.env.example`). Resolved on the server by `env.server.ts` and handed to the browser by the
 * root loader: read it in components with `useSiteConfig()`.
 */
export type SiteConfig = {
  name: string;
  email: string;
  phone: string;
  /** International format without "+" or spaces, as wa.me expects it. */
  whatsappNumber: string;
  location: string;
  social: {
    facebook: string;
    instagram: string;
    linkedin: string;
    youtube: string;
    tiktok: string;
  };
  historyDocumentUrl: string;
  tutorialsPlaylistUrl: string;
  /** Third-party donation widget script; nothing is loaded when empty. */
  donationWidgetUrl: string;
};

export const SITE_ENV_KEYS = {
  name: "SITE_NAME",
  email: "SITE_EMAIL",
  phone: "SITE_PHONE",
  whatsappNumber: "SITE_WHATSAPP_NUMBER",
  location: "SITE_LOCATION",
  facebook: "SITE_FACEBOOK_URL",
  instagram: "SITE_INSTAGRAM_URL",
  linkedin: "SITE_LINKEDIN_URL",
  youtube: "SITE_YOUTUBE_URL",
  tiktok: "SITE_TIKTOK_URL",
  historyDocumentUrl: "SITE_HISTORY_DOCUMENT_URL",
  tutorialsPlaylistUrl: "SITE_TUTORIALS_PLAYLIST_URL",
  donationWidgetUrl: "DONATION_WIDGET_URL",
} as const;

export function resolveSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const pick = (key: keyof typeof SITE_ENV_KEYS, fallback: string) =>
    env[SITE_ENV_KEYS[key]]?.trim() || fallback;
  return {
    name: pick("name", "Web Code Academy"),
    email: pick("email", "contacto@webcodeacademy.mx"),
    phone: pick("phone", "+52 229 123 4567"),
    whatsappNumber: pick("whatsappNumber", "522291234567"),
    location: pick("location", "Veracruz, México"),
    social: {
      facebook: pick("facebook", "https://www.facebook.com/webcodeacademy"),
      instagram: pick("instagram", "https://www.instagram.com/webcodeacademy"),
      linkedin: pick("linkedin", "https://www.linkedin.com/company/webcodeacademy"),
      youtube: pick("youtube", "https://www.youtube.com/@webcodeacademy"),
      tiktok: pick("tiktok", "https://www.tiktok.com/@webcodeacademy"),
    },
    historyDocumentUrl: pick(
      "historyDocumentUrl",
      "https://docs.google.com/document/d/web-code-academy-historia",
    ),
    tutorialsPlaylistUrl: pick(
      "tutorialsPlaylistUrl",
      "https://www.youtube.com/@webcodeacademy/playlists",
    ),
    donationWidgetUrl: pick("donationWidgetUrl", ""),
  };
}
