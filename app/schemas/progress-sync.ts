import * as z from "zod";

import { videoProgressSchema } from "~/schemas/learning";

/**
 * POST /api/progress/sync: the progress a student wrote offline, sent from the browser's queue
 * (docs/decisions/126-offline-progress-sync.md).
 */

/** The browser sends its queue in batches of at most this many writes. */
export const MAX_SYNC_WRITES = 100;
/** A write id is the browser's uuid; the pattern also bounds what is stored per write. */
export const SYNC_WRITE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The largest time a JavaScript Date holds (ms): beyond it a client time means nothing. */
const MAX_CLIENT_TIME_MS = 8.64e15;

export const PROGRESS_SYNC_MESSAGES = {
  tooManyWrites: `Se pueden sincronizar como máximo ${MAX_SYNC_WRITES} cambios por solicitud.`,
  writes: "El campo writes debe ser una lista de cambios.",
  sentAt: "sentAt debe ser la hora de envío en milisegundos.",
  id: "Cada cambio necesita un id de 1 a 64 caracteres (letras, números, _ o -).",
  sectionId: "sectionId debe ser un número entero positivo.",
  kind: "kind debe ser completion o video.",
  at: "at debe ser la hora del cambio en milisegundos.",
  completed: "El campo completed debe ser verdadero o falso.",
} as const;

const clientTime = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_CLIENT_TIME_MS, message);

const writeFields = {
  id: z
    .string({ error: PROGRESS_SYNC_MESSAGES.id })
    .regex(SYNC_WRITE_ID_PATTERN, PROGRESS_SYNC_MESSAGES.id),
  sectionId: z
    .number({ error: PROGRESS_SYNC_MESSAGES.sectionId })
    .int(PROGRESS_SYNC_MESSAGES.sectionId)
    .positive(PROGRESS_SYNC_MESSAGES.sectionId)
    .max(Number.MAX_SAFE_INTEGER, PROGRESS_SYNC_MESSAGES.sectionId),
  at: clientTime(PROGRESS_SYNC_MESSAGES.at),
};

/** One queued write: a completion decision or a video position (the online bodies' fields). */
export const syncWriteSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      ...writeFields,
      kind: z.literal("completion"),
      completed: z.boolean({ error: PROGRESS_SYNC_MESSAGES.completed }),
    }),
    z.object({ ...writeFields, kind: z.literal("video"), ...videoProgressSchema.shape }),
  ],
  { error: PROGRESS_SYNC_MESSAGES.kind },
);

export const progressSyncSchema = z.object({
  sentAt: clientTime(PROGRESS_SYNC_MESSAGES.sentAt),
  // The count is checked before any write is parsed: a body over the cap costs no more than that.
  writes: z
    .array(z.unknown(), { error: PROGRESS_SYNC_MESSAGES.writes })
    .max(MAX_SYNC_WRITES, PROGRESS_SYNC_MESSAGES.tooManyWrites)
    .pipe(z.array(syncWriteSchema)),
});

export type ProgressSyncBatch = z.output<typeof progressSyncSchema>;
export type SyncWrite = z.output<typeof syncWriteSchema>;
