import { parseHtml } from "~/enhance/parse-html";

/**
 * 'Temario del curso': a module opened for the first time loads its sections from the same
 * `?module=N` page its link points to ('Cargando secciones...'); the native `name` of the
 * <details> keeps one module open at a time.
 */
export function loadSyllabusSectionsOnOpen() {
  for (const details of document.querySelectorAll<HTMLDetailsElement>(
    'details[data-testid="course-module"]',
  )) {
    details.addEventListener("toggle", async () => {
      const slot = details.querySelector<HTMLElement>("[data-sections]");
      const link = slot?.querySelector<HTMLAnchorElement>("a[href]");
      if (!details.open || !slot || !link || slot.dataset.loading) return;
      slot.dataset.loading = "true";
      const fallback = slot.innerHTML;
      slot.innerHTML = '<p role="status" class="text-sm text-muted">Cargando secciones...</p>';
      try {
        const response = await fetch(link.href.split("#")[0], { headers: { Accept: "text/html" } });
        const loaded = parseHtml(await response.text()).querySelector(
          `#${CSS.escape(details.id)} [data-sections]`,
        );
        if (!response.ok || !loaded || loaded.querySelector('a[href*="?module="]')) {
          throw new Error("sections not loaded");
        }
        slot.replaceChildren(...Array.from(loaded.childNodes));
      } catch {
        slot.innerHTML = `<p role="alert" class="text-sm text-red-700 dark:text-red-300">Error al cargar las secciones</p>${fallback}`;
      } finally {
        delete slot.dataset.loading;
      }
    });
  }
}
