/**
 * `npm run db:seed`: opens the database at DATABASE_PATH (which applies the migrations, seeds the
 * demo catalogue when there are no courses, and creates the admin account), then prints how many
 * rows each table holds.
 */
import { count } from "drizzle-orm";

import { db } from "~/db.server";

import * as schema from "./schema";

const tables = {
  users: schema.users,
  sessions: schema.sessions,
  images: schema.images,
  courses: schema.courses,
  modules: schema.modules,
  sections: schema.sections,
  enrollments: schema.enrollments,
  section_progress: schema.sectionProgress,
  teams: schema.teams,
  testimonials: schema.testimonials,
  contacts: schema.contacts,
  live_course_registrations: schema.liveCourseRegistrations,
};

const rows = Object.entries(tables).map(([table, t]) => ({
  table,
  rows: db.select({ n: count() }).from(t).get()?.n ?? 0,
}));

console.log(`Base de datos: ${db.$client.name}`);
console.table(rows);
