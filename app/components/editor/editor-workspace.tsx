import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

import { CodePanel, EDITOR_TABS, EditorTabList } from "~/components/editor/editor-tabs";
import { CopyIcon, DownloadIcon, PlayIcon, SaveIcon } from "~/components/ui/icons";
import { LeavePageGuard } from "~/components/ui/leave-page-guard";
import { useCodeEditors } from "~/components/editor/use-code-editors";
import { useEditorDraft } from "~/components/editor/use-editor-draft";
import { useProjectSave } from "~/components/editor/use-project-save";
import { showToast } from "~/components/layout/toaster";
import { Button } from "~/components/ui/button";
import { FieldErrors, inputClasses } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import {
  EDITOR_FIELD_TOO_LARGE_MESSAGE,
  findOversizeField,
  type EditorField,
} from "~/editor/combine-code";
import {
  draftKey,
  readSnapshot,
  sameSnapshot,
  type EditorSnapshot,
  type VersionedSnapshot,
} from "~/enhance/editor-draft";
import { PROJECT_NAME_MAX } from "~/schemas/editor-project";
import { useNonce } from "~/utils/nonce-provider";
import { useHydrated } from "~/utils/use-hydrated";

/** The editor form's id: the project buttons outside it (Nuevo, Duplicar, Publicar) submit it. */
export const EDITOR_FORM_ID = "editor-form";

/** The preview's section: 'Ejecutar' without JS answers at `#editor-preview`. */
const PREVIEW_ID = "editor-preview";

/**
 * Without JS every panel is shown, stacked, and the JS-only controls are hidden; on large screens
 * the preview then stays in view beside the (tall) column of textareas.
 */
const NO_JS_STYLES = [
  "[data-editor-panel][hidden]{display:block!important}",
  "[data-editor-js-only]{display:none!important}",
  "@media (min-width:1024px){[data-editor-preview]{position:sticky;top:5rem;align-self:start}" +
    "[data-editor-preview] iframe{flex:none;height:70vh}}",
].join("");

const LARGE_SCREEN = "(min-width: 1024px)";

/**
 * The open project: its name, the three files (textareas, replaced by Monaco or the light editor
 * with JS), the toolbar and the preview. One plain <form> (decision 041): Ejecutar and Descargar
 * post to their resource routes; the other buttons post to the /editor action, and with JS
 * Guardar saves through /editor/save without leaving the page.
 *
 * On phones and with Save-Data the page is static (docs/decisions/144): the same markup, enhanced
 * by `~/enhance/editor-page` and `~/enhance/code-editor`, which read the form's `data-*` below.
 */
