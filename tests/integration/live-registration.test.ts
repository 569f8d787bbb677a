import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";

import { courses, liveCourseRegistrations } from "../../db/schema";
import { db } from "~/db.server";
import { registerForLiveCourse } from "~/models/live-registration.server";
import { listEmailsForUser } from "~/models/outbox.server";
import { action as apiAction, loader as apiLoader } from "~/routes/api.live-course-registrations";
import { action as learnAction, loader as learnLoader } from "~/routes/courses.$slug_.learn/route";
import { LIVE_REGISTRATION_MESSAGES as M } from "~/schemas/live-registration";
import { courseBySlug } from "../support/courses";
import { ADULT, NO_GUARDIAN } from "../support/live-registration";
import { CROSS_SITE, formRequest, getRequest, jsonRequest } from "../support/requests";
import { redirectedTo, type RouteHandler, runRoute } from "../support/route-outcome";
import { signedInUser } from "../support/users";

// --- helpers -----------------------------------------------------------------------------------

type TestUser = Awaited<ReturnType<typeof signedInUser>>;

/** A signed-in user whose account name the registration form splits into its prefill. */
const testUser = (role: "student" | "admin" = "student") =>
  signedInUser(role, { name: "María José López" });

function registrationsOf(userId: number) {
  return db
    .select()
    .from(liveCourseRegistrations)
    .where(eq(liveCourseRegistrations.userId, userId))
    .all();
}

const GUARDIAN = {
  guardianFirstName: "Luis",
  guardianLastName: "Pérez",
  guardianPhoneNumber: "2297654321",
};

const postJson = (user: TestUser | null, body: unknown) =>
  runRoute(
    apiAction,
    jsonRequest("/api/live-course-registrations", body, { cookie: user?.cookie }),
  );

const getList = (user: TestUser | null, query = "") =>
  runRoute(
    apiLoader,
    getRequest(`/api/live-course-registrations${query}`, { cookie: user?.cookie }),
  );

/** Loads (GET) or submits (POST, with `form`) /courses/{slug}/learn as `user`. */
function learnPage(
  handler: RouteHandler,
  user: TestUser | null,
  slug: string,
  { search = "", form }: { search?: string; form?: Record<string, string> } = {},
) {
  const path = `/courses/${slug}/learn${search}`;
  const cookie = user?.cookie;
  const request = form ? formRequest(path, form, { cookie }) : getRequest(path, { cookie });
  return runRoute(handler, request, { slug });
}

const LIVE_SLUG = "robotica-en-vivo";
let liveCourseId: number;

beforeAll(() => {
  liveCourseId = courseBySlug(LIVE_SLUG).id;
});

// --- schema + model rules through POST /api/live-course-registrations --------------------------

