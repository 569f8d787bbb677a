import { ALL_FILTER_VALUE } from "~/data/catalogue";
import { parseHtml } from "~/enhance/parse-html";

/** SPEC §9: the courses page shows its loading state for at least 800 ms. */
export const MIN_LOADING_MS = 800;
export const SEARCH_DEBOUNCE_MS = 300;

/** The filters of the catalogue form as a clean query string: no empty search, no 'all'. */
export function filterParams(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const trimmed = value.trim();
    if (trimmed && trimmed !== ALL_FILTER_VALUE) params.set(key, trimmed);
  }
  return params;
}

/**
 * The catalogue filters as you type (SPEC §2 Courses list): the results of the same URL a
 * submit would load replace the list, the loading state stays at least 800 ms, and the URL
 * follows. If the fetch fails the browser simply loads that URL.
 */
export function filterCatalogueAsYouType() {
  const form = document.querySelector<HTMLFormElement>('form[role="search"][action="/courses"]');
  const results = document.querySelector<HTMLElement>("[data-catalogue-results]");
  if (!form || !results) return;
  let debounce = 0;
  let latest = 0;
  const load = async () => {
    window.clearTimeout(debounce);
    const query = filterParams(form).toString();
    const url = query ? `/courses?${query}` : "/courses";
    const call = ++latest;
    const startedAt = Date.now();
    const current = document.querySelector<HTMLElement>("[data-catalogue-results]") ?? results;
    const status = current.querySelector('[role="status"]');
    if (status) status.textContent = "Cargando cursos...";
    current.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(url, { headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(String(response.status));
      const next = parseHtml(await response.text()).querySelector("[data-catalogue-results]");
      if (!next) throw new Error("no results");
      const wait = MIN_LOADING_MS - (Date.now() - startedAt);
      if (wait > 0) await new Promise((resolve) => window.setTimeout(resolve, wait));
      if (call !== latest) return;
      current.replaceWith(next);
      history.replaceState(null, "", url);
    } catch {
      window.location.assign(url);
    }
  };
  form.addEventListener("input", (event) => {
    if ((event.target as HTMLInputElement).name !== "q") return;
    window.clearTimeout(debounce);
    debounce = window.setTimeout(load, SEARCH_DEBOUNCE_MS);
  });
  form.addEventListener("change", (event) => {
    if ((event.target as HTMLElement).tagName === "SELECT") void load();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void load();
  });
}
