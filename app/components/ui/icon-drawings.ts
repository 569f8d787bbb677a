/**
 * Every icon the site draws, as SVG markup: the one source of the sprite
 * (`app/components/ui/sprite.svg`, written by `npm run build:sprite`, decision 121). Pages never
 * import this module: they reference a symbol by name (`<Icon name="clock" />`), so neither the
 * HTML nor the JavaScript carries the drawings.
 *
 * Every symbol paints in `currentColor`, so an icon takes the colour of its text (dark mode, hover).
 */
import { STAR_ROW } from "~/components/ui/star-row";

/** 24×24 strokes, 2 px, round ends: the icon set's look. */
export const STROKE_ICONS = {
  // The frame (navbar, theme toggle, avatar)
  menu: `<path d="M4 6h16M4 12h16M4 18h16"/>`,
  user: `<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>`,
  sun: `<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>`,
  moon: `<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z"/>`,
  // Time, courses and learning
  clock: `<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>`,
  calendar: `<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>`,
  "calendar-check": `<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4m-7 11 2 2 4-4"/>`,
  book: `<path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z"/><path d="M4 21V5M8 7h8"/>`,
  award: `<circle cx="12" cy="9" r="6"/><path d="m8.5 14-1.5 8 5-3 5 3-1.5-8"/>`,
  "bar-chart": `<path d="M5 20V10M12 20V4M19 20v-7"/>`,
  video: `<rect x="3" y="6" width="13" height="12" rx="2"/><path d="m16 10 5-3v10l-5-3"/>`,
  // People
  users: `<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5"/>`,
  // Status and disclosure
  check: `<path d="m5 12 5 5 9-10"/>`,
  lock: `<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>`,
  "chevron-down": `<path d="m6 9 6 6 6-6"/>`,
  "arrow-right": `<path d="M5 12h14M13 6l6 6-6 6"/>`,
  search: `<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>`,
  eye: `<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"/><circle cx="12" cy="12" r="3"/>`,
  "eye-off": `<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"/><circle cx="12" cy="12" r="3"/><path d="M4 4l16 16"/>`,
  // Contact and places
  "map-pin": `<path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z"/><circle cx="12" cy="9" r="2.5"/>`,
  phone: `<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z"/>`,
  mail: `<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 6-10 7L2 6"/>`,
  globe: `<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>`,
  // Features of the academy
  gift: `<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M12 8v13M5 12v9h14v-9M12 8H8.5a2.5 2.5 0 1 1 0-5C11 3 12 8 12 8zm0 0h3.5a2.5 2.5 0 1 0 0-5C13 3 12 8 12 8z"/>`,
  rocket: `<path d="M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c1-4 4-8 10-9 0 0 1 5-3 10l-4 2z"/><circle cx="14.5" cy="9.5" r="1.5"/>`,
  // Editor toolbar
  play: `<path d="M7 4v16l13-8z"/>`,
  save: `<path d="M5 3h11l5 5v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z"/><path d="M7 3v5h8V3M7 21v-7h10v7"/>`,
  download: `<path d="M12 3v12M7 10l5 5 5-5M4 21h16"/>`,
  copy: `<rect x="9" y="9" width="12" height="12" rx="2"/><path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1"/>`,
} as const;

