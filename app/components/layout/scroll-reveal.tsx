import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** The spec's scroll-reveal effects; the CSS for each lives in tailwind.css. */
export type RevealEffect = "fadeIn" | "slideUp" | "slideLeft" | "slideRight" | "scale";

/** Spread on an element to reveal it with `effect` when it scrolls into view. */
export const reveal = (effect: RevealEffect) => ({ "data-reveal": effect });

/**
 * With JS, elements marked `data-reveal` that start below the fold stay hidden until they scroll
 * into view, then animate in. Without JS (or with reduced motion) nothing is ever hidden.
 */
export function ScrollReveal() {
  const location = useLocation();
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
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
    for (const element of pending) {
      // Whatever is already on screen is shown at once: hiding it now would make it flicker.
      if (element.getBoundingClientRect().top < window.innerHeight) {
        element.setAttribute("data-revealed", "");
      } else {
        element.setAttribute("data-reveal-waiting", "");
        observer.observe(element);
      }
    }
    return () => observer.disconnect();
  }, [location.key]);
  return null;
}
