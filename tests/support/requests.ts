/** Requests as a browser or an API client sends them, and the cookies a response sets. */

export const BASE_URL = "http://localhost";

export type RequestOptions = {
  /** A Cookie header value, e.g. from `cookieFor` or `sessionCookieFrom`. */
  cookie?: string | null;
  headers?: Record<string, string>;
};

function headersOf({ cookie, headers = {} }: RequestOptions, contentType?: string) {
  return {
    ...(contentType ? { "Content-Type": contentType } : {}),
    ...(cookie ? { Cookie: cookie } : {}),
    ...headers,
  };
}

/** A GET (or another body-less method) to a path of the site. */
export function getRequest(
  path: string,
  { method = "GET", ...options }: RequestOptions & { method?: string } = {},
) {
  return new Request(`${BASE_URL}${path}`, { method, headers: headersOf(options) });
}

/** A `<Form method="post">` submission, urlencoded as browsers send it. */
export function formRequest(
  path: string,
  fields: Record<string, string>,
  options: RequestOptions = {},
) {
  return new Request(`${BASE_URL}${path}`, {
    method: "POST",
    headers: headersOf(options, "application/x-www-form-urlencoded"),
    body: new URLSearchParams(fields).toString(),
  });
}

/** A multipart form submission (file uploads); the boundary header comes from the FormData. */
export function multipartRequest(path: string, form: FormData, options: RequestOptions = {}) {
  return new Request(`${BASE_URL}${path}`, {
    method: "POST",
    headers: headersOf(options),
    body: form,
  });
}

/** A JSON API call; a string body is sent as is (for malformed JSON). */
export function jsonRequest(
  path: string,
  body: unknown,
  { method = "POST", ...options }: RequestOptions & { method?: string } = {},
) {
  return new Request(`${BASE_URL}${path}`, {
    method,
    headers: headersOf(options, "application/json"),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Headers of a request sent from another site (for the same-origin checks). */
export const CROSS_SITE = { Origin: "https://evil.example", Host: "localhost" };

/**
 * The session cookie a response sets ("__session=..."), or null when it sets none. Tests run
 * outside production, where it has no `__Host-` prefix (`createSessionCookie`).
 */
export function sessionCookieFrom(headers: Headers) {
  const cookie = headers.getSetCookie().find((value) => value.startsWith("__session="));
  return cookie ? cookie.split(";")[0] : null;
}

/** Whether the response clears the session cookie (sign-out). */
export function clearsSession(headers: Headers) {
  return headers.getSetCookie().some((value) => /^__session=;.*Max-Age=0/i.test(value));
}
