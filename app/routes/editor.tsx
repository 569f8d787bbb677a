import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";

import { requireUser } from "~/auth/session.server";
import { CodePanel, EDITOR_TABS, EditorTabList } from "~/components/editor/editor-tabs";
import { CopyIcon, DownloadIcon, PlayIcon, SaveIcon } from "~/components/ui/icons";
import { useMonacoEditors } from "~/components/editor/use-monaco-editors";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { showToast } from "~/components/layout/toaster";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import {
  downloadFileName,
  EDITOR_FIELD_TOO_LARGE_MESSAGE,
  findOversizeField,
  type EditorCode,
  type EditorField,
} from "~/editor/combine-code";
import { plainTextResponse, readEditorSubmission } from "~/editor/editor-code.server";
import { getMonacoScriptUrl } from "~/editor/monaco-assets.server";
import { starterCode } from "~/editor/starter-code";
import { env } from "~/env.server";
import { pageMeta } from "~/utils/meta";
import { useNonce } from "~/utils/nonce-provider";
import { useHydrated } from "~/utils/use-hydrated";

/** Monaco's stylesheet, from our own bundle (public/monaco, decision 040), on this page only. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: "/monaco/monaco.client.css" },
];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Editor de Código",
    "Escribe HTML, CSS y JavaScript y mira el resultado al instante.",
  );

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return {
    starter: starterCode(env.site.name),
    downloadName: downloadFileName(env.site.name),
    monacoScriptUrl: getMonacoScriptUrl(),
  };
}

const SAVED_DESCRIPTION = "Tu código sigue en el editor; no se guarda en el servidor.";

/**
 * Guardar without JS (with JS it is only a client toast). SPEC §2: it shows a confirmation and
 * saves nothing — the page is rendered again with the submitted code and the confirmation.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const { code, intent } = await readEditorSubmission(request);
  if (intent !== "save") throw plainTextResponse(400, "Acción no válida.");
  return { code, saved: { title: "Código guardado", description: SAVED_DESCRIPTION } };
}

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

function readCode(form: HTMLFormElement): EditorCode {
  const formData = new FormData(form);
  const field = (name: EditorField) => String(formData.get(name) ?? "");
  return { html: field("html"), css: field("css"), js: field("js") };
}

export default function EditorPage() {
  const { starter, downloadName, monacoScriptUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const code = actionData?.code ?? starter;
  const nonce = useNonce();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLElement>(null);
  const [activeTab, setActiveTab] = useState<EditorField>("html");
  const monacoStatus = useMonacoEditors(formRef, monacoScriptUrl);
  const activeLabel = EDITOR_TABS.find((tab) => tab.field === activeTab)?.name ?? "";

  // The buttons submit natively (the preview and the download are real form posts, which also
  // work without JS); with JS we only add the confirmations, and Guardar stays in the browser.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "";
    if (findOversizeField(readCode(event.currentTarget))) {
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
      showToast({
        type: "success",
        title: "Código descargado",
        description: `Archivo ${downloadName}`,
      });
    } else if (intent === "save") {
      event.preventDefault();
      showToast({ type: "success", title: "Código guardado", description: SAVED_DESCRIPTION });
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

  return (
    <div className="container-page py-8 lg:py-10">
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: NO_JS_STYLES }} />
      </noscript>
      {monacoScriptUrl ? <link rel="modulepreload" href={monacoScriptUrl} nonce={nonce} /> : null}

      <header className="mb-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Editor de Código</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Escribe HTML, CSS y JavaScript y pulsa <strong>Ejecutar</strong> para ver el resultado.
          <span data-editor-js-only>
            {" "}
            Atajo:{" "}
            <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-800">
              Ctrl
            </kbd>{" "}
            +{" "}
            <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-800">
              Enter
            </kbd>
          </span>
        </p>
      </header>

      {actionData?.saved ? (
        <div
          role="status"
          className="mb-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100"
        >
          <p className="font-semibold">{actionData.saved.title}</p>
          <p className="mt-1 text-sm">{actionData.saved.description}</p>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <form
          ref={formRef}
          method="post"
          action="/editor"
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
          aria-labelledby="editor-code-heading"
          className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="editor-code-heading" className="sr-only">
            Código
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-3 py-3 dark:border-slate-800">
            <div className="flex items-center gap-3">
              <EditorTabList active={activeTab} onChange={setActiveTab} />
              {monacoStatus === "loading" ? (
                <Spinner
                  size="sm"
                  label="Cargando editor..."
                  className="text-xs text-slate-500 dark:text-slate-400"
                />
              ) : null}
              {monacoStatus === "failed" ? (
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
                formAction="/editor/preview"
                formMethod="post"
                formTarget="preview"
                data-editor-run
                title="Ejecutar (Ctrl+Enter)"
                aria-keyshortcuts="Control+Enter Meta+Enter"
                size="sm"
              >
                <PlayIcon className="h-4 w-4" />
                Ejecutar
              </Button>
              <Button type="submit" name="intent" value="save" variant="secondary" size="sm">
                <SaveIcon className="h-4 w-4" />
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
              >
                <DownloadIcon className="h-4 w-4" />
                Descargar
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={copyActiveCode}
                disabled={!hydrated}
                data-editor-js-only
                title={`Copiar el código ${activeLabel}`}
              >
                <CopyIcon className="h-4 w-4" />
                Copiar
              </Button>
            </div>
          </div>
          {EDITOR_TABS.map((tab) => (
            <CodePanel
              key={tab.field}
              tab={tab}
              hidden={tab.field !== activeTab}
              defaultValue={code[tab.field]}
            />
          ))}
        </form>

        <section
          ref={previewRef}
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
          {/* Empty until Ejecutar posts the code into it. The page it shows runs with an opaque
              origin (sandbox here and in its own CSP): scripts only, no access to this site. */}
          <iframe
            name="preview"
            title="Vista previa"
            sandbox="allow-scripts"
            className="h-[60vh] min-h-[20rem] w-full flex-1 bg-white lg:h-auto"
          />
        </section>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
