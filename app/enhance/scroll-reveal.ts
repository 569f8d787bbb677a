/**
 * Elements marked `data-reveal` that start below the fold stay hidden until they scroll into
 * view, then animate in (the CSS for each effect lives in tailwind.css). Without JS, or with
 * reduced motion, nothing is ever hidden. Returns the cleanup.
 */
export function revealOnScroll() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const pending = Array.from(
    document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])"),
  );
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-revealed", "");
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  // Every position is read before anything is marked: a mark changes styles, and a read after it
  // would lay the page out again, once per element (on a slow phone, a long task).
  const tops = pending.map((element) => element.getBoundingClientRect().top);
  pending.forEach((element, i) => {
    // Whatever is already on screen is shown at once: hiding it now would make it flicker.
    if (tops[i]! < window.innerHeight) {
      element.setAttribute("data-revealed", "");
    } else {
      element.setAttribute("data-reveal-waiting", "");
      observer.observe(element);
    }
  });
  return () => observer.disconnect();
}
