/** SPEC §9: the bar turns solid after this much scrolling. */
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;

/**
 * Keeps `data-scrolled` on the header true once the page is scrolled past the threshold; the
 * header's look follows that attribute in CSS. Returns the cleanup.
 */
export function watchScrolledPast(header: HTMLElement, threshold = NAVBAR_SCROLL_THRESHOLD_PX) {
  const update = () => header.setAttribute("data-scrolled", String(window.scrollY > threshold));
  update();
  window.addEventListener("scroll", update, { passive: true });
  return () => window.removeEventListener("scroll", update);
}

/** An open <details> menu also closes on Escape and on a tap outside it. Returns the cleanup. */
export function dismissOnEscapeOrOutside(details: HTMLDetailsElement) {
  const close = () => details.removeAttribute("open");
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.open) return;
    close();
    details.querySelector("summary")?.focus();
  };
  const onClick = (event: MouseEvent) => {
    if (!details.open) return;
    const target = event.target as Node;
    const panel = details.querySelector("[data-menu-panel]");
    const summary = details.querySelector("summary");
    if (panel?.contains(target) || summary?.contains(target)) return;
    close();
  };
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("click", onClick);
  return () => {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("click", onClick);
  };
}
