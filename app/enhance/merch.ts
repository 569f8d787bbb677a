import { parseHtml } from "~/enhance/parse-html";

const REGION = "[data-merch-detail]";

/** The control in the new copy of the region that matches the old copy's focused one. */
function sameControl(old: Element, next: Element, control: Element | null) {
  if (!(control instanceof HTMLElement) || !old.contains(control)) return null;
  const region = next;
  if (control instanceof HTMLInputElement) {
    return region.querySelector<HTMLElement>(
      `input[name="${CSS.escape(control.name)}"][value="${CSS.escape(control.value)}"]`,
    );
  }
  const label = control.getAttribute("aria-label");
  return label ? region.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`) : null;
}

/**
 * Merch detail (SPEC §2): a gallery thumbnail, a size or a colour updates the page in place —
 * the server renders the same `?image=&size=&color=` URL its links and its form load without
 * JavaScript, and that copy of the product replaces this one (focus kept, URL followed).
 */
export function updateMerchDetailInPlace() {
  if (!document.querySelector(REGION)) return;
  // Choices apply as they are made: the no-JS "Actualizar" button goes.
  for (const button of document.querySelectorAll(`${REGION} [data-no-js-submit]`)) button.remove();
  let latest = 0;
  const swap = async (url: string) => {
    const call = ++latest;
    try {
      const response = await fetch(url, { headers: { Accept: "text/html" } });
      const next = parseHtml(await response.text()).querySelector(REGION);
      if (!response.ok || !next) throw new Error("no product");
      // A later choice is on its way: its answer wins.
      const region = document.querySelector(REGION);
      if (call !== latest || !region) return;
      for (const button of next.querySelectorAll("[data-no-js-submit]")) button.remove();
      const focused = sameControl(region, next, document.activeElement);
      region.replaceWith(next);
      history.replaceState(null, "", url);
      focused?.focus();
    } catch {
      window.location.assign(url);
    }
  };
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(`${REGION} a[data-gallery]`);
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void swap(link.href);
  });
  document.addEventListener("change", (event) => {
    const form = (event.target as Element).closest<HTMLFormElement>(`${REGION} form`);
    if (!form) return;
    const query = new URLSearchParams(
      new FormData(form) as unknown as Record<string, string>,
    ).toString();
    void swap(`${window.location.pathname}?${query}`);
  });
}
