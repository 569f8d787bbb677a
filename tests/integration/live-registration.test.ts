import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";

import { courses, liveCourseRegistrations, users } from "../../db/schema";
import { hashPasswordSync } from "~/auth/password.server";
import { createUserSession } from "~/auth/session.server";
import { db } from "~/db.server";
import { registerForLiveCourse } from "~/models/live-registration.server";
import { action as apiAction, loader as apiLoader } from "~/routes/api.live-course-registrations";
import { action as learnAction, loader as learnLoader } from "~/routes/courses.$slug_.learn";
import { LIVE_REGISTRATION_MESSAGES as M } from "~/schemas/live-registration";

// --- helpers -----------------------------------------------------------------------------------

type TestUser = { id: number; cookie: string; role: "student" | "admin" };

async function createUser(role: "student" | "admin" = "student"): Promise<TestUser> {
  const suffix = randomUUID().slice(0, 8);
  const user = db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@test.local`,
      name: "María José López",
      role,
      passwordHash: hashPasswordSync("secret-password"),
    })
    .returning()
    .get();
  const setCookie = await createUserSession(user.id);
  return { id: user.id, cookie: setCookie.split(";")[0], role };
}

function courseBySlug(slug: string) {
  const course = db.select().from(courses).where(eq(courses.slug, slug)).get();
  if (!course) throw new Error(`seed course ${slug} missing`);
  return course;
}

function registrationsOf(userId: number) {
  return db
    .select()
    .from(liveCourseRegistrations)
    .where(eq(liveCourseRegistrations.userId, userId))
    .all();
}

const ADULT = {
  firstName: "Ana",
  lastName: "Pérez Gómez",
  email: "ana@example.com",
  phoneNumber: "2291234567",
  age: 30,
  preferredModality: "Presencial",
  hasLaptop: true,
};

const GUARDIAN = {
  guardianFirstName: "Luis",
  guardianLastName: "Pérez",
  guardianPhoneNumber: "2297654321",
};

function postJson(user: TestUser | null, body: unknown) {
  const request = new Request("http://localhost/api/live-course-registrations", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(user ? { Cookie: user.cookie } : {}) },
    body: JSON.stringify(body),
  });
  return apiAction({ request, params: {}, context: {} });
}

function getList(user: TestUser | null, query = "") {
  const request = new Request(`http://localhost/api/live-course-registrations${query}`, {
    headers: user ? { Cookie: user.cookie } : {},
  });
  return apiLoader({ request, params: {}, context: {} });
}

/** Unwraps what a page loader/action returns or throws: Response, data() or plain object. */
async function settle(run: () => unknown) {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return { status: result.status, headers: result.headers, data: null as never };
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    result.type === "DataWithResponseInit"
  ) {
    const wrapped = result as unknown as { data: unknown; init: ResponseInit | null };
    return {
      status: wrapped.init?.status ?? 200,
      headers: new Headers(wrapped.init?.headers),
      data: wrapped.data as never,
    };
  }
  return { status: 200, headers: new Headers(), data: result as never };
}

function learnRequest(
  user: TestUser | null,
  slug: string,
  { search = "", form }: { search?: string; form?: Record<string, string> } = {},
) {
  const url = `http://localhost/courses/${slug}/learn${search}`;
  const headers = user ? { Cookie: user.cookie } : undefined;
  if (!form) return { request: new Request(url, { headers }), params: { slug }, context: {} };
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) body.append(key, value);
  return {
    request: new Request(url, { method: "POST", headers, body }),
    params: { slug },
    context: {},
  };
}

const LIVE_SLUG = "robotica-en-vivo";
let liveCourseId: number;

beforeAll(() => {
  liveCourseId = courseBySlug(LIVE_SLUG).id;
});

// --- schema + model rules through POST /api/live-course-registrations --------------------------

