import { desc, eq } from "drizzle-orm";

import { auditLog } from "../../db/schema";
import { db } from "~/db.server";

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

export type AuditEntry = {
  actor: { id: number; email: string };
  action: string;
  /** `id` null when the row is written after the account is gone (a deletion). */
  target: { id: number | null; email: string };
  /** A short detail (the new role, the mail's address), never a secret. */
  detail?: string | null;
};

/**
 * Writes one audit row inside the caller's transaction: it exists if and only if the change it
 * describes was committed (a refused or failed action leaves no trace claiming otherwise).
 */
export function recordAuditIn(tx: Transaction, entry: AuditEntry) {
  return tx
    .insert(auditLog)
    .values({
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetUserId: entry.target.id,
      targetEmail: entry.target.email,
      detail: entry.detail?.slice(0, 300) ?? null,
    })
    .returning({ id: auditLog.id })
    .get().id;
}

/** What admins did to one person, newest first (the person page's "Registro de auditoría"). */
export function listAuditForUser(userId: number, limit = 50) {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      targetEmail: auditLog.targetEmail,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.targetUserId, userId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .all();
}
