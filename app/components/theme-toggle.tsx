import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";

import { MoonIcon, SunIcon } from "~/components/ui/layout-icons";
import { useOptionalRootData } from "~/utils/root-data";

type Theme = "light" | "dark";

const STORAGE_KEY = "theme";

/**
 * The theme in effect, including an optimistic change still on its way to the server. Dark when
 * the root loader has no data (its own error page).
 */
export function useTheme(): Theme {
  const theme = useOptionalRootData()?.theme ?? "dark";
  const fetcher = useFetcher({ key: "theme" });
  const pending = fetcher.formData?.get("theme");
  return pending === "light" || pending === "dark" ? pending : theme;
}

/**
 * A real form: without JS it posts and comes back to this page; with JS it submits through a
 * fetcher, mirrors the choice into localStorage and follows changes made in other tabs.
 */
export function ThemeToggle() {
  const fetcher = useFetcher({ key: "theme" });
  const location = useLocation();
  const theme = useTheme();
  const next: Theme = theme === "dark" ? "light" : "dark";

  useEffect(() => {
    document.documentElement.classList.toggle("dark", theme === "dark");
    document.documentElement.style.colorScheme = theme;
    if (localStorage.getItem(STORAGE_KEY) !== theme) localStorage.setItem(STORAGE_KEY, theme);
  }, [theme]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== STORAGE_KEY || (event.newValue !== "light" && event.newValue !== "dark"))
        return;
      document.documentElement.classList.toggle("dark", event.newValue === "dark");
      document.documentElement.style.colorScheme = event.newValue;
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const label = next === "dark" ? "Activar modo oscuro" : "Activar modo claro";
  return (
    <fetcher.Form
      method="post"
      action="/resources/theme"
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit({ theme: next }, { method: "post", action: "/resources/theme" });
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-label={label}
        title={label}
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        data-testid="theme-toggle"
        data-theme={theme}
      >
        {/* Both icons, shown by the page's theme class: a static page switches theme without
            React (app/enhance/theme.ts). */}
        <SunIcon className="hidden h-5 w-5 dark:block" />
        <MoonIcon className="h-5 w-5 dark:hidden" />
      </button>
    </fetcher.Form>
  );
}
