import { useEffect, useState, type RefObject } from "react";

type MonacoModule = typeof import("~/editor/monaco.client");

export type CodeEditorStatus = "off" | "loading" | "ready" | "failed";

/**
 * Where Monaco goes (docs/decisions/144): a fine pointer and a screen of a tablet's width or
 * more. The server already sent phones and Save-Data the static page with the light editor; this
 * catches the rest (a tablet asking for the desktop site, a narrow window).
 */
export const MONACO_DEVICES = "(pointer: fine) and (min-width: 768px)";

/**
 * Once the page has hydrated, mounts an editor over the form's textareas: Monaco (our bundle in
 * public/monaco, built by `npm run build:monaco`) on desktop-class devices, the light editor
 * (`~/enhance/code-editor`) elsewhere or without the Monaco bundle (`monacoScriptUrl` null).
 * Unmounting the page restores the textareas; if the editor fails to load, they simply stay.
 */
export function useCodeEditors(
  formRef: RefObject<HTMLFormElement>,
  monacoScriptUrl: string | null,
) {
  const [status, setStatus] = useState<CodeEditorStatus>("off");

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let cancelled = false;
    let unmount: (() => void) | undefined;
    setStatus("loading");
    const loading: Promise<() => () => void> =
      monacoScriptUrl && window.matchMedia(MONACO_DEVICES).matches
        ? // A URL known only at run time: the Remix compiler leaves this import to the browser.
          (import(/* webpackIgnore: true */ monacoScriptUrl) as Promise<MonacoModule>).then(
            (monaco) => () => monaco.mountEditors(form),
          )
        : import("~/enhance/code-editor/code-editor").then(
            (light) => () => light.enhanceCodeEditors(form),
          );
    loading.then(
      (mount) => {
        if (cancelled) return;
        unmount = mount();
        setStatus("ready");
      },
      (error: unknown) => {
        console.error("No se pudo cargar el editor", error);
        if (!cancelled) setStatus("failed");
      },
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [formRef, monacoScriptUrl]);

  return status;
}
