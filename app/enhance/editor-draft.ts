/**
 * The editor's draft (never lose typing): the open project as the form holds it, kept in
 * localStorage while it differs from the saved project. Plain DOM, shared by the hydrated page
 * (`useEditorDraft`) and the static one (`~/enhance/editor-page`).
 */
import { EDITOR_FIELDS, type EditorCode } from "~/editor/combine-code";

/** The open project as the form holds it. */
export type EditorSnapshot = { name: string; code: EditorCode };
/** A snapshot tied to the saved version (`updatedAt` in ms, 0 before the first save) it edits. */
export type VersionedSnapshot = EditorSnapshot & { version: number };

/** One draft per account and project (`null`: the project not saved yet). */
export const draftKey = (userId: number, projectId: number | null) =>
  `academy:editor-draft:${userId}:${projectId ?? "new"}`;

function field(form: HTMLFormElement, name: string) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : null;
}

export function readSnapshot(form: HTMLFormElement): EditorSnapshot {
  const value = (name: string) => field(form, name)?.value ?? "";
  return { name: value("name"), code: { html: value("html"), css: value("css"), js: value("js") } };
}

/**
 * Puts a snapshot in the form. A field that changes gets an `input` event, as if typed: an
 * editor drawn over it (the light editor) redraws; Monaco reads the textareas when it mounts.
 */
export function writeSnapshot(form: HTMLFormElement, snapshot: EditorSnapshot) {
  const set = (name: string, value: string) => {
    const element = field(form, name);
    if (!element || element.value === value) return;
    element.value = value;
    element.dispatchEvent(new Event("input", { bubbles: true }));
  };
  set("name", snapshot.name);
  for (const name of EDITOR_FIELDS) set(name, snapshot.code[name]);
}

export function sameSnapshot(a: EditorSnapshot, b: EditorSnapshot) {
  return a.name === b.name && EDITOR_FIELDS.every((name) => a.code[name] === b.code[name]);
}

export function readDraft(key: string): VersionedSnapshot | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? "null") as VersionedSnapshot | null;
    const valid =
      draft !== null &&
      typeof draft.version === "number" &&
      typeof draft.name === "string" &&
      EDITOR_FIELDS.every((name) => typeof draft.code?.[name] === "string");
    return valid ? draft : null;
  } catch {
    return null;
  }
}

export function storeDraft(key: string, draft: VersionedSnapshot | null) {
  try {
    if (draft) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the page still works, it just cannot keep a draft.
  }
}

/**
 * The draft to put back in the form when the page opens: only one of the saved version the page
 * shows. A draft of an older version (the project was saved since, e.g. on another device) loses
 * to the newer saved project; code a refused post sent back is newer than any draft.
 */
export function restorableDraft(key: string, savedVersion: number, shownIsSaved: boolean) {
  const draft = shownIsSaved ? readDraft(key) : null;
  return draft?.version === savedVersion ? draft : null;
}
