import type { LoaderFunctionArgs } from "@remix-run/node";
import { data as dataWithInit } from "@remix-run/node";

import { DomainError } from "~/models/errors.server";

export type Outcome = { status: number; headers: Headers; data: any };

/** Any loader or action, page or /api (they all take the same arguments). */
export type RouteHandler = (args: LoaderFunctionArgs) => unknown;

// The class `data()` instances belong to: Remix exports the function, not the class.
const DataWithResponseInit = dataWithInit(null).constructor as new (...args: never[]) => {
  data: unknown;
  init: ResponseInit | null;
};

async function bodyOf(response: Response) {
  const text = await response.clone().text();
  if (!text) return null;
  if (!(response.headers.get("Content-Type") ?? "").includes("json")) return text;
  return JSON.parse(text);
}

/**
 * Runs a loader, an action or a model call and normalises whatever it returned or threw into
 * status, headers and parsed body: a Response (JSON parsed, anything else as text), a single-fetch
 * `data()` value, a DomainError (its status and `{ message, field }`) or a plain value (200).
 * Anything else thrown is a bug in the code under test and is rethrown.
 */
export async function run(fn: () => unknown): Promise<Outcome> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    if (thrown instanceof DomainError) {
      return {
        status: thrown.status,
        headers: new Headers(),
        data: { message: thrown.message, field: thrown.field },
      };
    }
    if (!(thrown instanceof Response) && !(thrown instanceof DataWithResponseInit)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, data: await bodyOf(result) };
  }
  if (result instanceof DataWithResponseInit) {
    const { init, data } = result;
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
  }
  return { status: 200, headers: new Headers(), data: result };
}

/** Calls a route module's loader or action with `request` (and route params), through `run()`. */
export function runRoute(
  handler: RouteHandler,
  request: Request,
  params: Record<string, string> = {},
) {
  return run(() => handler({ request, params, context: {} }));
}

/**
 * Where a 302 sends the browser; for anything else a description of what came back, so that
 * `expect(redirectedTo(outcome)).toBe("/profile")` fails with a readable message.
 */
export function redirectedTo(outcome: Outcome) {
  return outcome.status === 302
    ? outcome.headers.get("Location")
    : `(no redirect: status ${outcome.status})`;
}
