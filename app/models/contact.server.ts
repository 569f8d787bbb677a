import { contacts } from "../../db/schema";
import { db } from "~/db.server";
import type { ContactInput } from "~/schemas/contact";
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
 * and, behind a trusted proxy, by address) already sent too many messages recently.
 */
export async function sendContactMessage(
  input: ContactInput,
  { clientAddress }: { clientAddress: string | null },
) {
  const keys = limiterKeys(input.email, clientAddress);
  await contactLimiter.assertAllowed(keys);
  const contact = db
    .insert(contacts)
    .values({ name: input.name, email: input.email, message: input.message })
    .returning()
    .get();
  await contactLimiter.recordFailure(keys);
  return contact;
}
