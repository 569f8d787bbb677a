/**
 * The browser's title bar (and an installed app's) in each theme: the page background, so the bar
 * and the page read as one surface. Shared by the document head, the static pages' theme switch and
 * the web manifest.
 */
export const THEME_COLORS = { light: "#ffffff", dark: "#020617" } as const;
