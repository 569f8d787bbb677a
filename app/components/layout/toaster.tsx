import { useEffect, useState } from "react";

import { TOAST_DURATION_MS, type ToastMessage } from "~/enhance/toast";
import { useRootData } from "~/utils/root-data";

const CLIENT_TOAST_EVENT = "academy:toast";

/** Shows a toast from browser code (e.g. 'Código copiado'); server code uses redirectWithToast. */
export function showToast(toast: ToastMessage) {
  window.dispatchEvent(new CustomEvent<ToastMessage>(CLIENT_TOAST_EVENT, { detail: toast }));
}

/**
 * One toast at a time. The flash toast read by the root loader is rendered on the server, so it is
 * visible without JS (until the next page); with JS a toast leaves after 8 s (an error after 15 s)
 * or when dismissed, and never while the pointer or the keyboard focus is on it.
 */
export function Toaster() {
  const { toast: flashToast } = useRootData();
  const [current, setCurrent] = useState<ToastMessage | null>(flashToast);
  const [held, setHeld] = useState(false);

  useEffect(() => setCurrent(flashToast), [flashToast]);

  useEffect(() => {
    const onClientToast = (event: Event) => setCurrent((event as CustomEvent<ToastMessage>).detail);
    window.addEventListener(CLIENT_TOAST_EVENT, onClientToast);
    return () => window.removeEventListener(CLIENT_TOAST_EVENT, onClientToast);
  }, []);

  // A new toast (or none) starts unheld: a dismissed one cannot report the pointer leaving.
  useEffect(() => setHeld(false), [current]);

  useEffect(() => {
    if (!current || held) return;
    const timer = window.setTimeout(() => setCurrent(null), TOAST_DURATION_MS[current.type]);
    return () => window.clearTimeout(timer);
  }, [current, held]);

  return (
    <div
      aria-live="polite"
      data-toaster
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4 sm:justify-end"
    >
      {current ? (
        <div
          role={current.type === "error" ? "alert" : "status"}
          data-testid="toast"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
          className={`pointer-events-auto relative w-full max-w-sm animate-fade-in overflow-hidden rounded-xl border p-4 pr-10 shadow-lg ${
            current.type === "error"
              ? "border-red-700 bg-red-600 text-white"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          }`}
        >
          <p className="font-semibold">{current.title}</p>
          {current.description ? (
            <p className="mt-1 text-sm opacity-90">{current.description}</p>
          ) : null}
          <button
            type="button"
            onClick={() => setCurrent(null)}
            aria-label="Cerrar notificación"
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            ✕
          </button>
        </div>
      ) : null}
    </div>
  );
}