describe("POST /api/live-course-registrations", () => {
  test("an adult registers; guardian fields sent anyway are dropped", async () => {
    const user = await createUser();
    const response = await postJson(user, { courseId: liveCourseId, ...ADULT, ...GUARDIAN });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.registration).toMatchObject({
      courseId: liveCourseId,
      userId: user.id,
      age: 30,
      hasLaptop: true,
    });
    const [row] = registrationsOf(user.id);
    expect(row).toMatchObject({
      firstName: "Ana",
      preferredModality: "Presencial",
      guardianFirstName: null,
      guardianLastName: null,
      guardianPhoneNumber: null,
    });
  });

  test("a minor without guardian gets the three guardian messages and no row", async () => {
    const user = await createUser();
    const response = await postJson(user, { courseId: liveCourseId, ...ADULT, age: 15 });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toMatchObject({
      guardianFirstName: [M.guardianFirstName],
      guardianLastName: [M.guardianLastName],
      guardianPhoneNumber: [M.guardianPhoneNumber],
    });
    expect(registrationsOf(user.id)).toHaveLength(0);
  });

  test("blank guardian fields count as missing for a minor", async () => {
    const user = await createUser();
    const response = await postJson(user, {
      courseId: liveCourseId,
      ...ADULT,
      age: 12,
      guardianFirstName: "   ",
      guardianLastName: "",
      guardianPhoneNumber: " ",
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors).sort()).toEqual([
      "guardianFirstName",
      "guardianLastName",
      "guardianPhoneNumber",
    ]);
  });

  test("a minor with guardian is stored with the guardian's data", async () => {
    const user = await createUser();
    const response = await postJson(user, {
      courseId: liveCourseId,
      ...ADULT,
      age: 15,
      hasLaptop: false,
      ...GUARDIAN,
    });
    expect(response.status).toBe(201);
    expect(registrationsOf(user.id)[0]).toMatchObject({ age: 15, hasLaptop: false, ...GUARDIAN });
  });

  test.each([
    ["age 'abc'", { age: "abc" }, "age", M.ageNumber],
    ["age 0", { age: 0 }, "age", M.ageMin],
    ["age 101", { age: 101 }, "age", M.ageMax],
    ["a 9-digit phone", { phoneNumber: "229123456" }, "phoneNumber", M.phoneMin],
    ["a 16-digit phone", { phoneNumber: "2291234567890123" }, "phoneNumber", M.phoneMax],
    ["modality 'Mixta'", { preferredModality: "Mixta" }, "preferredModality", M.modality],
    ["no laptop answer", { hasLaptop: "quizá" }, "hasLaptop", M.hasLaptop],
    ["an invalid email", { email: "ana-at-example" }, "email", M.email],
    ["a blank first name", { firstName: "  " }, "firstName", M.firstName],
    ["no last name", { lastName: undefined }, "lastName", M.lastName],
  ])("%s → 400 with the spec message, no row", async (_, patch, field, message) => {
    const user = await createUser();
    const response = await postJson(user, { courseId: liveCourseId, ...ADULT, ...patch });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors[field]).toEqual([message]);
    expect(registrationsOf(user.id)).toHaveLength(0);
  });

  test("a second registration for the same course is a 409", async () => {
    const user = await createUser();
    expect((await postJson(user, { courseId: liveCourseId, ...ADULT })).status).toBe(201);
    const second = await postJson(user, {
      courseId: liveCourseId,
      ...ADULT,
      preferredModality: "Virtual",
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: "Ya estás registrado en este curso en vivo." });
    expect(registrationsOf(user.id)).toHaveLength(1);
  });

  test("the unique index refuses a duplicate that slips past the check", async () => {
    const user = await createUser();
    registerForLiveCourse(user.id, liveCourseId, {
      ...ADULT,
      preferredModality: "Virtual",
      guardianFirstName: null,
      guardianLastName: null,
      guardianPhoneNumber: null,
    });
    expect(() =>
      db
        .insert(liveCourseRegistrations)
        .values({ ...ADULT, preferredModality: "Virtual", courseId: liveCourseId, userId: user.id })
        .run(),
    ).toThrow(/UNIQUE/);
  });

  test("missing, disabled and non-live courses are refused", async () => {
    const user = await createUser();
    const missing = await postJson(user, { courseId: 999_999, ...ADULT });
    expect(missing.status).toBe(404);
    const disabled = db.select().from(courses).where(eq(courses.isDisabled, true)).get();
    expect(disabled).toBeTruthy();
    expect((await postJson(user, { courseId: disabled!.id, ...ADULT })).status).toBe(404);
    const regular = await postJson(user, {
      courseId: courseBySlug("web-development").id,
      ...ADULT,
    });
    expect(regular.status).toBe(400);
    expect(registrationsOf(user.id)).toHaveLength(0);
  });

  test("requires a session and a same-origin request", async () => {
    expect((await postJson(null, { courseId: liveCourseId, ...ADULT })).status).toBe(401);
    const user = await createUser();
    const request = new Request("http://localhost/api/live-course-registrations", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Cookie: user.cookie,
        Origin: "https://evil.example",
        Host: "localhost",
      },
      body: JSON.stringify({ courseId: liveCourseId, ...ADULT }),
    });
    expect((await apiAction({ request, params: {}, context: {} })).status).toBe(403);
    expect(registrationsOf(user.id)).toHaveLength(0);
  });
});

