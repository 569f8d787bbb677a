import { and, asc, count, eq, getTableColumns, inArray, or, sql, type SQL } from "drizzle-orm";

import { courses, liveCourseRegistrations, type Course, type PublicUser } from "../../db/schema";
import { courseSearchText, foldSearchText } from "~/models/course-search-text";
import {
  ALL_FILTER_VALUE,
  COURSE_CATEGORIES,
  FILTER_LEVELS,
  type CourseCategory,
} from "~/data/catalogue";
import { db } from "~/db.server";
import type { Admin } from "~/auth/session.server";
import { DomainError, isUniqueViolation } from "~/models/errors.server";
import { foldedContains } from "~/models/folded-search.server";
import { deleteSiteImage, resolveSiteImageUrl } from "~/models/image.server";
import { COURSE_MESSAGES, type CourseInput } from "~/schemas/course";
import { cleanText } from "~/schemas/mini-fields";
import { clampPage, type Page } from "~/utils/pagination";

/** Who is asking: decides whether disabled courses' syllabus and full section lists are served. */
export type Viewer = Pick<PublicUser, "id" | "role"> | null;

/** Every course column except the internal search text. */
const { searchText: _searchText, ...courseColumns } = getTableColumns(courses);

export type CourseRecord = Omit<Course, "searchText">;

// --- Catalogue -----------------------------------------------------------------------------------

export const MAX_SEARCH_LENGTH = 100;

export type CourseFilters = {
  /** The search text as typed (trimmed); matched case- and accent-insensitively. */
  q: string;
  category: (typeof COURSE_CATEGORIES)[number] | null;
  level: (typeof FILTER_LEVELS)[number] | null;
};

/**
 * Reads `?q=&category=&level=`. Unknown categories or levels (and 'all') mean "any", so a
 * hand-edited URL never errors.
 */
export function parseCourseFilters(searchParams: URLSearchParams): CourseFilters {
  const q = searchTerm(searchParams.get("q") ?? "");
  const category = searchParams.get("category");
  const level = searchParams.get("level");
  return {
    q,
    category: COURSE_CATEGORIES.find((value) => value === category) ?? null,
    level: FILTER_LEVELS.find((value) => value === level) ?? null,
  };
}

/**
 * The search text as it is matched: cleaned like every stored text (`cleanText`: NUL and the other
 * controls, bidi controls and lone surrogates out, none of which a title or description keeps),
 * spaces collapsed, at most MAX_SEARCH_LENGTH characters. A NUL left in would end FTS5's phrase
 * early ("unterminated string": a 500 for `?q=a%00b`); quotes and FTS operators are safe already,
 * as the term is matched as one quoted phrase.
 */
export function searchTerm(text: string) {
  return String(cleanText(text)).replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH);
}

export function isFiltered(filters: CourseFilters) {
  return Boolean(filters.q || filters.category || filters.level);
}

