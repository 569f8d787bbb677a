/**
 * "Ahorro de datos" (docs/decisions/127): the profile setting (model and form), the browser's
 * `Save-Data` header, and what the root loader tells the pages. The page cache's side (a Save-Data
 * page never answers a plain request) is in page-cache.test.ts and page-cache-server.test.ts.
 */
import { describe, expect, it } from "vitest";

import { getSaveDataSetting, getUserById, setSaveDataSetting } from "~/models/user.server";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { loadRootData } from "~/utils/root-data.server";
import { saveDataRequested, wantsSaveData } from "~/utils/save-data.server";
import { BASE_URL, formRequest, getRequest } from "../support/requests";
import { redirectedTo, runRoute } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { signedInUser } from "../support/users";

const saveDataOn = { "Save-Data": "on" };

async function rootSaveData(options: { cookie?: string; headers?: Record<string, string> }) {
  const result = await loadRootData(getRequest("/", options));
  return (result as unknown as { data: { saveData: boolean } }).data.saveData;
}

describe("the Save-Data header", () => {
  it("asks for less data when its first token is on", () => {
    for (const value of ["on", "ON", " on ", "on; lite"])
      expect(saveDataRequested(value)).toBe(true);
    for (const value of [null, undefined, "", "off", "1", "true", "onn", "lite; on"]) {
      expect(saveDataRequested(value), String(value)).toBe(false);
    }
  });
});

describe("the data saving setting", () => {
  it("is off for a new account, is stored per account, and is not part of the public user", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    expect(getSaveDataSetting(user.id)).toBe(false);
    setSaveDataSetting(user.id, true);
    expect(getSaveDataSetting(user.id)).toBe(true);
    expect(getSaveDataSetting(other.id)).toBe(false);
    expect(getUserById(user.id)).not.toHaveProperty("saveData");
    setSaveDataSetting(user.id, false);
    expect(getSaveDataSetting(user.id)).toBe(false);
  });

  it("refuses an account that does not exist", () => {
    expect(() => setSaveDataSetting(999_999_999, true)).toThrow("Usuario no encontrado");
  });

  it("is on for the request when the account has it or the browser sends Save-Data: on", async () => {
    const user = await signedInUser();
    const request = (headers: Record<string, string> = {}) => new Request(BASE_URL, { headers });
    expect(wantsSaveData(request(), null)).toBe(false);
    expect(wantsSaveData(request(saveDataOn), null)).toBe(true);
    expect(wantsSaveData(request(), user)).toBe(false);
    setSaveDataSetting(user.id, true);
    expect(wantsSaveData(request(), user)).toBe(true);

    expect(await rootSaveData({})).toBe(false);
    expect(await rootSaveData({ headers: saveDataOn })).toBe(true);
    expect(await rootSaveData({ cookie: user.cookie })).toBe(true);
  });
});

describe("POST /profile intent=update-data-saving", () => {
  it("turns the setting on and off with a toast (a plain form post: no JS needed)", async () => {
    const user = await signedInUser();
    const on = await runRoute(
      profileAction,
      formRequest("/profile", { intent: "update-data-saving", saveData: "on" }, user),
    );
    expect(redirectedTo(on)).toBe("/profile");
    expect(await toastOf(on)).toMatchObject({
      title: "Preferencia guardada",
      description: "Ahorro de datos activado.",
    });
    expect(getSaveDataSetting(user.id)).toBe(true);

    // An unticked checkbox posts nothing: the setting goes off.
    const off = await runRoute(
      profileAction,
      formRequest("/profile", { intent: "update-data-saving" }, user),
    );
    expect(redirectedTo(off)).toBe("/profile");
    expect(await toastOf(off)).toMatchObject({ description: "Ahorro de datos desactivado." });
    expect(getSaveDataSetting(user.id)).toBe(false);
  });

  it("refuses a checkbox sent twice with a 400 and changes nothing", async () => {
    const user = await signedInUser();
    // Two values for one checkbox is no form of ours.
    const refused = await runRoute(
      profileAction,
      new Request(`${BASE_URL}/profile`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: user.cookie,
        },
        body: "intent=update-data-saving&saveData=on&saveData=on",
      }),
    );
    expect(refused.status).toBe(400);
    expect(getSaveDataSetting(user.id)).toBe(false);
  });

  it("shows the setting and whether the browser asks on the profile page", async () => {
    const user = await signedInUser();
    setSaveDataSetting(user.id, true);
    const plain = await runRoute(profileLoader, getRequest("/profile", user));
    expect(plain.data.dataSaving).toEqual({ saveData: true, browserAsks: false });
    const asking = await runRoute(
      profileLoader,
      getRequest("/profile", { cookie: user.cookie, headers: saveDataOn }),
    );
    expect(asking.data.dataSaving).toEqual({ saveData: true, browserAsks: true });
  });
});
