/**
 * Progressive enhancement for /editor (plain DOM, not React): `mountEditors(form)` replaces each
 * `textarea[data-editor-language]` with a Monaco editor and keeps the textarea's value in sync, so
 * the page's form (Ejecutar, Guardar, Descargar) submits exactly what it would without JS.
 *
 * The page calls `mountEditors` itself once React has hydrated (a module that rewrote the DOM on
 * load could race hydration, and React 18 does not execute <script> tags it renders on client-side
 * navigation), through `import()` of this URL; the page's <link rel="modulepreload"> only starts
 * the download early. The module adds its own stylesheet before it resolves.
 *
 * Bundled outside the Remix compiler by `npm run build:monaco` into public/monaco/ (our own
 * assets, no CDN; see docs/decisions/040-monaco-esm-bundled-by-esbuild.md). Only the editor API and
 * the HTML, CSS and JavaScript tokenizers are included — not `editor.main`, which pulls every
 * language and language service.
 */
import * as monaco from "monaco-editor/editor/editor.api";
// Editor features a learner expects (the curated subset of editor.main's list): find/replace,
// comment toggling, bracket matching, folding, word-based completion, multi-cursor, line moves,
// context menu and clipboard, and Ctrl+M to let Tab move focus out of the editor.
import "monaco-editor/features/codicon/register";
import "monaco-editor/editor/browser/coreCommands";
import "monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching";
import "monaco-editor/editor/contrib/clipboard/browser/clipboard";
import "monaco-editor/editor/contrib/comment/browser/comment";
import "monaco-editor/editor/contrib/contextmenu/browser/contextmenu";
import "monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo";
import "monaco-editor/features/find/register";
import "monaco-editor/editor/contrib/folding/browser/folding";
import "monaco-editor/editor/contrib/indentation/browser/indentation";
import "monaco-editor/editor/contrib/linesOperations/browser/linesOperations";
import "monaco-editor/editor/contrib/multicursor/browser/multicursor";
import "monaco-editor/editor/contrib/snippet/browser/snippetController2";
import "monaco-editor/editor/contrib/suggest/browser/suggestController";
import "monaco-editor/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode";
import "monaco-editor/editor/contrib/wordHighlighter/browser/wordHighlighter";
import "monaco-editor/editor/contrib/wordOperations/browser/wordOperations";
import "monaco-editor/editor/common/standaloneStrings";
// Syntax highlighting: Monaco's Monarch tokenizers for the three tabs. All three are needed as
// soon as the page mounts, so they are registered eagerly instead of through the lazy
// `languages/definitions/*/register` contributions (which would cost three more requests).
import * as css from "monaco-editor/languages/definitions/css/css";
import * as html from "monaco-editor/languages/definitions/html/html";
import * as javascript from "monaco-editor/languages/definitions/javascript/javascript";

export const EDITOR_READY_EVENT = "academy:editor-ready";

// Monaco's stylesheet (esbuild writes it beside this module, same version query) before any
// editor is created: only a page that mounts Monaco loads it (a phone's static /editor never does).
await new Promise<void>((resolve, reject) => {
  const href = new URL("./monaco.client.css", import.meta.url);
  href.search = new URL(import.meta.url).search;
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href.href)}"]`)) {
    resolve();
    return;
  }
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href.href;
  link.onload = () => resolve();
  link.onerror = () => reject(new Error(`No se pudo cargar ${href.href}`));
  document.head.append(link);
});

const LANGUAGES = { html, css, javascript } as const;
for (const [id, definition] of Object.entries(LANGUAGES)) {
  monaco.languages.register({ id });
  monaco.languages.setMonarchTokensProvider(id, definition.language);
  monaco.languages.setLanguageConfiguration(id, definition.conf);
}

// The core editor worker sits next to this file; the query (a content hash) is kept so a new
// deployment never pairs this module with a stale worker.
self.MonacoEnvironment = {
  getWorker: () => {
    const url = new URL("./editor.worker.client.js", import.meta.url);
    url.search = new URL(import.meta.url).search;
    return new Worker(url, { type: "module" });
  },
};

