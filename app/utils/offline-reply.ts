/**
 * What the learn page's client action answers when a completion went to the offline queue
 * instead of the server (docs/decisions/128): the toggle settles, and no loader reloads (there
 * is nothing new on the server, and no connection to ask).
 */
export const QUEUED_OFFLINE = { status: "success", queuedOffline: true } as const;

/** No connection and no signed-in account recorded on this browser: the write cannot be kept. */
export const OFFLINE_UNSAVED = {
  status: "error",
  error: { "": ["Sin conexión: no se pudo guardar tu progreso. Inténtalo de nuevo en línea."] },
} as const;

export function isQueuedOffline(actionResult: unknown) {
  return (
    typeof actionResult === "object" &&
    actionResult !== null &&
    "queuedOffline" in actionResult &&
    actionResult.queuedOffline === true
  );
}
