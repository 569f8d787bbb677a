import { createCookie } from "@remix-run/node";

import { env } from "~/env.server";
import { VERIFICATION_TOKEN_HOURS } from "~/models/email-verification.server";
import { RESET_TOKEN_MINUTES } from "~/models/password-reset.server";
import { redirect } from "~/utils/headers.server";

/**
 * A mailed link (`/reset-password?token=…`, `/verify-email?token=…`) is answered with a redirect
 * that moves its token into a short-lived cookie, so no page is ever rendered with the token in
 * its address: nothing on a page can leak it in a Referer, and it stays out of the history.
 *
 * Why not render the page at the link with `Referrer-Policy: no-referrer`: a browser then sends
 * `Origin: null` with every form posted from that page (Fetch: "serializing a request origin"), and
 * Remix refuses such a post before any action runs (its CSRF check compares Origin with Host), as
 * would ours. The redirect carries `no-referrer`; the pages after it post normally.
 */
export function linkTokenCookie(name: string, maxAgeSeconds: number) {
  const cookie = createCookie(name, {
    httpOnly: true,
    // The link is opened from a mail client (another site): a Lax cookie is still sent on the
    // top-level GET that follows the redirect; Strict would not be.
    sameSite: "lax",
    secure: env.isProduction,
    // `/` rather than the page's path: a client-side load asks for `/reset-password.data`.
    path: "/",
    maxAge: maxAgeSeconds,
  });
  return {
    async read(request: Request): Promise<string | null> {
      const value: unknown = await cookie.parse(request.headers.get("Cookie"));
      return typeof value === "string" && value.length <= 200 ? value : null;
    },
    /** The link's answer: the token kept in the cookie, then the page without it in the URL. */
    async handOff(token: string, to: string) {
      return redirect(to, {
        status: 303,
        headers: [
          ["Set-Cookie", await cookie.serialize(token)],
          ["Referrer-Policy", "no-referrer"],
          ["Cache-Control", "no-store"],
        ],
      });
    },
    /** Set-Cookie that forgets the token (after it was used, or when the link was dead). */
    clear() {
      return cookie.serialize("", { maxAge: 0 });
    },
  };
}

/** /reset-password: kept as long as a reset link lives. */
export const resetLinkCookie = linkTokenCookie("__reset_link", RESET_TOKEN_MINUTES * 60);

/** /verify-email: kept as long as a verification link lives. */
export const verificationLinkCookie = linkTokenCookie(
  "__verify_link",
  VERIFICATION_TOKEN_HOURS * 3600,
);