// Monaco's vs / vs-dark themes with the editor's background matched to the page's cards, and the
// token colours that fall below WCAG's 4.5:1 on that background darkened (light) or lightened
// (dark) in the same hue: vs paints HTML attribute names and CSS properties #ff0000 (4.0:1).
monaco.editor.defineTheme("academy-light", {
  base: "vs",
  inherit: true,
  rules: [
    { token: "attribute.name", foreground: "c40000" }, // 6.3:1
    { token: "metatag.content.html", foreground: "c40000" },
    { token: "metatag.html", foreground: "6b6b6b" }, // <!DOCTYPE html>, 5.3:1
    { token: "annotation", foreground: "6b6b6b" },
  ],
  colors: { "editor.background": "#ffffff" },
});
monaco.editor.defineTheme("academy-dark", {
  base: "vs-dark",
  inherit: true,
  rules: [
    { token: "variable.predefined", foreground: "7b93d6" }, // 5.9:1 on slate-900
    { token: "regexp", foreground: "c880b0" }, // 6.1:1
  ],
  colors: { "editor.background": "#0f172a" }, // Tailwind slate-900
});

const currentTheme = () =>
  document.documentElement.classList.contains("dark") ? "academy-dark" : "academy-light";

function labelOf(textarea: HTMLTextAreaElement) {
  return textarea.labels?.[0]?.textContent?.trim() || textarea.name;
}

/** Mounts one editor in place of `textarea`; returns the function that undoes it. */
function mountEditor(textarea: HTMLTextAreaElement) {
  const language = textarea.dataset.editorLanguage || "plaintext";
  // The page may reserve the editor's place (a sibling `[data-editor-host]`); else create one.
  let host = textarea.parentElement?.querySelector<HTMLElement>(
    `[data-editor-host="${CSS.escape(textarea.name)}"]`,
  );
  const createdHost = !host;
  if (!host) {
    host = document.createElement("div");
    host.style.height = "24rem";
    textarea.insertAdjacentElement("afterend", host);
  }

  const editor = monaco.editor.create(host, {
    value: textarea.value,
    language,
    theme: currentTheme(),
    fontSize: 14,
    tabSize: 2,
    insertSpaces: true,
    detectIndentation: false,
    wordWrap: "on",
    minimap: { enabled: false },
    automaticLayout: true,
    scrollBeyondLastLine: false,
    fixedOverflowWidgets: true,
    ariaLabel: labelOf(textarea),
  });

  // The textarea stays in the form, out of sight, and always holds the editor's current code.
  textarea.hidden = true;
  host.hidden = false;
  textarea.dataset.enhanced = "true";
  const contentListener = editor.onDidChangeModelContent(() => {
    textarea.value = editor.getValue();
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  });

  // Ctrl/Cmd+Enter runs the code, as in freeCodeCamp's editor.
  editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => {
    textarea.form?.querySelector<HTMLButtonElement>("button[data-editor-run]")?.click();
  });

  // Clicking the field's label now focuses the editor.
  const focusEditor = (event: Event) => {
    event.preventDefault();
    editor.focus();
  };
  const labels = Array.from(textarea.labels ?? []);
  for (const label of labels) label.addEventListener("click", focusEditor);

  return () => {
    for (const label of labels) label.removeEventListener("click", focusEditor);
    contentListener.dispose();
    const model = editor.getModel();
    editor.dispose();
    model?.dispose();
    delete textarea.dataset.enhanced;
    textarea.hidden = false;
    if (createdHost) host.remove();
    else host.hidden = true;
  };
}

/**
 * Replaces every `textarea[data-editor-language]` under `root` with a Monaco editor (fontSize 14,
 * tabSize 2, word wrap, no minimap, light/dark following the <html> class), then dispatches
 * `academy:editor-ready` on `document`. Returns a function that restores the textareas.
 */
export function mountEditors(root: ParentNode = document) {
  const textareas = Array.from(
    root.querySelectorAll<HTMLTextAreaElement>("textarea[data-editor-language]"),
  ).filter((textarea) => textarea.dataset.enhanced !== "true");
  const unmounts = textareas.map(mountEditor);

  // Follow the site's light/dark toggle (a class on <html>).
  const themeObserver = new MutationObserver(() => monaco.editor.setTheme(currentTheme()));
  themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });

  document.dispatchEvent(
    new CustomEvent(EDITOR_READY_EVENT, { detail: { count: unmounts.length } }),
  );

  return () => {
    themeObserver.disconnect();
    for (const unmount of unmounts) unmount();
  };
}
