import * as z from "zod";

import { resolveSiteConfig, SITE_ENV_KEYS } from "~/config/site";

const optionalUrl = z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_PATH: z.string().trim().min(1).default("./data/academy.db"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6, "must be at least 6 characters").optional(),
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
    // Outside production a fixed secret keeps sessions alive across restarts of a dev server.
    SESSION_SECRET: env.SESSION_SECRET ?? "dev-only-session-secret-not-for-production-use",
    site: resolveSiteConfig(source),
  };
}

export type Env = ReturnType<typeof parseEnv>;

export const NO_TRUST_PROXY_WARNING =
  "TRUST_PROXY is not set: login, registration and contact have no per-address limits. Production must run behind an HTTPS proxy with TRUST_PROXY=true (docs/security.md).";

function loadEnv(): Env {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (env.isProduction && !env.TRUST_PROXY) console.warn(NO_TRUST_PROXY_WARNING);
  return env;
}

export const env = loadEnv();
