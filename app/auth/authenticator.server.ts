import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import type { PublicUser } from "../../db/schema";
import { DomainError } from "~/models/errors.server";
import { createUser, verifyLogin } from "~/models/user.server";
import { AUTH_ERRORS, type RegisterInput } from "~/schemas/auth";
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
      throw new DomainError(401, AUTH_ERRORS.invalidCredentials);
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

// ---------------------------------------------------------------------------------------------
// Form bodies. Remix's `request.formData()` reads a body of any size into memory; page actions
// read theirs through this guard instead (the JSON API has readJsonBody).

export const MAX_FORM_BODY_BYTES = 100 * 1024;
export const FORM_TOO_LARGE_MESSAGE = "El formulario es demasiado grande.";

/**
 * Reads and drops the rest of an oversize body (sent without Content-Length) so the client, still
 * sending, can read our 413; past a hard cap the connection is cut instead.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  const HARD_CAP_BYTES = 20 * 1024 * 1024;
  let total = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > HARD_CAP_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // the client went away: nothing left to drain
  }
}

/** Thrown from page actions: the route's error boundary shows `message` with the status. */
export function formError(status: number, message: string) {
  return Response.json({ message }, { status });
}

/**
 * Reads a urlencoded or multipart form of at most `maxBytes` (413 beyond, checked on the declared
 * Content-Length before reading and on the bytes while reading). Returns the FormData and a
 * replayable copy of the request (for remix-auth, which reads the body itself).
 */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BODY_BYTES) {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!Number.isFinite(declared) || declared > maxBytes)
    throw formError(413, FORM_TOO_LARGE_MESSAGE);
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await discardRest(reader, total);
        throw formError(413, FORM_TOO_LARGE_MESSAGE);
      }
      chunks.push(value);
    }
  }
  const body = Buffer.concat(chunks);
  const replay = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
  });
  try {
    const formData = await replay.clone().formData();
    return { formData, request: replay };
  } catch {
    throw formError(400, "No se pudo leer el formulario.");
  }
}
