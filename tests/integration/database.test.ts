import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { and, asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { db, openDatabase, type AppDatabase } from "~/db.server";

import * as schema from "../../db/schema";
import { ensureAdminAccount, seedDemoCatalogue } from "../../db/seed";
import { foldSearchText } from "~/models/course-search-text";
import {
  courseBySlug,
  insertTestCourse,
  insertTestModule,
  insertTestSection,
} from "../support/courses";
import { insertTestUser } from "../support/users";

const {
  contacts,
  courses,
  enrollments,
  images,
  liveCourseRegistrations,
  modules,
  sectionProgress,
  sections,
  sessions,
  teams,
  testimonials,
  users,
} = schema;

const TABLES = {
  contacts,
  courses,
  enrollments,
  images,
  live_course_registrations: liveCourseRegistrations,
  modules,
  section_progress: sectionProgress,
  sections,
  sessions,
  teams,
  testimonials,
  users,
};

function rowCounts(database: AppDatabase) {
  return Object.fromEntries(
    Object.entries(TABLES).map(([name, table]) => [
      name,
      database.select({ n: count() }).from(table).get()!.n,
    ]),
  );
}

/** Runs a write that must violate a constraint; returns SQLite's message (drizzle wraps it in `cause`). */
function sqliteErrorOf(write: () => unknown): string {
  try {
    write();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return (cause instanceof Error ? cause : (error as Error)).message;
  }
  return "(no error: the write succeeded)";
}

const unique = () => randomUUID().slice(0, 8);

// ---------------------------------------------------------------------------------------------
// openDatabase on a brand-new file
// ---------------------------------------------------------------------------------------------

describe("openDatabase", () => {
  const tmpDir = path.resolve("tests/.tmp");
  const opened: AppDatabase[] = [];
  const files: string[] = [];

  function freshPath() {
    const file = path.join(tmpDir, `open-${randomUUID()}.db`);
    files.push(file);
    return file;
  }
  function open(file: string) {
    const database = openDatabase(file);
    opened.push(database);
    return database;
  }

  afterAll(() => {
    for (const database of opened) if (database.$client.open) database.$client.close();
    for (const file of files)
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  });

  it("creates the file, applies every migration and sets the pragmas", () => {
    const file = freshPath();
    expect(fs.existsSync(file)).toBe(false);
    const fresh = open(file);
    expect(fs.existsSync(file)).toBe(true);

    const tables = fresh.$client
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> '__drizzle_migrations' order by name",
      )
      .pluck()
      .all();
    expect(tables).toEqual([
      "account_tokens",
      "audit_log",
      "certificates",
      "contacts",
      "courses",
      // The catalogue's trigram search index and its shadow tables (docs/decisions/094).
      "courses_fts",
      "courses_fts_config",
      "courses_fts_data",
      "courses_fts_docsize",
      "courses_fts_idx",
      "editor_projects",
      "enrollments",
      "idempotency_keys",
      "images",
      "issuer_keys",
      "live_course_registrations",
      "modules",
      "outbox_emails",
      "progress_sync_writes",
      "section_comments",
      "section_progress",
      "section_resources",
      "sections",
      "sessions",
      "teams",
      "testimonials",
      "users",
    ]);

    const journal = JSON.parse(
      fs.readFileSync(path.resolve("db/migrations/meta/_journal.json"), "utf8"),
    );
    const applied = fresh.$client
      .prepare("select count(*) from __drizzle_migrations")
      .pluck()
      .get();
    expect(applied).toBe(journal.entries.length);

    const pragma = (name: string) => fresh.$client.pragma(name, { simple: true });
    expect(pragma("journal_mode")).toBe("wal");
    expect(pragma("foreign_keys")).toBe(1);
    expect(pragma("busy_timeout")).toBe(5000);
    expect(pragma("synchronous")).toBe(1);

    // Opening does not seed: that is the app's start-up job.
    expect(rowCounts(fresh).courses).toBe(0);
  });

  it("is a no-op when opened again on an up-to-date file", () => {
    const file = freshPath();
    const first = open(file);
    first
      .insert(contacts)
      .values({ name: "Ana", email: "ana@example.com", message: "Hola, ¿cuándo empieza?" })
      .run();
    const migrationsBefore = first.$client
      .prepare("select count(*) from __drizzle_migrations")
      .pluck()
      .get();
    first.$client.close();

    let second: AppDatabase | undefined;
    expect(() => {
      second = open(file);
    }).not.toThrow();
    expect(second!.$client.prepare("select count(*) from __drizzle_migrations").pluck().get()).toBe(
      migrationsBefore,
    );
    expect(second!.select().from(contacts).all()).toHaveLength(1);
    expect(second!.$client.pragma("foreign_keys", { simple: true })).toBe(1);
  });

  it("seeds a fresh database once, then leaves it alone", () => {
    const fresh = open(freshPath());
    expect(seedDemoCatalogue(fresh)).toBe(true);
    const afterFirst = rowCounts(fresh);
    for (const table of ["courses", "modules", "sections", "teams", "testimonials"]) {
      expect(afterFirst[table], table).toBeGreaterThan(0);
    }
    // Nothing personal is seeded.
    for (const table of [
      "users",
      "sessions",
      "images",
      "enrollments",
      "section_progress",
      "contacts",
    ]) {
      expect(afterFirst[table], table).toBe(0);
    }
    expect(afterFirst.live_course_registrations).toBe(0);

    expect(seedDemoCatalogue(fresh)).toBe(false);
    expect(rowCounts(fresh)).toEqual(afterFirst);
  });

  it("does not seed over an admin's own catalogue", () => {
    const fresh = open(freshPath());
    fresh
      .insert(courses)
      .values({
        title: "Curso propio",
        slug: "curso-propio",
        description: "Un curso creado a mano antes del primer arranque.",
        shortDescription: "Curso creado a mano.",
        level: "Principiante",
        category: "Computación",
        duration: 1,
        modules: 1,
        image: "/images/courses/propio.svg",
        instructor: "Alguien",
      })
      .run();
    expect(seedDemoCatalogue(fresh)).toBe(false);
    expect(rowCounts(fresh)).toMatchObject({ courses: 1, modules: 0, teams: 0, testimonials: 0 });
  });

  it("creates the admin account only once", () => {
    const fresh = open(freshPath());
    const admin = { email: "Admin@Example.com", password: "una-clave-segura" };
    expect(ensureAdminAccount(fresh, admin)).toBe(true);
    expect(ensureAdminAccount(fresh, admin)).toBe(false);
    expect(ensureAdminAccount(fresh, { ...admin, email: "admin@example.com" })).toBe(false);
    const rows = fresh.select().from(users).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "admin@example.com", role: "admin", username: "admin" });
    expect(rows[0].passwordHash).not.toBe(admin.password);
  });

  it("gives a second admin email its own username instead of failing at start-up", () => {
    const fresh = open(freshPath());
    expect(ensureAdminAccount(fresh, { email: "first@example.com", password: "clave-uno" })).toBe(
      true,
    );
    expect(ensureAdminAccount(fresh, { email: "second@example.com", password: "clave-dos" })).toBe(
      true,
    );
    const usernames = fresh.select({ username: users.username }).from(users).all();
    expect(usernames.map((row) => row.username).sort()).toEqual(["admin", "admin2"]);
  });
});

