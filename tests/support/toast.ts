import { getToast, type Toast } from "~/utils/toast.server";

import { BASE_URL } from "./requests";

/**
 * The flash toast a response sets (`{ type, title, description }`), or null when it sets none.
 * Read back the way the next page load reads it: through toast.server's own session storage.
 */
export async function toastOf(response: { headers: Headers }): Promise<Toast | null> {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("__toast="))
    ?.split(";")[0];
  if (!cookie) return null;
  const { toast } = await getToast(new Request(BASE_URL, { headers: { Cookie: cookie } }));
  return toast;
}
