const BASE = "http://same-site.invalid";

/**
 * Only same-site paths may be redirect targets: "/cursos?x=1" yes; "//evil.com", "https://…",
 * "/\\evil.com" or anything not starting with a single "/" fall back to `fallback`.
 * The result is percent-encoded ASCII (a Location header cannot carry "ó" or "😀": Headers would
 * throw after the action had already written), so it is always safe to put in a response.
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
) {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//"))
    return fallback;
  if (target.includes("\\") || /[\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    // The URL parser percent-encodes non-ASCII in path, query and fragment (lone surrogates
    // become U+FFFD) and tells us whether the target really stays on this site.
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const encoded = url.pathname + url.search + url.hash;
  // Dot segments collapse during parsing: "/.//evil.example" becomes "//evil.example", which a
  // browser reads as another host, so the normalised path is checked again.
  if (encoded.startsWith("//")) return fallback;
  return /^[\x21-\x7e]*$/.test(encoded) ? encoded : fallback;
}
