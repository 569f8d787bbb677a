import {
  useForm,
  type DefaultValue,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { getFormConstraint } from "~/schemas/form-constraint";
import type * as z from "zod/v4/core";

/**
 * How a form's submission is read: the same function in the browser and in the action, so both
 * report the same errors. Conform's `parseWithZod` for the signed-in forms; `parseForm` from
 * `~/schemas/parse-form` for the public ones, whose pages must stay light (decision 071).
 */
export type FormParser = <Schema extends z.$ZodType>(
  payload: FormData,
  options: { schema: Schema },
) => Submission<z.input<Schema>, string[], z.output<Schema>>;

/**
 * The kit's form state: one zod schema gives the browser the same rules as the action (checked on
 * blur, then again on every input once shown) and the HTML constraints (required, minLength...)
 * the fields render. `lastResult` is the action's `submission.reply()`.
 */
export function useSchemaForm<Output, Input extends Record<string, unknown>>(
  schema: z.$ZodType<Output, Input>,
  {
    id,
    parse,
    lastResult,
    defaultValue,
    constraintSchema = schema,
  }: {
    id: string;
    parse: FormParser;
    lastResult: SubmissionResult<string[]> | undefined;
    defaultValue?: DefaultValue<Input>;
    /** For a schema whose root ends in a transform (Conform cannot read constraints from it). */
    constraintSchema?: z.$ZodType;
  },
) {
  return useForm<Input, Output>({
    id,
    lastResult,
    defaultValue,
    constraint: getFormConstraint(constraintSchema),
    onValidate: ({ formData }) => parse(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
