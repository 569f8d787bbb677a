import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";

/**
 * The kit's form state: one zod schema gives the browser the same rules as the action (checked on
 * blur, then again on every input once shown) and the HTML constraints (required, minLength...)
 * the fields render. `lastResult` is the action's `submission.reply()`.
 */
export function useSchemaForm<Output, Input extends Record<string, unknown>>(
  schema: z.ZodType<Output, Input>,
  {
    id,
    lastResult,
    defaultValue,
    constraintSchema = schema,
  }: {
    id: string;
    lastResult: SubmissionResult<string[]> | undefined;
    defaultValue?: DefaultValue<Input>;
    /** For a schema whose root ends in a transform (Conform cannot read constraints from it). */
    constraintSchema?: z.ZodType;
  },
) {
  return useForm<Input, Output>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(constraintSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
