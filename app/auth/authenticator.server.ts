import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import type { PublicUser } from "../../db/schema";
import { DomainError } from "~/models/errors.server";
import { createUser, invalidCredentialsError, verifyLogin } from "~/models/user.server";
import type { RegisterInput } from "~/schemas/auth";
import { createAttemptLimiter, getClientAddress } from "~/utils/rate-limit.server";

/**
 * remix-auth 4 only verifies credentials: `authenticator.authenticate("form", request)` returns
 * the user or throws. Sessions are ours (`createUserSession` in ~/auth/session.server).
 */
export const authenticator = new Authenticator<PublicUser>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = form.get("email");
    const password = form.get("password");
    if (typeof email !== "string" || typeof password !== "string") {
      throw invalidCredentialsError();
    }
    return verifyLogin(email, password);
  }),
  "form",
);

// 10 failed attempts per account and per client address in 15 minutes (decision 011).
const LIMIT = { maxFailures: 10, windowSeconds: 15 * 60 };
const loginLimiter = createAttemptLimiter({ keyPrefix: "login", ...LIMIT });
const registerLimiter = createAttemptLimiter({ keyPrefix: "register", ...LIMIT });
const passwordChangeLimiter = createAttemptLimiter({ keyPrefix: "password-change", ...LIMIT });

function attemptKeys(request: Request, account: string) {
  const address = getClientAddress(request);
  return {
    account: `account:${account.trim().toLowerCase()}`,
    address: address ? `ip:${address}` : null,
  };
}

/**
 * Runs a login check (`verify`) under the attempt limits: refused with a 429 while the account or
 * the address is locked, a failure counts against both, a success clears the account's count.
 */
export async function loginWithinLimits(
  request: Request,
  email: string,
  verify: () => Promise<PublicUser>,
): Promise<PublicUser> {
  const keys = attemptKeys(request, email);
  await loginLimiter.assertAllowed([keys.account, keys.address]);
  try {
    const user = await verify();
    await loginLimiter.reset([keys.account]);
    return user;
  } catch (error) {
    if (error instanceof DomainError && error.status === 401) {
      await loginLimiter.recordFailure([keys.account, keys.address]);
    }
    throw error;
  }
}

/** Creates the account under the attempt limits; taken emails/usernames count as failures. */
export async function registerWithinLimits(request: Request, input: RegisterInput) {
  const keys = attemptKeys(request, input.email);
  await registerLimiter.assertAllowed([keys.account, keys.address]);
  try {
    return await createUser(input);
  } catch (error) {
    if (error instanceof DomainError && error.status === 409) {
      await registerLimiter.recordFailure([keys.account, keys.address]);
    }
    throw error;
  }
}

/** A bot filled the honeypot: counts as a failed registration from its address. */
export async function recordRejectedRegistration(request: Request, email: unknown) {
  const keys = attemptKeys(request, typeof email === "string" ? email : "");
  await registerLimiter.recordFailure([keys.address]);
}

/** Password changes check the current password: guessing it is limited like a login. */
export async function passwordChangeWithinLimits(
  request: Request,
  userId: number,
  change: () => Promise<void>,
) {
  const keys = attemptKeys(request, `user-${userId}`);
  await passwordChangeLimiter.assertAllowed([keys.account, keys.address]);
  try {
    await change();
    await passwordChangeLimiter.reset([keys.account]);
  } catch (error) {
    if (error instanceof DomainError && error.status === 400) {
      await passwordChangeLimiter.recordFailure([keys.account, keys.address]);
    }
    throw error;
  }
}