/** `category`/`level` values for links and forms ('all' when unset). */
export function filterValue(value: string | null) {
  return value ?? ALL_FILTER_VALUE;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The trigram index cannot narrow a term shorter than one trigram. */
const TRIGRAM_LENGTH = 3;

/**
 * A substring match on the folded search text. From three characters the trigram index
 * (`courses_fts`, docs/decisions/094) finds the candidate rows and the LIKE keeps the exact
 * substring semantics; a one- or two-letter term reads the table, as it matches most of it anyway.
 */
function searchConditions(folded: string): SQL[] {
  const substring = sql`${courses.searchText} like '%' || ${escapeLike(folded)} || '%' escape '\\'`;
  if ([...folded].length < TRIGRAM_LENGTH) return [substring];
  // One FTS5 phrase of the whole term: its trigrams in sequence, i.e. the substring.
  const phrase = `"${folded.replace(/"/g, '""')}"`;
  return [
    sql`${courses.id} in (select rowid from courses_fts where courses_fts match ${phrase})`,
    substring,
  ];
}

/** The catalogue filters as SQL conditions (see `listCourses`). */
function catalogueConditions({
  q = "",
  category = null,
  level = null,
  availableOnly = false,
}: Partial<CourseFilters> & { availableOnly?: boolean }) {
  const conditions: SQL[] = [];
  const folded = foldSearchText(searchTerm(q));
  if (folded) {
    // The category's name counts too ('programacion' finds the courses in 'Programación').
    const categories = COURSE_CATEGORIES.filter((name) => foldSearchText(name).includes(folded));
    const text = and(...searchConditions(folded))!;
    conditions.push(categories.length ? or(text, inArray(courses.category, categories))! : text);
  }
  if (category) conditions.push(eq(courses.category, category));
  if (level) conditions.push(eq(courses.level, level));
  if (availableOnly) conditions.push(eq(courses.isDisabled, false));
  return and(...conditions);
}

/**
 * The display order: oldest first; with a search, the courses whose title matches come first
 * (a course named after the term before one that only mentions it).
 */
function catalogueOrder({ q = "" }: Partial<CourseFilters>): SQL[] {
  const inTitle = foldedContains([courses.title], searchTerm(q));
  return inTitle
    ? [sql`case when ${inTitle} then 0 else 1 end`, asc(courses.id)]
    : [asc(courses.id)];
}

/**
 * The catalogue in its display order (`catalogueOrder`), filtered. Search is a substring match on
 * title, description or category name, case- and accent-insensitive ('programacion' finds
 * 'Programación'). Disabled courses are listed (the UI greys them out) unless `availableOnly` is set.
 */
export function listCourses({
  limit,
  ...filters
}: Partial<CourseFilters> & { availableOnly?: boolean; limit?: number } = {}): CourseRecord[] {
  const query = db
    .select(courseColumns)
    .from(courses)
    .where(catalogueConditions(filters))
    .orderBy(...catalogueOrder(filters));
  return limit ? query.limit(limit).all() : query.all();
}

/**
 * The categories the catalogue's filter offers: those that have a course, in the vocabulary's
 * order, so no choice is sure to find nothing; the chosen one stays (a kept link may name a
 * category whose last course is gone).
 */
export function listCatalogueCategories(chosen: CourseCategory | null = null): CourseCategory[] {
  const used = new Set(
    db
      .selectDistinct({ category: courses.category })
      .from(courses)
      .all()
      .map((row) => row.category),
  );
  return COURSE_CATEGORIES.filter((name) => used.has(name) || name === chosen);
}

/** Courses per page of the /courses catalogue (issue 20: 24, a multiple of its 1-2-3 columns). */
export const CATALOGUE_PAGE_SIZE = 24;

/**
 * One page of the filtered catalogue (`listCourses`' order) and the real number of matches. A page
 * past the last shows the last one, like the admin lists (docs/decisions/119): a link kept from
 * before courses were removed still lands on courses.
 */
export function listCoursePage(
  filters: Partial<CourseFilters>,
  requestedPage: number,
): Page<CourseRecord> {
  const where = catalogueConditions(filters);
  const total = db.select({ total: count() }).from(courses).where(where).get()?.total ?? 0;
  const shown = clampPage(requestedPage, total, CATALOGUE_PAGE_SIZE);
  const rows = db
    .select(courseColumns)
    .from(courses)
    .where(where)
    .orderBy(...catalogueOrder(filters))
    .limit(CATALOGUE_PAGE_SIZE)
    .offset(shown.offset)
    .all();
  return { rows, page: shown.page, pageCount: shown.pageCount, total };
}

/**
 * A course as the JSON API sends it: SPEC §3 and the previous site's client read the flag as
 * `new` (its 'Nuevo' badge); `isNew` stays for our own pages and clients.
 */
export function toApiCourse<T extends { isNew: boolean }>(course: T) {
  return { ...course, new: course.isNew };
}

// The course page's reads, prepared once (issue 20 item 4): they run on every course page.
const courseBySlugQuery = db
  .select(courseColumns)
  .from(courses)
  .where(eq(courses.slug, sql.placeholder("slug")))
  .prepare();
const courseByIdQuery = db
  .select(courseColumns)
  .from(courses)
  .where(eq(courses.id, sql.placeholder("id")))
  .prepare();

export function getCourseBySlug(slug: string): CourseRecord | null {
  return courseBySlugQuery.get({ slug }) ?? null;
}

export function getCourseById(id: number): CourseRecord | null {
  return courseByIdQuery.get({ id }) ?? null;
}

// --- Live courses --------------------------------------------------------------------------------

const liveRegistrationQuery = db
  .select({ id: liveCourseRegistrations.id })
  .from(liveCourseRegistrations)
  .where(
    and(
      eq(liveCourseRegistrations.userId, sql.placeholder("userId")),
      eq(liveCourseRegistrations.courseId, sql.placeholder("courseId")),
    ),
  )
  .prepare();

/** True when the user already registered for this live course (SPEC §4 "Live registration"). */
export function hasLiveRegistration(userId: number, courseId: number) {
  return Boolean(liveRegistrationQuery.get({ userId, courseId }));
}

// --- Admin writes --------------------------------------------------------------------------------

function courseNotFound(): never {
  throw new DomainError(404, "Curso no encontrado", { apiMessage: "Course not found" });
}

const SLUG_TAKEN_MESSAGE = "Ya existe un curso con ese slug. Por favor, elige otro.";

type CourseCover = { upload?: Uint8Array | null };

function resolveCover(input: CourseInput, { upload }: CourseCover) {
  return resolveSiteImageUrl({
    typed: input.image,
    upload,
    kind: "cover",
    requiredMessage: COURSE_MESSAGES.image,
  });
}

function courseValues(input: CourseInput, image: string) {
  const { image: _typed, ...fields } = input;
  return { ...fields, image, searchText: courseSearchText(input) };
}

function slugConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new DomainError(409, SLUG_TAKEN_MESSAGE, { field: "slug" });
  }
  throw error;
}

