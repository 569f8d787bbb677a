import { randomUUID } from "node:crypto";

/** What a visitor types into the registration form (or sends to /api/register). */
export type AccountFields = { name: string; email: string; username: string; password: string };

/**
 * Registration fields no other account uses. No app imports: the browser tests use it too.
 * Overrides such as `name` matter where the page shows them (greetings, prefilled forms).
 */
export function newAccount(overrides: Partial<AccountFields> = {}): AccountFields {
  const suffix = randomUUID().slice(0, 8);
  return {
    name: "Ana Prueba",
    email: `cuenta-${suffix}@example.com`,
    username: `cuenta_${suffix}`,
    password: "secreto123",
    ...overrides,
  };
}
