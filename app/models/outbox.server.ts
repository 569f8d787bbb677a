import { and, asc, count, desc, eq, lte } from "drizzle-orm";

import { outboxEmails, type OutboxEmail, type OutboxStatus } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import type { MailMessage } from "~/mail/templates.server";

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Executor = typeof db | Transaction;

export type OutboxRecipient = { to: string; userId?: number | null };

/** Sending attempts before a message is marked failed; the gaps between them, in minutes. */
export const MAX_SEND_ATTEMPTS = 6;
const BACKOFF_MINUTES = [1, 5, 15, 60, 240];

/** Shown instead of a link or code once the message has left (see `secrets`). */
export const REDACTED = "[retirado tras el envío]";

const listeners = new Set<() => void>();

/** The sender subscribes here to hear of new messages as soon as their transaction commits. */
export function onEmailQueued(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes a message to the outbox inside the caller's transaction, so it exists if and only if the
 * event that causes it (a reset request, a registration) does. The sender is woken after the
 * current synchronous work, by which time better-sqlite3 has committed.
 */
export function queueEmailIn(exec: Executor, recipient: OutboxRecipient, message: MailMessage) {
  const row = exec
    .insert(outboxEmails)
    .values({
      kind: message.kind,
      toAddress: recipient.to,
      userId: recipient.userId ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      link: message.link ?? null,
      secrets: message.secrets?.length ? JSON.stringify(message.secrets) : null,
    })
    .returning({ id: outboxEmails.id })
    .get();
  // In development without SMTP the console is the mailbox; never in production (tokens).
  if (env.NODE_ENV === "development" && !env.SMTP_URL) {
    console.log(
      `\n[correo] Para: ${recipient.to}\nAsunto: ${message.subject}\n\n${message.text}\n`,
    );
  }
  setImmediate(() => listeners.forEach((listener) => listener()));
  return row.id;
}

// --- Sender side ----------------------------------------------------------------------------------

/** Pending messages whose time has come, oldest first. */
export function dueEmails(now = new Date(), limit = 20) {
  return db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, "pending"), lte(outboxEmails.nextAttemptAt, now)))
    .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
    .limit(limit)
    .all();
}

function withoutSecrets(row: OutboxEmail) {
  const secrets = row.secrets ? (JSON.parse(row.secrets) as string[]) : [];
  const scrub = (body: string) =>
    secrets.reduce((text, secret) => (secret ? text.split(secret).join(REDACTED) : text), body);
  return { textBody: scrub(row.textBody), htmlBody: scrub(row.htmlBody) };
}

/** After a successful send: sent, and the link and code that grant access removed from the row. */
export function markEmailSent(row: OutboxEmail, at = new Date()) {
  db.update(outboxEmails)
    .set({
      status: "sent",
      sentAt: at,
      attempts: row.attempts + 1,
      lastError: null,
      link: null,
      secrets: null,
      ...withoutSecrets(row),
    })
    .where(eq(outboxEmails.id, row.id))
    .run();
}

/** After a failed send: retried later with backoff, or failed for good after the last attempt. */
export function markEmailAttemptFailed(row: OutboxEmail, error: string, at = new Date()) {
  const attempts = row.attempts + 1;
  const gaveUp = attempts >= MAX_SEND_ATTEMPTS;
  const minutes = BACKOFF_MINUTES[Math.min(attempts - 1, BACKOFF_MINUTES.length - 1)];
  db.update(outboxEmails)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      status: gaveUp ? "failed" : "pending",
      nextAttemptAt: gaveUp ? at : new Date(at.getTime() + minutes * 60_000),
    })
    .where(eq(outboxEmails.id, row.id))
    .run();
}

/** An admin's "Reintentar" on a failed message: pending again, due now, attempts kept. */
export function retryEmail(id: number) {
  return (
    db
      .update(outboxEmails)
      .set({ status: "pending", nextAttemptAt: new Date() })
      .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "failed")))
      .run().changes > 0
  );
}

// --- Admin reads ----------------------------------------------------------------------------------

export const OUTBOX_PAGE_SIZE = 50;

export function listOutboxEmails({ page = 1, status }: { page?: number; status?: OutboxStatus }) {
  const where = status ? eq(outboxEmails.status, status) : undefined;
  const total = db.select({ n: count() }).from(outboxEmails).where(where).get()?.n ?? 0;
  const rows = db
    .select({
      id: outboxEmails.id,
      kind: outboxEmails.kind,
      toAddress: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      status: outboxEmails.status,
      attempts: outboxEmails.attempts,
      lastError: outboxEmails.lastError,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(where)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE)
    .all();
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)) };
}

export function findOutboxEmail(id: number) {
  return db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).get() ?? null;
}

/** The messages sent to one account, newest first (tests, and the admin's person page). */
export function listEmailsForUser(userId: number, limit = 20) {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.userId, userId))
    .orderBy(desc(outboxEmails.id))
    .limit(limit)
    .all();
}
