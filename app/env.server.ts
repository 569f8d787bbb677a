import * as z from "zod";

import { resolveSiteConfig, SITE_ENV_KEYS } from "~/config/site";
import { isLoopbackHost } from "~/utils/loopback-host";

const optionalUrl = z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).optional();

/**
 * The address visitors use, as an origin ("https://academia.example"): absolute links that leave
 * the request (canonical and share URLs, sitemap.xml, robots.txt, e-mails) are built on it, never
 * on the request's `Host`, which the client chooses. A trailing "/" is dropped; a path, query,
 * fragment or credentials are refused. Blank means unset (decision 101).
 */
const publicUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === "") return undefined;
    let url: URL | null;
    try {
      url = /^https?:\/\/[^\s\\]+$/i.test(value) ? new URL(value) : null;
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) {
      ctx.addIssue({ code: "custom", message: "must be an absolute http(s) URL" });
      return z.NEVER;
    }
    if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) {
      ctx.addIssue({
        code: "custom",
        message:
          "must be an origin only (e.g. https://academia.example): no path, query or fragment",
      });
      return z.NEVER;
    }
    return url.origin;
  })
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_PATH: z.string().trim().min(1).default("./data/academy.db"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6, "must be at least 6 characters").optional(),
    PUBLIC_URL: publicUrl,
    /** smtp(s)://user:pass@host:port — unset: mails stay in the outbox (admin "Correos"). */
    SMTP_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(
        z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
      ),
    /** The sender of every mail: an address, or `Name <address>`. */
    MAIL_FROM: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(
        z
          .string()
          .max(200)
          .regex(
            /^(?:[^<>\r\n"]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
            "must be an address or Name <address>",
          )
          .optional(),
      ),
    /** "true" behind a reverse proxy that sets X-Forwarded-For (used for per-address rate limits). */
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    [SITE_ENV_KEYS.donationWidgetUrl]: optionalUrl,
    [SITE_ENV_KEYS.facebook]: optionalUrl,
    [SITE_ENV_KEYS.instagram]: optionalUrl,
    [SITE_ENV_KEYS.linkedin]: optionalUrl,
    [SITE_ENV_KEYS.youtube]: optionalUrl,
    [SITE_ENV_KEYS.tiktok]: optionalUrl,
    [SITE_ENV_KEYS.whatsappNumber]: z
      .string()
      .regex(/^\d{8,15}$/, "must be digits only, international format")
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
  });

export function parseEnv(source: Record<string, string | undefined>) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment: ${issue.path.join(".") || "env"} ${issue.message}`);
  }
  const env = result.data;
  return {
    ...env,
    isProduction: env.NODE_ENV === "production",
    isLocalTrial: isLocalTrial(env),
    // Outside production a fixed secret keeps sessions alive across restarts of a dev server.
    SESSION_SECRET: env.SESSION_SECRET ?? "dev-only-session-secret-not-for-production-use",
    // Unset: this machine's own address (safe, never the client's Host); production warns.
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    publicUrlIsDefault: env.PUBLIC_URL === undefined,
    MAIL_FROM: env.MAIL_FROM ?? defaultMailFrom(env.PUBLIC_URL),
    site: resolveSiteConfig(source),
  };
}

export type Env = ReturnType<typeof parseEnv>;

/**
 * A production start that nothing prepares for other machines, as a first `npm start` is
 * (decision 138): no proxy (`TRUST_PROXY`) and `PUBLIC_URL` unset or on this machine. Its
 * cookies are Secure, so only a loopback address can keep a session: it is a trial on this
 * machine, and the start says so instead of giving production advice.
 */
function isLocalTrial(env: z.infer<typeof envSchema>) {
  if (env.NODE_ENV !== "production" || env.TRUST_PROXY) return false;
  return env.PUBLIC_URL === undefined || isLoopbackHost(new URL(env.PUBLIC_URL).host);
}

/** Unset MAIL_FROM: the academy's name at no-reply@ the public host (localhost when unset). */
function defaultMailFrom(publicUrl: string | undefined) {
  const host = publicUrl ? new URL(publicUrl).hostname : "localhost";
  return `Web Code Academy <no-reply@${host}>`;
}

/** Printed at a production start without SMTP_URL (issue 19). */
export const NO_SMTP_WARNING =
  "SMTP_URL is not set: no e-mail is sent. Password-reset and verification messages wait in the outbox; admins read them (and copy their links) at /admin/emails.";

export const NO_TRUST_PROXY_WARNING =
  "TRUST_PROXY is not set: login, registration and contact have no per-address limits. Production must run behind an HTTPS proxy with TRUST_PROXY=true (docs/security.md).";

/**
 * Printed at a local trial's start instead of the production advice (decision 138): the address
 * to sign in at, and where mail goes when none is sent.
 */
export function localTrialNotice({ PUBLIC_URL, SMTP_URL }: Pick<Env, "PUBLIC_URL" | "SMTP_URL">) {
  const mail = SMTP_URL
    ? ""
    : ` E-mails are not sent: they wait in the outbox, at ${PUBLIC_URL}/admin/emails.`;
  return `Local trial: open ${PUBLIC_URL} on this machine to sign in.${mail} Serving other machines takes PUBLIC_URL and TRUST_PROXY (README, "Behind a reverse proxy").`;
}

/**
 * Printed at a production start prepared for other machines (issue 24): plain HTTP from another
 * machine cannot sign in.
 */
export const HTTPS_COOKIES_NOTICE =
  "Cookies are Secure in production: signing in works only over HTTPS (or on localhost). Over plain http:// from another address (a LAN IP, a phone) the login page says so and visitors stay signed out; serve the app behind an HTTPS proxy (docs/security.md).";

/** Printed at a production start without PUBLIC_URL (decision 101). */
export function noPublicUrlWarning(fallback: string) {
  return `PUBLIC_URL is not set: canonical and share links, sitemap.xml and robots.txt point at ${fallback}. Set PUBLIC_URL to the address visitors use (e.g. https://academia.example).`;
}

function loadEnv(): Env {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (env.isLocalTrial) {
    console.log(localTrialNotice(env));
  } else if (env.isProduction) {
    console.log(HTTPS_COOKIES_NOTICE);
    if (!env.TRUST_PROXY) console.warn(NO_TRUST_PROXY_WARNING);
    if (env.publicUrlIsDefault) console.warn(noPublicUrlWarning(env.PUBLIC_URL));
    if (!env.SMTP_URL) console.warn(NO_SMTP_WARNING);
  }
  return env;
}

export const env = loadEnv();
