import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";

import { buttonClasses, SubmitButton } from "~/components/ui/button";
import { ErrorSummary, type ErrorSummaryLabels } from "~/components/ui/error-summary";
import type { AdminActionData } from "~/utils/form-reply";

/**
 * A titled panel of the admin (Cursos, Módulos de..., Secciones de...), with its back link;
 * `framed` when it opens inside another panel (a module's sections in its course's modules).
 */
export function AdminPanel({
  title,
  description,
  back,
  framed = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  framed?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={
        framed
          ? "space-y-6 rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800"
          : "space-y-6"
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-2xl font-bold">
            {title}
          </h2>
          {description ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {back ? (
          <Link to={back.to} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            {back.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Form on one side, list on the other (stacked on a phone). */
export function FormAndList({ form, list }: { form: ReactNode; list: ReactNode }) {
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <div className="lg:col-span-2">{form}</div>
      <div className="lg:col-span-3">{list}</div>
    </div>
  );
}

/**
 * What an admin entity's create/edit form is given by its page (`AdminCrudPage`): the item `?edit=N`
 * loaded into it, where it posts (with `?edit=N` while editing), where 'Cancelar' goes, the refusal
 * it shows, and the order a new item proposes (the end of the list, SPEC §4).
 */
export type AdminFormProps<Editing = unknown> = {
  editing: Editing | null;
  action: string;
  cancelTo: string;
  actionData: AdminActionData | undefined;
  nextOrder: number;
};

/**
 * The create/edit form of an admin entity, framed as they all are: its title ('Nuevo curso' or
 * 'Editar {title}'), the row's hidden id while editing, 'Cancelar' back to create mode, the error
 * summary at its top (the fields named by `labels`) and the submit button posting `intent` (create
 * or update). `form` is the Conform state of the entity's schema (`useSchemaForm`); `multipart`
 * when it carries an image file.
 */
export function AdminFormCard({
  form,
  labels,
  editing,
  idField,
  title,
  submitLabel,
  multipart = false,
  action,
  cancelTo,
  actionData,
  children,
}: Omit<AdminFormProps, "editing" | "nextOrder"> & {
  form: FormMetadata<Record<string, unknown>, string[]>;
  /** The fields' labels, in the form's order, for the error summary. */
  labels: ErrorSummaryLabels;
  editing: { id: number } | null;
  /** The hidden field naming it ('courseId'). */
  idField: string;
  title: string;
  submitLabel: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  const titleId = `${form.id}-heading`;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h3 id={titleId} className="text-lg font-bold">
        {title}
      </h3>
      <Form
        method="post"
        aria-labelledby={titleId}
        className="mt-4 space-y-5"
        {...getFormProps(form)}
        action={action}
        encType={multipart ? "multipart/form-data" : undefined}
        preventScrollReset
      >
        {editing ? <input type="hidden" name={idField} value={editing.id} /> : null}
        <ErrorSummary
          formId={form.id}
          errors={form.allErrors}
          labels={labels}
          failure={actionData?.failure}
        />
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          {editing ? (
            <Link to={cancelTo} className={buttonClasses({ variant: "secondary" })}>
              Cancelar
            </Link>
          ) : null}
          <SubmitButton intent={editing ? "update" : "create"} pendingLabel="Guardando...">
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
