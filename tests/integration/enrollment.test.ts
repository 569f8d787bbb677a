import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { cancelEnrollment, enrollUser, listUserEnrollments } from "~/models/enrollment.server";
import { DomainError } from "~/models/errors.server";
import { action as detailAction, loader as detailLoader } from "~/routes/courses.$slug";
import { getToast } from "~/utils/toast.server";

import { courses, enrollments } from "../../db/schema";
import { cookieFor, insertTestUser } from "../support/users";

function courseBySlug(slug: string) {
  return db.select().from(courses).where(eq(courses.slug, slug)).get()!;
}

function enrollmentRows(userId: number, courseId: number) {
  return db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .all();
}

/** Posts the course page's enrol form; returns the redirect and the toast it carries. */
async function postEnrol(slug: string, cookie?: string) {
  const body = new FormData();
  body.set("intent", "enroll");
  const request = new Request(`http://localhost/courses/${slug}`, {
    method: "POST",
    body,
    headers: cookie ? { Cookie: cookie } : {},
  });
  let response: Response;
  try {
    response = (await detailAction({ request, params: { slug }, context: {} })) as Response;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: null, toast: null };
    throw error;
  }
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  const toastCookie = setCookie.split(/,(?=\s*__)/).find((c) => c.trim().startsWith("__toast="));
  const { toast } = await getToast(
    new Request("http://localhost/", {
      headers: { Cookie: toastCookie?.split(";")[0].trim() ?? "" },
    }),
  );
  return { status: response.status, location: response.headers.get("Location"), toast };
}

function domainErrorOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, message: error.message };
    throw error;
  }
  return null;
}

describe("enrolment from the course page (POST /courses/{slug})", () => {
  it("sends anonymous visitors to /auth with a redirect back and the 'Inicia sesión' toast", async () => {
    const result = await postEnrol("web-development");
    expect(result.status).toBe(302);
    const location = new URL(result.location!, "http://localhost");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/courses/web-development");
    expect(result.toast).toMatchObject({
      type: "error",
      title: "Inicia sesión para inscribirte",
      description: "Debes iniciar sesión para inscribirte en este curso.",
    });
  });

  it("enrols a signed-in user, confirms with a toast and the page then shows the enrolment", async () => {
    const user = insertTestUser();
    const cookie = await cookieFor(user.id);
    const course = courseBySlug("web-development");

    const result = await postEnrol("web-development", cookie);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/courses/web-development");
    expect(result.toast).toMatchObject({
      type: "success",
      title: "¡Inscripción exitosa!",
      description: `Te has inscrito en ${course.title}.`,
    });
    expect(enrollmentRows(user.id, course.id)).toHaveLength(1);

    const page = await detailLoader({
      request: new Request("http://localhost/courses/web-development", {
        headers: { Cookie: cookie },
      }),
      params: { slug: "web-development" },
      context: {},
    });
    expect(page.callToAction).toBe("enrolled");
  });

  it("refuses a second enrolment with 'Error de inscripción' and keeps one row", async () => {
    const user = insertTestUser();
    const cookie = await cookieFor(user.id);
    const course = courseBySlug("discover-computing");
    await postEnrol("discover-computing", cookie);
    const again = await postEnrol("discover-computing", cookie);
    expect(again.location).toBe("/courses/discover-computing");
    expect(again.toast).toMatchObject({
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
  ])("refuses to enrol in %s", async (slug, message) => {
    const user = insertTestUser();
    const result = await postEnrol(slug, await cookieFor(user.id));
    expect(result.location).toBe(`/courses/${slug}`);
    expect(result.toast).toMatchObject({
      type: "error",
      title: "Error de inscripción",
      description: message,
    });
    expect(enrollmentRows(user.id, courseBySlug(slug).id)).toHaveLength(0);
  });

  it("answers 404 for a course that does not exist", async () => {
    const user = insertTestUser();
    const result = await postEnrol("no-existe", await cookieFor(user.id));
    expect(result.status).toBe(404);
  });
});

describe("enrollment model", () => {
  it("enrolUser: open course OK, twice 409, missing course 404, closed courses 400", () => {
    const user = insertTestUser();
    const open = courseBySlug("first-steps-in-python");
    const { enrollment } = enrollUser(user.id, open.id);
    expect(enrollment).toMatchObject({
      userId: user.id,
      courseId: open.id,
      progress: 0,
      completed: false,
    });
    expect(domainErrorOf(() => enrollUser(user.id, open.id))).toEqual({
      status: 409,
      message: "Ya estás inscrito en este curso.",
    });
    expect(domainErrorOf(() => enrollUser(user.id, 999_999))?.status).toBe(404);
    for (const slug of ["ofimatica-esencial", "ciberseguridad-basica", "robotica-en-vivo"]) {
      expect(domainErrorOf(() => enrollUser(user.id, courseBySlug(slug).id))?.status).toBe(400);
    }
    expect(listUserEnrollments(user.id).map((e) => e.course.slug)).toEqual([
      "first-steps-in-python",
    ]);
  });

  it("cancelEnrollment only removes the caller's own enrolment", () => {
    const owner = insertTestUser();
    const other = insertTestUser();
    const { enrollment } = enrollUser(owner.id, courseBySlug("react-redux").id);
    expect(domainErrorOf(() => cancelEnrollment(other.id, enrollment.id))).toEqual({
      status: 404,
      message: "Inscripción no encontrada",
    });
    expect(listUserEnrollments(owner.id)).toHaveLength(1);
    cancelEnrollment(owner.id, enrollment.id);
    expect(listUserEnrollments(owner.id)).toHaveLength(0);
  });
});
