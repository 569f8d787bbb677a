import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

import {
  readSnapshot,
  restorableDraft,
  sameSnapshot,
  storeDraft,
  writeSnapshot,
  type EditorSnapshot,
  type VersionedSnapshot,
} from "~/enhance/editor-draft";

/**
 * Never lose typing (with JS): every edit that differs from the saved project is kept in
 * localStorage under `storageKey` (one per account and project) and put back in the form after an
 * accidental reload or a lost connection. A draft of an older saved version (the project was
 * saved since, e.g. on another device) is dropped: the newer saved project wins.
 *
 * `shown` is what the server rendered (the saved project, or the code a refused post sent back,
 * which is newer than any draft). Returns whether the form differs from the saved project and
 * `markSaved`, to call once the server has confirmed a save.
 */
export function useEditorDraft(
  formRef: RefObject<HTMLFormElement>,
  {
    storageKey,
    saved,
    shown,
  }: { storageKey: string; saved: VersionedSnapshot; shown: EditorSnapshot },
) {
  const [dirty, setDirty] = useState(false);
  const baseline = useRef(saved);

  const refresh = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const current = readSnapshot(form);
    const changed = !sameSnapshot(current, baseline.current);
    setDirty(changed);
    storeDraft(storageKey, changed ? { ...current, version: baseline.current.version } : null);
  }, [formRef, storageKey]);

  // Once on mount (before Monaco reads the textareas): the exact strings (HTML cannot carry every
  // character, e.g. NUL), then the draft if there is a current one.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    writeSnapshot(form, shown);
    const shownIsSaved = sameSnapshot(shown, baseline.current);
    const draft = restorableDraft(storageKey, baseline.current.version, shownIsSaved);
    if (draft) writeSnapshot(form, draft);
    refresh();
    form.addEventListener("input", refresh);
    return () => form.removeEventListener("input", refresh);
    // Mount only: later renders must not overwrite what the student is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A newer saved version from the server (after a save, on revalidation) is the new baseline.
  const savedVersion = saved.version;
  useEffect(() => {
    if (savedVersion === baseline.current.version) return;
    baseline.current = saved;
    refresh();
    // `saved` is a new object on every render; its version says whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedVersion, refresh]);

  const markSaved = useCallback(
    (snapshot: EditorSnapshot, version: number) => {
      baseline.current = { ...snapshot, version };
      refresh();
    },
    [refresh],
  );

  return { dirty, markSaved };
}
