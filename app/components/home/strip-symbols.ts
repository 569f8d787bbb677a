/**
 * The home's two scrolling strips draw their partner logos and flags from one sprite file
 * (`strip-sprite.svg`, written by `npm run build:sprite`, docs/decisions/134): one request for
 * all eighteen drawings instead of one image each, and no image document per drawing. The ids of
 * its symbols, shared by the script that writes it and the strips that point into it.
 */
export function partnerSymbolId(logo: string) {
  return `partner-${logo.replace(/^.*\//, "").replace(/\.svg$/, "")}`;
}

export function flagSymbolId(code: string) {
  return `flag-${code.toLowerCase()}`;
}
