import { useEffect, useState, type RefObject } from "react";

type MonacoModule = typeof import("~/editor/monaco.client");

export type MonacoStatus = "off" | "loading" | "ready" | "failed";

/**
 * Loads our Monaco bundle (public/monaco, built by `npm run build:monaco`) once the page has
 * hydrated and mounts it over the form's textareas; unmounting the page restores them. Without
 * the bundle (`scriptUrl` null) or if it fails to load, the plain textareas simply stay.
 */
export function useMonacoEditors(formRef: RefObject<HTMLFormElement>, scriptUrl: string | null) {
  const [status, setStatus] = useState<MonacoStatus>("off");

  useEffect(() => {
    const form = formRef.current;
    if (!scriptUrl || !form) return;
    let cancelled = false;
    let unmount: (() => void) | undefined;
    setStatus("loading");
    // A URL known only at run time: the Remix compiler leaves this import to the browser.
    (import(/* webpackIgnore: true */ scriptUrl) as Promise<MonacoModule>).then(
      (monaco) => {
        if (cancelled) return;
        unmount = monaco.mountEditors(form);
        setStatus("ready");
      },
      (error: unknown) => {
        console.error("No se pudo cargar el editor Monaco", error);
        if (!cancelled) setStatus("failed");
      },
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [formRef, scriptUrl]);

  return status;
}
