import { and, asc, count, eq } from "drizzle-orm";

import { courses, modules, sectionResources, sections } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { DomainError, isUniqueViolation } from "~/models/errors.server";
import { recomputeCourseProgressIn, type Transaction } from "~/models/progress.server";
import { SYLLABUS_MESSAGES, type ModuleInput, type SectionInput } from "~/schemas/syllabus";

// Admin writes on a course's modules and sections. Order is unique within the course (modules) or
// the module (sections): the unique indexes decide, so two admins saving at once cannot both win.

const MODULE_NOT_FOUND = { message: "Módulo no encontrado", apiMessage: "Module not found" };
const SECTION_NOT_FOUND = { message: "Sección no encontrada", apiMessage: "Section not found" };

function notFound(
  { message, apiMessage }: { message: string; apiMessage: string },
  field?: string,
): never {
  throw new DomainError(404, message, { apiMessage, field });
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

/**
 * The module, only if it belongs to `courseId`: an admin page reached through one course's URL
 * never reads or changes another course's module (it is as missing as a deleted one).
 */
export function getModuleOfCourse(moduleId: number, courseId: number) {
  return (
    db
      .select()
      .from(modules)
      .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)))
      .get() ?? null
  );
}

/** `getModuleOfCourse` for a write: a 404 DomainError when the module is not the course's. */
export function requireModuleOfCourse(moduleId: number, courseId: number) {
  return getModuleOfCourse(moduleId, courseId) ?? notFound(MODULE_NOT_FOUND, "moduleId");
}

/** The section, only if it belongs to `moduleId` (404 DomainError otherwise). */
export function requireSectionOfModule(sectionId: number, moduleId: number) {
  return (
    db
      .select()
      .from(sections)
      .where(and(eq(sections.id, sectionId), eq(sections.moduleId, moduleId)))
      .get() ?? notFound(SECTION_NOT_FOUND, "sectionId")
  );
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
  return db.transaction(
    (tx) => {
      const deleted = tx
        .delete(modules)
        .where(eq(modules.id, moduleId))
        .returning({ id: modules.id, courseId: modules.courseId })
        .get();
      if (!deleted) notFound(MODULE_NOT_FOUND);
      // Fewer sections: every enrollment's percentage changes (docs/decisions/051).
      recomputeCourseProgressIn(tx, deleted.courseId);
      return deleted;
    },
    { behavior: "immediate" },
  );
}

function replaceResources(tx: Transaction, sectionId: number, input: SectionInput) {
  tx.delete(sectionResources).where(eq(sectionResources.sectionId, sectionId)).run();
  if (input.resources.length === 0) return;
  tx.insert(sectionResources)
    .values(
      input.resources.map((resource, index) => ({ ...resource, sectionId, order: index + 1 })),
    )
    .run();
}

/** A section's resource links in order (the admin's edit form). */
export function listSectionResourceLinks(sectionId: number) {
  return db
    .select({ title: sectionResources.title, url: sectionResources.url })
    .from(sectionResources)
    .where(eq(sectionResources.sectionId, sectionId))
    .orderBy(asc(sectionResources.order), asc(sectionResources.id))
    .all();
}

/**
 * Adds a section with its resource links; the course's enrollments are recomputed in the same
 * transaction (one more section: a completed course is no longer 100 %).
 */
export function createSection(_admin: Admin, input: SectionInput) {
  const module = assertModuleExists(input.moduleId);
  const { resources: _resources, ...fields } = input;
  try {
    return db.transaction(
      (tx) => {
        const section = tx.insert(sections).values(fields).returning().get();
        replaceResources(tx, section.id, input);
        recomputeCourseProgressIn(tx, module.courseId);
        return { section: { ...section, resources: input.resources }, courseId: module.courseId };
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    orderConflict(error, SYLLABUS_MESSAGES.sectionOrderTaken);
  }
}

/** Updates a section and replaces its resource links; it stays in its module. */
export function updateSection(_admin: Admin, sectionId: number, input: SectionInput) {
  const existing = getSection(sectionId) ?? notFound(SECTION_NOT_FOUND);
  const { moduleId: _moduleId, resources: _resources, ...fields } = input;
  try {
    return db.transaction(
      (tx) => {
        const section = tx
          .update(sections)
          .set(fields)
          .where(and(eq(sections.id, sectionId), eq(sections.moduleId, existing.moduleId)))
          .returning()
          .get()!;
        replaceResources(tx, sectionId, input);
        return { ...section, resources: input.resources };
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    orderConflict(error, SYLLABUS_MESSAGES.sectionOrderTaken);
  }
}

/** Deletes a section (its progress rows, resources and comments go with it). */
export function deleteSection(_admin: Admin, sectionId: number) {
  return db.transaction(
    (tx) => {
      const deleted = tx
        .delete(sections)
        .where(eq(sections.id, sectionId))
        .returning({ id: sections.id, moduleId: sections.moduleId })
        .get();
      if (!deleted) notFound(SECTION_NOT_FOUND);
      const module = tx
        .select({ courseId: modules.courseId })
        .from(modules)
        .where(eq(modules.id, deleted.moduleId))
        .get();
      if (module) recomputeCourseProgressIn(tx, module.courseId);
      return { ...deleted, courseId: module?.courseId ?? null };
    },
    { behavior: "immediate" },
  );
}