/** Creates a course (SPEC §5 rules are the schema's; a taken slug is 409). */
export async function createCourse(_admin: Admin, input: CourseInput, cover: CourseCover = {}) {
  const image = await resolveCover(input, cover);
  try {
    return db.insert(courses).values(courseValues(input, image)).returning(courseColumns).get();
  } catch (error) {
    deleteSiteImage(image === input.image ? null : image);
    slugConflict(error);
  }
}

/** Replaces every field of a course; 404 for a missing id, 409 for a slug another course has. */
export async function updateCourse(
  _admin: Admin,
  courseId: number,
  input: CourseInput,
  cover: CourseCover = {},
) {
  const existing = getCourseById(courseId);
  if (!existing) courseNotFound();
  const image = await resolveCover(input, cover);
  let updated: CourseRecord | undefined;
  try {
    updated = db
      .update(courses)
      .set(courseValues(input, image))
      .where(eq(courses.id, courseId))
      .returning(courseColumns)
      .get();
  } catch (error) {
    if (image !== input.image) deleteSiteImage(image);
    slugConflict(error);
  }
  if (!updated) courseNotFound();
  if (existing.image !== updated.image) deleteSiteImage(existing.image);
  return updated;
}

/** Habilitar / Inhabilitar: only `isDisabled` changes. */
export function setCourseDisabled(_admin: Admin, courseId: number, isDisabled: boolean) {
  const updated = db
    .update(courses)
    .set({ isDisabled })
    .where(eq(courses.id, courseId))
    .returning(courseColumns)
    .get();
  if (!updated) courseNotFound();
  return updated;
}

/**
 * Deletes a course with everything under it: modules, sections, students' section progress,
 * enrollments and live registrations go with it (foreign keys cascade); its uploaded cover too.
 */
export function deleteCourse(_admin: Admin, courseId: number) {
  const deleted = db
    .delete(courses)
    .where(eq(courses.id, courseId))
    .returning({ id: courses.id, image: courses.image })
    .get();
  if (!deleted) courseNotFound();
  deleteSiteImage(deleted.image);
  return deleted;
}
