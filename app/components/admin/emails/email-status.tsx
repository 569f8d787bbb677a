import { Badge, type BadgeTone } from "~/components/ui/badge";

/** The outbox states as admins read them. */
export const EMAIL_STATUS_LABELS = {
  pending: "Pendiente",
  sent: "Enviado",
  failed: "Fallido",
} as const;

export type EmailStatus = keyof typeof EMAIL_STATUS_LABELS;

const TONES: Record<EmailStatus, BadgeTone> = { pending: "amber", sent: "green", failed: "red" };

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <Badge tone={TONES[status]}>{EMAIL_STATUS_LABELS[status]}</Badge>;
}
