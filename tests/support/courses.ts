import { randomUUID } from "node:crypto";

import { and, asc, eq } from "drizzle-orm";

import { courses, modules, sections } from "../../db/schema";
import { db } from "~/db.server";
import { foldSearchText } from "~/models/course-search-text";

/** A course row by slug; a missing slug fails the test here rather than as `undefined` later. */
export function courseBySlug(slug: string) {
  const course = db.select().from(courses).where(eq(courses.slug, slug)).get();
  if (!course) throw new Error(`no course with slug ${slug}`);
  return course;
}

/** The first course a student can enroll in (not live, not coming soon, not disabled). */
export function enrollableCourse() {
  const course = db
    .select()
    .from(courses)
    .where(
      and(eq(courses.isLive, false), eq(courses.comingSoon, false), eq(courses.isDisabled, false)),
    )
    .orderBy(asc(courses.id))
    .get();
  if (!course) throw new Error("no enrollable course in the database");
  return course;
}

/**
 * A course of the test's own (unique slug, search text folded as the app does), so a test can
 * assert exact results without depending on the demo seed's copy.
 */
export function insertTestCourse(overrides: Partial<typeof courses.$inferInsert> = {}) {
  const tag = randomUUID().slice(0, 8);
  const values = {
    title: `Curso de prueba ${tag}`,
    slug: `curso-prueba-${tag}`,
    description: "Un curso creado por las pruebas de integración.",
    shortDescription: "Curso de prueba.",
    level: "Principiante",
    category: "Computación",
    duration: 2,
    modules: 0,
    image: "/images/courses/web-development.svg",
    instructor: "Instructora de prueba",
    ...overrides,
  } satisfies typeof courses.$inferInsert;
  return db
    .insert(courses)
    .values({ searchText: foldSearchText(`${values.title} ${values.description}`), ...values })
    .returning()
    .get();
}

/**
 * The admin's course form filled in validly, as a browser sends it (strings; no slug, so the app
 * derives one from the title, which is unique). Tests of the form or its JSON twin start here.
 */
export function courseFormFields(overrides: Record<string, string> = {}) {
  return {
    title: `Curso de formulario ${randomUUID().slice(0, 8)}`,
    slug: "",
    description: "Una descripción suficientemente larga.",
    shortDescription: "Descripción corta válida.",
    level: "Principiante",
    category: "Desarrollo Web",
    duration: "10",
    modules: "2",
    image: "https://example.org/portada.png",
    instructor: "Equipo Docente",
    ...overrides,
  };
}

/** `courseFormFields` as the admin API's JSON takes it: the counts as numbers. */
export function courseApiFields(overrides: Record<string, unknown> = {}) {
  const { duration, modules, ...text } = courseFormFields();
  return { ...text, duration: Number(duration), modules: Number(modules), ...overrides };
}

/** A module of `courseId` at position `order`. */
export function insertTestModule(
  courseId: number,
  order: number,
  overrides: Partial<typeof modules.$inferInsert> = {},
) {
  return db
    .insert(modules)
    .values({
      courseId,
      order,
      title: `Módulo ${order}`,
      description: "Descripción del módulo de prueba.",
      instructor: "Instructora de prueba",
      ...overrides,
    })
    .returning()
    .get();
}

/** A section of `moduleId` at position `order`. */
export function insertTestSection(
  moduleId: number,
  order: number,
  overrides: Partial<typeof sections.$inferInsert> = {},
) {
  return db
    .insert(sections)
    .values({
      moduleId,
      order,
      title: `Sección ${order}`,
      content: `Contenido de la sección ${order} del módulo de prueba.`,
      ...overrides,
    })
    .returning()
    .get();
}

/**
 * A course of the test's own whose modules hold `sectionsPerModule[i]` sections each, so progress
 * percentages are known; `sectionIds` in syllabus order. `section` applies to every section.
 */
export function insertTestCourseWithSections(
  sectionsPerModule: number[],
  section: Partial<typeof sections.$inferInsert> = {},
) {
  const course = insertTestCourse({ modules: sectionsPerModule.length });
  const sectionIds = sectionsPerModule.flatMap((count, index) => {
    const module = insertTestModule(course.id, index + 1);
    return Array.from(
      { length: count },
      (_, order) => insertTestSection(module.id, order + 1, section).id,
    );
  });
  return { course, sectionIds };
}
