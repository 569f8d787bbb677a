/** How long a toast stays with JS: errors longer, as they are read and acted on (WCAG 2.2.1). */
export const TOAST_DURATION_MS = { success: 8000, error: 15000 } as const;

/** A toast leaves after 8 s (errors 15 s) or when closed, never while hovered or focused. */
export function dismissToastOnStaticPage() {
  const toast = document.querySelector<HTMLElement>('[data-testid="toast"]');
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
