import { parseWithZod } from "@conform-to/zod/v4";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { buttonClasses, SubmitButton } from "~/components/ui/button";
import { ConfirmAction, ConfirmStep } from "~/components/ui/confirm-action";
import { TextareaField } from "~/components/ui/field";
import { ErrorSummary } from "~/components/ui/error-summary";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { UserAvatar } from "~/components/user-avatar";
import type { SectionCommentItem } from "~/models/comment.server";
import { COMMENT_MAX_LENGTH, commentFormSchema } from "~/schemas/learning";
import { learnSectionHref } from "~/utils/learn-urls";
import { formatDateTime } from "~/utils/dates";

type CommentsProps = {
  slug: string;
  sectionId: number;
  comments: SectionCommentItem[];
  /** The comment whose server-rendered delete confirmation is open (`?confirm=delete-comment`). */
  confirmingId: number | null;
  /** Sent back with a new comment, so a resent form posts it once. */
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
};

/** 'Comentarios': the form (a plain POST, works without JS) and the comments, newest first. */
export function SectionComments({
  slug,
  sectionId,
  comments,
  confirmingId,
  idempotencyKey,
  lastResult,
}: CommentsProps) {
  return (
    <div className="space-y-8">
      {/* A new comment remounts the form, which clears it after a successful post. */}
      <CommentForm
        key={comments[0]?.id ?? 0}
        sectionId={sectionId}
        idempotencyKey={idempotencyKey}
        lastResult={lastResult?.initialValue?.intent === "post-comment" ? lastResult : undefined}
      />
      {comments.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Aún no hay comentarios en esta sección. ¡Sé el primero en comentar!
        </p>
      ) : (
        <ol aria-label="Comentarios de la sección" className="space-y-4">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              slug={slug}
              sectionId={sectionId}
              comment={comment}
              confirming={comment.id === confirmingId}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

const COMMENT_LABELS = { body: "Tu comentario" };

function CommentForm({
  sectionId,
  idempotencyKey,
  lastResult,
}: {
  sectionId: number;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(commentFormSchema, {
    parse: parseWithZod,
    id: "comment-form",
    lastResult,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-label="Nuevo comentario"
      preventScrollReset
      className="space-y-3"
    >
      <ErrorSummary
        formId={form.id}
        errors={form.allErrors}
        labels={COMMENT_LABELS}
        title="No se pudo publicar el comentario"
      />
      <input type="hidden" name="sectionId" value={sectionId} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <TextareaField
        meta={fields.body}
        label={COMMENT_LABELS.body}
        hint={`Hasta ${COMMENT_MAX_LENGTH} caracteres. Se publica como texto.`}
        rows={3}
        placeholder="Escribe una duda o un aporte..."
      />
      <div className="flex justify-end">
        <SubmitButton intent="post-comment" pendingLabel="Publicando...">
          Publicar comentario
        </SubmitButton>
      </div>
    </Form>
  );
}

function CommentItem({
  slug,
  sectionId,
  comment,
  confirming,
}: {
  slug: string;
  sectionId: number;
  comment: SectionCommentItem;
  confirming: boolean;
}) {
  const created = new Date(comment.createdAt);
  const commentsHref = learnSectionHref(slug, sectionId, "comentarios");
  const stepId = `confirmar-comentario-${comment.id}`;
  const deleteCopy = {
    title: "¿Eliminar este comentario?",
    description: "El comentario se borrará para todos y no se puede recuperar.",
    confirmLabel: "Eliminar",
    pendingLabel: "Eliminando...",
    action: `/courses/${slug}/learn`,
    intent: "delete-comment",
    fields: { sectionId: String(sectionId), commentId: String(comment.id) },
    keepScroll: true,
  };
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <UserAvatar user={comment.author} size={36} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="font-semibold text-slate-900 dark:text-white">{comment.author.name}</p>
          <time
            dateTime={created.toISOString()}
            className="text-xs text-slate-500 dark:text-slate-400"
          >
            {formatDateTime(created)}
          </time>
        </div>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">
          {comment.body}
        </p>
        {comment.canDelete && !confirming ? (
          <ConfirmAction
            {...deleteCopy}
            confirmTo={`${commentsHref}&confirm=delete-comment&id=${comment.id}#${stepId}`}
            trigger={
              <>
                Eliminar<span className="sr-only"> el comentario de {comment.author.name}</span>
              </>
            }
            triggerClassName={`${buttonClasses({ variant: "ghost", size: "sm" })} mt-2`}
          />
        ) : null}
        {confirming ? (
          <div className="mt-3">
            <ConfirmStep id={stepId} cancelTo={`${commentsHref}#comentarios`} {...deleteCopy} />
          </div>
        ) : null}
      </div>
    </li>
  );
}
