import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { asc, eq, sql } from "drizzle-orm";

import { modules, sectionResources, sections, type PublicUser } from "../../db/schema";
import { db } from "~/db.server";
import { findUserEnrollment } from "~/models/enrollment.server";
import { DomainError } from "~/models/errors.server";
import { describeVideo, findLearningCourse, getLearningPlayer } from "~/models/learning.server";
import { buildVersion } from "~/utils/build-version.server";

const courseIdParam = sql.placeholder("courseId");

/** What the stored pages show of each section, in course order. */
const offlineSectionsQuery = db
  .select({
    id: sections.id,
    title: sections.title,
    content: sections.content,
    duration: sections.duration,
    videoUrl: sections.videoUrl,
    moduleId: modules.id,
    moduleTitle: modules.title,
    moduleOrder: modules.order,
    order: sections.order,
  })
  .from(sections)
  .innerJoin(modules, eq(modules.id, sections.moduleId))
  .where(eq(modules.courseId, courseIdParam))
  .orderBy(asc(modules.order), asc(sections.order))
  .prepare();

const offlineResourcesQuery = db
  .select({
    id: sectionResources.id,
    sectionId: sectionResources.sectionId,
    title: sectionResources.title,
    url: sectionResources.url,
    order: sectionResources.order,
  })
  .from(sectionResources)
  .innerJoin(sections, eq(sections.id, sectionResources.sectionId))
  .innerJoin(modules, eq(modules.id, sections.moduleId))
  .where(eq(modules.courseId, courseIdParam))
  .orderBy(asc(sectionResources.id))
  .prepare();

const PUBLIC_DIRECTORY = path.resolve("public");

/** The size of a video file the site serves itself, or null (another site, or no such file). */
export function localVideoBytes(url: string) {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  let pathname: string;
  try {
    pathname = decodeURI(url.split(/[?#]/)[0]);
  } catch {
    // An address an admin typed with a broken escape: no file of ours, and no 500 for the page.
    return null;
  }
  const file = path.resolve(PUBLIC_DIRECTORY, `.${pathname}`);
  if (!file.startsWith(`${PUBLIC_DIRECTORY}${path.sep}`)) return null;
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

/**
 * GET /courses/{slug}/offline.json: what a download of the course holds, for an enrolled student
 * (docs/decisions/128). `version` changes when anything the stored pages show of the course
 * changes (titles, texts, order, videos, resources) or the site's build does; comments are kept
 * as they were when downloaded and do not count.
 */
export function getOfflineCourse(slug: string, user: PublicUser) {
  const course = findLearningCourse(slug, user);
  if (!course) throw new DomainError(404, "Curso no encontrado");
  if (course.isLive) {
    throw new DomainError(409, "Los cursos en vivo no tienen lecciones para descargar.");
  }
  if (!findUserEnrollment(user.id, course.id)) {
    throw new DomainError(403, "Debes estar inscrito en este curso para descargarlo.");
  }
  const player = getLearningPlayer(course.id, user.id, null);
  if (player.state !== "redirect") {
    throw new DomainError(409, "Este curso aún no tiene secciones para descargar.");
  }
  const rows = offlineSectionsQuery.all({ courseId: course.id });
  const resources = offlineResourcesQuery.all({ courseId: course.id });
  const version = createHash("sha256")
    .update(JSON.stringify([buildVersion, course.title, course.isDisabled, rows, resources]))
    .digest("base64url")
    .slice(0, 16);

  return {
    userId: user.id,
    courseId: course.id,
    slug: course.slug,
    title: course.title,
    version,
    resumeSectionId: player.sectionId,
    sections: rows.map((row) => {
      const video = describeVideo(row.videoUrl);
      const bytes = video?.kind === "file" ? localVideoBytes(video.url) : null;
      return {
        id: row.id,
        title: row.title,
        video:
          video?.kind === "file" && bytes !== null
            ? { url: video.url, type: video.type, bytes }
            : null,
      };
    }),
  };
}

export type OfflineCourse = ReturnType<typeof getOfflineCourse>;
