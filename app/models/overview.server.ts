import { count, eq, gte, sql } from "drizzle-orm";

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

/**
 * One page of courses in catalogue order (primary key), each figure a correlated count over an
 * index (`enrollments_course_stats_idx`, the registrations' unique (course, user) index): the cost
 * is the page's 25 courses, whatever the catalogue's size. Written out in SQL because drizzle
 * leaves column names unqualified in a one-table select, which correlated subqueries cannot use.
 */
const coursePageQuery = db
  .select({
    id: courses.id,
    title: courses.title,
    slug: courses.slug,
    isLive: courses.isLive,
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
  })
  .from(courses)
  .orderBy(courses.id)
  .limit(sql.placeholder("limit"))
  .offset(sql.placeholder("offset"))
  .prepare();

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
  const perCourse = coursePageQuery.all({ limit: ADMIN_PAGE_SIZE, offset: shown.offset });

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
