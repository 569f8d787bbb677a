/**
 * The light code editor (docs/decisions/144): prism-code-editor, a highlighted copy of the code
 * drawn under a real <textarea>, so typing, selection, autocorrect-off, dictation and the phone's
 * own keyboard are the browser's; ~10 KB gzip with the HTML, CSS and JavaScript grammars.
 *
 * `mountCodeEditor` enhances one `<textarea data-code-editor data-language="html|css|js">`: the
 * editor's textarea takes over its id, name and ARIA attributes, so it is the form field (what
 * the form posts, what its <label> names) and the page's own textarea waits hidden, to come back
 * when the editor is unmounted. Line numbers, word wrap, 2-space indentation (Tab, or the key bar
 * on touch screens; Enter keeps the indentation), closing brackets and tags, Escape to leave the
 * field, and Ctrl/Cmd+Enter presses the form's `button[data-editor-run]` (as in Monaco).
 */
import { createEditor, type PrismEditor } from "prism-code-editor";
import {
  defaultKeymap,
  editorCommands,
  indentSelectedLines,
  insertLineAndIndent,
  insertTab,
} from "prism-code-editor/commands";
import { insertText } from "prism-code-editor/utils";
// Highlighting: the grammars (markup highlights <style> and <script> with the other two).
import "prism-code-editor/prism/languages/markup";
import "prism-code-editor/prism/languages/css";
import "prism-code-editor/prism/languages/javascript";
// Indentation, comments and closing tags per language.
import "prism-code-editor/languages/html";
import "prism-code-editor/languages/css";
import "prism-code-editor/languages/clike";

import { PRISM_LAYOUT_CSS } from "~/enhance/code-editor/prism-layout";
import { CODE_EDITOR_THEME_CSS } from "~/enhance/code-editor/theme";

/** `data-language` values and the grammar each one uses. */
const GRAMMARS = { html: "html", css: "css", js: "javascript" } as const;
export type CodeLanguage = keyof typeof GRAMMARS;

const SELECTOR = "textarea[data-code-editor]";

/** What makes the page's textarea the form field; the editor's textarea takes it over. */
const FIELD_ATTRIBUTES = [
  "id",
  "name",
  "form",
  "required",
  "readonly",
  "disabled",
  "maxlength",
  "minlength",
  "aria-label",
  "aria-labelledby",
  "aria-describedby",
  "aria-invalid",
  "aria-required",
];

/**
 * Keys an on-screen keyboard lacks or hides on a second page: indentation and the symbols code
 * is made of. A tap never takes the focus from the code (the keyboard stays open); from a
 * keyboard the bar is one toolbar stop, its buttons reached with the arrow keys.
 */
const KEYS: { key: string; label: string; press: (editor: PrismEditor) => void }[] = [
  { key: "⇥", label: "Sangrar", press: indent },
  { key: "⇤", label: "Quitar sangría", press: (editor) => indentSelectedLines(editor, true) },
  ...["<", ">", "/", "=", '"', "'", "{", "}", "(", ")", ";", ":"].map((symbol) => ({
    key: symbol,
    label: `Escribir ${symbol}`,
    press: (editor: PrismEditor) => insertText(editor, symbol),
  })),
];

function indent(editor: PrismEditor) {
  const [start, end] = editor.getSelection();
  if (start === end) insertTab(editor, start);
  else indentSelectedLines(editor);
}

/** The styles, once per document. */
function addStyles() {
  if (document.querySelector("style[data-code-editor-styles]")) return;
  const style = document.createElement("style");
  style.dataset.codeEditorStyles = "";
  style.textContent = PRISM_LAYOUT_CSS + CODE_EDITOR_THEME_CSS;
  document.head.append(style);
}

function moveAttributes(from: Element, to: Element) {
  for (const name of FIELD_ATTRIBUTES) {
    const value = from.getAttribute(name);
    if (value === null) continue;
    to.setAttribute(name, value);
    from.removeAttribute(name);
  }
}

function keyBar(editor: PrismEditor) {
  const bar = document.createElement("div");
  bar.className = "code-editor-keys";
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", "Teclas para programar");
  const buttons = KEYS.map(({ key, label, press }, index) => {
    const button = document.createElement("button");
    button.type = "button";
    button.tabIndex = index === 0 ? 0 : -1;
    button.textContent = key;
    button.setAttribute("aria-label", label);
    // The field keeps the focus (and the phone its keyboard).
    button.addEventListener("pointerdown", (event) => event.preventDefault());
    button.addEventListener("click", () => press(editor));
    return button;
  });
  // The toolbar pattern: one Tab stop, arrows, Home and End move between the keys.
  bar.addEventListener("keydown", (event) => {
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    const last = buttons.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (current === -1 || next === undefined) return;
    event.preventDefault();
    buttons[current].tabIndex = -1;
    buttons[next].tabIndex = 0;
    buttons[next].focus();
  });
  bar.append(...buttons);
  return bar;
}

/** Ctrl/Cmd+Enter: the form's Ejecutar if it has one, else a new line below this one. */
function runOrNewLine(editor: PrismEditor) {
  const run = editor.textarea.form?.querySelector<HTMLButtonElement>("button[data-editor-run]");
  if (!run) return insertLineAndIndent(editor, true);
  run.click();
  return true;
}

/**
 * Puts the light editor in place of `textarea`; returns the function that puts the textarea
 * back, holding the code as it is then.
 */
export function mountCodeEditor(textarea: HTMLTextAreaElement) {
  addStyles();
  const language = GRAMMARS[textarea.dataset.language as CodeLanguage] ?? "text";
  const editor = createEditor(
    null,
    {
      value: textarea.value,
      language,
      tabSize: 2,
      insertSpaces: true,
      lineNumbers: true,
      wordWrap: true,
      class: "code-editor",
    },
    editorCommands({ ...defaultKeymap, "Mod+Enter": runOrNewLine }),
  );
  const field = editor.textarea;
  moveAttributes(textarea, field);
  field.setAttribute("autocorrect", "off");
  // As tall as the page made its textarea at least; it grows with the code (the page scrolls,
  // never a box inside it: two nested scrolls are hard to use with a finger).
  editor.container.style.minHeight = getComputedStyle(textarea).minHeight;

  const shell = document.createElement("div");
  shell.className = "code-editor-shell";
  shell.append(keyBar(editor), editor.container);
  textarea.after(shell);
  const display = textarea.style.display;
  textarea.style.display = "none";
  textarea.dataset.codeEditorReady = "true";

  return () => {
    textarea.value = field.value;
    moveAttributes(field, textarea);
    shell.remove();
    textarea.style.display = display;
    delete textarea.dataset.codeEditorReady;
  };
}

/**
 * Enhances every `textarea[data-code-editor]` under `root` not enhanced yet. Returns the function
 * that puts them all back.
 */
export function enhanceCodeEditors(root: ParentNode = document) {
  const unmounts = Array.from(root.querySelectorAll<HTMLTextAreaElement>(SELECTOR))
    .filter((textarea) => textarea.dataset.codeEditorReady !== "true")
    .map(mountCodeEditor);
  return () => {
    for (const unmount of unmounts) unmount();
  };
}
