import { beforeAll, describe, expect, it } from "vitest";

import { enrollments, sectionComments, sectionProgress } from "../../db/schema";
import { getUser } from "~/auth/session.server";
import { db } from "~/db.server";
import { listSectionComments, listCommentsForModeration } from "~/models/comment.server";
import { getCourseBySlug, hasLiveRegistration, listCourses } from "~/models/course.server";
import { getCourseSyllabus } from "~/models/syllabus.server";
import { findUserEnrollment, listUserEnrollments } from "~/models/enrollment.server";
import { findLearningCourse, getLearningPlayer } from "~/models/learning.server";
import { getAcademyOverview } from "~/models/overview.server";
import {
  listCourseProgress,
  recomputeCourseProgress,
  recordVideoProgress,
  setSectionCompletion,
  syncEnrollmentProgress,
} from "~/models/progress.server";
import { verifyLogin } from "~/models/user.server";
import type { Admin } from "~/auth/session.server";

import { insertTestCourse, insertTestModule, insertTestSection } from "../support/courses";
import { getRequest } from "../support/requests";
import { cookieFor, insertTestUser } from "../support/users";

// Every hot query is taken from the real model call (statements recorded as better-sqlite3
// prepares them), so a change to a model's query is checked here without editing this file.

/** Tables that stay small whatever the academy's size: a scan of them is as cheap as a lookup. */
const TINY_TABLES = new Set(["teams", "testimonials", "__drizzle_migrations"]);

/**
 * Scans that are the point of the query, keyed by the hot path's name: listing every row (the
 * unfiltered catalogue, the admin overview's one row per course), or a one- or two-letter search,
 * which the trigram index cannot narrow and which matches most of the catalogue anyway.
 */
const INTENDED_SCANS: Record<string, string[]> = {
  "catálogo sin filtros": ["courses"],
  "búsqueda corta del catálogo": ["courses"],
  "resumen del administrador": ["courses"],
};

type Plan = { sql: string; details: string[] };

/**
 * The SQL of each statement the callback prepares or runs, with its query plan. Hot paths prepare
 * their statements once at module load (issue 20), so running a statement prepared earlier counts
 * as much as preparing a new one.
 */
async function plansOf(callback: () => unknown): Promise<Plan[]> {
  const client = db.$client;
  const originalPrepare = client.prepare;
  const statements: string[] = [];
  const statementProto = Object.getPrototypeOf(originalPrepare.call(client, "select 1")) as Record<
    "run" | "get" | "all" | "iterate",
    (...args: unknown[]) => unknown
  >;
  const originals = (["run", "get", "all", "iterate"] as const).map(
    (name) => [name, statementProto[name]] as const,
  );
  for (const [name, original] of originals) {
    statementProto[name] = function (this: { source: string }, ...args: unknown[]) {
      statements.push(this.source);
      return original.apply(this, args);
    };
  }
  client.prepare = function prepare(this: typeof client, source: string) {
    statements.push(source);
    return originalPrepare.call(this, source);
  } as typeof client.prepare;
  try {
    await callback();
  } finally {
    client.prepare = originalPrepare;
    for (const [name, original] of originals) statementProto[name] = original;
  }
  return [...new Set(statements)]
    .filter((source) => /^\s*(select|insert|update|delete|with)\b/i.test(source))
    .map((source) => ({ sql: source, details: explain(source) }));
}

/** Number of `?` parameters outside string literals. */
function parameterCount(source: string) {
  return source.replace(/'(?:[^']|'')*'/g, "").split("?").length - 1;
}

function explain(source: string) {
  const rows = db.$client
    .prepare(`explain query plan ${source}`)
    .all(...Array<null>(parameterCount(source)).fill(null)) as { detail: string }[];
  return rows.map((row) => row.detail);
}

/**
 * `SCAN <table>` lines that read a whole large table. Not counted: covering-index scans, FTS5
 * index lookups (`VIRTUAL TABLE INDEX n:M…`), tiny tables, and walks in index order that a LIMIT
 * stops after one page (a LIMIT and no sort step).
 */
function fullScans(path: string, plans: Plan[]) {
  const allowed = new Set(INTENDED_SCANS[path] ?? []);
  return plans.flatMap(({ sql, details }) => {
    const limited = /\blimit\b/i.test(sql) && !details.some((d) => d.includes("TEMP B-TREE"));
    return details
      .map((detail) => /^SCAN (\w+)(?: AS \w+)?(.*)$/.exec(detail))
      .filter((match): match is RegExpExecArray => match !== null)
      .filter(([, table, rest]) => !/COVERING INDEX|VIRTUAL TABLE INDEX \d+:M/.test(rest))
      .filter(([, table]) => !TINY_TABLES.has(table) && !allowed.has(table) && !limited)
      .map(([detail]) => `${detail}  ←  ${sql}`);
  });
}

