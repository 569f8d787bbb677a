import { asc, count, eq, sql } from "drizzle-orm";

import {
  courses,
  modules,
  sectionComments,
  sectionResources,
  sections,
  type PublicUser,
} from "../../db/schema";
import { db } from "~/db.server";
import {
  getUserSectionProgress,
  resumeSectionId,
  sectionNeighbours,
} from "~/models/progress.server";
import { coursePercent } from "~/utils/course-progress";

const learningCourseColumns = {
  id: courses.id,
  title: courses.title,
  slug: courses.slug,
  shortDescription: courses.shortDescription,
  image: courses.image,
  instructor: courses.instructor,
  duration: courses.duration,
  isLive: courses.isLive,
  liveDetails: courses.liveDetails,
  isDisabled: courses.isDisabled,
  comingSoon: courses.comingSoon,
};

// The learn page's reads run on every page of the player: prepared once (issue 20 item 4).

const courseIdParam = sql.placeholder("courseId");
const sectionIdParam = sql.placeholder("sectionId");

const learningCourseBySlugQuery = db
  .select(learningCourseColumns)
  .from(courses)
  .where(eq(courses.slug, sql.placeholder("slug")))
  .prepare();

const outlineModulesQuery = db
  .select({
    id: modules.id,
    title: modules.title,
    description: modules.description,
    duration: modules.duration,
    order: modules.order,
  })
  .from(modules)
  .where(eq(modules.courseId, courseIdParam))
  .orderBy(asc(modules.order))
  .prepare();

/** Every section of the course in one statement (was: one per call with the module ids listed). */
const outlineSectionsQuery = db
  .select({
    id: sections.id,
    moduleId: sections.moduleId,
    title: sections.title,
    duration: sections.duration,
    order: sections.order,
  })
  .from(sections)
  .innerJoin(modules, eq(modules.id, sections.moduleId))
  .where(eq(modules.courseId, courseIdParam))
  .orderBy(asc(sections.moduleId), asc(sections.order))
  .prepare();

const sectionResourcesQuery = db
  .select({ id: sectionResources.id, title: sectionResources.title, url: sectionResources.url })
  .from(sectionResources)
  .where(eq(sectionResources.sectionId, sectionIdParam))
  .orderBy(asc(sectionResources.order), asc(sectionResources.id))
  .prepare();

const sectionCommentCountQuery = db
  .select({ n: count() })
  .from(sectionComments)
  .where(eq(sectionComments.sectionId, sectionIdParam))
  .prepare();

const sectionDetailQuery = db
  .select({
    id: sections.id,
    title: sections.title,
    content: sections.content,
    duration: sections.duration,
    videoUrl: sections.videoUrl,
  })
  .from(sections)
  .where(eq(sections.id, sectionIdParam))
  .prepare();

/**
 * The course behind /courses/{slug}/learn, or null when it does not exist or, for anyone but an
 * admin, when it is disabled (a disabled course is "not found" for students).
 */
export function findLearningCourse(slug: string, viewer: Pick<PublicUser, "role">) {
  const course = learningCourseBySlugQuery.get({ slug });
  if (!course) return null;
  if (course.isDisabled && viewer.role !== "admin") return null;
  return course;
}

export type LearningCourse = NonNullable<ReturnType<typeof findLearningCourse>>;

/** Modules (by order) with their sections (by order, without their text): the learning sidebar. */
export function getCourseOutline(courseId: number) {
  const moduleRows = outlineModulesQuery.all({ courseId });
  if (moduleRows.length === 0) return [];
  const sectionRows = outlineSectionsQuery.all({ courseId });
  const byModule = new Map<number, typeof sectionRows>();
  for (const section of sectionRows) {
    const list = byModule.get(section.moduleId);
    if (list) list.push(section);
    else byModule.set(section.moduleId, [section]);
  }
  return moduleRows.map((module) => ({ ...module, sections: byModule.get(module.id) ?? [] }));
}

export type CourseOutline = ReturnType<typeof getCourseOutline>;

/** A direct video file the browser plays itself; any other URL (a video platform) is linked. */
export function describeVideo(url: string | null) {
  if (!url) return null;
  const path = url.split(/[?#]/)[0].toLowerCase();
  const type = path.endsWith(".mp4") ? "video/mp4" : path.endsWith(".webm") ? "video/webm" : null;
  return type ? { kind: "file" as const, url, type } : { kind: "link" as const, url };
}

/** A section's support links ('Recursos'), in order. */
export function listSectionResources(sectionId: number) {
  return sectionResourcesQuery.all({ sectionId });
}

function countSectionComments(sectionId: number) {
  return sectionCommentCountQuery.get({ sectionId })?.n ?? 0;
}

function getSectionDetail(sectionId: number) {
  return sectionDetailQuery.get({ sectionId })!;
}

/**
 * What the player shows an enrolled student: the outline with each section's completion, the
 * course percentage, and the requested section with its neighbours, video position, resources and
 * comment count. `redirect` when no (valid) section was asked for: the caller sends the student
 * to the resume section (first incomplete one). `empty` for a course without sections.
 */
export function getLearningPlayer(
  courseId: number,
  userId: number,
  requestedSectionId: number | null,
) {
  const outline = getCourseOutline(courseId);
  const progress = getUserSectionProgress(userId, courseId);
  const orderedIds = outline.flatMap((module) => module.sections.map((section) => section.id));
  const completedIds = new Set(
    [...progress.values()].filter((row) => row.completed).map((row) => row.sectionId),
  );
  const resumeId = resumeSectionId(orderedIds, completedIds);
  if (resumeId === null) return { state: "empty" as const, outline };

  const position =
    requestedSectionId === null ? null : sectionNeighbours(orderedIds, requestedSectionId);
  if (!position) return { state: "redirect" as const, sectionId: resumeId };

  const sectionId = orderedIds[position.index];
  const module = outline.find((m) => m.sections.some((section) => section.id === sectionId))!;
  const { videoUrl, ...detail } = getSectionDetail(sectionId);
  const next = outline.flatMap((m) => m.sections).find((s) => s.id === position.nextId) ?? null;

  return {
    state: "player" as const,
    outline: outline.map((m) => ({
      ...m,
      sections: m.sections.map((section) => ({
        ...section,
        completed: completedIds.has(section.id),
      })),
    })),
    totalSections: orderedIds.length,
    completedSections: completedIds.size,
    courseProgress: coursePercent(completedIds.size, orderedIds.length),
    current: {
      ...detail,
      module: { id: module.id, order: module.order, title: module.title },
      completed: completedIds.has(sectionId),
      video: describeVideo(videoUrl),
      videoPosition: progress.get(sectionId)?.videoProgress ?? 0,
      resources: listSectionResources(sectionId),
      commentCount: countSectionComments(sectionId),
    },
    previousId: position.previousId,
    next: next ? { id: next.id, title: next.title } : null,
  };
}

/** What the player page renders: the player, or the outline of a course without sections. */
export type LearningPlayerState = Exclude<
  ReturnType<typeof getLearningPlayer>,
  { state: "redirect" }
>;
export type LearningPlayer = Extract<LearningPlayerState, { state: "player" }>;
