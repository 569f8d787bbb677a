/**
 * /editor as a static page (phones and Save-Data, docs/decisions/144): what the hydrated page's
 * React components do, on the server-rendered form. The light editor itself is
 * `~/enhance/code-editor`; without any script the form works as it is (every button posts).
 *
 * Kept from the hydrated page: the HTML / CSS / JavaScript tabs, the draft in this browser and
 * 'Cambios sin guardar', the browser's warning before leaving unsaved changes, Ctrl/Cmd+S and
 * Ctrl/Cmd+Enter, the toasts of Ejecutar, Descargar and Copiar, the size check before posting,
 * and the preview brought into view on small screens. Guardar posts the form (the server saves
 * and answers with the page again), as without JavaScript; the tab in use is kept across it.
 */
import {
  EDITOR_FIELDS,
  EDITOR_FIELD_TOO_LARGE_MESSAGE,
  findOversizeField,
} from "~/editor/combine-code";
import {
  readSnapshot,
  restorableDraft,
  sameSnapshot,
  storeDraft,
  writeSnapshot,
  type EditorSnapshot,
} from "~/enhance/editor-draft";
import type { ToastMessage } from "~/enhance/toast";

const LARGE_SCREEN = "(min-width: 1024px)";
const TAB_KEY = "academy:editor-tab";

/** A tab's classes, selected or not (the React tab list renders the same). */
export const TAB_CLASSES = {
  selected: "bg-white text-brand-700 shadow-sm dark:bg-slate-950 dark:text-brand-300",
  other: "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
};

const STATE_CLASSES = {
  dirty: ["text-amber-700", "dark:text-amber-300"],
  clean: ["text-slate-600", "dark:text-slate-400"],
};

/** The project as the server rendered it (the textareas' and the name's own markup). */
function renderedSnapshot(form: HTMLFormElement): EditorSnapshot {
  const code = { html: "", css: "", js: "" };
  for (const textarea of form.querySelectorAll<HTMLTextAreaElement>("textarea[data-code-editor]")) {
    const language = textarea.dataset.language;
    const name = EDITOR_FIELDS.find((field) => field === language);
    if (name) code[name] = textarea.defaultValue;
  }
  const nameInput = form.querySelector<HTMLInputElement>("#editor-project-name");
  return { name: nameInput?.defaultValue ?? "", code };
}

/** ARIA tabs: click, arrows, Home and End; the tab in use survives the form's own posts. */
function enableTabs(form: HTMLFormElement, onChange: (tab: HTMLButtonElement) => void) {
  const tabs = Array.from(form.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  if (!tabs.length) return null;
  const select = (selected: HTMLButtonElement) => {
    for (const tab of tabs) {
      const active = tab === selected;
      tab.setAttribute("aria-selected", String(active));
      tab.tabIndex = active ? 0 : -1;
      for (const name of TAB_CLASSES.selected.split(" ")) tab.classList.toggle(name, active);
      for (const name of TAB_CLASSES.other.split(" ")) tab.classList.toggle(name, !active);
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !active;
    }
    try {
      sessionStorage.setItem(TAB_KEY, selected.id);
    } catch {
      // No storage: the page opens on its first tab.
    }
    onChange(selected);
  };
  for (const tab of tabs) tab.addEventListener("click", () => select(tab));
  tabs[0].parentElement?.addEventListener("keydown", (event) => {
    const current = tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true");
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next]);
    tabs[next].focus();
  });
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(TAB_KEY);
  } catch {
    kept = null;
  }
  const active =
    tabs.find((tab) => tab.id === kept) ??
    tabs.find((tab) => tab.getAttribute("aria-selected") === "true") ??
    tabs[0];
  select(active);
}

/**
 * `showToast` is the static page's (`showToastOnStaticPage`), handed over by static-page.ts: a
 * module both import would become a shared chunk, a second request before every static page's
 * script runs.
 */
