import { getSaveDataSetting } from "~/models/user.server";

/**
 * Whether a `Save-Data` header value asks for less data: its first token is `on` (the one token
 * the header defines; `on; x` keeps room for extensions). server/page-cache.mjs keys cached pages
 * with the same rule (`saveDataOf`); tests/integration/save-data.test.ts holds the two together.
 */
export function saveDataRequested(value: string | null | undefined) {
  return (value ?? "").split(";")[0].trim().toLowerCase() === "on";
}

/**
 * Data saving for this request: the browser's `Save-Data: on`, or the signed-in user's
 * "Ahorro de datos" setting.
 */
export function wantsSaveData(request: Request, user: { id: number } | null) {
  if (saveDataRequested(request.headers.get("Save-Data"))) return true;
  return user ? getSaveDataSetting(user.id) : false;
}
