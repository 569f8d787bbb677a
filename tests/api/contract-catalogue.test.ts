import { describe, expect } from "vitest";

import { contacts } from "../../db/schema";
import { db } from "~/db.server";
import { action as contactAction } from "~/routes/api.contact";
import { loader as courseModulesLoader } from "~/routes/api.courses.$courseId.modules";
import { loader as courseLoader } from "~/routes/api.courses.$slug";
import { loader as coursesLoader } from "~/routes/api.courses";
import { loader as sectionsLoader } from "~/routes/api.modules.$moduleId.sections";
import { loader as teamLoader } from "~/routes/api.team";
import { loader as testimonialsLoader } from "~/routes/api.testimonials";
import { insertTestCourse, insertTestModule, insertTestSection } from "../support/courses";
import { getRequest, jsonRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { contract, COURSE_FIELDS, payloadOf } from "./contract-rows";

/** A course as the API reads it: SPEC §3's fields with its id and creation time. */
const COURSE_READ_FIELDS = ["id", ...COURSE_FIELDS, "createdAt"];

const isSortedBy = (items: Array<{ order: number }>) =>
  items.every((item, index) => index === 0 || items[index - 1]!.order <= item.order);

function courseWithSyllabus() {
  const course = insertTestCourse({ isNew: true });
  // Inserted out of order: the answer must sort by `order`.
  const second = insertTestModule(course.id, 2);
  const first = insertTestModule(course.id, 1);
  insertTestSection(first.id, 2);
  insertTestSection(first.id, 1);
  return { course, first, second };
}

describe("SPEC §7 catalogue reads", () => {
  contract("GET /api/courses", async () => {
    const course = insertTestCourse({ isNew: true, featured: true });
    const outcome = await runRoute(coursesLoader, getRequest("/api/courses"));
    expect(outcome.status).toBe(200);
    expect(Array.isArray(outcome.data)).toBe(true);
    // The home page shows the first 6: there are at least that many in the seed.
    expect(outcome.data.length).toBeGreaterThanOrEqual(6);
    const listed = outcome.data.find((item: { id: number }) => item.id === course.id);
    expect(listed).toBeDefined();
    for (const field of COURSE_READ_FIELDS) expect(listed).toHaveProperty(field);
    expect(listed).toMatchObject({ new: true, featured: true, slug: course.slug });
  });

  contract("GET /api/courses/{slug}", async () => {
    const course = insertTestCourse();
    const outcome = await runRoute(courseLoader, getRequest(`/api/courses/${course.slug}`), {
      slug: course.slug,
    });
    expect(outcome.status).toBe(200);
    for (const field of COURSE_READ_FIELDS) expect(outcome.data).toHaveProperty(field);
    expect(outcome.data).toMatchObject({ id: course.id, title: course.title, new: false });

    const missing = await runRoute(courseLoader, getRequest("/api/courses/no-existe"), {
      slug: "no-existe",
    });
    expect(missing).toMatchObject({ status: 404, data: { message: "Course not found" } });
  });

  contract("GET /api/courses/{courseId}/modules", async () => {
    const { course, first, second } = courseWithSyllabus();
    const outcome = await runRoute(
      courseModulesLoader,
      getRequest(`/api/courses/${course.id}/modules`),
      { courseId: String(course.id) },
    );
    expect(outcome.status).toBe(200);
    expect(outcome.data.map((module: { id: number }) => module.id)).toEqual([first.id, second.id]);
    for (const field of [
      "id",
      "courseId",
      "title",
      "description",
      "duration",
      "order",
      "difficulty",
      "instructor",
    ]) {
      expect(outcome.data[0]).toHaveProperty(field);
    }
    const missing = await runRoute(courseModulesLoader, getRequest("/api/courses/999999/modules"), {
      courseId: "999999",
    });
    expect(missing).toMatchObject({ status: 404, data: { message: "Course not found" } });
  });

  contract("GET /api/modules/{moduleId}/sections", async () => {
    const { first } = courseWithSyllabus();
    const outcome = await runRoute(
      sectionsLoader,
      getRequest(`/api/modules/${first.id}/sections`),
      {
        moduleId: String(first.id),
      },
    );
    expect(outcome.status).toBe(200);
    expect(outcome.data.map((section: { order: number }) => section.order)).toEqual([1, 2]);
    for (const field of ["id", "moduleId", "title", "duration", "order"]) {
      expect(outcome.data[0]).toHaveProperty(field);
    }
    // A visitor's locked preview still shows text in each row.
    expect(outcome.data[0].content).toEqual(expect.any(String));
    expect(outcome.data[0].content.length).toBeGreaterThan(0);

    const missing = await runRoute(sectionsLoader, getRequest("/api/modules/999999/sections"), {
      moduleId: "999999",
    });
    expect(missing).toMatchObject({ status: 404, data: { message: "Module not found" } });
  });

  contract("GET /api/team", async () => {
    const outcome = await runRoute(teamLoader, getRequest("/api/team"));
    expect(outcome.status).toBe(200);
    expect(outcome.data.length).toBeGreaterThan(0);
    expect(isSortedBy(outcome.data)).toBe(true);
    for (const field of ["id", "name", "role", "bio", "image", "order"]) {
      expect(outcome.data[0]).toHaveProperty(field);
    }
  });

  contract("GET /api/testimonials", async () => {
    const outcome = await runRoute(testimonialsLoader, getRequest("/api/testimonials"));
    expect(outcome.status).toBe(200);
    expect(outcome.data.length).toBeGreaterThan(0);
    expect(isSortedBy(outcome.data)).toBe(true);
    for (const field of ["id", "name", "courseName", "image", "text", "rating", "order"]) {
      expect(outcome.data[0]).toHaveProperty(field);
    }
  });
});

describe("SPEC §7 contact", () => {
  contract("POST /api/contact", async () => {
    const body = payloadOf("POST /api/contact", {
      name: "Carla Contacto",
      email: "carla@example.com",
      message: "Quisiera saber cuándo empieza el próximo curso.",
    });
    const created = await runRoute(contactAction, jsonRequest("/api/contact", body));
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      message: expect.any(String),
      contact: { id: expect.any(Number), name: "Carla Contacto", email: "carla@example.com" },
    });

    const before = db.select().from(contacts).all().length;
    const invalid = await runRoute(
      contactAction,
      jsonRequest("/api/contact", { name: "", email: "no-es-correo", message: "" }),
    );
    // The client reads `message` on failure; the field errors come along.
    expect(invalid.status).toBe(400);
    expect(invalid.data.message).toEqual(expect.any(String));
    expect(Object.keys(invalid.data.errors).sort()).toEqual(["email", "message", "name"]);
    expect(db.select().from(contacts).all().length).toBe(before);
  });
});
