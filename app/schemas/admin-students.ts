import * as z from "zod";

/**
 * The admin's "Estudiantes" person page (`/admin/students/:userId`) and "Correos" message page
 * (`/admin/emails/:emailId`): what their forms post. The person is in the URL, so each action is
 * its intent alone; the route tells them apart with a discriminated union, as /profile does.
 */

export const STUDENT_INTENTS = [
  "send-reset",
  "block",
  "unblock",
  "grant-admin",
  "revoke-admin",
  "delete",
] as const;
export type StudentIntent = (typeof STUDENT_INTENTS)[number];

const intentOnly = <Intent extends StudentIntent>(intent: Intent) =>
  z.object({ intent: z.literal(intent) });

export const StudentActionSchema = z.discriminatedUnion("intent", [
  intentOnly("send-reset"),
  intentOnly("block"),
  intentOnly("unblock"),
  intentOnly("grant-admin"),
  intentOnly("revoke-admin"),
  intentOnly("delete"),
]);

/** "Reintentar" on a failed message. */
export const EmailActionSchema = z.object({ intent: z.literal("retry") });

/** What the audit log calls each action (the model writes the intent's name). */
export const AUDIT_ACTION_LABELS: Record<StudentIntent, string> = {
  "send-reset": "Envió un enlace para restablecer la contraseña",
  block: "Bloqueó la cuenta",
  unblock: "Desbloqueó la cuenta",
  "grant-admin": "Le dio el rol de administrador",
  "revoke-admin": "Le quitó el rol de administrador",
  delete: "Eliminó la cuenta",
};

/** `?confirm=<intent>` on the person page: the no-JS confirmation step of that action. */
export function confirmIntentOf(searchParams: URLSearchParams): StudentIntent | null {
  const value = searchParams.get("confirm");
  return STUDENT_INTENTS.find((intent) => intent === value) ?? null;
}

export const STUDENT_SEARCH_MAX = 100;

/** `?q=` of the students list: trimmed, at most STUDENT_SEARCH_MAX characters, "" for none. */
export function studentSearchOf(searchParams: URLSearchParams) {
  return (searchParams.get("q") ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, STUDENT_SEARCH_MAX);
}
