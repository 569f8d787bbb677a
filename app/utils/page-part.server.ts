export type PagePart<T> = { ok: true; data: T } | { ok: false };

/**
 * Runs the query behind one independent part of a page (the home's team, testimonials...), so that
 * a failing query shows that part's error state ('Error al cargar el equipo'...) instead of
 * breaking the whole page.
 */
export function loadPagePart<T>(label: string, query: () => T): PagePart<T> {
  try {
    return { ok: true, data: query() };
  } catch (error) {
    console.error(`Error loading ${label}:`, error);
    return { ok: false };
  }
}
