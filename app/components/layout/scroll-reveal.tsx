import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import { revealOnScroll } from "~/enhance/scroll-reveal";

/** The spec's scroll-reveal effects; the CSS for each lives in tailwind.css. */
export type RevealEffect = "fadeIn" | "slideUp" | "slideLeft" | "slideRight" | "scale";

/** Spread on an element to reveal it with `effect` when it scrolls into view. */
export const reveal = (effect: RevealEffect) => ({ "data-reveal": effect });

/** Reveals the marked elements of each page the app renders (see `revealOnScroll`). */
export function ScrollReveal() {
  const location = useLocation();
  useEffect(() => revealOnScroll(), [location.key]);
  return null;
}
