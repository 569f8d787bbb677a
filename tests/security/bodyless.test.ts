/**
 * Actions that take no fields (issue 17): they used to never read the body, so a hostile body was
 * ignored and the action went ahead (session ended, row deleted, student enrolled). Now an empty
 * body, the enroll button's own `intent`, or `{}` on /api pass; anything else is a 4xx and nothing
 * happens.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { courses, enrollments, users } from "../../db/schema";
import { db } from "~/db.server";
import { enrollUser } from "~/models/enrollment.server";
import { action as courseItemAction } from "~/routes/api.courses.$slug";
import { action as enrollmentAction } from "~/routes/api.enrollments.$id";
import { action as apiLogoutAction } from "~/routes/api.logout";
import { action as apiUserAction, loader as apiUserLoader } from "~/routes/api.user";
import { action as courseAction } from "~/routes/courses.$slug";
import { action as logoutAction } from "~/routes/logout";
import { BODY_NOT_EMPTY_MESSAGE, MAX_BODYLESS_BYTES } from "~/utils/bodyless.server";
import { insertTestCourse } from "../support/courses";
import { enrollmentRows } from "../support/enrollments";
import {
  BASE_URL,
  clearsSession,
  CROSS_SITE,
  formRequest,
  getRequest,
  jsonRequest,
  multipartRequest,
} from "../support/requests";
import { redirectedTo, runRoute } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { signedInUser } from "../support/users";

const URLENCODED = "application/x-www-form-urlencoded";

/** A request with a raw body and Content-Type (none when null). */
function rawRequest(
  path: string,
  method: string,
  body: string | null,
  contentType: string | null,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return new Request(`${BASE_URL}${path}`, {
    method,
    headers: {
      ...(contentType ? { "Content-Type": contentType } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body,
  });
}

/** A body sent as a stream without Content-Length (chunked), here an empty one. */
function emptyStreamRequest(path: string, method: string, cookie: string) {
  return new Request(`${BASE_URL}${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": URLENCODED },
    body: new ReadableStream({ start: (controller) => controller.close() }),
    duplex: "half",
  } as RequestInit);
}

async function signedIn(cookie: string) {
  return (await runRoute(apiUserLoader, getRequest("/api/user", { cookie }))).status === 200;
}

async function enrolledStudent() {
  const course = insertTestCourse();
  const user = await signedInUser();
  const { enrollment } = enrollUser(user.id, course.id);
  const path = `/api/enrollments/${enrollment.id}`;
  const params = { id: String(enrollment.id) };
  const exists = () =>
    db.select().from(enrollments).where(eq(enrollments.id, enrollment.id)).get() !== undefined;
  return { user, path, params, exists };
}

describe("POST /logout (the navbar form: no fields)", () => {
  it.each([
    ["a stray field", "x=1", URLENCODED],
    ["a sparse index", "a[10000000]=1", URLENCODED],
    ["an intent", "intent=logout", URLENCODED],
    ["JSON", "{}", "application/json"],
    ["text without a type", "hola", null],
  ])("refuses %s with a 4xx and the session survives", async (_label, body, type) => {
    const user = await signedInUser();
    const outcome = await runRoute(
      logoutAction,
      rawRequest("/logout", "POST", body, type, user.cookie),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ message: expect.stringMatching(/formulario/) });
    expect(outcome.headers.get("Set-Cookie")).toBeNull();
    expect(await signedIn(user.cookie)).toBe(true);
  });

  it("refuses a body over the cap with 413 and Connection: close", async () => {
    const user = await signedInUser();
    const body = `x=${"a".repeat(MAX_BODYLESS_BYTES)}`;
    const outcome = await runRoute(
      logoutAction,
      rawRequest("/logout", "POST", body, URLENCODED, user.cookie),
    );
    expect(outcome.status).toBe(413);
    expect(outcome.headers.get("Connection")).toBe("close");
    expect(await signedIn(user.cookie)).toBe(true);
  });

  it("still refuses a cross-site post before reading the body (403)", async () => {
    const user = await signedInUser();
    const outcome = await runRoute(
      logoutAction,
      rawRequest("/logout", "POST", "x=1", URLENCODED, user.cookie, CROSS_SITE),
    );
    expect(outcome.status).toBe(403);
    expect(await signedIn(user.cookie)).toBe(true);
  });

  it.each([
    ["an empty urlencoded body (JS on and off)", () => formRequest("/logout", {})],
    ["no body at all", () => getRequest("/logout", { method: "POST" })],
    ["an empty multipart body", () => multipartRequest("/logout", new FormData())],
  ])("signs out with %s", async (_label, make) => {
    const user = await signedInUser();
    const base = make();
    const request = new Request(base, {
      headers: { ...Object.fromEntries(base.headers), Cookie: user.cookie },
    });
    const outcome = await runRoute(logoutAction, request);
    expect(redirectedTo(outcome)).toBe("/");
    expect(clearsSession(outcome.headers)).toBe(true);
    expect(await signedIn(user.cookie)).toBe(false);
  });

  it("signs out with an empty chunked body", async () => {
    const user = await signedInUser();
    const outcome = await runRoute(
      logoutAction,
      emptyStreamRequest("/logout", "POST", user.cookie),
    );
    expect(redirectedTo(outcome)).toBe("/");
    expect(await signedIn(user.cookie)).toBe(false);
  });
});

describe("POST /courses/{slug} (the enroll button: intent=enroll)", () => {
  const post = (slug: string, body: string | null, type: string | null, cookie: string) =>
    runRoute(courseAction, rawRequest(`/courses/${slug}`, "POST", body, type, cookie), { slug });

  it("enrolls with the button's intent=enroll (urlencoded, as <Form> sends it)", async () => {
    const course = insertTestCourse();
    const user = await signedInUser();
    const outcome = await runRoute(
      courseAction,
      formRequest(`/courses/${course.slug}`, { intent: "enroll" }, { cookie: user.cookie }),
      { slug: course.slug },
    );
    expect(redirectedTo(outcome)).toBe(`/courses/${course.slug}`);
    expect(await toastOf(outcome)).toMatchObject({ type: "success" });
    expect(enrollmentRows(user.id, course.id)).toHaveLength(1);
  });

  it("enrolls with intent=enroll sent as multipart, and with an empty body", async () => {
    const course = insertTestCourse();
    const user = await signedInUser();
    const form = new FormData();
    form.set("intent", "enroll");
    const multipart = await runRoute(
      courseAction,
      multipartRequest(`/courses/${course.slug}`, form, { cookie: user.cookie }),
      { slug: course.slug },
    );
    expect(redirectedTo(multipart)).toBe(`/courses/${course.slug}`);
    expect(enrollmentRows(user.id, course.id)).toHaveLength(1);

    const other = insertTestCourse();
    const empty = await post(other.slug, "", URLENCODED, user.cookie);
    expect(redirectedTo(empty)).toBe(`/courses/${other.slug}`);
    expect(enrollmentRows(user.id, other.id)).toHaveLength(1);
  });

  it.each([
    ["another intent", "intent=delete"],
    ["a stray field", "x=1"],
    ["intent=enroll and a stray field", "intent=enroll&x=1"],
    ["intent=enroll twice", "intent=enroll&intent=enroll"],
    ["a sparse index", "a[10000000]=1"],
  ])("refuses %s with 400 and enrolls nobody", async (_label, body) => {
    const course = insertTestCourse();
    const user = await signedInUser();
    const outcome = await post(course.slug, body, URLENCODED, user.cookie);
    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ message: expect.stringMatching(/formulario/) });
    expect(enrollmentRows(user.id, course.id)).toHaveLength(0);
  });
});

describe("POST /api/logout", () => {
  it("refuses JSON other than {} with 400 and the session survives", async () => {
    const user = await signedInUser();
    const outcome = await runRoute(
      apiLogoutAction,
      jsonRequest("/api/logout", { x: 1 }, { cookie: user.cookie }),
    );
    expect(outcome).toMatchObject({ status: 400, data: { message: BODY_NOT_EMPTY_MESSAGE } });
    expect(await signedIn(user.cookie)).toBe(true);
  });

  it("refuses a form body with 415", async () => {
    const user = await signedInUser();
    const outcome = await runRoute(
      apiLogoutAction,
      rawRequest("/api/logout", "POST", "x=1", URLENCODED, user.cookie),
    );
    expect(outcome.status).toBe(415);
    expect(await signedIn(user.cookie)).toBe(true);
  });

  it("signs out with {}", async () => {
    const user = await signedInUser();
    const outcome = await runRoute(
      apiLogoutAction,
      jsonRequest("/api/logout", {}, { cookie: user.cookie }),
    );
    expect(outcome.status).toBe(200);
    expect(await signedIn(user.cookie)).toBe(false);
  });
});

describe("DELETE /api/enrollments/{id}", () => {
  it("cancels with {} (JSON)", async () => {
    const { user, path, params, exists } = await enrolledStudent();
    const outcome = await runRoute(
      enrollmentAction,
      jsonRequest(path, {}, { method: "DELETE", cookie: user.cookie }),
      params,
    );
    expect(outcome.status).toBe(200);
    expect(exists()).toBe(false);
  });

  it.each([
    ["no body and no Content-Type", null],
    ["no body with a JSON Content-Type", "application/json"],
  ])("cancels with %s", async (_label, type) => {
    const { user, path, params, exists } = await enrolledStudent();
    const outcome = await runRoute(
      enrollmentAction,
      rawRequest(path, "DELETE", null, type, user.cookie),
      params,
    );
    expect(outcome.status).toBe(200);
    expect(exists()).toBe(false);
  });

  it("cancels with an empty chunked body", async () => {
    const { user, path, params, exists } = await enrolledStudent();
    const outcome = await runRoute(
      enrollmentAction,
      emptyStreamRequest(path, "DELETE", user.cookie),
      params,
    );
    expect(outcome.status).toBe(200);
    expect(exists()).toBe(false);
  });

  it.each([
    ['{"x":1}', '{"x":1}', "application/json", 400, BODY_NOT_EMPTY_MESSAGE],
    ["[]", "[]", "application/json", 400, BODY_NOT_EMPTY_MESSAGE],
    ["null", "null", "application/json", 400, BODY_NOT_EMPTY_MESSAGE],
    ["malformed JSON", "{", "application/json", 400, expect.any(String)],
    ["a form body", "x=1", URLENCODED, 415, expect.any(String)],
    ["text without a type", "{}", null, 415, expect.any(String)],
  ])("refuses %s and deletes nothing", async (_label, body, type, status, message) => {
    const { user, path, params, exists } = await enrolledStudent();
    const outcome = await runRoute(
      enrollmentAction,
      rawRequest(path, "DELETE", body, type, user.cookie),
      params,
    );
    expect(outcome).toMatchObject({ status, data: { message } });
    expect(exists()).toBe(true);
  });

  it("refuses a body over the cap with 413 and Connection: close", async () => {
    const { user, path, params, exists } = await enrolledStudent();
    const body = JSON.stringify({ x: "a".repeat(MAX_BODYLESS_BYTES) });
    const outcome = await runRoute(
      enrollmentAction,
      rawRequest(path, "DELETE", body, "application/json", user.cookie),
      params,
    );
    expect(outcome.status).toBe(413);
    expect(outcome.headers.get("Connection")).toBe("close");
    expect(exists()).toBe(true);
  });
});

describe("DELETE /api/user and the admin deletes", () => {
  it("DELETE /api/user with a body refuses it and keeps the account", async () => {
    const user = await signedInUser();
    const outcome = await runRoute(
      apiUserAction,
      jsonRequest("/api/user", { confirm: true }, { method: "DELETE", cookie: user.cookie }),
    );
    expect(outcome).toMatchObject({ status: 400, data: { message: BODY_NOT_EMPTY_MESSAGE } });
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeDefined();
    expect(await signedIn(user.cookie)).toBe(true);
  });

  it("DELETE /api/courses/{id} refuses a body and deletes with {}", async () => {
    const admin = await signedInUser("admin");
    const course = insertTestCourse();
    const path = `/api/courses/${course.id}`;
    const params = { slug: String(course.id) };
    const exists = () =>
      db.select().from(courses).where(eq(courses.id, course.id)).get() !== undefined;

    const refused = await runRoute(
      courseItemAction,
      jsonRequest(path, { x: 1 }, { method: "DELETE", cookie: admin.cookie }),
      params,
    );
    expect(refused).toMatchObject({ status: 400, data: { message: BODY_NOT_EMPTY_MESSAGE } });
    expect(exists()).toBe(true);

    const deleted = await runRoute(
      courseItemAction,
      jsonRequest(path, {}, { method: "DELETE", cookie: admin.cookie }),
      params,
    );
    expect(deleted.status).toBe(200);
    expect(exists()).toBe(false);
  });
});
