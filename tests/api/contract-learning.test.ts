import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";

import { enrollments } from "../../db/schema";
import { db } from "~/db.server";
import { enrollUser } from "~/models/enrollment.server";
import { action as notFoundAction, loader as notFoundLoader } from "~/routes/api.$";
import { loader as courseProgressLoader } from "~/routes/api.courses.$courseId.progress";
import { loader as certificatesLoader } from "~/routes/api.certificates";
import { action as enrollAction } from "~/routes/api.enroll";
import { action as enrollmentProgressAction } from "~/routes/api.enrollments.$id.progress";
import { action as enrollmentAction } from "~/routes/api.enrollments.$id";
import { loader as enrollmentsLoader } from "~/routes/api.enrollments";
import {
  action as registrationsAction,
  loader as registrationsLoader,
} from "~/routes/api.live-course-registrations";
import { action as progressSyncAction } from "~/routes/api.progress.sync";
import { action as sectionProgressAction } from "~/routes/api.sections.$sectionId.progress";
import { action as videoProgressAction } from "~/routes/api.sections.$sectionId.video-progress";
import { insertTestCourse, insertTestModule, insertTestSection } from "../support/courses";
import { getRequest, jsonRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { signedInUser } from "../support/users";
import { contract, payloadOf } from "./contract-rows";

const NO_ENROLLMENT = { status: 403, data: { message: "No enrollment found" } };

/** A course with one module of two sections, and a student enrolled in it. */
async function enrolledStudent() {
  const course = insertTestCourse();
  const module = insertTestModule(course.id, 1);
  const first = insertTestSection(module.id, 1);
  const second = insertTestSection(module.id, 2);
  const user = await signedInUser();
  const { enrollment } = enrollUser(user.id, course.id);
  return { course, first, second, user, enrollment };
}

function liveCourse() {
  return insertTestCourse({
    isLive: true,
    liveDetails: {
      liveDuration: "8 semanas",
      schedule: "Sábados 10:00",
      modality: "Mixta",
      address: "Calle Principal 1",
      contact: "info@example.com",
    },
  });
}

describe("SPEC §7 enrollments", () => {
  contract("GET /api/enrollments", async () => {
    const { course, user, enrollment } = await enrolledStudent();
    const outcome = await runRoute(enrollmentsLoader, getRequest("/api/enrollments", user));
    expect(outcome.status).toBe(200);
    expect(outcome.data).toHaveLength(1);
    expect(outcome.data[0]).toMatchObject({
      id: enrollment.id,
      courseId: course.id,
      progress: 0,
      completed: false,
      course: {
        title: course.title,
        image: course.image,
        level: course.level,
        duration: course.duration,
        shortDescription: course.shortDescription,
        slug: course.slug,
      },
    });
    // 401 gives null on the profile.
    expect((await runRoute(enrollmentsLoader, getRequest("/api/enrollments"))).status).toBe(401);
  });

  contract("GET /api/certificates", async () => {
    const { course, first, second, user } = await enrolledStudent();
    const empty = await runRoute(certificatesLoader, getRequest("/api/certificates", user));
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual([]);
    for (const section of [first, second]) {
      const done = await runRoute(
        sectionProgressAction,
        jsonRequest(`/api/sections/${section.id}/progress`, { completed: true }, user),
        { sectionId: String(section.id) },
      );
      expect(done.status).toBe(200);
    }
    const outcome = await runRoute(certificatesLoader, getRequest("/api/certificates", user));
    expect(outcome.status).toBe(200);
    expect(outcome.data).toHaveLength(1);
    expect(outcome.data[0]).toMatchObject({
      code: expect.stringMatching(/^WCA(-[0-9A-HJKMNP-TV-Z]{4}){4}$/),
      path: expect.stringMatching(/^\/certificates\/WCA-/),
      recipientName: user.name,
      courseTitle: course.title,
      courseHours: course.duration,
      moduleCount: 1,
      instructor: course.instructor,
      status: "valid",
      revokedAt: null,
    });
    expect((await runRoute(certificatesLoader, getRequest("/api/certificates"))).status).toBe(401);
  });

  contract("POST /api/enroll", async () => {
    const course = insertTestCourse();
    const user = await signedInUser();
    const body = payloadOf("POST /api/enroll", { courseId: course.id });
    const anonymous = await runRoute(enrollAction, jsonRequest("/api/enroll", body));
    expect(anonymous.status).toBe(401);

    const created = await runRoute(enrollAction, jsonRequest("/api/enroll", body, user));
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      id: expect.any(Number),
      userId: user.id,
      courseId: course.id,
      progress: 0,
      completed: false,
    });

    const missing = await runRoute(enrollAction, jsonRequest("/api/enroll", {}, user));
    expect(missing).toMatchObject({ status: 400, data: { message: "Course ID is required" } });
    const again = await runRoute(enrollAction, jsonRequest("/api/enroll", body, user));
    expect(again).toMatchObject({ status: 409, data: { message: expect.any(String) } });
  });

  contract("DELETE /api/enrollments/{id}", async () => {
    const { user, enrollment } = await enrolledStudent();
    const path = `/api/enrollments/${enrollment.id}`;
    const params = { id: String(enrollment.id) };
    // Another student's enrollment is "not found" for them (the previous site let anyone cancel).
    const other = await signedInUser();
    const foreign = await runRoute(
      enrollmentAction,
      getRequest(path, { method: "DELETE", cookie: other.cookie }),
      params,
    );
    expect(foreign).toMatchObject({ status: 404, data: { message: expect.any(String) } });

    const ok = await runRoute(
      enrollmentAction,
      getRequest(path, { method: "DELETE", cookie: user.cookie }),
      params,
    );
    expect(ok).toMatchObject({ status: 200, data: { message: expect.any(String) } });
    expect(
      db.select().from(enrollments).where(eq(enrollments.id, enrollment.id)).get(),
    ).toBeUndefined();
    const gone = await runRoute(
      enrollmentAction,
      getRequest(path, { method: "DELETE", cookie: user.cookie }),
      params,
    );
    expect(gone).toMatchObject({ status: 404, data: { message: expect.any(String) } });
  });

  contract("PATCH /api/enrollments/{id}/progress", async () => {
    const { user, enrollment, first } = await enrolledStudent();
    const path = `/api/enrollments/${enrollment.id}/progress`;
    const params = { id: String(enrollment.id) };
    const body = payloadOf("PATCH /api/enrollments/{id}/progress", {
      progress: 100,
      completed: false,
    });
    await runRoute(
      sectionProgressAction,
      jsonRequest(`/api/sections/${first.id}/progress`, { completed: true }, user),
      { sectionId: String(first.id) },
    );
    const ok = await runRoute(
      enrollmentProgressAction,
      jsonRequest(path, body, { method: "PATCH", cookie: user.cookie }),
      params,
    );
    // The percentage is recomputed from the sections (1 of 2), not taken from the client.
    expect(ok).toMatchObject({
      status: 200,
      data: { id: enrollment.id, progress: 50, completed: false },
    });
    const other = await signedInUser();
    const foreign = await runRoute(
      enrollmentProgressAction,
      jsonRequest(path, body, { method: "PATCH", cookie: other.cookie }),
      params,
    );
    expect(foreign).toMatchObject(NO_ENROLLMENT);
  });
});

