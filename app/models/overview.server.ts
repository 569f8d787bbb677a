import { asc, count, desc, eq, gte, sql } from "drizzle-orm";

import { contacts, courses, enrollments, liveCourseRegistrations, users } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { ADMIN_PAGE_SIZE, clampPage } from "~/utils/pagination";

const DAY_MS = 24 * 60 * 60 * 1000;
export const RECENT_MESSAGES_DAYS = 30;

// Prepared once: the overview is the admin's landing page (issue 20 item 4).

const studentCountQuery = db
  .select({ total: count() })
  .from(users)
  .where(eq(users.role, "student"))
  .prepare();

/** One pass over `enrollments_course_stats_idx` (covering): no table row is read. */
const enrollmentTotalsQuery = db
  .select({
    enrollments: count(),
    completions: sql<number>`coalesce(sum(${enrollments.completed}), 0)`,
  })
  .from(enrollments)
  .prepare();

const registrationTotalQuery = db
  .select({ total: count() })
  .from(liveCourseRegistrations)
  .prepare();

const courseCountQuery = db.select({ total: count() }).from(courses).prepare();

const recentMessagesQuery = db
  .select({ total: count() })
  .from(contacts)
  .where(gte(contacts.createdAt, sql.placeholder("since")))
  .prepare();

/** The per-course figures: each a correlated count over a `course_id`-leading index. */
const perCourseColumns = {
  id: courses.id,
  title: courses.title,
  slug: courses.slug,
  isLive: courses.isLive,
  // Written out in SQL: drizzle leaves column names unqualified in a one-table select, which
  // correlated subqueries cannot use.
  enrollments: sql<number>`(select count(*) from enrollments e where e.course_id = courses.id)`,
  completions: sql<number>`(
    select count(*) from enrollments e where e.course_id = courses.id and e.completed = 1
  )`,
  averageProgress: sql<number>`(
    select coalesce(round(avg(e.progress)), 0) from enrollments e where e.course_id = courses.id
  )`,
  liveRegistrations: sql<number>`(
    select count(*) from live_course_registrations r where r.course_id = courses.id
  )`,
};

/**
 * One page of courses in catalogue order (primary key): the cost is the page's 25 courses plus the
 * offset walk, whatever the catalogue's size. Pages in the second half walk from the end (the
 * same rows, read backwards and put back in order), so no page walks more than half the table.
 */
const coursePageQuery = db
  .select(perCourseColumns)
  .from(courses)
  .orderBy(asc(courses.id))
  .limit(sql.placeholder("limit"))
  .offset(sql.placeholder("offset"))
  .prepare();
const coursePageFromEndQuery = db
  .select(perCourseColumns)
  .from(courses)
  .orderBy(desc(courses.id))
  .limit(sql.placeholder("limit"))
  .offset(sql.placeholder("offset"))
  .prepare();

function coursePage(offset: number, total: number) {
  const limit = Math.max(0, Math.min(ADMIN_PAGE_SIZE, total - offset));
  if (offset <= total / 2) return coursePageQuery.all({ limit: ADMIN_PAGE_SIZE, offset });
  return coursePageFromEndQuery.all({ limit, offset: total - offset - limit }).reverse();
}

/**
 * What an academy reports to its partners (admin 'Resumen'): students registered, enrollments,
 * completions, live registrations and messages in the last 30 days over the whole academy, then
 * one page (25 courses, catalogue order) of per-course figures. Totals are aggregates over
 * covering indexes and the page is bounded, so the overview costs the same at 100k courses as at
 * 20 (docs/decisions/119). A page past the last shows the last one, like every admin list.
 */
export function getAcademyOverview(
  _admin: Admin,
  { now = new Date(), page = 1 }: { now?: Date; page?: number } = {},
) {
  const students = studentCountQuery.get()?.total ?? 0;
  const enrollmentTotals = enrollmentTotalsQuery.get();
  const totals = {
    enrollments: enrollmentTotals?.enrollments ?? 0,
    completions: enrollmentTotals?.completions ?? 0,
    liveRegistrations: registrationTotalQuery.get()?.total ?? 0,
  };

  const since = new Date(now.getTime() - RECENT_MESSAGES_DAYS * DAY_MS);
  const recentMessages =
    recentMessagesQuery.get({ since: Math.floor(since.getTime() / 1000) })?.total ?? 0;

  const courseCount = courseCountQuery.get()?.total ?? 0;
  const shown = clampPage(page, courseCount);
  const perCourse = coursePage(shown.offset, courseCount);

  return {
    students,
    recentMessages,
    recentMessagesDays: RECENT_MESSAGES_DAYS,
    totals,
    perCourse,
    page: shown.page,
    pageCount: shown.pageCount,
    courseCount,
  };
}

export type AcademyOverview = ReturnType<typeof getAcademyOverview>;