/** Brand glyphs: filled 24×24 shapes (the networks, team profiles, WhatsApp). */
export const BRAND_ICONS = {
  facebook: "M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1Z",
  instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
  linkedin:
    "M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2V9Zm7 0h4v1.7c.6-1 2-2 3.9-2 4 0 4.6 2.6 4.6 6V21h-4v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H9V9Z",
  youtube:
    "M23 12s0-3.6-.5-5.3a2.8 2.8 0 0 0-2-2C18.9 4.2 12 4.2 12 4.2s-6.9 0-8.5.5a2.8 2.8 0 0 0-2 2C1 8.4 1 12 1 12s0 3.6.5 5.3a2.8 2.8 0 0 0 2 2c1.6.5 8.5.5 8.5.5s6.9 0 8.5-.5a2.8 2.8 0 0 0 2-2c.5-1.7.5-5.3.5-5.3ZM9.8 15.3V8.7l5.7 3.3-5.7 3.3Z",
  tiktok:
    "M16.6 2h-3.4v13.3a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.1a6.3 6.3 0 1 0 5.4 6.2V8.6a7.9 7.9 0 0 0 4.4 1.4V6.6a4.5 4.5 0 0 1-4.4-4.6Z",
  github:
    "M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7c-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z",
  x: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
  whatsapp:
    "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.3-.5 0-1 .2-3.3-.7a11.6 11.6 0 0 1-4.6-4c-.4-.5-1-1.6-1-2.7 0-1.2.6-1.7.8-2 .2-.2.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3Z",
} as const;

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** public/logo.svg's drawing, its gradient's id made unique within the sprite (sprite.test.ts). */
const LOGO_DRAWING = `<defs><linearGradient id="logo-fill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#337dff"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#logo-fill)"/><path d="M24 22 14 32l10 10M40 22l10 10-10 10M35 18l-6 28" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Symbols with their own frame: `[viewBox, attributes, content]`. */
const OTHER_SYMBOLS = {
  stars: [
    `0 0 ${STAR_ROW.width} 24`,
    `fill="currentColor"`,
    [0, 1, 2, 3, 4]
      .map((index) =>
        index === 0
          ? `<path d="${STAR_PATH}"/>`
          : `<path transform="translate(${(index * STAR_ROW.step).toFixed(1)})" d="${STAR_PATH}"/>`,
      )
      .join(""),
  ],
  spinner: [
    "0 0 24 24",
    `fill="none" stroke="currentColor" stroke-width="3"`,
    `<circle cx="12" cy="12" r="10" opacity=".25"/><path d="M22 12a10 10 0 0 0-10-10" stroke-linecap="round"/>`,
  ],
  // The academy's mark, public/logo.svg drawn in its own colours: from the sprite, the header and
  // footer need no SVG image (a document of its own to build on a slow phone, decision 135).
  logo: ["0 0 64 64", "", LOGO_DRAWING],
} as const satisfies Record<string, readonly [string, string, string]>;

export type BrandName = keyof typeof BRAND_ICONS;
/** The id of a symbol in the sprite; brand glyphs are `brand-<network>`. */
export type IconName =
  keyof typeof STROKE_ICONS | keyof typeof OTHER_SYMBOLS | `brand-${BrandName}`;

const STROKE_ATTRIBUTES = `fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;

function symbol(id: string, viewBox: string, attributes: string, content: string) {
  return `<symbol id="${id}" viewBox="${viewBox}"${attributes ? ` ${attributes}` : ""}>${content}</symbol>`;
}

/** Every symbol id, in sprite order. */
export function spriteSymbolIds(): IconName[] {
  return [
    ...(Object.keys(STROKE_ICONS) as IconName[]),
    ...Object.keys(BRAND_ICONS).map((name) => `brand-${name}` as IconName),
    ...(Object.keys(OTHER_SYMBOLS) as IconName[]),
  ];
}

/** The sprite file's text: one `<symbol>` per icon, one per line. */
export function renderSprite() {
  const symbols = [
    ...Object.entries(STROKE_ICONS).map(([id, content]) =>
      symbol(id, "0 0 24 24", STROKE_ATTRIBUTES, content),
    ),
    ...Object.entries(BRAND_ICONS).map(([id, d]) =>
      symbol(`brand-${id}`, "0 0 24 24", `fill="currentColor"`, `<path d="${d}"/>`),
    ),
    ...Object.entries(OTHER_SYMBOLS).map(([id, [viewBox, attributes, content]]) =>
      symbol(id, viewBox, attributes, content),
    ),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg">`,
    `<!-- Generated by \`npm run build:sprite\` from app/components/ui/icon-drawings.ts: edit that file, not this one. -->`,
    ...symbols,
    `</svg>`,
    "",
  ].join("\n");
}
