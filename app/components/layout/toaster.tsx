import { useEffect, useState } from "react";

import { useRootData } from "~/utils/root-data";

export const TOAST_DURATION_MS = 5000;

/**
 * Shows the flash toast the root loader read. Rendered on the server, so it is visible without JS
 * (until the next page); with JS it leaves after 5 s or when dismissed.
 */
export function Toaster() {
  const { toast } = useRootData();
  const [dismissed, setDismissed] = useState<typeof toast>(null);
  const visible = toast && dismissed !== toast ? toast : null;

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setDismissed(toast), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4 sm:justify-end">
      {visible ? (
        <div
          role={visible.type === "error" ? "alert" : "status"}
          data-testid="toast"
          className={`pointer-events-auto relative w-full max-w-sm animate-fade-in overflow-hidden rounded-xl border p-4 pr-10 shadow-lg ${
            visible.type === "error"
              ? "border-red-700 bg-red-600 text-white"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          }`}
        >
          <p className="font-semibold">{visible.title}</p>
          {visible.description ? <p className="mt-1 text-sm opacity-90">{visible.description}</p> : null}
          <button
            type="button"
            onClick={() => setDismissed(visible)}
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
