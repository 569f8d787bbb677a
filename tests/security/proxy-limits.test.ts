/**
 * Behind our HTTPS proxy (TRUST_PROXY=true), registration and contact are limited per client
 * address, the address being the right-most X-Forwarded-For hop (what the proxy appended), and the
 * honeypot keeps holding: nothing stored, and its attempts count against the address.
 */

import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.TRUST_PROXY = "true";
});

import { contacts, users } from "../../db/schema";
import { db } from "~/db.server";
import { CONTACT_RATE_LIMIT } from "~/models/contact.server";
import { action as apiContactAction } from "~/routes/api.contact";
import { action as apiRegisterAction } from "~/routes/api.register";
import { action as authAction } from "~/routes/auth";
import { action as contactAction } from "~/routes/contact";
import { NO_TRUST_PROXY_WARNING } from "~/env.server";
import { GENERIC_ERROR_MESSAGE } from "~/schemas/auth";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { addressKey, getClientAddress } from "~/utils/rate-limit.server";
import { newAccount } from "../support/accounts";
import { importWithEnv } from "../support/fresh-process";
import { formRequest, jsonRequest } from "../support/requests";
import { runRoute, type Outcome } from "../support/route-outcome";

const TOO_MANY = /^Demasiados intentos\. Por favor, espera \d+ minutos e inténtalo de nuevo\.$/;
const SEND_FAILED = "Hubo un error al enviar el mensaje. Por favor intenta de nuevo.";
const REGISTER_FAILURES_ALLOWED = 10;

/** Headers as our proxy forwards them: whatever the client sent, then the address it saw. */
function viaProxy(clientAddress: string, forgedByClient?: string) {
  return {
    "X-Forwarded-For": forgedByClient ? `${forgedByClient}, ${clientAddress}` : clientAddress,
  };
}

let sequence = 0;
const uniqueEmail = () => `proxy-${Date.now()}-${sequence++}@example.com`;

const contactCount = () => db.select({ n: count() }).from(contacts).get()!.n;
const userWithEmail = (email: string) =>
  db.select().from(users).where(eq(users.email, email)).get();

function contactFields(overrides: Record<string, string> = {}) {
  return {
    name: "Visitante",
    email: uniqueEmail(),
    message: "Hola, tengo una duda.",
    ...overrides,
  };
}

const postContactPage = (headers: Record<string, string>, fields = contactFields()) =>
  runRoute(contactAction, formRequest("/contact", fields, { headers }));
const postContactApi = (headers: Record<string, string>, fields = contactFields()) =>
  runRoute(apiContactAction, jsonRequest("/api/contact", fields, { headers }));

function registerPage(headers: Record<string, string>, extra: Record<string, string> = {}) {
  const account = newAccount();
  const fields = { intent: "register", ...account, confirmPassword: account.password, ...extra };
  return {
    account,
    outcome: runRoute(authAction, formRequest("/auth", fields, { headers })),
  };
}
function registerApi(headers: Record<string, string>, account = newAccount()) {
  return {
    account,
    outcome: runRoute(apiRegisterAction, jsonRequest("/api/register", account, { headers })),
  };
}

/** The message a page's Conform reply or an /api body carries. */
function messageOf(outcome: Outcome) {
  const data = outcome.data;
  return (
    data.message ?? data.failure?.message ?? data.result?.error?.[""]?.[0] ?? data.error?.[""]?.[0]
  );
}

describe("the client address behind the proxy", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://localhost/contact", { headers });

  it("is the right-most X-Forwarded-For hop; what the client put before it is ignored", () => {
    expect(getClientAddress(request(viaProxy("203.0.113.5")))).toBe("203.0.113.5");
    expect(getClientAddress(request(viaProxy("203.0.113.5", "1.1.1.1, 8.8.8.8")))).toBe(
      "203.0.113.5",
    );
    // X-Real-IP only counts when the proxy did not append to X-Forwarded-For.
    expect(
      getClientAddress(request({ ...viaProxy("203.0.113.5"), "X-Real-IP": "198.51.100.1" })),
    ).toBe("203.0.113.5");
    expect(getClientAddress(request({ "X-Real-IP": "198.51.100.1" }))).toBe("198.51.100.1");
    expect(getClientAddress(request({}))).toBeNull();
  });

  it("keys one client once: ports, brackets and IPv4-mapped forms dropped, IPv6 by its /64", () => {
    expect(addressKey("203.0.113.5:51234")).toBe("203.0.113.5");
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("[2001:DB8:0:1::a]:443")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:db8:0:1:ffff:ffff:ffff:ffff")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("2001:db8:0:2::1")).not.toBe(addressKey("2001:db8:0:1::1"));
    expect(addressKey("  ")).toBeNull();
  });
});