describe("POST /api/live-course-registrations", () => {
  test("an adult registers; guardian fields sent anyway are dropped", async () => {
    const user = await testUser();
    const response = await postJson(user, { courseId: liveCourseId, ...ADULT, ...GUARDIAN });
    expect(response.status).toBe(201);
    const body = response.data;
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
      ...NO_GUARDIAN,
    });
  });

  test("a minor without guardian gets the three guardian messages and no row", async () => {
    const user = await testUser();
    const response = await postJson(user, { courseId: liveCourseId, ...ADULT, age: 15 });
    expect(response.status).toBe(400);
    const body = response.data;
    expect(body.errors).toMatchObject({
      guardianFirstName: [M.guardianFirstName],
      guardianLastName: [M.guardianLastName],
      guardianPhoneNumber: [M.guardianPhoneNumber],
    });
    expect(registrationsOf(user.id)).toHaveLength(0);
  });

  test("blank guardian fields count as missing for a minor", async () => {
    const user = await testUser();
    const response = await postJson(user, {
      courseId: liveCourseId,
      ...ADULT,
      age: 12,
      guardianFirstName: "   ",
      guardianLastName: "",
      guardianPhoneNumber: " ",
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.data.errors).sort()).toEqual([
      "guardianFirstName",
      "guardianLastName",
      "guardianPhoneNumber",
    ]);
  });

  test("a minor with guardian is stored with the guardian's data", async () => {
    const user = await testUser();
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
    const user = await testUser();
    const response = await postJson(user, { courseId: liveCourseId, ...ADULT, ...patch });
    expect(response.status).toBe(400);
    const body = response.data;
    expect(body.errors[field]).toEqual([message]);
    expect(registrationsOf(user.id)).toHaveLength(0);
  });

  test.each([
    ["'123'", "123", M.guardianPhoneMin],
    ["a 16-digit number", "2291234567890123", M.guardianPhoneMax],
    ["letters", "229-TUTOR-123", M.guardianPhoneFormat],
  ])(
    "a minor's guardian phone of %s → 400 naming the guardian's phone",
    async (_, phone, message) => {
      const user = await testUser();
      const response = await postJson(user, {
        courseId: liveCourseId,
        ...ADULT,
        age: 15,
        ...GUARDIAN,
        guardianPhoneNumber: phone,
      });
      expect(response.status).toBe(400);
      expect(response.data.errors.guardianPhoneNumber).toEqual([message]);
      expect(response.data.errors.phoneNumber).toBeUndefined();
      expect(registrationsOf(user.id)).toHaveLength(0);
    },
  );

  test("a second registration for the same course is a 409", async () => {
    const user = await testUser();
    expect((await postJson(user, { courseId: liveCourseId, ...ADULT })).status).toBe(201);
    const second = await postJson(user, {
      courseId: liveCourseId,
      ...ADULT,
      preferredModality: "Virtual",
    });
    expect(second.status).toBe(409);
    expect(second.data).toEqual({ message: "Ya estás registrado en este curso en vivo." });
    expect(registrationsOf(user.id)).toHaveLength(1);
  });

  test("the unique index refuses a duplicate that slips past the check", async () => {
    const user = await testUser();
    registerForLiveCourse(user.id, liveCourseId, {
      ...ADULT,
      ...NO_GUARDIAN,
      preferredModality: "Virtual",
    });
    expect(() =>
      db
        .insert(liveCourseRegistrations)
        .values({ ...ADULT, preferredModality: "Virtual", courseId: liveCourseId, userId: user.id })
        .run(),
    ).toThrow(/UNIQUE/);
  });

  test("missing, disabled and non-live courses are refused", async () => {
    const user = await testUser();
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
    const user = await testUser();
    const request = jsonRequest(
      "/api/live-course-registrations",
      { courseId: liveCourseId, ...ADULT },
      { cookie: user.cookie, headers: CROSS_SITE },
    );
    expect((await runRoute(apiAction, request)).status).toBe(403);
    expect(registrationsOf(user.id)).toHaveLength(0);
  });
});

describe("GET /api/live-course-registrations", () => {
  test("lists only the caller's own registrations; another user's id is a 403", async () => {
    const alice = await testUser();
    const bob = await testUser();
    await postJson(alice, { courseId: liveCourseId, ...ADULT });

    const own = await getList(alice, `?userId=${alice.id}&courseId=${liveCourseId}`);
    expect(own.status).toBe(200);
    const list = own.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ userId: alice.id, courseId: liveCourseId });

    const snooping = await getList(bob, `?userId=${alice.id}`);
    expect(snooping.status).toBe(403);
    expect(snooping.data).toEqual({ message: expect.any(String) });

    expect((await getList(bob)).data).toEqual([]);
  });

  test("filters by courseId", async () => {
    const user = await testUser();
    await postJson(user, { courseId: liveCourseId, ...ADULT });
    const other = courseBySlug("programacion-creativa-en-vivo");
    expect((await getList(user, `?courseId=${other.id}`)).data).toEqual([]);
    expect((await getList(user, `?courseId=${liveCourseId}`)).data).toHaveLength(1);
  });

  test("non-numeric parameters are a 400 and anonymous callers a 401", async () => {
    const user = await testUser();
    expect((await getList(user, "?userId=abc")).status).toBe(400);
    expect((await getList(user, "?courseId=1e3")).status).toBe(400);
    expect((await getList(user, "?courseId=-1")).status).toBe(400);
    expect((await getList(null)).status).toBe(401);
  });
});

// --- the page: /courses/{slug}/learn -------------------------------------------------------------

