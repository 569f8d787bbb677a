import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { Spinner } from "~/components/ui/spinner";

const VISIBLE_MS = 500;
const FADE_MS = 300;

type Phase = "hidden" | "visible" | "fading";

/**
 * 'Cargando...' overlay (JS only): shown for ~500 ms on each change of the query string, then
 * fades over ~300 ms. It never takes the pointer, so search-as-you-type keeps working under it.
 * Navigations that pass `state: { skipOverlay: true }` (live filtering) do not trigger it.
 */
export function NavigationOverlay() {
  const location = useLocation();
  const navigation = useNavigation();
  const [phase, setPhase] = useState<Phase>("hidden");
  const previousSearch = useRef(location.search);

  useEffect(() => {
    if (location.search === previousSearch.current) return;
    previousSearch.current = location.search;
    if ((location.state as { skipOverlay?: boolean } | null)?.skipOverlay) return;
    setPhase("visible");
    const fade = window.setTimeout(() => setPhase("fading"), VISIBLE_MS);
    const hide = window.setTimeout(() => setPhase("hidden"), VISIBLE_MS + FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(hide);
    };
  }, [location.search, location.state]);

  const slowNavigation = navigation.state === "loading" && !navigation.formData;
  const shown = phase !== "hidden" || slowNavigation;
  return (
    <div
      aria-hidden={!shown}
      data-testid="navigation-overlay"
      className={`pointer-events-none fixed inset-0 z-[55] flex items-center justify-center bg-white/60 backdrop-blur-sm transition-opacity duration-300 dark:bg-slate-950/60 ${
        shown && phase !== "fading" ? "opacity-100" : "opacity-0"
      }`}
    >
      {shown ? (
        <Spinner
          size="lg"
          label="Cargando..."
          className="flex-col text-brand-600 dark:text-brand-300"
        />
      ) : null}
    </div>
  );
}
