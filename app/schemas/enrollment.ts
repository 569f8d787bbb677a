import * as z from "zod";

/** Kept in English for compatibility with the previous site's clients (400 'Course ID is required'). */
export const COURSE_ID_REQUIRED = "Course ID is required";

/** POST /api/enroll body: `{ courseId }` as a positive integer (a numeric string is accepted). */
export const enrollSchema = z.object({
  courseId: z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: COURSE_ID_REQUIRED })
      .int(COURSE_ID_REQUIRED)
      .positive(COURSE_ID_REQUIRED)
      .max(Number.MAX_SAFE_INTEGER, COURSE_ID_REQUIRED),
  ),
});

export type EnrollInput = z.infer<typeof enrollSchema>;