let student: { id: number; cookie: string };
let admin: Admin;
let course: ReturnType<typeof insertTestCourse>;
let sectionIds: number[];

beforeAll(async () => {
  const user = insertTestUser("student");
  student = { id: user.id, cookie: await cookieFor(user.id) };
  admin = insertTestUser("admin") as Admin;
  course = insertTestCourse({ title: "Planes de consulta" });
  const modules = [1, 2].map((order) => insertTestModule(course.id, order));
  sectionIds = modules.flatMap((module) =>
    [1, 2, 3].map((order) => insertTestSection(module.id, order).id),
  );
  db.insert(enrollments).values({ userId: student.id, courseId: course.id }).run();
  db.insert(sectionProgress)
    .values({ userId: student.id, sectionId: sectionIds[0], completed: true })
    .run();
  db.insert(sectionComments)
    .values({ userId: student.id, sectionId: sectionIds[0], body: "Hola" })
    .run();
});

const hotPaths: Record<string, () => unknown> = {
  "catálogo sin filtros": () => listCourses(),
  "búsqueda del catálogo": () => listCourses({ q: "programación" }),
  "búsqueda corta del catálogo": () => listCourses({ q: "js" }),
  "catálogo por categoría": () => listCourses({ category: "Computación" }),
  "catálogo por nivel": () => listCourses({ level: "Principiante" }),
  "catálogo con todos los filtros": () =>
    listCourses({ q: "web", category: "Computación", level: "Principiante" }),
  "cursos de la portada": () => listCourses({ availableOnly: true, limit: 6 }),
  "página del curso": () => {
    const found = getCourseBySlug(course.slug)!;
    const viewer = { id: student.id, role: "student" as const };
    findUserEnrollment(student.id, found.id);
    hasLiveRegistration(student.id, found.id);
    getCourseSyllabus(found, viewer, { openModulePosition: 2 });
    getCourseSyllabus(found, null, { openModulePosition: null });
  },
  "página de aprendizaje": () => {
    const found = findLearningCourse(course.slug, { role: "student" })!;
    findUserEnrollment(student.id, found.id);
    getLearningPlayer(found.id, student.id, sectionIds[1]);
  },
  "inscripciones del perfil": () => listUserEnrollments(student.id),
  "resumen del administrador": () => getAcademyOverview(admin),
  "progreso: marcar sección": () => setSectionCompletion(student.id, sectionIds[2], true),
  "progreso: posición del vídeo": () =>
    recordVideoProgress(student.id, sectionIds[3], { videoProgress: 30, duration: 600 }),
  "progreso: recalcular": () => {
    recomputeCourseProgress(course.id);
    const enrollment = findUserEnrollment(student.id, course.id)!;
    syncEnrollmentProgress(student.id, enrollment.id);
    listCourseProgress(student.id, course.id);
  },
  comentarios: () => listSectionComments(sectionIds[0], { id: student.id, role: "student" }),
  "moderación de comentarios": () => listCommentsForModeration(admin, { page: 1 }),
  "inicio de sesión": () => verifyLogin("nadie@example.com", "contraseña").catch(() => null),
  "sesión de cada petición": () => getUser(getRequest("/", { cookie: student.cookie })),
};

describe("query plans of the hot paths", () => {
  for (const [path, callback] of Object.entries(hotPaths)) {
    it(`${path}: no full scan of a large table`, async () => {
      const plans = await plansOf(callback);
      expect(plans.length, "the path ran no query").toBeGreaterThan(0);
      expect(fullScans(path, plans)).toEqual([]);
    });
  }

  it("flags a full scan and an unbounded index walk (the check itself can fail)", async () => {
    const plans = await plansOf(() => {
      db.$client.prepare("select count(*) from section_progress where video_progress > 5").get();
      db.$client.prepare("select * from section_comments order by created_at desc").all();
    });
    expect(fullScans("prueba", plans)).toEqual([
      expect.stringMatching(/^SCAN section_progress /),
      expect.stringMatching(/^SCAN section_comments USING INDEX section_comments_created_at_idx /),
    ]);
  });

  it("searches of three letters or more go through the trigram index", async () => {
    const plans = await plansOf(() => listCourses({ q: "programación" }));
    expect(plans.flatMap((plan) => plan.details)).toEqual(
      expect.arrayContaining([
        "SEARCH courses USING INTEGER PRIMARY KEY (rowid=?)",
        expect.stringMatching(/^SCAN courses_fts VIRTUAL TABLE INDEX \d+:M/),
      ]),
    );
  });
});
