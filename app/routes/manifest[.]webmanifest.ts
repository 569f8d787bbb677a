import { env } from "~/env.server";
import { methodNotAllowed } from "~/utils/api.server";
import { applySecurityHeaders } from "~/utils/headers.server";
import { SITE_DESCRIPTION } from "~/utils/meta";
import { THEME_COLORS } from "~/data/theme-colors";

/** The web app manifest: the academy can be added to a phone's home screen under its own name. */
export function loader() {
  const manifest = {
    id: "/",
    name: env.site.name,
    short_name: env.site.name,
    description: SITE_DESCRIPTION,
    lang: "es",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    display_override: ["standalone", "minimal-ui"],
    orientation: "any",
    categories: ["education"],
    // The splash screen and the title bar before a page loads: the default (dark) theme's
    // background; each page then sets the colour of the theme the student chose.
    background_color: THEME_COLORS.dark,
    theme_color: THEME_COLORS.dark,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: applySecurityHeaders(
      new Headers({
        "Content-Type": "application/manifest+json; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      }),
    ),
  });
}

export const action = () => methodNotAllowed();
