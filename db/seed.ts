import { count, eq } from "drizzle-orm";

import type { AppDatabase } from "./connection";
import { hashPasswordSync, verifyPasswordSync } from "../app/auth/password.server";
import { type CourseLevel, type ModuleDifficulty } from "../app/data/catalogue";
import { courseSearchText } from "../app/models/course-search-text";
import { courses, modules, sectionResources, sections, teams, testimonials, users } from "./schema";
import {
  DEMO_COURSES,
  SECTION_EXTRAS,
  SECTION_TEMPLATES,
  TEAM,
  TESTIMONIALS,
  type SeedCourse,
  type SeedModule,
} from "./seed-data";

/**
 * Inserts the demo catalogue (courses with modules and sections, team, testimonials) when the
 * database has no courses yet. Idempotent: a second run changes nothing.
 */
export function seedDemoCatalogue(db: AppDatabase) {
  if (hasCourses(db)) return false;
  // IMMEDIATE takes the write lock before re-checking, so two processes starting at once on the
  // same file cannot both seed it.
  return db.transaction(
    (tx) => {
      if (hasCourses(tx)) return false;
      DEMO_COURSES.forEach((course, index) => insertCourse(tx, course, index));
      tx.insert(teams)
        .values(TEAM.map((member, index) => ({ ...member, order: index + 1 })))
        .run();
      tx.insert(testimonials)
        .values(TESTIMONIALS.map((testimonial, index) => ({ ...testimonial, order: index + 1 })))
        .run();
      return true;
    },
    { behavior: "immediate" },
  );
}

/** Creates the admin account unless a user with that email exists. Returns true when created. */
export function ensureAdminAccount(db: AppDatabase, admin: { email: string; password: string }) {
  const email = admin.email.toLowerCase();
  if (db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()) return false;
  db.insert(users)
    .values({
      email,
      username: availableUsername(db, "admin"),
      name: "Administrador",
      role: "admin",
      passwordHash: hashPasswordSync(admin.password),
      // Chosen by whoever runs the server: there is no inbox to prove.
      emailVerifiedAt: new Date(),
    })
    .run();
  return true;
}

/**
 * Why an existing account does not match ADMIN_EMAIL / ADMIN_PASSWORD: it is not an admin, or its
 * password is not ADMIN_PASSWORD (changed since the account was created, decision 103). Null when
 * there is no such account or it matches.
 */
export function adminAccountMismatch(
  db: AppDatabase,
  admin: { email: string; password: string },
): "not-admin" | "password-differs" | null {
  const row = db
    .select({ role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, admin.email.toLowerCase()))
    .get();
  if (!row) return null;
  if (row.role !== "admin") return "not-admin";
  return verifyPasswordSync(row.passwordHash, admin.password) ? null : "password-differs";
}

// ---------------------------------------------------------------------------------------------

type Transaction = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

function hasCourses(db: AppDatabase | Transaction) {
  const row = db.select({ n: count() }).from(courses).get();
  return (row?.n ?? 0) > 0;
}

function insertCourse(tx: Transaction, course: SeedCourse, courseIndex: number) {
  const { id: courseId } = tx
    .insert(courses)
    .values({
      title: course.title,
      slug: course.slug,
      description: course.description,
      shortDescription: course.shortDescription,
      level: course.level,
      category: course.category,
      duration: course.duration,
      modules: course.modules.length,
      image: `/images/courses/${course.slug}.svg`,
      instructor: course.instructor,
      featured: course.featured ?? false,
      popular: course.popular ?? false,
      isNew: course.isNew ?? false,
      isLive: course.isLive ?? false,
      liveDetails: course.isLive ? (course.liveDetails ?? null) : null,
      isDisabled: course.isDisabled ?? false,
      comingSoon: course.comingSoon ?? false,
      searchText: courseSearchText(course),
    })
    .returning({ id: courses.id })
    .get();

  const hours = spreadHours(course.duration, course.modules.length);
  course.modules.forEach((module, index) => {
    const moduleHours = module.duration ?? hours[index];
    const { id: moduleId } = tx
      .insert(modules)
      .values({
        courseId,
        title: module.title,
        description: module.description,
        duration: moduleHours,
        order: index + 1,
        difficulty: difficultyFor(course.level, index, course.modules.length),
        instructor: course.instructor,
      })
      .returning({ id: modules.id })
      .get();
    const extras = SECTION_EXTRAS[course.slug] ?? {};
    const inserted = tx
      .insert(sections)
      .values(
        buildSections(course, module, index, courseIndex, moduleHours).map((s) => ({
          ...s,
          moduleId,
          videoUrl: extras[s.title]?.videoUrl ?? null,
        })),
      )
      .returning({ id: sections.id, title: sections.title })
      .all();
    const resources = inserted.flatMap((section) =>
      (extras[section.title]?.resources ?? []).map((resource, order) => ({
        ...resource,
        sectionId: section.id,
        order: order + 1,
      })),
    );
    if (resources.length > 0) tx.insert(sectionResources).values(resources).run();
  });
}

function buildSections(
  course: SeedCourse,
  module: SeedModule,
  moduleIndex: number,
  courseIndex: number,
  moduleHours: number,
) {
  const total = module.sections.length;
  const typicalMinutes = (moduleHours * 60) / total;
  return module.sections.map((section, index) => {
    const order = index + 1;
    if (typeof section !== "string") return { ...section, order };
    const position = index === 0 ? "first" : index === total - 1 ? "last" : "middle";
    const templates = SECTION_TEMPLATES[position];
    const write = templates[(moduleIndex + courseIndex + index) % templates.length];
    const content = write({
      section,
      module: module.title,
      course: course.title,
      isLastModule: moduleIndex === course.modules.length - 1,
    });
    // Around the module's time share, rounded to 5 minutes, varied a little between sections.
    const offsets = [-10, 5, 0, 10, -5];
    const minutes =
      Math.round((typicalMinutes + offsets[(moduleIndex + index) % offsets.length]) / 5) * 5;
    return { title: section, content, duration: Math.min(90, Math.max(15, minutes)), order };
  });
}

/** Splits `total` hours over `parts` modules (at least 1 h each); later modules get the extra hours. */
function spreadHours(total: number, parts: number) {
  const base = Math.max(1, Math.floor(total / parts));
  const extra = Math.max(0, total - base * parts);
  return Array.from({ length: parts }, (_, i) => base + (i >= parts - extra ? 1 : 0));
}

/** Modules get harder through the course; how hard depends on the course level. */
function difficultyFor(level: CourseLevel, index: number, total: number): ModuleDifficulty {
  const progress = total > 1 ? index / (total - 1) : 0;
  const steps: Record<CourseLevel, [number, ModuleDifficulty][]> = {
    Principiante: [
      [0.6, "Easy"],
      [1, "Medium"],
    ],
    Intermedio: [
      [0.25, "Easy"],
      [0.75, "Medium"],
      [1, "Hard"],
    ],
    Avanzado: [
      [0.3, "Medium"],
      [0.75, "Hard"],
      [1, "Very Hard"],
    ],
    "Todos los niveles": [
      [0.3, "Easy"],
      [0.6, "Medium"],
      [0.85, "Hard"],
      [1, "Very Hard"],
    ],
  };
  return steps[level].find(([limit]) => progress < limit || limit === 1)![1];
}

/** "admin", else "admin2", "admin3"…: a changed ADMIN_EMAIL must not collide with an older admin. */
function availableUsername(db: AppDatabase, base: string) {
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!db.select({ id: users.id }).from(users).where(eq(users.username, candidate)).get()) {
      return candidate;
    }
  }
}
