import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";

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
        {theme === "dark" ? <SunIcon /> : <MoonIcon />}
      </button>
    </fetcher.Form>
  );
}

function SunIcon() {
  return (
    <svg
      className="h-5 w-5"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="4" />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg
      className="h-5 w-5"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" strokeLinejoin="round" />
    </svg>
  );
}
