/**
 * The learn page's server parts (app/routes/courses.$slug_.learn/route.tsx): the player's action
 * and what its loader reads from the URL and the account.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";

import type { PublicUser } from "../../../db/schema";
import { deleteSectionComment, postSectionComment } from "~/models/comment.server";
import {
  formIdempotencyKey,
  idempotencyClaim,
  type StoredAnswer,
} from "~/models/idempotency.server";
import type { LearningCourse } from "~/models/learning.server";
import { setSectionCompletion } from "~/models/progress.server";
import { learnActionSchema } from "~/schemas/learning";
import { replyWithDomainError } from "~/utils/form-reply.server";
import { redirect } from "~/utils/headers.server";
import { learnSectionHref } from "~/utils/learn-urls";
import { assertFormFits } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { writeOnce } from "~/utils/write-once.server";
import { formatLongDate } from "~/utils/dates";

/** When a live registration was made, as the page shows it ("3 de marzo de 2026"). */
export function formatRegisteredAt(date: Date) {
  return formatLongDate(date);
}

/** "María José López" → first word as the first name, the rest as last names. */
export function splitName(fullName: string) {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/** `?confirm=delete-comment&id=N`: the no-JS confirmation step, for a comment the viewer may delete. */
export function readConfirmDelete(url: URL, comments: { id: number; canDelete: boolean }[]) {
  if (url.searchParams.get("confirm") !== "delete-comment") return null;
  const id = Number(url.searchParams.get("id"));
  return comments.find((comment) => comment.id === id && comment.canDelete)?.id ?? null;
}

/** The player's forms: completion toggle, post and delete a comment (non-live courses). */
export async function playerAction(formData: FormData, user: PublicUser, course: LearningCourse) {
  assertFormFits(formData, learnActionSchema);
  const submission = parseWithZod(formData, { schema: learnActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  const back = learnSectionHref(course.slug, value.sectionId);
  const backToComments = `${learnSectionHref(course.slug, value.sectionId, "comentarios")}#comentarios`;
  try {
    switch (value.intent) {
      case "set-completion":
        setSectionCompletion(user.id, value.sectionId, value.completed);
        // The enhanced form updates in place (loaders revalidate); without JS: Post/Redirect/Get.
        return value.enhanced ? data(submission.reply()) : redirect(back);
      case "post-comment": {
        const claim = idempotencyClaim(formIdempotencyKey(formData), {
          route: "learn/comment",
          userId: user.id,
        });
        const posted: StoredAnswer = {
          kind: "redirect",
          location: backToComments,
          toast: { title: "Comentario publicado" },
        };
        return await writeOnce(
          claim,
          () => posted,
          (once) => postSectionComment(user, value.sectionId, value.body, once),
        );
      }
      case "delete-comment":
        deleteSectionComment(user, value.commentId);
        return redirectWithToast(backToComments, { title: "Comentario eliminado" });
    }
  } catch (error) {
    const { status, reply } = replyWithDomainError(submission, error);
    return data(reply, { status });
  }
}
