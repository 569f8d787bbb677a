import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";

import { FormAlert } from "~/components/auth/form-alert";
import { SubmitButton } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import { UserAvatar } from "~/components/user-avatar";
import type { SectionCommentItem } from "~/models/comment.server";
import { COMMENT_MAX_LENGTH, commentFormSchema } from "~/schemas/learning";

const dateFormatter = new Intl.DateTimeFormat("es-MX", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Mexico_City",
});

/** 'Comentarios': the form (a plain POST, works without JS) and the comments, newest first. */
export function SectionComments({
  sectionId,
  comments,
  lastResult,
}: {
  sectionId: number;
  comments: SectionCommentItem[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <div className="space-y-8">
      {/* A new comment remounts the form, which clears it after a successful post. */}
      <CommentForm
        key={comments[0]?.id ?? 0}
        sectionId={sectionId}
        lastResult={lastResult?.initialValue?.intent === "post-comment" ? lastResult : undefined}
      />
      {comments.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Aún no hay comentarios en esta sección. ¡Sé el primero en comentar!
        </p>
      ) : (
        <ol aria-label="Comentarios de la sección" className="space-y-4">
          {comments.map((comment) => (
            <CommentItem key={comment.id} sectionId={sectionId} comment={comment} />
          ))}
        </ol>
      )}
    </div>
  );
}

function CommentForm({
  sectionId,
  lastResult,
}: {
  sectionId: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm({
    id: "comment-form",
    lastResult,
    constraint: getZodConstraint(commentFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: commentFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: _bodyKey, ...bodyProps } = getTextareaProps(fields.body);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      preventScrollReset
      className="space-y-3"
      aria-label="Nuevo comentario"
    >
      {form.errors?.length ? (
        <FormAlert title="No se pudo publicar el comentario" message={form.errors[0]} />
      ) : null}
      <input type="hidden" name="sectionId" value={sectionId} />
      <TextareaField
        label="Tu comentario"
        errors={fields.body.errors}
        hint={`Hasta ${COMMENT_MAX_LENGTH} caracteres. Se publica como texto.`}
        textareaProps={{ ...bodyProps, rows: 3, placeholder: "Escribe una duda o un aporte..." }}
      />
      <div className="flex justify-end">
        <SubmitButton intent="post-comment" pendingLabel="Publicando...">
          Publicar comentario
        </SubmitButton>
      </div>
    </Form>
  );
}

function CommentItem({ sectionId, comment }: { sectionId: number; comment: SectionCommentItem }) {
  const created = new Date(comment.createdAt);
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <UserAvatar user={comment.author} size={36} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="font-semibold text-slate-900 dark:text-white">{comment.author.name}</p>
          <time dateTime={created.toISOString()} className="text-xs text-slate-500">
            {dateFormatter.format(created)}
          </time>
        </div>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">
          {comment.body}
        </p>
        {comment.canDelete ? (
          <Form method="post" preventScrollReset className="mt-2">
            <input type="hidden" name="sectionId" value={sectionId} />
            <input type="hidden" name="commentId" value={comment.id} />
            <SubmitButton
              intent="delete-comment"
              variant="ghost"
              size="sm"
              pendingLabel="Eliminando..."
              aria-label={`Eliminar el comentario de ${comment.author.name}`}
            >
              Eliminar
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </li>
  );
}
