import { and, eq } from "drizzle-orm";

import { enrollments } from "../../db/schema";
import { db } from "~/db.server";

/** The user's enrollment rows in the course, read straight from the table (none, or one). */
export function enrollmentRows(userId: number, courseId: number) {
  return db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .all();
}

/** The user's enrollment in the course; a missing one fails the test here. */
export function enrollmentOf(userId: number, courseId: number) {
  const [enrollment] = enrollmentRows(userId, courseId);
  if (!enrollment) throw new Error(`user ${userId} is not enrolled in course ${courseId}`);
  return enrollment;
}
