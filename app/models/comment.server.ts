import { and, count, desc, eq } from "drizzle-orm";

import {
  courses,
  modules,
  sectionComments,
  sections,
  users,
  type PublicUser,
  type SectionComment,
} from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { DomainError } from "~/models/errors.server";
import { rememberAnswer, type Once } from "~/models/idempotency.server";
import { requireEnrolledSection } from "~/models/progress.server";
import { ADMIN_PAGE_SIZE, clampPage } from "~/utils/pagination";
import { createAttemptLimiter } from "~/utils/rate-limit.server";

type Viewer = Pick<PublicUser, "id" | "role">;

export const COMMENT_RATE_LIMIT = { maxComments: 10, windowSeconds: 10 * 60 } as const;

// Every comment counts as an "attempt": at most 10 per account in 10 minutes.
const commentLimiter = createAttemptLimiter({
  keyPrefix: "section-comment",
  maxFailures: COMMENT_RATE_LIMIT.maxComments,
  windowSeconds: COMMENT_RATE_LIMIT.windowSeconds,
});

/**
 * A section's comments, newest first, with the author's name and avatar and whether the viewer may
 * delete each (their own; an admin any). Profile photos are private to their owner
 * (docs/decisions/015), so other authors show their initial instead of a broken image.
 */
export function listSectionComments(sectionId: number, viewer: Viewer) {
  const rows = db
    .select({
      id: sectionComments.id,
      body: sectionComments.body,
      createdAt: sectionComments.createdAt,
      authorId: users.id,
      authorName: users.name,
      authorImage: users.profileImage,
    })
    .from(sectionComments)
    .innerJoin(users, eq(users.id, sectionComments.userId))
    .where(eq(sectionComments.sectionId, sectionId))
    .orderBy(desc(sectionComments.createdAt), desc(sectionComments.id))
    .all();
  return rows.map(({ authorId, authorName, authorImage, ...comment }) => {
    const own = authorId === viewer.id;
    return {
      ...comment,
      author: {
        name: authorName,
        profileImage: own || viewer.role === "admin" ? authorImage : null,
      },
      canDelete: own || viewer.role === "admin",
    };
  });
}

export type SectionCommentItem = ReturnType<typeof listSectionComments>[number];

/**
 * Posts a comment (already validated: 1–2,000 characters of plain text) on a section of a course
 * the user is enrolled in. 403 when not enrolled, 404 for a missing section, 429 past the limit.
 * With `once`, the answer is stored with the comment (idempotency.server.ts).
 */
export async function postSectionComment(
  user: Viewer,
  sectionId: number,
  body: string,
  once?: Once<SectionComment> | null,
) {
  requireEnrolledSection(user.id, sectionId, {
    deniedMessage: "Debes estar inscrito en este curso para comentar.",
  });
  const keys = [`user:${user.id}`];
  await commentLimiter.assertAllowed(keys);
  const comment = db.transaction(() => {
    const row = db
      .insert(sectionComments)
      .values({ sectionId, userId: user.id, body })
      .returning()
      .get();
    rememberAnswer(once, row);
    return row;
  });
  await commentLimiter.recordFailure(keys);
  return comment;
}

/** Deletes a comment of the viewer's own (an admin: any). Anything else is "not found". */
export function deleteSectionComment(viewer: Viewer, commentId: number) {
  const deleted = db
    .delete(sectionComments)
    .where(
      viewer.role === "admin"
        ? eq(sectionComments.id, commentId)
        : and(eq(sectionComments.id, commentId), eq(sectionComments.userId, viewer.id)),
    )
    .returning({ id: sectionComments.id, sectionId: sectionComments.sectionId })
    .get();
  if (!deleted) throw new DomainError(404, "Comentario no encontrado");
  return deleted;
}

/** Every student comment, newest first, with its author, course and section (admin moderation). */
export function listCommentsForModeration(_admin: Admin, { page }: { page: number }) {
  const total = db.select({ total: count() }).from(sectionComments).get()?.total ?? 0;
  const shown = clampPage(page, total);
  const rows = db
    .select({
      id: sectionComments.id,
      body: sectionComments.body,
      createdAt: sectionComments.createdAt,
      authorName: users.name,
      authorEmail: users.email,
      sectionId: sections.id,
      sectionTitle: sections.title,
      courseTitle: courses.title,
      courseSlug: courses.slug,
    })
    .from(sectionComments)
    .innerJoin(users, eq(users.id, sectionComments.userId))
    .innerJoin(sections, eq(sections.id, sectionComments.sectionId))
    .innerJoin(modules, eq(modules.id, sections.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .orderBy(desc(sectionComments.createdAt), desc(sectionComments.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(shown.offset)
    .all();
  return { rows, page: shown.page, pageCount: shown.pageCount, total };
}
