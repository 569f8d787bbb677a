import { MAIL_KIND_LABELS, type MailKind } from "~/mail/templates.server";
import { env } from "~/env.server";
import { DomainError } from "~/models/errors.server";
import {
  findOutboxEmail,
  listOutboxEmails,
  OUTBOX_PAGE_SIZE,
  retryEmail,
} from "~/models/outbox.server";
import type { Admin } from "~/auth/session.server";
import type { OutboxStatus } from "../../db/schema";
import { OUTBOX_STATUSES } from "../../db/schema";

// The admin's "Correos": the outbox as admins read it (labels, pages), over outbox.server's reads.

export function mailKindLabel(kind: string) {
  return MAIL_KIND_LABELS[kind as MailKind] ?? kind;
}

/** Whether messages leave at all: without SMTP_URL they wait in the outbox for an admin. */
export function isMailServerConfigured() {
  return Boolean(env.SMTP_URL);
}

/** `?status=` of the list: one of the outbox states, else every message. */
export function outboxStatusOf(searchParams: URLSearchParams): OutboxStatus | undefined {
  const value = searchParams.get("status");
  return OUTBOX_STATUSES.find((status) => status === value);
}

/** One page of the outbox, newest first; past the last page shows the last one. */
export function listEmailsForAdmin(
  _admin: Admin,
  { page, status }: { page: number; status?: OutboxStatus },
) {
  let result = listOutboxEmails({ page, status });
  if (page > result.pageCount) {
    page = result.pageCount;
    result = listOutboxEmails({ page, status });
  }
  return {
    page,
    pageCount: result.pageCount,
    total: result.total,
    pageSize: OUTBOX_PAGE_SIZE,
    rows: result.rows.map((row) => ({ ...row, kindLabel: mailKindLabel(row.kind) })),
  };
}

/** One message with what the page shows; null when there is none with that id. */
export function getEmailForAdmin(_admin: Admin, id: number) {
  const email = findOutboxEmail(id);
  if (!email) return null;
  const { secrets: _secrets, ...shown } = email;
  return { ...shown, kindLabel: mailKindLabel(email.kind) };
}

/** "Reintentar": only a failed message goes back to the queue. */
export function retryEmailAsAdmin(_admin: Admin, id: number) {
  const email = findOutboxEmail(id);
  if (!email) throw new DomainError(404, "Correo no encontrado.");
  if (!retryEmail(id)) {
    throw new DomainError(409, "Solo se puede reintentar un correo que falló.");
  }
  return email;
}
