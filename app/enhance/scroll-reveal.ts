/**
 * Elements marked `data-reveal` that start below the fold stay hidden until they scroll into
 * view, then animate in (the CSS for each effect lives in tailwind.css). Without JS, or with
 * reduced motion, nothing is ever hidden. Returns the cleanup.
 */
export function revealOnScroll() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const pending = document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])");
  // Where each element starts is read from the observer's first report, which comes with the
  // next frame's layout: reading positions here would lay the page out at once, a long task on
  // a slow phone while it is still loading.
  const placed = new WeakSet<Element>();
  const reveal = (element: Element) => {
    element.setAttribute("data-revealed", "");
    observer.unobserve(element);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!placed.has(entry.target)) {
          placed.add(entry.target);
          // Whatever is already on screen is shown at once: hiding it now would make it flicker.
          if (entry.boundingClientRect.top < window.innerHeight) reveal(entry.target);
          else entry.target.setAttribute("data-reveal-waiting", "");
        } else if (entry.isIntersecting) {
          reveal(entry.target);
        }
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  for (const element of pending) observer.observe(element);
  return () => observer.disconnect();
}
