import { and, asc, eq, sql } from "drizzle-orm";

import { courses, modules, sectionResources, sections, type Course } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { getCourseById, type Viewer } from "~/models/course.server";
import { findUserEnrollment } from "~/models/enrollment.server";
import { DomainError } from "~/models/errors.server";
import { recomputeCourseProgressIn, type Transaction } from "~/models/progress.server";
import type { ModuleInput, MoveDirection, SectionInput } from "~/schemas/syllabus";

// Admin writes on a course's modules and sections. A course's modules, and a module's sections,
// are numbered 1..n without gaps (docs/decisions/102): an order that is taken inserts there and
// shifts the others, a delete closes the gap, a move swaps two neighbours. Each write reads the
// list and renumbers it inside one IMMEDIATE transaction, so two admins saving at once are applied
// one after the other; the unique indexes (course, order) and (module, order) stay as the guard.

const MODULE_NOT_FOUND = { message: "Módulo no encontrado", apiMessage: "Module not found" };
const SECTION_NOT_FOUND = { message: "Sección no encontrada", apiMessage: "Section not found" };

function notFound(
  { message, apiMessage }: { message: string; apiMessage: string },
  field?: string,
): never {
  throw new DomainError(404, message, { apiMessage, field });
}

// --- the numbering ---------------------------------------------------------------------------

type Sibling = { id: number; order: number };

/** One numbered list: a course's modules (scope = course id) or a module's sections. */
type OrderedList = {
  siblings: (tx: Transaction, scopeId: number) => Sibling[];
  setOrder: (tx: Transaction, id: number, order: number) => void;
};

const MODULE_LIST: OrderedList = {
  siblings: (tx, courseId) =>
    tx
      .select({ id: modules.id, order: modules.order })
      .from(modules)
      .where(eq(modules.courseId, courseId))
      .orderBy(asc(modules.order), asc(modules.id))
      .all(),
  setOrder: (tx, id, order) => {
    tx.update(modules).set({ order }).where(eq(modules.id, id)).run();
  },
};

const SECTION_LIST: OrderedList = {
  siblings: (tx, moduleId) =>
    tx
      .select({ id: sections.id, order: sections.order })
      .from(sections)
      .where(eq(sections.moduleId, moduleId))
      .orderBy(asc(sections.order), asc(sections.id))
      .all(),
  setOrder: (tx, id, order) => {
    tx.update(sections).set({ order }).where(eq(sections.id, id)).run();
  },
};

const idsOf = (siblings: Sibling[]) => siblings.map((sibling) => sibling.id);

/** A wanted position within 1..last (an order past the end means "at the end"). */
function clampOrder(order: number, last: number) {
  return Math.min(Math.max(order, 1), last);
}

/**
 * Numbers `ids` 1, 2, 3... in that sequence, leaving `hole` free when given (where a new row goes).
 * Only rows whose order changes are written, in two steps so that the unique index never sees two
 * rows on one number: first each to the negative of its final order (orders are >= 1, so negatives
 * are free), then to the final order. Must run inside the caller's transaction.
 */
function renumber(
  tx: Transaction,
  list: OrderedList,
  current: Sibling[],
  ids: number[],
  hole?: number,
) {
  const was = new Map(current.map(({ id, order }) => [id, order]));
  const changed = ids
    .map((id, index) => {
      const position = index + 1;
      return { id, order: hole !== undefined && position >= hole ? position + 1 : position };
    })
    .filter(({ id, order }) => was.get(id) !== order);
  for (const { id, order } of changed) list.setOrder(tx, id, -order);
  for (const { id, order } of changed) list.setOrder(tx, id, order);
}

/** `ids` with `id` put at `position` (1-based). */
function placedAt(ids: number[], id: number, position: number) {
  const rest = ids.filter((other) => other !== id);
  rest.splice(position - 1, 0, id);
  return rest;
}

/** What a move did: the row's position afterwards; `moved: false` at either end of the list. */
export type MoveResult = { id: number; title: string; order: number; moved: boolean };

