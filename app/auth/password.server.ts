import { hash, hashSync, verify, verifySync } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB, 2 iterations, 1 degree of parallelism.
const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolatedModules cannot read)
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string) {
  return hash(password, ARGON2_OPTIONS);
}

/** For start-up code (the admin account) that runs before the server accepts requests. */
export function hashPasswordSync(password: string) {
  return hashSync(password, ARGON2_OPTIONS);
}

/** For start-up code: does the admin account's password still match ADMIN_PASSWORD? */
export function verifyPasswordSync(passwordHash: string, password: string) {
  try {
    return verifySync(passwordHash, password);
  } catch {
    return false;
  }
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
