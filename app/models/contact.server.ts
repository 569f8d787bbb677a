import { count, desc } from "drizzle-orm";

import { contacts, type Contact } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { rememberAnswer, type Once } from "~/models/idempotency.server";
import type { ContactInput } from "~/schemas/contact";
import { dateColumns, toCsv, type CsvSeparator } from "~/utils/csv.server";
import { ADMIN_PAGE_SIZE, clampPage, type Page } from "~/utils/pagination";
import { createAttemptLimiter } from "~/utils/rate-limit.server";

export const CONTACT_RATE_LIMIT = { maxMessages: 5, windowSeconds: 10 * 60 } as const;

// Every message counts as an "attempt": at most 5 per client address and per email in 10 minutes.
const contactLimiter = createAttemptLimiter({
  keyPrefix: "contact",
  maxFailures: CONTACT_RATE_LIMIT.maxMessages,
  windowSeconds: CONTACT_RATE_LIMIT.windowSeconds,
});

function limiterKeys(email: string, clientAddress: string | null) {
  return [`email:${email.toLowerCase()}`, clientAddress ? `address:${clientAddress}` : null];
}

/**
 * Stores a message from the contact form. Refuses with DomainError(429) when the sender (by email
 * and, behind a trusted proxy, by address) already sent too many messages recently. With `once`,
 * the answer is stored with the message (idempotency.server.ts).
 */
export async function sendContactMessage(
  input: ContactInput,
  { clientAddress, once }: { clientAddress: string | null; once?: Once<Contact> | null },
) {
  const keys = limiterKeys(input.email, clientAddress);
  await contactLimiter.assertAllowed(keys);
  const contact = db.transaction(() => {
    const row = db
      .insert(contacts)
      .values({ name: input.name, email: input.email, message: input.message })
      .returning()
      .get();
    rememberAnswer(once, row);
    return row;
  });
  await contactLimiter.recordFailure(keys);
  return contact;
}

/**
 * A bot filled the page's honeypot: nothing is stored, but it uses up one of its address's
 * messages, as a filled registration honeypot counts against the address (decision 011).
 */
export async function recordRejectedContact({ clientAddress }: { clientAddress: string | null }) {
  await contactLimiter.recordFailure([clientAddress ? `address:${clientAddress}` : null]);
}

/** Contact messages newest first, a page at a time (admins only). */
export function listContactMessages(_admin: Admin, { page }: { page: number }): Page<Contact> {
  const total = db.select({ total: count() }).from(contacts).get()?.total ?? 0;
  const shown = clampPage(page, total);
  const rows = db
    .select()
    .from(contacts)
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(shown.offset)
    .all();
  return { rows, page: shown.page, pageCount: shown.pageCount, total };
}

/** Every contact message, newest first, as CSV (admins only). */
export function contactMessagesCsv(
  _admin: Admin,
  { separator = "comma" }: { separator?: CsvSeparator } = {},
) {
  const rows = db
    .select()
    .from(contacts)
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .all();
  return toCsv(
    rows,
    [
      ...dateColumns<(typeof rows)[number]>((row) => row.createdAt),
      { header: "Nombre", value: (row) => row.name },
      { header: "Correo electrónico", value: (row) => row.email },
      { header: "Mensaje", value: (row) => row.message },
    ],
    { separator },
  );
}
