import { createCookie } from "@remix-run/node";

import { env } from "~/env.server";

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "dark";

const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  secure: env.isProduction,
  maxAge: 60 * 60 * 24 * 365 * 2,
});

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export async function getTheme(request: Request): Promise<Theme> {
  const value = await themeCookie.parse(request.headers.get("Cookie"));
  return isTheme(value) ? value : DEFAULT_THEME;
}

export function serializeTheme(theme: Theme) {
  return themeCookie.serialize(theme);
}
