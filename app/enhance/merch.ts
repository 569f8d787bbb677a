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
  // The choices so far. A swap may still be on its way when the next choice is made, and the
  // copy on screen then holds stale values (a thumbnail's link its old size, the form its old
  // image): each choice changes only its own parameter here.
  const choices = new URLSearchParams(window.location.search);
  const choose = (name: string, value: string | null) => {
    if (value === null) return;
    choices.set(name, value);
    void swap(`${window.location.pathname}?${choices}`);
  };
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(`${REGION} a[data-gallery]`);
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    choose("image", new URL(link.href).searchParams.get("image"));
  });
  document.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.closest(`${REGION} form`) || !input.name) return;
    choose(input.name, input.value);
  });
}