export function enhanceEditorPage(
  showToast: (toast: ToastMessage) => void,
  form = document.querySelector<HTMLFormElement>("form[data-editor-page]"),
) {
  if (!form) return;
  const storageKey = form.dataset.draftKey ?? "";
  const savedVersion = Number(form.dataset.savedVersion ?? 0);
  const isNew = form.dataset.projectSaved !== "true";
  const state = form.querySelector<HTMLElement>('[data-testid="editor-save-state"]');
  const copy = form.querySelector<HTMLButtonElement>("button[data-editor-copy]");
  const click = (selector: string) => form.querySelector<HTMLButtonElement>(selector)?.click();

  // With JS the code runs in the preview's frame, as on the hydrated page; the server's markup
  // posts the page to itself, which is the answer without JS (decision 139).
  const run = form.querySelector<HTMLButtonElement>("button[data-editor-run]");
  if (run) {
    run.formAction = "/editor/preview";
    run.formTarget = "preview";
  }

  // --- the draft and the save state --------------------------------------------------------
  // A refused post shows code newer than the saved project: it differs from it until saved.
  const baseline = form.dataset.shownIsSaved === "true" ? renderedSnapshot(form) : null;
  let dirty = false;
  let saving = false;
  const showState = () => {
    if (!state) return;
    state.textContent = saving
      ? "Guardando..."
      : dirty
        ? "Cambios sin guardar"
        : isNew
          ? "Aún sin guardar"
          : "Guardado";
    for (const name of STATE_CLASSES.dirty) state.classList.toggle(name, dirty);
    for (const name of STATE_CLASSES.clean) state.classList.toggle(name, !dirty);
  };
  const refresh = () => {
    const current = readSnapshot(form);
    dirty = baseline === null || !sameSnapshot(current, baseline);
    storeDraft(storageKey, dirty ? { ...current, version: savedVersion } : null);
    showState();
  };
  // Only into a form nothing was typed in yet (the script comes after the first paint).
  const draft = restorableDraft(storageKey, savedVersion, baseline !== null);
  if (draft && baseline && sameSnapshot(readSnapshot(form), baseline)) writeSnapshot(form, draft);
  refresh();
  form.addEventListener("input", refresh);

  // --- leaving with unsaved changes --------------------------------------------------------
  // The page's own posts (saving, the delete confirmation) and the project links stay on
  // /editor, where the draft waits: only leaving the editor gets the browser's warning.
  let leavingForEditor = false;
  const staysOnEditor = (url: string) => new URL(url).pathname === window.location.pathname;
  window.addEventListener("beforeunload", (event) => {
    if (!dirty || leavingForEditor) return;
    event.preventDefault();
    event.returnValue = "";
  });
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (link instanceof HTMLAnchorElement && staysOnEditor(link.href)) leavingForEditor = true;
  });
  document.addEventListener("submit", (event) => {
    const target = event.target as HTMLFormElement;
    const submitter = event.submitter as HTMLButtonElement | null;
    if (event.defaultPrevented) return; // stopped (the size check): the page stays
    if (staysOnEditor(submitter?.formAction || target.action)) leavingForEditor = true;
  });
  window.addEventListener("pageshow", () => {
    leavingForEditor = false;
    saving = false;
    showState();
  });

  // --- tabs and Copiar ---------------------------------------------------------------------
  let activeTab: HTMLButtonElement | null = null;
  enableTabs(form, (tab) => {
    activeTab = tab;
    if (copy) copy.title = `Copiar el código ${tab.textContent ?? ""}`;
  });
  if (copy) {
    copy.disabled = false;
    copy.addEventListener("click", async () => {
      const panel = document.getElementById(activeTab?.getAttribute("aria-controls") ?? "");
      // The panel's form field: its textarea, or the light editor's that took its name.
      const field = panel?.querySelector<HTMLTextAreaElement>("textarea[name]");
      if (!field) return;
      try {
        await navigator.clipboard.writeText(field.value);
        showToast({
          type: "success",
          title: "Código copiado",
          description: `El código ${activeTab?.textContent ?? ""} está en el portapapeles.`,
        });
      } catch {
        showToast({
          type: "error",
          title: "No se pudo copiar el código",
          description: "Tu navegador no permitió usar el portapapeles.",
        });
      }
    });
  }

  // --- shortcuts ---------------------------------------------------------------------------
  // Ctrl/Cmd+S saves from anywhere on the page instead of saving the web page.
  window.addEventListener("keydown", (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") {
      return;
    }
    event.preventDefault();
    click("button[data-editor-save]");
  });
  // Ctrl/Cmd+Enter runs the code from the plain textareas too (the light editor has its own).
  form.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    if (!(event.target instanceof HTMLTextAreaElement) || !event.target.dataset.codeEditor) return;
    event.preventDefault();
    click("button[data-editor-run]");
  });

  // --- posting -----------------------------------------------------------------------------
  form.addEventListener("submit", (event) => {
    const submitter = event.submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "";
    if (findOversizeField(readSnapshot(form).code)) {
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
        document
          .querySelector("[data-editor-preview]")
          ?.scrollIntoView({ behavior: "smooth", block: "start" });
      }
      return;
    }
    // The download is a navigation that only downloads: no warning for it.
    if (intent === "download") {
      leavingForEditor = true;
      window.setTimeout(() => (leavingForEditor = false), 1000);
      showToast({
        type: "success",
        title: "Código descargado",
        description: `Archivo ${submitter?.dataset.downloadName ?? ""}`,
      });
      return;
    }
    saving = true;
    showState();
  });
}
