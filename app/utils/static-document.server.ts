/**
 * Remix marks each `<Link>` with `data-discover="true"` for its client router, which loads the
 * routes a page links to before they are clicked. A static page (docs/decisions/124) loads no
 * router, so there the marks are only bytes: 46 links on the home, 1 KB of its 60 KB markup
 * budget. The attribute, quotes and all, cannot come from a course's or a user's text: React
 * writes a quote in text or in an attribute value as `&quot;`.
 */
export function withoutRouterMarks(html: string) {
  return html.replaceAll(' data-discover="true"', "");
}
