/**
 * The learn page keeps its state in the URL (`?section=42&tab=recursos`), so every link, tab and
 * button of the player works without JavaScript.
 */
export const LEARN_TABS = ["descripcion", "recursos", "comentarios"] as const;
export type LearnTab = (typeof LEARN_TABS)[number];

export function learnSectionHref(slug: string, sectionId: number, tab?: LearnTab) {
  const query = new URLSearchParams({ section: String(sectionId) });
  if (tab && tab !== "descripcion") query.set("tab", tab);
  return `/courses/${slug}/learn?${query}`;
}

/** `?section=` as a section id, or null when absent or not a positive integer. */
export function readSectionParam(url: URL) {
  const raw = url.searchParams.get("section") ?? "";
  const id = Number(raw);
  return /^\d{1,15}$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function readLearnTab(url: URL): LearnTab {
  const tab = url.searchParams.get("tab");
  return LEARN_TABS.find((candidate) => candidate === tab) ?? "descripcion";
}