describe("SPEC §7 live registrations", () => {
  const registration = (courseId: number) =>
    payloadOf("POST /api/live-course-registrations", {
      courseId,
      firstName: "Mateo",
      lastName: "Pérez",
      email: "mateo@example.com",
      phoneNumber: "+52 (229) 123-4567",
      age: 15,
      preferredModality: "Virtual",
      hasLaptop: true,
      guardianFirstName: "Laura",
      guardianLastName: "Pérez",
      guardianPhoneNumber: "2291234567",
    });

  contract("GET /api/live-course-registrations?userId={id}&courseId={id}", async () => {
    const course = liveCourse();
    const user = await signedInUser();
    await runRoute(
      registrationsAction,
      jsonRequest("/api/live-course-registrations", registration(course.id), user),
    );
    const query = `?userId=${user.id}&courseId=${course.id}`;
    const own = await runRoute(
      registrationsLoader,
      getRequest(`/api/live-course-registrations${query}`, user),
    );
    expect(own.status).toBe(200);
    expect(own.data).toHaveLength(1);
    expect(own.data[0]).toMatchObject({ courseId: course.id, firstName: "Mateo" });

    // Someone else's registrations (a minor's and their guardian's data) are not served.
    const other = await signedInUser();
    const foreign = await runRoute(
      registrationsLoader,
      getRequest(`/api/live-course-registrations${query}`, other),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.data.message).toEqual(expect.any(String));
    const anonymous = await runRoute(
      registrationsLoader,
      getRequest(`/api/live-course-registrations${query}`),
    );
    expect(anonymous.status).toBe(401);
  });

  contract("POST /api/live-course-registrations", async () => {
    const course = liveCourse();
    const user = await signedInUser();
    const body = registration(course.id);
    const created = await runRoute(
      registrationsAction,
      jsonRequest("/api/live-course-registrations", body, user),
    );
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      message: expect.any(String),
      registration: {
        courseId: course.id,
        userId: user.id,
        guardianFirstName: "Laura",
        phoneNumber: "+522291234567",
      },
    });
    const again = await runRoute(
      registrationsAction,
      jsonRequest("/api/live-course-registrations", body, user),
    );
    expect(again).toMatchObject({
      status: 409,
      data: { message: "Ya estás registrado en este curso en vivo." },
    });
    const { guardianFirstName: _dropped, ...noGuardian } = body;
    const minor = await runRoute(
      registrationsAction,
      jsonRequest("/api/live-course-registrations", noGuardian, await signedInUser()),
    );
    expect(minor).toMatchObject({
      status: 400,
      data: { message: "El nombre del tutor es requerido para menores de edad." },
    });
  });
});