// ---------------------------------------------------------------------------------------------
// The app database (opened, migrated and seeded by importing ~/db.server)
// ---------------------------------------------------------------------------------------------

// The previous site's twelve courses, as listed in notes/previous-site.md:
// title · slug · category · level · hours · modules · flags.
const PREVIOUS_SITE_CATALOGUE = `
Desarrollo Web · desarrollo-web · Desarrollo Web · Principiante · 24 · 11 · popular
Desarrollo Web Frontend · desarrollo-web-frontend · Frontend · Principiante · 30 · 9 · featured
Python Fullstack · python-fullstack · FullStack · Todos los niveles · 45 · 10 · popular
Java Fullstack · java-fullstack · Backend · Intermedio · 55 · 8 ·
React & Redux · react-redux · Frontend · Intermedio · 30 · 7 · new
Ciencia de Datos con Python · ciencia-datos-python · Ciencia de Datos · Avanzado · 50 · 8 · featured
Node.js & Express · nodejs-express · Backend · Intermedio · 25 · 6 · new
Angular Avanzado · angular-avanzado · Frontend · Avanzado · 40 · 8 · popular
Machine Learning con Python · machine-learning-python · Inteligencia Artificial · Avanzado · 60 · 12 · featured popular
Aplicaciones Móviles con Flutter · desarrollo-flutter · Desarrollo Móvil · Intermedio · 35 · 7 · new
Videojuegos con Unity · desarrollo-unity · Programación · Todos los niveles · 65 · 14 · featured
DevOps y CI/CD · devops-cicd · DevOps · Avanzado · 45 · 9 · popular`
  .trim()
  .split("\n")
  .map((line) => {
    const [title, slug, category, level, hours, moduleCount, flags] = line
      .split("·")
      .map((field) => field.trim());
    return {
      title,
      slug,
      category,
      level,
      hours: Number(hours),
      moduleCount: Number(moduleCount),
      flags,
    };
  });