describe("GET /api/live-course-registrations", () => {
  test("lists only the caller's own registrations; another user's id is a 403", async () => {
    const alice = await createUser();
    const bob = await createUser();
    await postJson(alice, { courseId: liveCourseId, ...ADULT });

    const own = await getList(alice, `?userId=${alice.id}&courseId=${liveCourseId}`);
    expect(own.status).toBe(200);
    const list = await own.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ userId: alice.id, courseId: liveCourseId });

    const snooping = await getList(bob, `?userId=${alice.id}`);
    expect(snooping.status).toBe(403);
    expect(await snooping.json()).toEqual({ message: expect.any(String) });

    expect(await (await getList(bob)).json()).toEqual([]);
  });

  test("filters by courseId", async () => {
    const user = await createUser();
    await postJson(user, { courseId: liveCourseId, ...ADULT });
    const other = courseBySlug("programacion-creativa-en-vivo");
    expect(await (await getList(user, `?courseId=${other.id}`)).json()).toEqual([]);
    expect(await (await getList(user, `?courseId=${liveCourseId}`)).json()).toHaveLength(1);
  });

  test("non-numeric parameters are a 400 and anonymous callers a 401", async () => {
    const user = await createUser();
    expect((await getList(user, "?userId=abc")).status).toBe(400);
    expect((await getList(user, "?courseId=1e3")).status).toBe(400);
    expect((await getList(user, "?courseId=-1")).status).toBe(400);
    expect((await getList(null)).status).toBe(401);
  });
});

// --- the page: /courses/{slug}/learn -------------------------------------------------------------

