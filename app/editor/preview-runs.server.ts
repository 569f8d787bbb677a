import { randomBytes } from "node:crypto";

import type { EditorCode } from "~/editor/combine-code";

/**
 * 'Ejecutar' without JS (docs/decisions/139): the editor page posts to itself, so the answer can
 * bring the preview into view, and the preview iframe then loads the code it was given from here
 * (`/editor/preview?run=ID`). Only each person's latest run is kept, in memory, for a while: it is
 * a view of unsaved code, never stored. With JS the form posts into the iframe and this is unused.
 */
const RUN_LIFETIME_MS = 10 * 60 * 1000;
/** People whose latest run is kept at once; the oldest goes first (each run is ≤ 600 KB). */
export const MAX_KEPT_RUNS = 50;

type Run = { id: string; code: EditorCode; expiresAt: number };

const runs = new Map<number, Run>();

/** Keeps `code` as the person's latest run and returns its id. */
export function keepPreviewRun(userId: number, code: EditorCode, now = Date.now()) {
  for (const [owner, run] of runs) if (run.expiresAt <= now) runs.delete(owner);
  runs.delete(userId);
  const id = randomBytes(16).toString("base64url");
  runs.set(userId, { id, code, expiresAt: now + RUN_LIFETIME_MS });
  // A Map keeps insertion order: the first key is the run kept longest ago.
  while (runs.size > MAX_KEPT_RUNS) runs.delete(runs.keys().next().value!);
  return id;
}

/** The person's run with this id, while it is kept (another person's id finds nothing). */
export function findPreviewRun(userId: number, id: string, now = Date.now()): EditorCode | null {
  const run = runs.get(userId);
  return run && run.id === id && run.expiresAt > now ? run.code : null;
}