export function EditorWorkspace({
  userId,
  projectId,
  saved,
  shown,
  nameErrors,
  formAction,
  previewRun,
  downloadName,
  monacoScriptUrl,
  idempotencyKey,
}: {
  userId: number;
  projectId: number | null;
  /** The stored project (or, before the first save, the starter page at version 0). */
  saved: VersionedSnapshot;
  /** What the form starts with: `saved`, or the code a refused post sent back. */
  shown: EditorSnapshot;
  nameErrors?: string[];
  formAction: string;
  /** The run 'Ejecutar' posted without JS: the preview shows it (`/editor/preview?run=`). */
  previewRun: string | null;
  downloadName: string;
  monacoScriptUrl: string | null;
  /** Sent with the form's buttons, so a resent post writes once (Guardar with JS sends its own). */
  idempotencyKey: string;
}) {
  const nonce = useNonce();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLElement>(null);
  const allowUnload = useRef(false);
  const [activeTab, setActiveTab] = useState<EditorField>("html");
  // Before Monaco: the draft hook restores the textareas Monaco then starts from.
  const storageKey = draftKey(userId, projectId);
  const { dirty, markSaved } = useEditorDraft(formRef, { storageKey, saved, shown });
  const editorStatus = useCodeEditors(formRef, monacoScriptUrl);
  const { save, saving } = useProjectSave(formRef, { projectId, onSaved: markSaved });
  const activeLabel = EDITOR_TABS.find((tab) => tab.field === activeTab)?.name ?? "";

  // Ctrl/Cmd+S saves from anywhere on the page, Monaco included, instead of saving the web page.
  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") {
        return;
      }
      event.preventDefault();
      formRef.current?.querySelector<HTMLButtonElement>("button[data-editor-save]")?.click();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  // The buttons submit natively, so all of this also works without JS; with JS the preview and
  // the download stay native form posts with a toast, Guardar saves in place, and the project
  // buttons become client-side submissions.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "";
    const snapshot = readSnapshot(event.currentTarget);
    if (intent === "save") {
      event.preventDefault();
      void save();
      return;
    }
    if (findOversizeField(snapshot.code)) {
      event.preventDefault();
      showToast({
        type: "error",
        title: "Código demasiado grande",
        description: EDITOR_FIELD_TOO_LARGE_MESSAGE,
      });
      return;
    }
    if (intent === "run") {
      showToast({
        type: "success",
        title: "Código ejecutado",
        description: "Mira el resultado en la vista previa.",
      });
      // On phones the preview sits below the editor: bring it into view.
      if (!window.matchMedia(LARGE_SCREEN).matches) {
        previewRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      }
    } else if (intent === "download") {
      // The post starts a navigation that only downloads: no "leave the page?" prompt for it.
      allowUnload.current = true;
      window.setTimeout(() => (allowUnload.current = false), 1000);
      showToast({
        type: "success",
        title: "Código descargado",
        description: `Archivo ${downloadName}`,
      });
    } else if (submitter instanceof HTMLButtonElement) {
      event.preventDefault();
      submit(submitter);
    }
  }

  // Ctrl/Cmd+Enter runs the code from the plain textareas too (Monaco has its own binding).
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target;
    if (
      event.key === "Enter" &&
      (event.ctrlKey || event.metaKey) &&
      target instanceof HTMLTextAreaElement &&
      target.dataset.editorLanguage
    ) {
      event.preventDefault();
      formRef.current?.querySelector<HTMLButtonElement>("button[data-editor-run]")?.click();
    }
  }

  async function copyActiveCode() {
    const textarea = formRef.current?.elements.namedItem(activeTab);
    if (!(textarea instanceof HTMLTextAreaElement)) return;
    try {
      await navigator.clipboard.writeText(textarea.value);
      showToast({
        type: "success",
        title: "Código copiado",
        description: `El código ${activeLabel} está en el portapapeles.`,
      });
    } catch {
      showToast({
        type: "error",
        title: "No se pudo copiar el código",
        description: "Tu navegador no permitió usar el portapapeles.",
      });
    }
  }

  const nameInvalid = Boolean(nameErrors?.length);

  return (
    <>
      {/* Outside the grid: without JS a <noscript> is a box, and it took the first column. */}
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: NO_JS_STYLES }} />
      </noscript>
      {monacoScriptUrl ? <link rel="modulepreload" href={monacoScriptUrl} nonce={nonce} /> : null}
      <LeavePageGuard dirty={dirty} allowUnload={allowUnload} />
      <div className="grid gap-6 lg:grid-cols-2">
        <form
          ref={formRef}
          id={EDITOR_FORM_ID}
          method="post"
          action={formAction}
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
          aria-labelledby="editor-code-heading"
          data-editor-page
          data-draft-key={storageKey}
          data-saved-version={saved.version}
          data-project-saved={projectId !== null}
          data-shown-is-saved={sameSnapshot(shown, saved)}
          // Clipped, not hidden: the light editor's key bar sticks below the site's header.
          className="flex min-w-0 flex-col overflow-clip [--code-editor-keys-top:4rem] rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="editor-code-heading" className="sr-only">
            Código
          </h2>
          <input type="hidden" name="projectId" value={projectId ?? ""} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <div className="flex flex-wrap items-end gap-x-4 gap-y-2 border-b border-slate-200 px-3 py-3 dark:border-slate-800">
            <div className="min-w-0 flex-1 space-y-1.5">
              <label
                htmlFor="editor-project-name"
                className="block text-sm font-medium text-slate-700 dark:text-slate-200"
              >
                Nombre del proyecto
              </label>
              <input
                id="editor-project-name"
                name="name"
                defaultValue={shown.name}
                required
                maxLength={PROJECT_NAME_MAX}
                autoComplete="off"
                aria-invalid={nameInvalid || undefined}
                aria-describedby={nameInvalid ? "editor-project-name-error" : undefined}
                // 16 px on touch screens, as the code: a phone zooms into a smaller field.
                className={`${inputClasses} [@media(pointer:coarse)]:text-base`}
              />
              <FieldErrors id="editor-project-name-error" errors={nameErrors} />
            </div>
            <p
              role="status"
              data-editor-js-only
              data-testid="editor-save-state"
              className={`pb-2 text-sm font-medium ${
                dirty ? "text-amber-700 dark:text-amber-300" : "text-slate-600 dark:text-slate-400"
              }`}
            >
              {!hydrated
                ? null
                : saving
                  ? "Guardando..."
                  : dirty
                    ? "Cambios sin guardar"
                    : projectId === null
                      ? "Aún sin guardar"
                      : "Guardado"}
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-3 py-3 dark:border-slate-800">
            {/* Wraps: at 360 px the tabs and 'Cargando editor...' are wider than the card. */}
            <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
              <EditorTabList active={activeTab} onChange={setActiveTab} />
              {editorStatus === "loading" ? (
                <Spinner
                  size="sm"
                  label="Cargando editor..."
                  className="text-xs text-slate-500 dark:text-slate-400"
                />
              ) : null}
              {editorStatus === "failed" ? (
                <p role="status" className="text-xs text-amber-700 dark:text-amber-300">
                  No se pudo cargar el editor avanzado; puedes seguir escribiendo aquí.
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                name="intent"
                value="run"
                // With JS the code runs in the iframe and the page scrolls to it (onSubmit);
                // without, the page posts to itself and comes back with the preview in view.
                formAction={hydrated ? "/editor/preview" : `${formAction}#${PREVIEW_ID}`}
                formMethod="post"
                formTarget={hydrated ? "preview" : undefined}
                data-editor-run
                title="Ejecutar (Ctrl+Enter)"
                aria-keyshortcuts="Control+Enter Meta+Enter"
                size="sm"
              >
                <PlayIcon />
                Ejecutar
              </Button>
              <Button
                type="submit"
                name="intent"
                value="save"
                variant="secondary"
                size="sm"
                data-editor-save
                title="Guardar (Ctrl+S)"
                aria-keyshortcuts="Control+S Meta+S"
                disabled={saving}
                aria-busy={saving || undefined}
              >
                {saving ? <Spinner size="sm" /> : <SaveIcon />}
                Guardar
              </Button>
              <Button
                type="submit"
                name="intent"
                value="download"
                formAction="/editor/download"
                formMethod="post"
                variant="secondary"
                size="sm"
                title={`Descargar ${downloadName}`}
                data-download-name={downloadName}
              >
                <DownloadIcon />
                Descargar
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={copyActiveCode}
                disabled={!hydrated}
                data-editor-js-only
                data-editor-copy
                title={`Copiar el código ${activeLabel}`}
              >
                <CopyIcon />
                Copiar
              </Button>
            </div>
          </div>
          {EDITOR_TABS.map((tab) => (
            <CodePanel
              key={tab.field}
              tab={tab}
              hidden={tab.field !== activeTab}
              defaultValue={shown.code[tab.field]}
            />
          ))}
        </form>

        <section
          ref={previewRef}
          id={PREVIEW_ID}
          aria-labelledby="editor-preview-heading"
          data-editor-preview
          className="flex min-w-0 scroll-mt-20 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <h2 id="editor-preview-heading" className="font-semibold">
              Vista previa
            </h2>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Pulsa Ejecutar para ver aquí tu página.
            </p>
          </div>
          {/* Empty until Ejecutar posts the code into it (or, without JS, names the run it loads).
            The page it shows runs with an opaque origin (sandbox here and in its own CSP):
            scripts only, no access to this site. */}
          <iframe
            name="preview"
            src={previewRun ? `/editor/preview?run=${encodeURIComponent(previewRun)}` : undefined}
            title="Vista previa"
            sandbox="allow-scripts"
            className="h-[60vh] min-h-[20rem] w-full flex-1 bg-white lg:h-auto"
          />
        </section>
      </div>
    </>
  );
}
