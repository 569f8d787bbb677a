import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";

import { SubmitButton } from "~/components/ui/button";
import { ErrorSummary, type ErrorSummaryLabels } from "~/components/ui/error-summary";
import type { ProfileIntent } from "~/schemas/profile";
import type { FormFailure } from "~/utils/form-reply";

/** One section of the profile page: a titled card. */
export function ProfileCard({
  id,
  title,
  description,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        tone === "danger"
          ? "border-red-300 dark:border-red-900"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {description ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * A card's form: posted to /profile with the page kept where it was (the cards stack on one long
 * page), its refusal summed up at its top (`labels` name the fields there), one right-aligned
 * submit button that names the intent.
 */
export function ProfileForm<Schema extends Record<string, unknown>>({
  form,
  failure,
  labels,
  intent,
  submitLabel,
  pendingLabel,
  onInput,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  failure: FormFailure | undefined;
  labels: ErrorSummaryLabels;
  intent: ProfileIntent;
  submitLabel: string;
  pendingLabel: string;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action="/profile"
      preventScrollReset
      {...getFormProps(form)}
      onInput={onInput}
      className="space-y-5"
    >
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} failure={failure} />
      {children}
      <div className="flex justify-end">
        <SubmitButton intent={intent} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
