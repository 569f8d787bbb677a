/** Parses a page fetched from this site, to take one part of it. */
export function parseHtml(text: string) {
  return new DOMParser().parseFromString(text, "text/html");
}
