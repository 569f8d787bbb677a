/**
 * Only same-site paths may be redirect targets: "/cursos?x=1" yes; "//evil.com", "https://…",
 * "/\\evil.com" or anything not starting with a single "/" fall back to `fallback`.
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
) {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//"))
    return fallback;
  if (target.includes("\\") || /[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}
