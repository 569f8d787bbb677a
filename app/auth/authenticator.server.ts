import { randomBytes } from "node:crypto";

import { createCookie } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import * as z from "zod";

import type { PublicUser } from "../../db/schema";
import { env } from "~/env.server";
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

// 10 failed attempts in 15 minutes per key (decision 011).
const LIMIT = { maxFailures: 10, windowSeconds: 15 * 60 };
const loginLimiter = createAttemptLimiter({ keyPrefix: "login", ...LIMIT });
const trustedDeviceLimiter = createAttemptLimiter({ keyPrefix: "login-device", ...LIMIT });
const registerLimiter = createAttemptLimiter({ keyPrefix: "register", ...LIMIT });

function normalisedAccount(account: string) {
  return account.trim().toLowerCase();
}

function attemptKeys(request: Request, account: string) {
  const address = getClientAddress(request);
  return {
    account: `account:${normalisedAccount(account)}`,
    address: address ? `ip:${address}` : null,
  };
}

/**
 * OWASP's device cookie: a signed token a browser receives when it signs in successfully as an
 * account. Presented again for that account, it gives the browser an attempt budget of its own, so
 * strangers who exhaust the account's budget (locking out untrusted clients) cannot lock out the
 * owner's browsers (decision 011).
 */
const deviceCookie = createCookie("__device", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.isProduction,
  path: "/",
  secrets: [env.SESSION_SECRET],
  maxAge: 365 * 24 * 60 * 60,
});

const devicePayload = z.object({ account: z.string(), nonce: z.string().min(16) });

/** The nonce of a valid device cookie issued for `account`, or null (untrusted client). */
async function trustedDeviceNonce(request: Request, account: string) {
  const value: unknown = await deviceCookie.parse(request.headers.get("Cookie"));
  const parsed = devicePayload.safeParse(value);
  if (!parsed.success || parsed.data.account !== normalisedAccount(account)) return null;
  return parsed.data.nonce;
}

function issueDeviceCookie(account: string) {
  return deviceCookie.serialize({
    account: normalisedAccount(account),
    nonce: randomBytes(24).toString("base64url"),
  });
}

/**
 * Runs a login check (`verify`) under the attempt limits and returns the user with a fresh
 * device cookie (a Set-Cookie value) for the response.
 * - A browser presenting a device cookie for this account counts against that cookie only.
 * - Any other client counts against the account's budget for untrusted clients and against its
 *   address; either one used up refuses it with a 429, even with the right password.
 */
export async function loginWithinLimits(
  request: Request,
  email: string,
  verify: () => Promise<PublicUser>,
): Promise<{ user: PublicUser; deviceCookie: string }> {
  const nonce = await trustedDeviceNonce(request, email);
  const keys = attemptKeys(request, email);
  const limiter = nonce ? trustedDeviceLimiter : loginLimiter;
  const limited = nonce ? [`device:${nonce}`] : [keys.account, keys.address];
  const user = await limiter.attempt(limited, verify, (error) =>
    error instanceof DomainError && error.status === 401 ? limited : [],
  );
  // A success only clears the budget of a device that proved it belongs to the owner; the
  // untrusted budget is left to expire, so an attacker's guesses are not forgiven.
  if (nonce) await trustedDeviceLimiter.reset(limited);
  return { user, deviceCookie: await issueDeviceCookie(email) };
}

/**
 * Creates the account under the attempt limits. A taken email counts against that email and the
 * client address; a taken username only against the client address. That username belongs to
 * another account and says nothing about the email: charging the email would let anyone who knows
 * a stranger's email lock them out of signing up for 15 minutes by choosing taken usernames. The
 * client that sent it still pays, so probing for usernames stays limited.
 */
export async function registerWithinLimits(request: Request, input: RegisterInput) {
  const keys = attemptKeys(request, input.email);
  return registerLimiter.attempt(
    [keys.account, keys.address],
    () => createUser(input),
    (error) => {
      if (!(error instanceof DomainError) || error.status !== 409) return [];
      return error.field === "username" ? [keys.address] : [keys.account, keys.address];
    },
  );
}

/** A bot filled the honeypot: counts as a failed registration from its address. */
export async function recordRejectedRegistration(request: Request, email: unknown) {
  const keys = attemptKeys(request, typeof email === "string" ? email : "");
  await registerLimiter.recordFailure([keys.address]);
}
