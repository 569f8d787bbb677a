import { THEME_COLORS } from "~/data/theme-colors";

/** The theme form posts in the background; the page switches at once and remembers it. */
export function enhanceThemeForm() {
  const apply = (theme: string) => {
    document.documentElement.classList.toggle("dark", theme === "dark");
    document.documentElement.style.colorScheme = theme;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute("content", theme === "dark" ? THEME_COLORS.dark : THEME_COLORS.light);
  };
  window.addEventListener("storage", (event) => {
    if (event.key === "theme" && (event.newValue === "light" || event.newValue === "dark")) {
      apply(event.newValue);
    }
  });
  for (const form of document.querySelectorAll<HTMLFormElement>(
    'form[action="/resources/theme"]',
  )) {
    form.addEventListener("submit", (event) => {
      const input = form.querySelector<HTMLInputElement>('input[name="theme"]');
      const button = form.querySelector("button");
      if (!input || !button) return;
      event.preventDefault();
      const theme = input.value;
      const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      // `manual`: the cookie comes with the 303; the page it points to is this one. If the post
      // does not get through, the form is sent the plain way, so the choice is not lost.
      fetch(form.action, { method: "POST", body, redirect: "manual" }).catch(() => form.submit());
      apply(theme);
      localStorage.setItem("theme", theme);
      const next = theme === "dark" ? "light" : "dark";
      const label = next === "dark" ? "Activar modo oscuro" : "Activar modo claro";
      input.value = next;
      button.setAttribute("aria-label", label);
      button.setAttribute("title", label);
      button.setAttribute("data-theme", theme);
    });
  }
}
