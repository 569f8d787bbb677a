/**
 * The home's two scrolling strips draw their partner logos and flags from one sprite file
 * (`strips.svg`, written by `npm run build:sprite`, docs/decisions/134): one request for
 * all eighteen drawings instead of one image each, and no image document per drawing. The ids of
 * its symbols, shared by the script that writes it and the strips that point into it.
 */
export function partnerSymbolId(logo: string) {
  return logo.replace(/^.*\//, "").replace(/\.svg$/, "");
}

/** A country's lowercase code: no partner's file name is two letters long. */
export function flagSymbolId(code: string) {
  return code.toLowerCase();
}