describe("SPEC §7 progress", () => {
  contract("GET /api/courses/{courseId}/progress", async () => {
    const { course, user, first } = await enrolledStudent();
    await runRoute(
      videoProgressAction,
      jsonRequest(`/api/sections/${first.id}/video-progress`, { videoProgress: 30 }, user),
      { sectionId: String(first.id) },
    );
    const path = `/api/courses/${course.id}/progress`;
    const params = { courseId: String(course.id) };
    const outcome = await runRoute(courseProgressLoader, getRequest(path, user), params);
    expect(outcome.status).toBe(200);
    expect(outcome.data.completedSections).toEqual([
      {
        sectionId: first.id,
        completed: false,
        timestamp: expect.anything(),
        videoProgress: 30,
      },
    ]);
    const stranger = await signedInUser();
    expect(await runRoute(courseProgressLoader, getRequest(path, stranger), params)).toMatchObject(
      NO_ENROLLMENT,
    );
  });

  contract("POST /api/sections/{sectionId}/video-progress", async () => {
    const { user, first } = await enrolledStudent();
    const path = `/api/sections/${first.id}/video-progress`;
    const params = { sectionId: String(first.id) };
    const body = payloadOf("POST /api/sections/{sectionId}/video-progress", { videoProgress: 15 });
    const ok = await runRoute(videoProgressAction, jsonRequest(path, body, user), params);
    expect(ok).toMatchObject({
      status: 200,
      data: { sectionId: first.id, videoProgress: 15, completed: false },
    });
    const stranger = await signedInUser();
    expect(
      await runRoute(videoProgressAction, jsonRequest(path, body, stranger), params),
    ).toMatchObject(NO_ENROLLMENT);
    const anonymous = await runRoute(videoProgressAction, jsonRequest(path, body), params);
    expect(anonymous.status).toBe(401);
  });

  contract("POST /api/sections/{sectionId}/progress", async () => {
    const { user, first } = await enrolledStudent();
    const path = `/api/sections/${first.id}/progress`;
    const params = { sectionId: String(first.id) };
    const body = payloadOf("POST /api/sections/{sectionId}/progress", { completed: true });
    const ok = await runRoute(sectionProgressAction, jsonRequest(path, body, user), params);
    expect(ok).toMatchObject({
      status: 200,
      data: { sectionId: first.id, completed: true, progress: 50 },
    });
    const stranger = await signedInUser();
    expect(
      await runRoute(sectionProgressAction, jsonRequest(path, body, stranger), params),
    ).toMatchObject(NO_ENROLLMENT);
  });
});

describe("offline progress (issue 21, not in SPEC §7)", () => {
  contract("POST /api/progress/sync", async () => {
    const { course, user, first, second } = await enrolledStudent();
    const now = Date.now();
    const body = payloadOf("POST /api/progress/sync", {
      sentAt: now,
      writes: [
        { id: "a1", sectionId: first.id, kind: "completion", completed: true, at: now - 2000 },
        { id: "a2", sectionId: second.id, kind: "video", videoProgress: 12.5, at: now - 1000 },
      ],
    });
    const ok = await runRoute(progressSyncAction, jsonRequest("/api/progress/sync", body, user));
    expect(ok).toMatchObject({
      status: 200,
      data: {
        results: [
          { id: "a1", outcome: "applied" },
          { id: "a2", outcome: "applied" },
        ],
        courses: [{ courseId: course.id, progress: 50, completed: false }],
      },
    });
    const replay = await runRoute(
      progressSyncAction,
      jsonRequest("/api/progress/sync", body, user),
    );
    expect(replay.data).toEqual({
      results: [
        { id: "a1", outcome: "duplicate" },
        { id: "a2", outcome: "duplicate" },
      ],
      courses: [],
    });
    const stranger = await signedInUser();
    const rejected = await runRoute(
      progressSyncAction,
      jsonRequest("/api/progress/sync", body, stranger),
    );
    expect(rejected.data.results).toEqual([
      { id: "a1", outcome: "rejected", message: expect.any(String) },
      { id: "a2", outcome: "rejected", message: expect.any(String) },
    ]);
    const anonymous = await runRoute(progressSyncAction, jsonRequest("/api/progress/sync", body));
    expect(anonymous.status).toBe(401);
  });
});

describe("unknown /api paths", () => {
  contract("ANY /api/{unknown}", async () => {
    for (const method of ["GET", "HEAD"]) {
      const outcome = await runRoute(notFoundLoader, getRequest("/api/no-existe", { method }), {
        "*": "no-existe",
      });
      expect(outcome.status, method).toBe(404);
      expect(outcome.headers.get("Content-Type")).toMatch(/application\/json/);
    }
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const outcome = await runRoute(
        notFoundAction,
        jsonRequest("/api/no-existe", {}, { method }),
        { "*": "no-existe" },
      );
      expect(outcome, method).toMatchObject({
        status: 404,
        data: { message: "No existe esa ruta de la API." },
      });
      expect(outcome.headers.get("Content-Type")).toMatch(/application\/json/);
    }
  });
});
