/**
 * Parses a page fetched from this site, to take one part of it. A static page carries only the
 * rules its own markup uses (docs/decisions/133), so the fetched page's rules join this page's
 * first, once per set: the part taken may use classes this page did not.
 */
export function parseHtml(text: string) {
  const page = new DOMParser().parseFromString(text, "text/html");
  for (const style of page.querySelectorAll<HTMLStyleElement>("style[data-page-css]")) {
    const hash = style.dataset.pageCss ?? "";
    if (!document.querySelector(`style[data-page-css="${CSS.escape(hash)}"]`)) {
      document.head.append(style);
    }
  }
  return page;
}
