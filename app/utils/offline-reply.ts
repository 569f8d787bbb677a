/**
 * What the learn page's client action answers when there is no connection (docs/decisions/128).
 * Each carries `offline: true`, for which no loader reloads: there is nothing new on the server,
 * and no connection to ask.
 */

/** The completion went to the offline queue: the toggle settles on the student's choice. */
export const QUEUED_OFFLINE = { status: "success", offline: true } as const;

/** No signed-in account recorded on this browser: the write cannot be kept. */
export const OFFLINE_UNSAVED = {
  status: "error",
  offline: true,
  error: { "": ["Sin conexión: no se pudo guardar tu progreso. Inténtalo de nuevo en línea."] },
} as const;

/**
 * Any other form of the page (a comment) offline: refused with the form's own values kept, so the
 * student's text is still there to send once online.
 */
export function offlineNotSent(form: FormData) {
  const initialValue: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") initialValue[name] = value;
  return {
    status: "error",
    offline: true,
    initialValue,
    error: {
      "": ["Sin conexión: no se envió. Inténtalo de nuevo cuando vuelvas a estar en línea."],
    },
  } as const;
}

export function isOfflineReply(actionResult: unknown) {
  return (
    typeof actionResult === "object" &&
    actionResult !== null &&
    "offline" in actionResult &&
    actionResult.offline === true
  );
}
