import { wantsSaveData } from "~/utils/save-data.server";

/** Phones and tablets by their user agent: Safari on iOS sends no client hints. */
const HANDHELD_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/**
 * Whether /editor is the static page with the light editor (docs/decisions/144) rather than the
 * hydrated page with Monaco: on a phone (`Sec-CH-UA-Mobile: ?1`, which Chromium sends unasked, or
 * a handheld user agent) or when data saving is on (`Save-Data`, or the student's own setting).
 * The page's script confirms on the device: where the pointer is coarse or the screen narrow, the
 * hydrated page mounts the light editor too (`useCodeEditors`).
 */
export function wantsLightEditor(request: Request, user: { id: number }) {
  return (
    wantsSaveData(request, user) ||
    request.headers.get("Sec-CH-UA-Mobile") === "?1" ||
    HANDHELD_USER_AGENT.test(request.headers.get("User-Agent") ?? "")
  );
}