const WEB_DEVELOPMENT_MODULES = [
  "Introducción a la Computación",
  "HTML Básico",
  "HTML Intermedio",
  "HTML Avanzado",
  "CSS Básico",
  "CSS Intermedio",
  "CSS Avanzado",
  "JavaScript Básico",
  "JavaScript Intermedio",
  "JavaScript Avanzado",
  "Publicación de tu Página Web",
];

const publicFile = (url: string) => path.resolve("public", url.replace(/^\//, ""));

describe("demo catalogue", () => {
  const allCourses = () => db.select().from(courses).orderBy(asc(courses.id)).all();

  it("has the courses the footer links to, open for enrollment", () => {
    for (const slug of ["web-development", "discover-computing", "first-steps-in-python"]) {
      expect(courseBySlug(slug), slug).toMatchObject({
        isLive: false,
        comingSoon: false,
        isDisabled: false,
      });
    }
    // The home page's course-structure sample (SPEC §2): Web Development, 11 modules.
    expect(courseBySlug("web-development").modules).toBe(11);
  });

  it("keeps the previous site's twelve courses with their facts", () => {
    for (const {
      title,
      slug,
      category,
      level,
      hours,
      moduleCount,
      flags,
    } of PREVIOUS_SITE_CATALOGUE) {
      expect(courseBySlug(slug), slug).toMatchObject({
        title,
        category,
        level,
        duration: hours,
        modules: moduleCount,
        popular: flags.includes("popular"),
        featured: flags.includes("featured"),
        isNew: flags.includes("new"),
        isLive: false,
        comingSoon: false,
        isDisabled: false,
      });
    }
    // The home page shows the first six: the previous site's catalogue comes first.
    expect(
      allCourses()
        .slice(0, 12)
        .map((c) => c.slug),
    ).toEqual(PREVIOUS_SITE_CATALOGUE.map((c) => c.slug));
  });

  it("has a live course whose liveDetails come back as an object", () => {
    const live = courseBySlug("robotica-en-vivo");
    expect(live.isLive).toBe(true);
    // Stored as JSON text, read back as an object with every field the live page shows.
    expect(live.liveDetails).toEqual({
      liveDuration: expect.stringMatching(/\S/),
      schedule: expect.stringMatching(/\S/),
      modality: expect.stringMatching(/\S/),
      address: expect.stringMatching(/\S/),
      contact: expect.stringMatching(/\S/),
    });
    for (const course of allCourses()) {
      if (course.isLive) {
        expect(course.liveDetails, course.slug).not.toBeNull();
        expect(schema.LIVE_MODALITIES, course.slug).toContain(course.liveDetails!.modality);
      } else {
        expect(course.liveDetails, course.slug).toBeNull();
      }
    }
  });

  it("has one coming-soon course and one disabled course", () => {
    const list = allCourses();
    expect(list.filter((c) => c.comingSoon).map((c) => c.slug)).toEqual(["ciberseguridad-basica"]);
    expect(list.filter((c) => c.isDisabled).map((c) => c.slug)).toEqual(["ofimatica-esencial"]);
  });

  it("stores images, search text and valid fields for every course", () => {
    for (const course of allCourses()) {
      expect(course.image).toBe(`/images/courses/${course.slug}.svg`);
      expect(fs.existsSync(publicFile(course.image)), course.image).toBe(true);
      expect(course.searchText).toBe(foldSearchText(`${course.title} ${course.description}`));
      expect(course.searchText).not.toMatch(/[A-ZÁÉÍÓÚÜÑáéíóúüñ]/);
      expect(course.description.length).toBeGreaterThanOrEqual(10);
      expect(course.shortDescription.length).toBeGreaterThanOrEqual(10);
      expect(course.instructor.length).toBeGreaterThanOrEqual(3);
      expect(["Principiante", "Intermedio", "Avanzado", "Todos los niveles"]).toContain(
        course.level,
      );
    }
    expect(foldSearchText("Programación Básica en Español")).toBe("programacion basica en espanol");
  });

  it("gives every course its announced modules, and every module 2 to 5 sections, in order", () => {
    for (const course of allCourses()) {
      const courseModules = db
        .select()
        .from(modules)
        .where(eq(modules.courseId, course.id))
        .orderBy(asc(modules.order))
        .all();
      expect(courseModules.length, course.slug).toBeGreaterThanOrEqual(1);
      expect(courseModules.length, course.slug).toBe(course.modules);
      expect(courseModules.map((m) => m.order)).toEqual(courseModules.map((_, i) => i + 1));
      for (const module of courseModules) {
        expect(["Easy", "Medium", "Hard", "Very Hard"]).toContain(module.difficulty);
        expect(module.duration).toBeGreaterThanOrEqual(1);
        expect(module.description.length).toBeGreaterThanOrEqual(10);
        expect(module.instructor).toBe(course.instructor);
        const moduleSections = db
          .select()
          .from(sections)
          .where(eq(sections.moduleId, module.id))
          .orderBy(asc(sections.order))
          .all();
        expect(moduleSections.length, `${course.slug} / ${module.title}`).toBeGreaterThanOrEqual(2);
        expect(moduleSections.length, `${course.slug} / ${module.title}`).toBeLessThanOrEqual(5);
        expect(moduleSections.map((s) => s.order)).toEqual(moduleSections.map((_, i) => i + 1));
        for (const section of moduleSections) {
          expect(section.duration).toBeGreaterThanOrEqual(1);
          expect(section.content.length).toBeGreaterThanOrEqual(100);
        }
      }
    }
  });

  it("gives Desarrollo Web desde Cero its eleven 2-hour modules in order", () => {
    const course = courseBySlug("web-development");
    const list = db
      .select()
      .from(modules)
      .where(eq(modules.courseId, course.id))
      .orderBy(asc(modules.order))
      .all();
    expect(list.map((m) => m.title)).toEqual(WEB_DEVELOPMENT_MODULES);
    expect(list.map((m) => m.duration)).toEqual(Array(11).fill(2));

    const first = db
      .select()
      .from(sections)
      .where(eq(sections.moduleId, list[0].id))
      .orderBy(asc(sections.order))
      .all();
    // More than three, so the "first 3 sections visible to non-enrolled users" rule shows.
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(first.slice(0, 3).map((s) => [s.title, s.duration])).toEqual([
      ["Historia de la computación", 30],
      ["Hardware y software", 45],
      ["Sistemas operativos", 60],
    ]);
  });

  it("has the four team members in order", () => {
    const team = db.select().from(teams).orderBy(asc(teams.order)).all();
    expect(team.map((m) => m.role)).toEqual([
      "CEO & Fundador",
      "COO & CoFundadora",
      "CFO",
      "Community Manager",
    ]);
    expect(team.map((m) => m.order)).toEqual([1, 2, 3, 4]);
    for (const member of team) {
      expect(member.bio.length).toBeGreaterThanOrEqual(10);
      expect(member.image).toMatch(/^\/images\/team\/[a-z-]+\.svg$/);
      expect(fs.existsSync(publicFile(member.image)), member.image).toBe(true);
      for (const link of [member.linkedIn, member.github, member.twitter, member.instagram]) {
        if (link !== null) expect(link).toMatch(/^https:\/\//);
      }
    }
  });

  it("has six testimonials about seeded courses, rated 4 to 5", () => {
    const list = db.select().from(testimonials).orderBy(asc(testimonials.order)).all();
    expect(list.map((t) => t.order)).toEqual([1, 2, 3, 4, 5, 6]);
    const titles = new Set(allCourses().map((c) => c.title));
    for (const testimonial of list) {
      expect(titles.has(testimonial.courseName), testimonial.courseName).toBe(true);
      expect(testimonial.rating).toBeGreaterThanOrEqual(4);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
      expect(fs.existsSync(publicFile(testimonial.image)), testimonial.image).toBe(true);
    }
    expect(list.some((t) => t.rating === 4.5)).toBe(true);
  });

  it("does nothing when seeded again", () => {
    const before = rowCounts(db);
    expect(seedDemoCatalogue(db)).toBe(false);
    expect(rowCounts(db)).toEqual(before);
  });

  it("has exactly one admin, however often ensureAdminAccount runs", () => {
    // tests/setup/temp-database.ts sets ADMIN_EMAIL=admin@test.local; start-up already created it.
    expect(ensureAdminAccount(db, { email: "admin@test.local", password: "otra-clave" })).toBe(
      false,
    );
    expect(ensureAdminAccount(db, { email: "ADMIN@test.local", password: "otra-clave" })).toBe(
      false,
    );
    const admins = db.select().from(users).where(eq(users.role, "admin")).all();
    expect(admins).toHaveLength(1);
    expect(admins[0].email).toBe("admin@test.local");
  });
});

// ---------------------------------------------------------------------------------------------
// Foreign keys (ON DELETE) and unique constraints
// ---------------------------------------------------------------------------------------------

/** A live course of its own with two modules of two sections each. */
function createCourse() {
  const course = insertTestCourse({ isLive: true, modules: 2 });
  const [moduleA, moduleB] = [1, 2].map((order) => insertTestModule(course.id, order));
  const sectionsOf = (moduleId: number) =>
    [1, 2].map((order) => insertTestSection(moduleId, order));
  return {
    course,
    moduleA,
    moduleB,
    sectionsA: sectionsOf(moduleA.id),
    sectionsB: sectionsOf(moduleB.id),
  };
}

function register(courseId: number, userId: number | null) {
  return db
    .insert(liveCourseRegistrations)
    .values({
      courseId,
      userId,
      firstName: "Lucía",
      lastName: "Pérez",
      email: `lucia-${unique()}@example.com`,
      phoneNumber: "2291234567",
      age: 15,
      guardianFirstName: "Marta",
      guardianLastName: "Pérez",
      guardianPhoneNumber: "2297654321",
      preferredModality: "Presencial",
      hasLaptop: true,
    })
    .returning()
    .get();
}

const progressFor = (userId: number, sectionId: number) =>
  db
    .insert(sectionProgress)
    .values({ userId, sectionId, completed: true, videoProgress: 42 })
    .returning()
    .get();

const enroll = (userId: number, courseId: number) =>
  db.insert(enrollments).values({ userId, courseId }).returning().get();

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

type TableWithNumericId =
  | typeof courses
  | typeof modules
  | typeof sections
  | typeof sectionProgress
  | typeof enrollments
  | typeof liveCourseRegistrations
  | typeof users;

/** Which of these ids are still in the table, in id order. */
function remaining(table: TableWithNumericId, ids: number[]) {
  return (
    db
      .select({ id: table.id })
      // from() takes one table type, not a union; every member has the same numeric `id`.
      .from(table as typeof courses)
      .where(inArray(table.id, ids))
      .orderBy(table.id)
      .all()
      .map((row) => row.id)
  );
}

describe("ON DELETE rules", () => {
  it("deleting a course removes its modules, sections, progress, enrollments and live registrations", () => {
    const user = insertTestUser();
    const { course, moduleA, moduleB, sectionsA, sectionsB } = createCourse();
    const other = createCourse();
    const enrollment = enroll(user.id, course.id);
    const otherEnrollment = enroll(user.id, other.course.id);
    const progress = [progressFor(user.id, sectionsA[0].id), progressFor(user.id, sectionsB[1].id)];
    const otherProgress = progressFor(user.id, other.sectionsA[0].id);
    const registration = register(course.id, user.id);

    db.delete(courses).where(eq(courses.id, course.id)).run();

    expect(remaining(modules, [moduleA.id, moduleB.id])).toEqual([]);
    expect(remaining(sections, idsOf([...sectionsA, ...sectionsB]))).toEqual([]);
    expect(remaining(sectionProgress, idsOf(progress))).toEqual([]);
    expect(remaining(enrollments, [enrollment.id])).toEqual([]);
    expect(remaining(liveCourseRegistrations, [registration.id])).toEqual([]);

    // Nothing else goes with it.
    expect(remaining(users, [user.id])).toEqual([user.id]);
    expect(remaining(enrollments, [otherEnrollment.id])).toEqual([otherEnrollment.id]);
    expect(remaining(sectionProgress, [otherProgress.id])).toEqual([otherProgress.id]);
    expect(
      db.select().from(modules).where(eq(modules.courseId, other.course.id)).all(),
    ).toHaveLength(2);
  });

  it("deleting a module removes its sections and their progress, and nothing else", () => {
    const user = insertTestUser();
    const { course, moduleA, moduleB, sectionsA, sectionsB } = createCourse();
    const enrollment = enroll(user.id, course.id);
    const progressA = progressFor(user.id, sectionsA[0].id);
    const progressB = progressFor(user.id, sectionsB[0].id);

    db.delete(modules).where(eq(modules.id, moduleA.id)).run();

    expect(db.select().from(sections).where(eq(sections.moduleId, moduleA.id)).all()).toEqual([]);
    expect(remaining(sections, idsOf(sectionsA))).toEqual([]);
    expect(remaining(sectionProgress, [progressA.id])).toEqual([]);

    expect(remaining(modules, [moduleB.id])).toEqual([moduleB.id]);
    expect(remaining(sections, idsOf(sectionsB))).toEqual(idsOf(sectionsB));
    expect(remaining(sectionProgress, [progressB.id])).toEqual([progressB.id]);
    expect(remaining(enrollments, [enrollment.id])).toEqual([enrollment.id]);
    expect(remaining(courses, [course.id])).toEqual([course.id]);
  });

  it("deleting a section removes its progress", () => {
    const user = insertTestUser();
    const { sectionsA } = createCourse();
    const progress = progressFor(user.id, sectionsA[0].id);
    const kept = progressFor(user.id, sectionsA[1].id);
    db.delete(sections).where(eq(sections.id, sectionsA[0].id)).run();
    expect(remaining(sectionProgress, [progress.id, kept.id])).toEqual([kept.id]);
  });

  it("deleting a user removes sessions, enrollments, progress and images, but keeps live registrations without the user", () => {
    const user = insertTestUser();
    const bystander = insertTestUser();
    const { course, sectionsA } = createCourse();
    db.insert(sessions)
      .values({
        id: `s-${randomUUID()}`,
        userId: user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .run();
    const bystanderSession = db
      .insert(sessions)
      .values({
        id: `s-${randomUUID()}`,
        userId: bystander.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning()
      .get();
    db.insert(enrollments).values({ userId: user.id, courseId: course.id }).run();
    progressFor(user.id, sectionsA[0].id);
    db.insert(images)
      .values({ userId: user.id, contentType: "image/jpeg", data: Buffer.from([0xff, 0xd8, 0xff]) })
      .run();
    const registration = register(course.id, user.id);

    db.delete(users).where(eq(users.id, user.id)).run();

    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toEqual([]);
    expect(db.select().from(enrollments).where(eq(enrollments.userId, user.id)).all()).toEqual([]);
    expect(
      db.select().from(sectionProgress).where(eq(sectionProgress.userId, user.id)).all(),
    ).toEqual([]);
    expect(db.select().from(images).where(eq(images.userId, user.id)).all()).toEqual([]);

    const kept = db
      .select()
      .from(liveCourseRegistrations)
      .where(eq(liveCourseRegistrations.id, registration.id))
      .get();
    expect(kept).toMatchObject({
      userId: null,
      courseId: course.id,
      firstName: "Lucía",
      guardianFirstName: "Marta",
    });

    expect(
      db.select().from(sessions).where(eq(sessions.id, bystanderSession.id)).get(),
    ).toBeDefined();
    expect(db.select().from(courses).where(eq(courses.id, course.id)).get()).toBeDefined();

    // Registrations left without a user never collide with each other.
    const anotherOrphan = register(course.id, null);
    expect(
      db
        .select({ n: count() })
        .from(liveCourseRegistrations)
        .where(and(eq(liveCourseRegistrations.courseId, course.id)))
        .get()!.n,
    ).toBe(2);
    expect(anotherOrphan.userId).toBeNull();
  });

  it("rejects rows that point to missing parents", () => {
    expect(
      sqliteErrorOf(() =>
        db
          .insert(modules)
          .values({
            courseId: 987_654,
            title: "Huérfano",
            description: "Sin curso.",
            order: 1,
            instructor: "Nadie",
          })
          .run(),
      ),
    ).toMatch(/FOREIGN KEY constraint failed/);
  });
});

describe("unique constraints", () => {
  it("rejects a duplicate username", () => {
    const user = insertTestUser();
    expect(
      sqliteErrorOf(() =>
        db
          .insert(users)
          .values({
            username: user.username,
            email: `otro-${unique()}@example.com`,
            name: "Otro",
            passwordHash: "hash",
          })
          .run(),
      ),
    ).toMatch(/UNIQUE constraint failed: users\.username/);
  });

  it("rejects a duplicate email", () => {
    const user = insertTestUser();
    expect(
      sqliteErrorOf(() =>
        db
          .insert(users)
          .values({
            username: `otro-${unique()}`,
            email: user.email,
            name: "Otro",
            passwordHash: "hash",
          })
          .run(),
      ),
    ).toMatch(/UNIQUE constraint failed: users\.email/);
  });

  it("rejects a duplicate course slug", () => {
    const { course } = createCourse();
    const { id: _id, createdAt: _createdAt, ...copy } = course;
    // Its own slug again, and a seeded course's slug.
    for (const slug of [course.slug, "web-development"]) {
      expect(
        sqliteErrorOf(() =>
          db
            .insert(courses)
            .values({ ...copy, slug, title: "Otro título" })
            .run(),
        ),
        slug,
      ).toMatch(/UNIQUE constraint failed: courses\.slug/);
    }
  });

  it("rejects enrolling the same user twice in a course", () => {
    const user = insertTestUser();
    const { course } = createCourse();
    db.insert(enrollments).values({ userId: user.id, courseId: course.id }).run();
    expect(
      sqliteErrorOf(() =>
        db.insert(enrollments).values({ userId: user.id, courseId: course.id }).run(),
      ),
    ).toMatch(/UNIQUE constraint failed: enrollments\.user_id, enrollments\.course_id/);
  });

  it("rejects two modules with the same order in a course, but not across courses", () => {
    const first = createCourse();
    const second = createCourse();
    const values = {
      title: "Repetido",
      description: "Módulo con orden repetido.",
      order: 1,
      instructor: "Alguien",
    };
    expect(
      sqliteErrorOf(() =>
        db
          .insert(modules)
          .values({ ...values, courseId: first.course.id })
          .run(),
      ),
    ).toMatch(/UNIQUE constraint failed: modules\.course_id, modules\.order/);
    expect(() =>
      db
        .insert(modules)
        .values({ ...values, courseId: second.course.id, order: 3 })
        .run(),
    ).not.toThrow();
  });

  it("rejects two sections with the same order in a module, but not across modules", () => {
    const { moduleA, moduleB } = createCourse();
    const values = { title: "Repetida", content: "Sección con orden repetido.", order: 2 };
    expect(
      sqliteErrorOf(() =>
        db
          .insert(sections)
          .values({ ...values, moduleId: moduleA.id })
          .run(),
      ),
    ).toMatch(/UNIQUE constraint failed: sections\.module_id, sections\.order/);
    expect(() =>
      db
        .insert(sections)
        .values({ ...values, moduleId: moduleB.id, order: 3 })
        .run(),
    ).not.toThrow();
  });

  it("rejects a second live registration by the same user for a course", () => {
    const user = insertTestUser();
    const { course } = createCourse();
    const other = createCourse();
    register(course.id, user.id);
    expect(sqliteErrorOf(() => register(course.id, user.id))).toMatch(
      /UNIQUE constraint failed: live_course_registrations\.course_id, live_course_registrations\.user_id/,
    );
    expect(() => register(other.course.id, user.id)).not.toThrow();
  });

  it("rejects the same progress row twice and out-of-range ratings and roles", () => {
    const user = insertTestUser();
    const { sectionsA } = createCourse();
    progressFor(user.id, sectionsA[0].id);
    expect(sqliteErrorOf(() => progressFor(user.id, sectionsA[0].id))).toMatch(
      /UNIQUE constraint failed: section_progress\.user_id, section_progress\.section_id/,
    );
    expect(
      sqliteErrorOf(() =>
        db
          .insert(testimonials)
          .values({
            name: "X",
            courseName: "Y",
            image: "/i.svg",
            text: "Texto.",
            rating: 6,
            order: 99,
          })
          .run(),
      ),
    ).toMatch(/CHECK constraint failed/);
    expect(
      sqliteErrorOf(() =>
        db
          .insert(users)
          .values({
            username: `r-${unique()}`,
            email: `r-${unique()}@example.com`,
            name: "R",
            passwordHash: "h",
            role: "root" as "admin",
          })
          .run(),
      ),
    ).toMatch(/CHECK constraint failed/);
  });
});