describe("/courses/{slug}/learn", () => {
  test("anonymous visitors are sent to /auth with a way back", async () => {
    const result = await learnPage(learnLoader, null, LIVE_SLUG);
    expect(redirectedTo(result)).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/courses/${LIVE_SLUG}/learn`)}`,
    );
  });

  test("an unknown course is a 404, a disabled one too for students but not for admins", async () => {
    const student = await testUser();
    expect((await learnPage(learnLoader, student, "no-existe")).status).toBe(404);
    const disabled = db.select().from(courses).where(eq(courses.isDisabled, true)).get()!;
    expect((await learnPage(learnLoader, student, disabled.slug)).status).toBe(404);
    const admin = await testUser("admin");
    expect((await learnPage(learnLoader, admin, disabled.slug)).status).not.toBe(404);
  });

  test("a regular course without enrollment shows 'Acceso Denegado' (403)", async () => {
    const user = await testUser();
    const result = await learnPage(learnLoader, user, "web-development");
    expect(result.status).toBe(403);
    expect(result.data).toMatchObject({ view: "denied", course: { slug: "web-development" } });
  });

  test("live course: form prefilled, registration, success once, then 'already registered'", async () => {
    const user = await testUser();
    const before = await learnPage(learnLoader, user, LIVE_SLUG);
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
    const invalid = await learnPage(learnAction, user, LIVE_SLUG, { form });
    expect(invalid.status).toBe(400);
    expect(invalid.data.error).toMatchObject({
      guardianFirstName: [M.guardianFirstName],
      guardianLastName: [M.guardianLastName],
      guardianPhoneNumber: [M.guardianPhoneNumber],
    });
    expect(registrationsOf(user.id)).toHaveLength(0);

    const ok = await learnPage(learnAction, user, LIVE_SLUG, { form: { ...form, ...GUARDIAN } });
    expect(redirectedTo(ok)).toBe(`/courses/${LIVE_SLUG}/learn?registered=1`);
    expect(registrationsOf(user.id)[0]).toMatchObject({ age: 17, hasLaptop: false, ...GUARDIAN });

    const success = await learnPage(learnLoader, user, LIVE_SLUG, { search: "?registered=1" });
    expect(success.data).toMatchObject({
      justRegistered: true,
      registration: { preferredModality: "Virtual" },
    });
    const later = await learnPage(learnLoader, user, LIVE_SLUG);
    expect(later.data).toMatchObject({ justRegistered: false, registration: { hasLaptop: false } });

    const again = await learnPage(learnAction, user, LIVE_SLUG, { form: { ...form, age: "30" } });
    expect(again.status).toBe(409);
    expect(again.data.error[""]).toEqual(["Ya estás registrado en este curso en vivo."]);
  });

  test("'?registered=1' without a registration still shows the form", async () => {
    const user = await testUser();
    const result = await learnPage(learnLoader, user, LIVE_SLUG, { search: "?registered=1" });
    expect(result.data).toMatchObject({ registration: null, justRegistered: false });
  });

  test("the page form reports bad input with the spec messages", async () => {
    const user = await testUser();
    const result = await learnPage(learnAction, user, LIVE_SLUG, {
      form: {
        firstName: "",
        lastName: "",
        email: "x",
        phoneNumber: "123",
        age: "abc",
        preferredModality: "Mixta",
      },
    });
    expect(result.status).toBe(400);
    expect(result.data.error).toMatchObject({
      firstName: [M.firstName],
      lastName: [M.lastName],
      email: [M.email],
      phoneNumber: [M.phoneMin],
      age: [M.ageNumber],
      preferredModality: [M.modality],
      hasLaptop: [M.hasLaptop],
    });
    expect(registrationsOf(user.id)).toHaveLength(0);
  });
});

describe("registration mail (issue 19)", () => {
  const mailsTo = (userId: number) => listEmailsForUser(userId);
  const adult = { ...ADULT, ...NO_GUARDIAN };

  test("a registration queues 'Recibimos tu registro' to the address on the form, with it", async () => {
    const user = await testUser();
    registerForLiveCourse(user.id, liveCourseId, { ...adult, email: "ana.registro@example.com" });
    expect(mailsTo(user.id)).toMatchObject([
      {
        kind: "live-registration",
        toAddress: "ana.registro@example.com",
        subject: expect.stringMatching(/^Recibimos tu registro a /),
        status: "pending",
      },
    ]);
    expect(mailsTo(user.id)[0].textBody).toContain(`/courses/${LIVE_SLUG}`);
  });

  test("a refused registration queues nothing", async () => {
    const user = await testUser();
    registerForLiveCourse(user.id, liveCourseId, adult);
    expect(() => registerForLiveCourse(user.id, liveCourseId, adult)).toThrow(
      "Ya estás registrado",
    );
    expect(mailsTo(user.id)).toHaveLength(1);
  });
});
