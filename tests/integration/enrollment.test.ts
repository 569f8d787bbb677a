import { describe, expect, it } from "vitest";

import { cancelEnrollment, enrollUser, listUserEnrollments } from "~/models/enrollment.server";
import { action as detailAction, loader as detailLoader } from "~/routes/courses.$slug";

import { courseBySlug } from "../support/courses";
import { enrollmentRows } from "../support/enrollments";
import { formRequest, getRequest } from "../support/requests";
import { redirectedTo, run, runRoute } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { cookieFor, insertTestUser } from "../support/users";

/** Posts the course page's enroll form. */
const postEnroll = (slug: string, cookie?: string) =>
  runRoute(detailAction, formRequest(`/courses/${slug}`, { intent: "enroll" }, { cookie }), {
    slug,
  });

describe("enrollment from the course page (POST /courses/{slug})", () => {
  it("sends anonymous visitors to /auth with a redirect back and the 'Inicia sesión' toast", async () => {
    const result = await postEnroll("web-development");
    expect(result.status).toBe(302);
    const location = new URL(result.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/courses/web-development");
    expect(await toastOf(result)).toEqual({
      type: "error",
      title: "Inicia sesión para inscribirte",
      description: "Debes iniciar sesión para inscribirte en este curso.",
    });
  });

  it("enrolls a signed-in user, confirms with a toast and the page then shows the enrollment", async () => {
    const user = insertTestUser();
    const cookie = await cookieFor(user.id);
    const course = courseBySlug("web-development");

    const result = await postEnroll("web-development", cookie);
    expect(redirectedTo(result)).toBe("/courses/web-development");
    expect(await toastOf(result)).toEqual({
      type: "success",
      title: "¡Inscripción exitosa!",
      description: `Te has inscrito en ${course.title}.`,
    });
    expect(enrollmentRows(user.id, course.id)).toHaveLength(1);

    const page = await runRoute(detailLoader, getRequest("/courses/web-development", { cookie }), {
      slug: "web-development",
    });
    expect(page.data.callToAction).toBe("enrolled");
  });

  it("refuses a second enrollment with 'Error de inscripción' and keeps one row", async () => {
    const user = insertTestUser();
    const cookie = await cookieFor(user.id);
    const course = courseBySlug("discover-computing");
    await postEnroll("discover-computing", cookie);
    const again = await postEnroll("discover-computing", cookie);
    expect(again.headers.get("Location")).toBe("/courses/discover-computing");
    expect(await toastOf(again)).toEqual({
      type: "error",
      title: "Error de inscripción",
      description: "Ya estás inscrito en este curso.",
    });
    expect(enrollmentRows(user.id, course.id)).toHaveLength(1);
  });

  it.each([
    ["ofimatica-esencial", "Este curso no está disponible para inscripciones."],
    ["ciberseguridad-basica", "Este curso estará disponible próximamente."],
    ["robotica-en-vivo", "Los cursos en vivo requieren un registro, no una inscripción."],
  ])("refuses to enroll in %s", async (slug, message) => {
    const user = insertTestUser();
    const result = await postEnroll(slug, await cookieFor(user.id));
    expect(result.headers.get("Location")).toBe(`/courses/${slug}`);
    expect(await toastOf(result)).toEqual({
      type: "error",
      title: "Error de inscripción",
      description: message,
    });
    expect(enrollmentRows(user.id, courseBySlug(slug).id)).toHaveLength(0);
  });

  it("answers 404 for a course that does not exist", async () => {
    const user = insertTestUser();
    const result = await postEnroll("no-existe", await cookieFor(user.id));
    expect(result.status).toBe(404);
  });
});

describe("enrollment model", () => {
  it("enrollUser: open course OK, twice 409, missing course 404, closed courses 400", async () => {
    const user = insertTestUser();
    const open = courseBySlug("first-steps-in-python");
    const { enrollment } = enrollUser(user.id, open.id);
    expect(enrollment).toMatchObject({
      userId: user.id,
      courseId: open.id,
      progress: 0,
      completed: false,
    });
    expect(await run(() => enrollUser(user.id, open.id))).toMatchObject({
      status: 409,
      data: { message: "Ya estás inscrito en este curso." },
    });
    expect((await run(() => enrollUser(user.id, 999_999))).status).toBe(404);
    for (const slug of ["ofimatica-esencial", "ciberseguridad-basica", "robotica-en-vivo"]) {
      expect((await run(() => enrollUser(user.id, courseBySlug(slug).id))).status).toBe(400);
    }
    expect(listUserEnrollments(user.id).map((e) => e.course.slug)).toEqual([
      "first-steps-in-python",
    ]);
  });

  it("cancelEnrollment only removes the caller's own enrollment", async () => {
    const owner = insertTestUser();
    const other = insertTestUser();
    const { enrollment } = enrollUser(owner.id, courseBySlug("react-redux").id);
    expect(await run(() => cancelEnrollment(other.id, enrollment.id))).toMatchObject({
      status: 404,
      data: { message: "Inscripción no encontrada" },
    });
    expect(listUserEnrollments(owner.id)).toHaveLength(1);
    cancelEnrollment(owner.id, enrollment.id);
    expect(listUserEnrollments(owner.id)).toHaveLength(0);
  });
});
