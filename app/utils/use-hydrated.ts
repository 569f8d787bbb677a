import { useEffect, useState } from "react";

let hydrated = false;

/**
 * False during the server render and the first client render (so markup matches), true once
 * JavaScript runs. Components use it to swap no-JS fallbacks for enhanced widgets.
 */
export function useHydrated() {
  const [isHydrated, setIsHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setIsHydrated(true);
  }, []);
  return isHydrated;
}
