import {
  useForm,
  type DefaultValue,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import type { Constraint } from "@conform-to/dom";
import { useEffect, useState } from "react";
import type * as z from "zod/v4/core";

type Validate = (formData: FormData) => Submission<unknown, string[], unknown>;

/**
 * The public forms' state (decision 073): the same rules as `useSchemaForm` (checked on blur, then
 * again on every input once shown), but the schema and its parser are fetched on the first focus
 * or input inside the form, so the page hydrates without zod. Until they arrive the browser does
 * not validate and a submit goes to the action, whose reply (`lastResult`) Conform shows. The HTML
 * constraints come from the loader (`getFormConstraint` on the server), so the first render is the
 * same with and without the schema.
 */
export function useLazySchemaForm<Output, Input extends Record<string, unknown>>(
  loadSchema: () => Promise<z.$ZodType<Output, Input>>,
  {
    id,
    lastResult,
    defaultValue,
    constraint,
  }: {
    id: string;
    lastResult: SubmissionResult<string[]> | undefined;
    defaultValue?: DefaultValue<NoInfer<Input>>;
    constraint: Record<string, Constraint>;
  },
) {
  const validate = useValidatorOnFirstUse(id, loadSchema);
  return useForm<Input, Output>({
    id,
    lastResult,
    defaultValue,
    constraint,
    onValidate: validate
      ? ({ formData }) => validate(formData) as Submission<Input, string[], Output>
      : undefined,
    // Without a validator Conform would send its blur/input validation to the server.
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
  });
}

/** `loadSchema` must be stable (a module-level function), or the listeners re-attach each render. */
function useValidatorOnFirstUse<Schema extends z.$ZodType>(
  formId: string,
  loadSchema: () => Promise<Schema>,
): Validate | null {
  const [validate, setValidate] = useState<Validate | null>(null);

  useEffect(() => {
    if (validate) return;
    let active = true;
    let loading = false;
    const start = (event: Event) => {
      const form = document.getElementById(formId);
      if (loading || !form || !(event.target instanceof Node) || !form.contains(event.target)) {
        return;
      }
      loading = true;
      Promise.all([loadSchema(), import("~/schemas/parse-form")]).then(
        ([schema, { parseForm }]) => {
          if (active) setValidate(() => (formData: FormData) => parseForm(formData, { schema }));
        },
        // Offline or a stale deploy: the server still validates; try again on the next focus.
        () => {
          loading = false;
        },
      );
    };
    document.addEventListener("focusin", start);
    document.addEventListener("input", start);
    return () => {
      active = false;
      document.removeEventListener("focusin", start);
      document.removeEventListener("input", start);
    };
  }, [formId, loadSchema, validate]);

  return validate;
}
