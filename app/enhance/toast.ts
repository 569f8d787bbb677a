/** How long a toast stays with JS: errors longer, as they are read and acted on (WCAG 2.2.1). */
export const TOAST_DURATION_MS = { success: 8000, error: 15000 } as const;

export type ToastMessage = {
  type: "success" | "error";
  title: string;
  description?: string;
};

/**
 * A toast leaves after 8 s (errors 15 s) or when closed, never while hovered or focused. Without
 * an element: the flash toast the server rendered, if any.
 */
export function dismissToastOnStaticPage(
  toast = document.querySelector<HTMLElement>('[data-testid="toast"]'),
) {
  if (!toast) return;
  const duration = TOAST_DURATION_MS[toast.getAttribute("role") === "alert" ? "error" : "success"];
  let timer = 0;
  const remove = () => toast.remove();
  const start = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(remove, duration);
  };
  const hold = () => window.clearTimeout(timer);
  toast.addEventListener("mouseenter", hold);
  toast.addEventListener("focusin", hold);
  toast.addEventListener("mouseleave", start);
  toast.addEventListener("focusout", start);
  toast.querySelector("button")?.addEventListener("click", remove);
  start();
}

/**
 * A toast from a static page's script (e.g. 'Código copiado'), in the place and with the markup
 * of the React `Toaster`, replacing the one shown: one at a time.
 */
export function showToastOnStaticPage({ type, title, description }: ToastMessage) {
  const region = document.querySelector<HTMLElement>("[data-toaster]");
  if (!region) return;
  const toast = document.createElement("div");
  toast.setAttribute("role", type === "error" ? "alert" : "status");
  toast.dataset.testid = "toast";
  toast.className = `pointer-events-auto relative w-full max-w-sm animate-fade-in overflow-hidden rounded-xl border p-4 pr-10 shadow-lg ${
    type === "error"
      ? "border-red-700 bg-red-600 text-white"
      : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
  }`;
  const heading = document.createElement("p");
  heading.className = "font-semibold";
  heading.textContent = title;
  toast.append(heading);
  if (description) {
    const text = document.createElement("p");
    text.className = "mt-1 text-sm opacity-90";
    text.textContent = description;
    toast.append(text);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Cerrar notificación");
  close.className = "absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100";
  close.textContent = "✕";
  toast.append(close);
  region.replaceChildren(toast);
  dismissToastOnStaticPage(toast);
}
