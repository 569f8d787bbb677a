import { and, asc, count, eq } from "drizzle-orm";

import { courses, modules, sections } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { DomainError, isUniqueViolation } from "~/models/errors.server";
import { recomputeCourseProgress } from "~/models/progress.server";
import { SYLLABUS_MESSAGES, type ModuleInput, type SectionInput } from "~/schemas/syllabus";

// Admin writes on a course's modules and sections. Order is unique within the course (modules) or
// the module (sections): the unique indexes decide, so two admins saving at once cannot both win.

const MODULE_NOT_FOUND = { message: "Módulo no encontrado", apiMessage: "Module not found" };
const SECTION_NOT_FOUND = { message: "Sección no encontrada", apiMessage: "Section not found" };

function notFound({ message, apiMessage }: { message: string; apiMessage: string }): never {
  throw new DomainError(404, message, { apiMessage });
}

function orderConflict(error: unknown, message: string): never {
  if (isUniqueViolation(error)) throw new DomainError(409, message, { field: "order" });
  throw error;
}

function assertCourseExists(courseId: number) {
  const course = db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).get();
  if (!course) {
    throw new DomainError(404, "Curso no encontrado", {
      field: "courseId",
      apiMessage: "Course not found",
    });
  }
}

function assertModuleExists(moduleId: number) {
  const module = db
    .select({ courseId: modules.courseId })
    .from(modules)
    .where(eq(modules.id, moduleId))
    .get();
  if (!module)
    throw new DomainError(404, MODULE_NOT_FOUND.message, {
      field: "moduleId",
      apiMessage: MODULE_NOT_FOUND.apiMessage,
    });
  return module;
}

export function getModule(moduleId: number) {
  return db.select().from(modules).where(eq(modules.id, moduleId)).get() ?? null;
}

export function getSection(sectionId: number) {
  return db.select().from(sections).where(eq(sections.id, sectionId)).get() ?? null;
}

/** A module's sections in order, with their content: the admin's list. */
export function listSectionsOfModule(moduleId: number) {
  return db
    .select()
    .from(sections)
    .where(eq(sections.moduleId, moduleId))
    .orderBy(asc(sections.order), asc(sections.id))
    .all();
}

/** The order the next module or section form proposes: list length + 1 (SPEC §4). */
export function nextModuleOrder(courseId: number) {
  const row = db
    .select({ total: count() })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .get();
  return (row?.total ?? 0) + 1;
}

export function nextSectionOrder(moduleId: number) {
  const row = db
    .select({ total: count() })
    .from(sections)
    .where(eq(sections.moduleId, moduleId))
    .get();
  return (row?.total ?? 0) + 1;
}

export function createModule(_admin: Admin, input: ModuleInput) {
  assertCourseExists(input.courseId);
  try {
    return db.insert(modules).values(input).returning().get();
  } catch (error) {
    orderConflict(error, SYLLABUS_MESSAGES.moduleOrderTaken);
  }
}

/** Updates a module; its own order never conflicts with itself. The course stays the same. */
export function updateModule(_admin: Admin, moduleId: number, input: ModuleInput) {
  const existing = getModule(moduleId) ?? notFound(MODULE_NOT_FOUND);
  const { courseId: _courseId, ...fields } = input;
  try {
    return db
      .update(modules)
      .set(fields)
      .where(and(eq(modules.id, moduleId), eq(modules.courseId, existing.courseId)))
      .returning()
      .get()!;
  } catch (error) {
    orderConflict(error, SYLLABUS_MESSAGES.moduleOrderTaken);
  }
}

/** Deletes a module and its sections (and the students' progress on them). */
export function deleteModule(_admin: Admin, moduleId: number) {
  const deleted = db
    .delete(modules)
    .where(eq(modules.id, moduleId))
    .returning({ id: modules.id, courseId: modules.courseId })
    .get();
  if (!deleted) notFound(MODULE_NOT_FOUND);
  // Fewer sections: every enrolment's percentage changes (docs/decisions/051).
  recomputeCourseProgress(deleted.courseId);
  return deleted;
}

export function createSection(_admin: Admin, input: SectionInput) {
  const module = assertModuleExists(input.moduleId);
  try {
    const section = db.insert(sections).values(input).returning().get();
    recomputeCourseProgress(module.courseId);
    return { section, courseId: module.courseId };
  } catch (error) {
    orderConflict(error, SYLLABUS_MESSAGES.sectionOrderTaken);
  }
}

export function updateSection(_admin: Admin, sectionId: number, input: SectionInput) {
  const existing = getSection(sectionId) ?? notFound(SECTION_NOT_FOUND);
  const { moduleId: _moduleId, ...fields } = input;
  try {
    return db
      .update(sections)
      .set(fields)
      .where(and(eq(sections.id, sectionId), eq(sections.moduleId, existing.moduleId)))
      .returning()
      .get()!;
  } catch (error) {
    orderConflict(error, SYLLABUS_MESSAGES.sectionOrderTaken);
  }
}

export function deleteSection(_admin: Admin, sectionId: number) {
  const deleted = db
    .delete(sections)
    .where(eq(sections.id, sectionId))
    .returning({ id: sections.id, moduleId: sections.moduleId })
    .get();
  if (!deleted) notFound(SECTION_NOT_FOUND);
  const module = getModule(deleted.moduleId);
  if (module) recomputeCourseProgress(module.courseId);
  return { ...deleted, courseId: module?.courseId ?? null };
}