describe("/courses/{slug}/learn", () => {
  test("anonymous visitors are sent to /auth with a way back", async () => {
    const result = await settle(() => learnLoader(learnRequest(null, LIVE_SLUG)));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/courses/${LIVE_SLUG}/learn`)}`,
    );
  });

  test("an unknown course is a 404, a disabled one too for students but not for admins", async () => {
    const student = await createUser();
    expect((await settle(() => learnLoader(learnRequest(student, "no-existe")))).status).toBe(404);
    const disabled = db.select().from(courses).where(eq(courses.isDisabled, true)).get()!;
    expect((await settle(() => learnLoader(learnRequest(student, disabled.slug)))).status).toBe(
      404,
    );
    const admin = await createUser("admin");
    expect((await settle(() => learnLoader(learnRequest(admin, disabled.slug)))).status).not.toBe(
      404,
    );
  });

  test("a regular course without enrolment shows 'Acceso Denegado' (403)", async () => {
    const user = await createUser();
    const result = await settle(() => learnLoader(learnRequest(user, "web-development")));
    expect(result.status).toBe(403);
    expect(result.data).toMatchObject({ view: "denied", course: { slug: "web-development" } });
  });

  test("live course: form prefilled, registration, success once, then 'already registered'", async () => {
    const user = await createUser();
    const before = await settle(() => learnLoader(learnRequest(user, LIVE_SLUG)));
    expect(before.data).toMatchObject({
      view: "live",
      registration: null,
      defaults: { firstName: "María", lastName: "José López" },
    });

    const form = {
      firstName: "María",
      lastName: "José López",
      email: "maria@example.com",
      phoneNumber: "2291234567",
      age: "17",
      preferredModality: "Virtual",
      hasLaptop: "false",
      guardianFirstName: "",
      guardianLastName: "",
      guardianPhoneNumber: "",
    };
    const invalid = await settle(() => learnAction(learnRequest(user, LIVE_SLUG, { form })));
    expect(invalid.status).toBe(400);
    expect((invalid.data as { error: Record<string, string[]> }).error).toMatchObject({
      guardianFirstName: [M.guardianFirstName],
      guardianLastName: [M.guardianLastName],
      guardianPhoneNumber: [M.guardianPhoneNumber],
    });
    expect(registrationsOf(user.id)).toHaveLength(0);

    const ok = await settle(() =>
      learnAction(learnRequest(user, LIVE_SLUG, { form: { ...form, ...GUARDIAN } })),
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(`/courses/${LIVE_SLUG}/learn?registered=1`);
    expect(registrationsOf(user.id)[0]).toMatchObject({ age: 17, hasLaptop: false, ...GUARDIAN });

    const success = await settle(() =>
      learnLoader(learnRequest(user, LIVE_SLUG, { search: "?registered=1" })),
    );
    expect(success.data).toMatchObject({
      justRegistered: true,
      registration: { preferredModality: "Virtual" },
    });
    const later = await settle(() => learnLoader(learnRequest(user, LIVE_SLUG)));
    expect(later.data).toMatchObject({ justRegistered: false, registration: { hasLaptop: false } });

    const again = await settle(() =>
      learnAction(learnRequest(user, LIVE_SLUG, { form: { ...form, age: "30" } })),
    );
    expect(again.status).toBe(409);
    expect((again.data as { error: Record<string, string[]> }).error[""]).toEqual([
      "Ya estás registrado en este curso en vivo.",
    ]);
  });

  test("'?registered=1' without a registration still shows the form", async () => {
    const user = await createUser();
    const result = await settle(() =>
      learnLoader(learnRequest(user, LIVE_SLUG, { search: "?registered=1" })),
    );
    expect(result.data).toMatchObject({ registration: null, justRegistered: false });
  });

  test("the page form reports bad input with the spec messages", async () => {
    const user = await createUser();
    const result = await settle(() =>
      learnAction(
        learnRequest(user, LIVE_SLUG, {
          form: {
            firstName: "",
            lastName: "",
            email: "x",
            phoneNumber: "123",
            age: "abc",
            preferredModality: "Mixta",
          },
        }),
      ),
    );
    expect(result.status).toBe(400);
    expect((result.data as { error: Record<string, string[]> }).error).toMatchObject({
      firstName: [M.firstName],
      lastName: [M.lastName],
      email: [M.email],
      phoneNumber: [M.phoneMin],
      age: [M.ageNumber],
      preferredModality: [M.modality],
      hasLaptop: [M.hasLaptop],
    });
    expect(
      db
        .select()
        .from(liveCourseRegistrations)
        .where(
          and(
            eq(liveCourseRegistrations.userId, user.id),
            eq(liveCourseRegistrations.courseId, liveCourseId),
          ),
        )
        .all(),
    ).toHaveLength(0);
  });
});