/** Swaps the row with its neighbour above or below; at the end of the list nothing changes. */
function moveIn(
  tx: Transaction,
  list: OrderedList,
  scopeId: number,
  id: number,
  direction: MoveDirection,
) {
  const siblings = list.siblings(tx, scopeId);
  const ids = idsOf(siblings);
  const index = ids.indexOf(id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index === -1 || target < 0 || target >= ids.length) {
    // Already first or last: the list is only tidied (1..n) if an older write left a gap.
    renumber(tx, list, siblings, ids);
    return { moved: false, order: index + 1 };
  }
  [ids[index], ids[target]] = [ids[target], ids[index]];
  renumber(tx, list, siblings, ids);
  return { moved: true, order: target + 1 };
}

// --- reads -----------------------------------------------------------------------------------

function assertCourseExists(tx: Transaction, courseId: number) {
  const course = tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).get();
  if (!course) {
    throw new DomainError(404, "Curso no encontrado", {
      field: "courseId",
      apiMessage: "Course not found",
    });
  }
}

function assertModuleExists(tx: Transaction, moduleId: number) {
  const module = tx
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

const IMMEDIATE = { behavior: "immediate" } as const;

/**
 * Adds a module at `input.order`: a taken order inserts there and the modules from it on move one
 * down; an order past the end puts it last. The saved row carries the order it got.
 */
export function createModule(_admin: Admin, input: ModuleInput) {
  return db.transaction((tx) => {
    assertCourseExists(tx, input.courseId);
    const siblings = MODULE_LIST.siblings(tx, input.courseId);
    const order = clampOrder(input.order, siblings.length + 1);
    renumber(tx, MODULE_LIST, siblings, idsOf(siblings), order);
    return tx
      .insert(modules)
      .values({ ...input, order })
      .returning()
      .get();
  }, IMMEDIATE);
}

/**
 * Updates a module (it stays in its course). A new order moves it there and shifts the modules in
 * between by one; an order past the end makes it last.
 */
export function updateModule(_admin: Admin, moduleId: number, input: ModuleInput) {
  const { courseId: _courseId, ...fields } = input;
  return db.transaction((tx) => {
    const existing =
      tx.select().from(modules).where(eq(modules.id, moduleId)).get() ?? notFound(MODULE_NOT_FOUND);
    const siblings = MODULE_LIST.siblings(tx, existing.courseId);
    const order = clampOrder(fields.order, siblings.length);
    renumber(tx, MODULE_LIST, siblings, placedAt(idsOf(siblings), moduleId, order));
    return tx
      .update(modules)
      .set({ ...fields, order })
      .where(eq(modules.id, moduleId))
      .returning()
      .get()!;
  }, IMMEDIATE);
}

/** Swaps a module with the one above or below it; the first cannot go up nor the last down. */
export function moveModule(_admin: Admin, moduleId: number, direction: MoveDirection): MoveResult {
  return db.transaction((tx) => {
    const module =
      tx.select().from(modules).where(eq(modules.id, moduleId)).get() ?? notFound(MODULE_NOT_FOUND);
    const result = moveIn(tx, MODULE_LIST, module.courseId, moduleId, direction);
    return { id: module.id, title: module.title, ...result };
  }, IMMEDIATE);
}

/**
 * Deletes a module and its sections (and the students' progress on them); the modules after it
 * move up one place, so the course's modules stay numbered 1..n.
 */
export function deleteModule(_admin: Admin, moduleId: number) {
  return db.transaction((tx) => {
    const deleted = tx
      .delete(modules)
      .where(eq(modules.id, moduleId))
      .returning({ id: modules.id, courseId: modules.courseId })
      .get();
    if (!deleted) notFound(MODULE_NOT_FOUND);
    const rest = MODULE_LIST.siblings(tx, deleted.courseId);
    renumber(tx, MODULE_LIST, rest, idsOf(rest));
    // Fewer sections: every enrollment's percentage changes (docs/decisions/051).
    recomputeCourseProgressIn(tx, deleted.courseId);
    return deleted;
  }, IMMEDIATE);
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
 * Adds a section with its resource links at `input.order` (a taken order inserts there and shifts
 * the following sections; past the end means last); the course's enrollments are recomputed in
 * the same transaction (one more section: a completed course is no longer 100 %).
 */
export function createSection(_admin: Admin, input: SectionInput) {
  const { resources: _resources, ...fields } = input;
  return db.transaction((tx) => {
    const module = assertModuleExists(tx, input.moduleId);
    const siblings = SECTION_LIST.siblings(tx, input.moduleId);
    const order = clampOrder(fields.order, siblings.length + 1);
    renumber(tx, SECTION_LIST, siblings, idsOf(siblings), order);
    const section = tx
      .insert(sections)
      .values({ ...fields, order })
      .returning()
      .get();
    replaceResources(tx, section.id, input);
    recomputeCourseProgressIn(tx, module.courseId);
    return { section: { ...section, resources: input.resources }, courseId: module.courseId };
  }, IMMEDIATE);
}

/**
 * Updates a section and replaces its resource links; it stays in its module. A new order moves it
 * there and shifts the sections in between by one.
 */
export function updateSection(_admin: Admin, sectionId: number, input: SectionInput) {
  const { moduleId: _moduleId, resources: _resources, ...fields } = input;
  return db.transaction((tx) => {
    const existing =
      tx.select().from(sections).where(eq(sections.id, sectionId)).get() ??
      notFound(SECTION_NOT_FOUND);
    const siblings = SECTION_LIST.siblings(tx, existing.moduleId);
    const order = clampOrder(fields.order, siblings.length);
    renumber(tx, SECTION_LIST, siblings, placedAt(idsOf(siblings), sectionId, order));
    const section = tx
      .update(sections)
      .set({ ...fields, order })
      .where(eq(sections.id, sectionId))
      .returning()
      .get()!;
    replaceResources(tx, sectionId, input);
    return { ...section, resources: input.resources };
  }, IMMEDIATE);
}

/** Swaps a section with the one above or below it; the first cannot go up nor the last down. */
export function moveSection(
  _admin: Admin,
  sectionId: number,
  direction: MoveDirection,
): MoveResult {
  return db.transaction((tx) => {
    const section =
      tx.select().from(sections).where(eq(sections.id, sectionId)).get() ??
      notFound(SECTION_NOT_FOUND);
    const result = moveIn(tx, SECTION_LIST, section.moduleId, sectionId, direction);
    return { id: section.id, title: section.title, ...result };
  }, IMMEDIATE);
}

/**
 * Deletes a section (its progress rows, resources and comments go with it); the sections after it
 * move up one place.
 */
export function deleteSection(_admin: Admin, sectionId: number) {
  return db.transaction((tx) => {
    const deleted = tx
      .delete(sections)
      .where(eq(sections.id, sectionId))
      .returning({ id: sections.id, moduleId: sections.moduleId })
      .get();
    if (!deleted) notFound(SECTION_NOT_FOUND);
    const rest = SECTION_LIST.siblings(tx, deleted.moduleId);
    renumber(tx, SECTION_LIST, rest, idsOf(rest));
    const module = tx
      .select({ courseId: modules.courseId })
      .from(modules)
      .where(eq(modules.id, deleted.moduleId))
      .get();
    if (module) recomputeCourseProgressIn(tx, module.courseId);
    return { ...deleted, courseId: module?.courseId ?? null };
  }, IMMEDIATE);
}

// --- Who sees what of a syllabus (course page, learn page, /api) ----------------------------------------------------------------------------------

/** A disabled course keeps its public card, but its syllabus is only served to admins. */
export function canViewSyllabus(course: Pick<Course, "isDisabled">, viewer: Viewer) {
  return !course.isDisabled || viewer?.role === "admin";
}

const courseModulesQuery = db
  .select()
  .from(modules)
  .where(eq(modules.courseId, sql.placeholder("courseId")))
  .orderBy(asc(modules.order), asc(modules.id))
  .prepare();

export function listCourseModules(courseId: number) {
  return courseModulesQuery.all({ courseId });
}

export type CourseModule = ReturnType<typeof listCourseModules>[number];

/** GET /api/courses/{courseId}/modules: 404 for a missing course or, for non-admins, a disabled one. */
export function getCourseModulesForViewer(courseId: number, viewer: Viewer) {
  const course = getCourseById(courseId);
  if (!course || !canViewSyllabus(course, viewer)) throw new DomainError(404, "Course not found");
  return listCourseModules(courseId);
}

/** How many sections of each module a visitor who is not enrolled may see (dimmed, locked). */
export const PREVIEW_SECTION_COUNT = 3;

const sectionSummaryColumns = {
  id: sections.id,
  moduleId: sections.moduleId,
  title: sections.title,
  duration: sections.duration,
  order: sections.order,
};

export type SectionSummary = {
  id: number;
  moduleId: number;
  title: string;
  duration: number;
  order: number;
};

export type ModuleSections =
  | { access: "full"; sections: (SectionSummary & { content: string })[] }
  | { access: "preview"; sections: (SectionSummary & { content: string })[] };

const PREVIEW_EXCERPT_LENGTH = 160;

/**
 * The start of a section's text for the locked preview (the previous site's client shows it
 * under each title): markup dropped, whitespace collapsed, cut at a word with an ellipsis.
 */
export function previewExcerpt(content: string) {
  const text = content
    .replace(/<[^>]*>/g, " ")
    .replace(/[#*_`>[\]()!-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= PREVIEW_EXCERPT_LENGTH) return text;
  const cut = text.slice(0, PREVIEW_EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** Enrolled students and admins see the whole syllabus; everyone else a locked preview. */
export function hasFullCourseAccess(courseId: number, viewer: Viewer) {
  if (!viewer) return false;
  if (viewer.role === "admin") return true;
  return findUserEnrollment(viewer.id, courseId) !== null;
}

/**
 * A module's sections in order: all of them (with content) or the first three (with an excerpt
 * of their content only).
 */
const moduleSectionsQuery = db
  .select({ ...sectionSummaryColumns, content: sections.content })
  .from(sections)
  .where(eq(sections.moduleId, sql.placeholder("moduleId")))
  .orderBy(asc(sections.order), asc(sections.id))
  .limit(sql.placeholder("limit"))
  .prepare();

/** SQLite's "no limit". */
const ALL_ROWS = -1;

export function listModuleSections(moduleId: number, access: "full" | "preview"): ModuleSections {
  if (access === "full") {
    return { access, sections: moduleSectionsQuery.all({ moduleId, limit: ALL_ROWS }) };
  }
  return {
    access,
    sections: moduleSectionsQuery
      .all({ moduleId, limit: PREVIEW_SECTION_COUNT })
      .map((section) => ({ ...section, content: previewExcerpt(section.content) })),
  };
}

/**
 * What of a course's syllabus the viewer may see: nothing (a disabled course, for anyone but an
 * admin), a locked preview (the first three sections of each module, no content: visitors and
 * students not enrolled), or everything (enrolled students and admins). The course page and the
 * `/api` sections call both go through this.
 */
export function syllabusAccessFor(
  course: Pick<Course, "id" | "isDisabled">,
  viewer: Viewer,
): "none" | "preview" | "full" {
  if (!canViewSyllabus(course, viewer)) return "none";
  return hasFullCourseAccess(course.id, viewer) ? "full" : "preview";
}

/**
 * GET /api/modules/{moduleId}/sections: 404 when the module is missing or the viewer may not see
 * its course's syllabus; else the sections `syllabusAccessFor` allows.
 */
export function getModuleSectionsForViewer(moduleId: number, viewer: Viewer) {
  const row = db
    .select({ id: modules.courseId, isDisabled: courses.isDisabled })
    .from(modules)
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(eq(modules.id, moduleId))
    .get();
  const access = row ? syllabusAccessFor(row, viewer) : "none";
  if (access === "none") throw new DomainError(404, "Module not found");
  return listModuleSections(moduleId, access);
}

export type CourseSyllabus =
  | { status: "hidden" }
  | {
      status: "ok";
      modules: CourseModule[];
      access: "full" | "preview";
      openModuleId: number | null;
      /** Sections of the first module and of the one asked for, keyed by module id. */
      sections: Record<number, ModuleSections["sections"]>;
    };

/**
 * The course page's syllabus: its modules, and the sections of the first module plus the one at
 * `openModulePosition` (1-based), so the open accordion panels render without JS. Live courses
 * list modules only.
 */
export function getCourseSyllabus(
  course: Pick<Course, "id" | "isDisabled" | "isLive">,
  viewer: Viewer,
  { openModulePosition }: { openModulePosition: number | null },
): CourseSyllabus {
  const access = syllabusAccessFor(course, viewer);
  if (access === "none") return { status: "hidden" };
  const courseModules = listCourseModules(course.id);
  const openModule =
    (openModulePosition && courseModules[openModulePosition - 1]) || courseModules[0];
  const sections: Record<number, ModuleSections["sections"]> = {};
  if (!course.isLive) {
    for (const module of new Set([courseModules[0], openModule])) {
      if (module) sections[module.id] = listModuleSections(module.id, access).sections;
    }
  }
  return {
    status: "ok",
    modules: courseModules,
    access,
    openModuleId: openModule?.id ?? null,
    sections,
  };
}
