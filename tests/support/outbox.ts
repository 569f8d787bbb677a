import { and, desc, eq } from "drizzle-orm";

import { outboxEmails } from "../../db/schema";
import { db } from "~/db.server";

/** The mails of `kind` queued for the user, newest first (the outbox holds them: no SMTP in tests). */
export function outboxMails(userId: number, kind: string) {
  return db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.userId, userId), eq(outboxEmails.kind, kind)))
    .orderBy(desc(outboxEmails.id))
    .all();
}