describe("contact behind the proxy", () => {
  it(`takes ${CONTACT_RATE_LIMIT.maxMessages} messages per address (page and /api together), then 429 in Spanish`, async () => {
    const client = "203.0.113.10";
    for (let n = 0; n < CONTACT_RATE_LIMIT.maxMessages; n++) {
      // A new email each time and a new forged left-most hop: neither buys a fresh budget.
      const headers = viaProxy(client, `10.0.0.${n}`);
      const outcome = n % 2 ? await postContactApi(headers) : await postContactPage(headers);
      expect(outcome.status, JSON.stringify(outcome.data)).toBeLessThan(400);
    }
    const stored = contactCount();

    const page = await postContactPage(viaProxy(client, "10.9.9.9"));
    expect(page.status).toBe(429);
    expect(messageOf(page)).toMatch(TOO_MANY);
    const api = await postContactApi(viaProxy(client));
    expect(api.status).toBe(429);
    expect(api.data.message).toMatch(TOO_MANY);
    expect(contactCount()).toBe(stored);

    // Another client behind the same proxy is not affected.
    expect((await postContactApi(viaProxy("203.0.113.11"))).status).toBe(201);
    expect(contactCount()).toBe(stored + 1);
  });

  it("a filled honeypot stores nothing and uses up the address's messages", async () => {
    const client = "203.0.113.12";
    const before = contactCount();
    for (let n = 0; n < CONTACT_RATE_LIMIT.maxMessages; n++) {
      const outcome = await postContactPage(
        viaProxy(client),
        contactFields({ [HONEYPOT_FIELD]: "http://spam.example" }),
      );
      expect(outcome.status).toBe(400);
      expect(messageOf(outcome)).toBe(SEND_FAILED);
    }
    expect(contactCount()).toBe(before);
    const human = await postContactApi(viaProxy(client));
    expect(human.status).toBe(429);
    expect(contactCount()).toBe(before);
  });
});

describe("registration behind the proxy", () => {
  it("a filled honeypot creates no account and counts against the address", async () => {
    const client = "203.0.113.20";
    for (let n = 0; n < REGISTER_FAILURES_ALLOWED; n++) {
      const { account, outcome } = registerPage(viaProxy(client, `10.1.0.${n}`), {
        [HONEYPOT_FIELD]: "http://spam.example",
      });
      const refused = await outcome;
      expect(refused.status).toBe(400);
      expect(messageOf(refused)).toBe(GENERIC_ERROR_MESSAGE);
      expect(userWithEmail(account.email)).toBeUndefined();
    }
    const page = registerPage(viaProxy(client));
    const pageOutcome = await page.outcome;
    expect(pageOutcome.status).toBe(429);
    expect(messageOf(pageOutcome)).toMatch(TOO_MANY);
    expect(userWithEmail(page.account.email)).toBeUndefined();

    const api = registerApi(viaProxy(client));
    const apiOutcome = await api.outcome;
    expect(apiOutcome.status).toBe(429);
    expect(apiOutcome.data.message).toMatch(TOO_MANY);
    expect(userWithEmail(api.account.email)).toBeUndefined();

    const other = registerApi(viaProxy("203.0.113.21"));
    expect((await other.outcome).status).toBe(201);
    expect(userWithEmail(other.account.email)).toBeDefined();
  });

  it("taken emails from one address (page and /api) lock that address, not its neighbours", async () => {
    const client = "2001:db8:0:30::1";
    const taken = newAccount();
    expect((await registerApi(viaProxy("203.0.113.99"), taken).outcome).status).toBe(201);
    for (let n = 0; n < REGISTER_FAILURES_ALLOWED; n++) {
      // Rotating inside the client's /64 does not help.
      const headers = viaProxy(`2001:db8:0:30::${n + 1}`);
      const attempt = { ...newAccount(), email: taken.email };
      const outcome =
        n % 2
          ? await registerApi(headers, attempt).outcome
          : await runRoute(
              authAction,
              formRequest(
                "/auth",
                { intent: "register", ...attempt, confirmPassword: attempt.password },
                { headers },
              ),
            );
      expect(outcome.status).toBe(409);
    }
    const locked = registerApi(viaProxy(client));
    expect((await locked.outcome).status).toBe(429);
    expect(userWithEmail(locked.account.email)).toBeUndefined();
    const neighbour = registerApi(viaProxy("2001:db8:0:31::1"));
    expect((await neighbour.outcome).status).toBe(201);
  });
});

describe("production without the proxy setting", () => {
  /** What starting the app's env module prints, in a fresh process with `env` only. */
  function startupWarnings(env: Record<string, string>) {
    const result = importWithEnv("./app/env.server.ts", { SESSION_SECRET: "s".repeat(32), ...env });
    expect(result.status).toBe(0);
    return result.stderr;
  }

  it("says at start-up that the per-address limits are off", () => {
    // Production for other machines (a public address); a local trial is not warned (issue 42).
    const published = { NODE_ENV: "production", PUBLIC_URL: "https://academia.example" };
    expect(startupWarnings(published)).toContain(NO_TRUST_PROXY_WARNING);
    expect(startupWarnings({ ...published, TRUST_PROXY: "true" })).not.toContain("TRUST_PROXY");
    expect(startupWarnings({ NODE_ENV: "development" })).not.toContain("TRUST_PROXY");
  });
});
