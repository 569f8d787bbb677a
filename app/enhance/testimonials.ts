/** SPEC §4, §9: pages of 3, auto-advance every 10 000 ms, wrapping. */
export const TESTIMONIALS_PER_PAGE = 3;
export const TESTIMONIALS_INTERVAL_MS = 10_000;

/** Testimonials advance a page every 10 s (SPEC §9), paused on hover, focus or reduced motion. */
export function advanceTestimonialRow() {
  const row = document.querySelector<HTMLElement>('[data-testid="testimonials-row"]');
  if (!row || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  let paused = false;
  for (const [type, value] of [
    ["mouseenter", true],
    ["mouseleave", false],
    ["focusin", true],
    ["focusout", false],
  ] as const) {
    row.addEventListener(type, () => (paused = value));
  }
  window.setInterval(() => {
    if (paused || document.hidden || row.scrollWidth <= row.clientWidth) return;
    const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
    row.scrollTo({ left: atEnd ? 0 : row.scrollLeft + row.clientWidth, behavior: "smooth" });
  }, TESTIMONIALS_INTERVAL_MS);
}
