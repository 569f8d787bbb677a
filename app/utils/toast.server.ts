import { createCookieSessionStorage } from "@remix-run/node";
import * as z from "zod";

import { env } from "~/env.server";
import { combineHeaders, redirect } from "~/utils/headers.server";

const toastSchema = z.object({
  type: z.enum(["success", "error"]).default("success"),
  title: z.string(),
  description: z.string().optional(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

const FLASH_KEY = "toast";

// A cookie of its own, so anonymous visitors get flash messages without a server-side session.
const toastStorage = createCookieSessionStorage({
  cookie: {
    name: "__toast",
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    path: "/",
    secrets: [env.SESSION_SECRET],
  },
});

export async function createToastHeaders(toast: ToastInput) {
  const session = await toastStorage.getSession();
  session.flash(FLASH_KEY, toastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await toastStorage.commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  return redirect(url, {
    ...init,
    headers: combineHeaders(init?.headers, await createToastHeaders(toast)),
  });
}

/** Reads and consumes the pending toast; the returned headers must be sent to clear it. */
export async function getToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(FLASH_KEY));
  const toast = parsed.success ? parsed.data : null;
  const headers = toast
    ? new Headers({ "Set-Cookie": await toastStorage.destroySession(session) })
    : null;
  return { toast, headers };
}
