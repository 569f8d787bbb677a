// `npm run bench:scale`: how the hot queries' cost grows with the catalogue. Builds temporary
// databases with 1k, 10k and 100k courses (4 modules × 3 sections each), one student per 5
// courses enrolled in 5 courses with progress on 10 sections of each (1M section-progress rows at
// 100k courses); then, in a fresh process per size (the app's db module opens DATABASE_PATH on
// import), times the real model functions. Prints medians and the growth ratio between sizes: an
// indexed lookup stays near 1× per 10× more data, a scan grows about 10×. Ratios are what to
// read; absolute times are context. Exits 1 when issue 20's targets at the largest size are
// missed: the admin overview ≤ 50 ms, a progress write through the model ≤ 0.2 ms (≥ 5,000/s).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type Database from "better-sqlite3";

import { buildBenchDatabase, measureInChild } from "./bench-database";

const SIZES = [1_000, 10_000, 100_000];
const MODULES_PER_COURSE = 4;
const SECTIONS_PER_MODULE = 3;
const SECTIONS_PER_COURSE = MODULES_PER_COURSE * SECTIONS_PER_MODULE;
/** One student per 5 courses, each enrolled in 5 courses with progress on 10 of their sections. */
const ENROLLMENTS_PER_USER = 5;
const PROGRESS_PER_ENROLLMENT = 10;
/** Courses whose title holds the rare search word: the same few at every size. */
const RARE_MATCHES = 10;
const RARE_WORD = "xilofono";
/** One course in 100 holds the common search word. */
const COMMON_EVERY = 100;
const COMMON_WORD = "javascript";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SELF = path.join(ROOT, "tests/bench/scale.ts");

const TOPICS = ["Diseño web", "Bases de datos", "Redes", "Computación", "Robótica", "Ciencia"];
const WORDS = ["práctico", "básico", "completo", "moderno", "aplicado", "guiado", "intensivo"];
const LEVELS = ["Principiante", "Intermedio", "Avanzado"];
const CATEGORIES = ["Desarrollo Web", "Computación", "Ciencia de Datos", "Diseño"];

function plan(courseCount: number) {
  const users = courseCount / 5;
  return {
    courses: courseCount,
    users,
    enrollments: users * ENROLLMENTS_PER_USER,
    progress: users * ENROLLMENTS_PER_USER * PROGRESS_PER_ENROLLMENT,
  };
}

/** Course ids (1-based) user `u` (1-based) is enrolled in. */
function coursesOfUser(u: number, courseCount: number) {
  return Array.from(
    { length: ENROLLMENTS_PER_USER },
    (_, k) => (((u - 1) * ENROLLMENTS_PER_USER + k) % courseCount) + 1,
  );
}

function fold(text: string) {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");
}

// --- Generation ------------------------------------------------------------------------------

/** The catalogue, its students, enrollments and progress, as `plan(courseCount)` counts them. */
function fillDatabase(sqlite: Database.Database, courseCount: number) {
  const insertCourse = sqlite.prepare(
    `insert into courses (id, title, slug, description, short_description, level, category,
       duration, modules, image, instructor, search_text)
     values (?, ?, ?, ?, ?, ?, ?, 10, ?, '/images/courses/web-development.svg', 'Instructora', ?)`,
  );
  const insertModule = sqlite.prepare(
    `insert into modules (id, course_id, title, description, "order", instructor)
     values (?, ?, ?, 'Descripción del módulo.', ?, 'Instructora')`,
  );
  const insertSection = sqlite.prepare(
    `insert into sections (id, module_id, title, content, "order") values (?, ?, ?, ?, ?)`,
  );
  const insertUser = sqlite.prepare(
    `insert into users (id, username, email, password, name) values (?, ?, ?, 'x', ?)`,
  );
  const insertEnrollment = sqlite.prepare(
    `insert into enrollments (user_id, course_id, progress) values (?, ?, ?)`,
  );
  const insertProgress = sqlite.prepare(
    `insert into section_progress (user_id, section_id, completed, video_progress)
     values (?, ?, ?, ?)`,
  );
  const rareEvery = courseCount / RARE_MATCHES;

  for (let c = 1; c <= courseCount; c++) {
    const topic = TOPICS[c % TOPICS.length];
    const extra =
      c % rareEvery === 0 ? ` ${RARE_WORD}` : c % COMMON_EVERY === 1 ? " JavaScript" : "";
    const title = `${topic} ${WORDS[c % WORDS.length]} ${c}${extra}`;
    const description = `Curso ${WORDS[(c * 3) % WORDS.length]} de ${topic.toLowerCase()} para la academia.`;
    insertCourse.run(
      c,
      title,
      `curso-${c}`,
      description,
      description,
      LEVELS[c % LEVELS.length],
      CATEGORIES[c % CATEGORIES.length],
      MODULES_PER_COURSE,
      fold(`${title} ${description}`),
    );
    for (let m = 0; m < MODULES_PER_COURSE; m++) {
      const moduleId = (c - 1) * MODULES_PER_COURSE + m + 1;
      insertModule.run(moduleId, c, `Módulo ${m + 1}`, m + 1);
      for (let s = 0; s < SECTIONS_PER_MODULE; s++) {
        const sectionId = (moduleId - 1) * SECTIONS_PER_MODULE + s + 1;
        insertSection.run(
          sectionId,
          moduleId,
          `Sección ${s + 1}`,
          "Contenido de la sección.",
          s + 1,
        );
      }
    }
  }

  const { users } = plan(courseCount);
  for (let u = 1; u <= users; u++) {
    insertUser.run(u, `alumno_${u}`, `alumno_${u}@bench.local`, `Alumno ${u}`);
    for (const courseId of coursesOfUser(u, courseCount)) {
      insertEnrollment.run(u, courseId, 50);
      const firstSection = (courseId - 1) * SECTIONS_PER_COURSE + 1;
      for (let s = 0; s < PROGRESS_PER_ENROLLMENT; s++) {
        insertProgress.run(u, firstSection + s, s % 2, s * 30);
      }
    }
  }
}

// --- Measurement (child process, DATABASE_PATH set) ------------------------------------------

type Row = { name: string; medianMs: number; rows: number };

async function measure(courseCount: number): Promise<Row[]> {
  const { db } = await import("~/db.server");
  const { listCourses, getCourseBySlug, hasLiveRegistration } =
    await import("~/models/course.server");
  const { getCourseSyllabus } = await import("~/models/syllabus.server");
  const { findUserEnrollment, listUserEnrollments } = await import("~/models/enrollment.server");
  const { findLearningCourse, getLearningPlayer } = await import("~/models/learning.server");
  const { getAcademyOverview } = await import("~/models/overview.server");
  const { setSectionCompletion } = await import("~/models/progress.server");
  type Admin = import("~/auth/session.server").Admin;

  const { users } = plan(courseCount);
  const admin = { id: 0, role: "admin" } as Admin;
  // Spread over the whole database so one warm page does not stand for all.
  const sampleUsers = Array.from({ length: 50 }, (_, i) => Math.floor((i * users) / 50) + 1);
  let turn = 0;
  const nextUser = () => sampleUsers[turn++ % sampleUsers.length];
  const plainLike = db.$client.prepare(
    `select id from courses where search_text like '%' || ? || '%' escape '\\' order by id`,
  );

  const cases: [string, number, () => number][] = [
    [
      `catálogo: búsqueda rara ("${RARE_WORD}", ${RARE_MATCHES} cursos)`,
      200,
      () => listCourses({ q: RARE_WORD }).length,
    ],
    [`  referencia: LIKE '%${RARE_WORD}%' sin índice`, 20, () => plainLike.all(RARE_WORD).length],
    [
      `catálogo: búsqueda común ("${COMMON_WORD}", 1 %)`,
      50,
      () => listCourses({ q: COMMON_WORD }).length,
    ],
    [
      "página del curso (curso + inscripción + temario)",
      500,
      () => {
        const userId = nextUser();
        const courseId = coursesOfUser(userId, courseCount)[0];
        const course = getCourseBySlug(`curso-${courseId}`)!;
        findUserEnrollment(userId, course.id);
        hasLiveRegistration(userId, course.id);
        const syllabus = getCourseSyllabus(
          course,
          { id: userId, role: "student" },
          {
            openModulePosition: 2,
          },
        );
        return syllabus.status === "ok" ? syllabus.modules.length : 0;
      },
    ],
    [
      "página de aprendizaje (temario + progreso)",
      500,
      () => {
        const userId = nextUser();
        const courseId = coursesOfUser(userId, courseCount)[0];
        const course = findLearningCourse(`curso-${courseId}`, { role: "student" })!;
        findUserEnrollment(userId, course.id);
        const player = getLearningPlayer(
          course.id,
          userId,
          (courseId - 1) * SECTIONS_PER_COURSE + 2,
        );
        return player.state === "player" ? player.completedSections : -1;
      },
    ],
    ["perfil: inscripciones del alumno", 500, () => listUserEnrollments(nextUser()).length],
    [
      "escritura de progreso (marcar sección)",
      300,
      () => {
        const userId = nextUser();
        const courseId = coursesOfUser(userId, courseCount)[1];
        const sectionId = (courseId - 1) * SECTIONS_PER_COURSE + 11;
        return setSectionCompletion(userId, sectionId, turn % 2 === 0).course.progress;
      },
    ],
    [
      "resumen del administrador (totales + página 1)",
      200,
      () => getAcademyOverview(admin).perCourse.length,
    ],
    [
      "resumen del administrador (totales + última página)",
      200,
      () => getAcademyOverview(admin, { page: 1_000_000 }).perCourse.length,
    ],
  ];

  return cases.map(([name, iterations, run]) => {
    let rows = 0;
    for (let i = 0; i < Math.min(20, iterations); i++) rows = run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const start = process.hrtime.bigint();
      rows = run();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    return { name, medianMs: times[Math.floor(times.length / 2)], rows };
  });
}

// --- Driver ----------------------------------------------------------------------------------

function format(ms: number) {
  return ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-scale-"));
  const results: Row[][] = [];
  try {
    for (const size of SIZES) {
      const file = path.join(dir, `scale-${size}.db`);
      const started = Date.now();
      await buildBenchDatabase(file, (sqlite) => fillDatabase(sqlite, size));
      const counts = plan(size);
      console.log(
        `${size.toLocaleString("es")} cursos, ${(size * SECTIONS_PER_COURSE).toLocaleString("es")} secciones, ` +
          `${counts.enrollments.toLocaleString("es")} inscripciones, ` +
          `${counts.progress.toLocaleString("es")} filas de progreso: generado en ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      results.push(measureInChild<Row[]>(SELF, [String(size)], file));
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const header = ["consulta", ...SIZES.map((s) => `${s / 1000}k cursos`), "10k/1k", "100k/10k"];
  const lines = results[0].map((row, i) => {
    const medians = results.map((r) => r[i].medianMs);
    return [
      row.name,
      ...medians.map(format),
      ...[1, 2].map((k) => `${(medians[k] / medians[k - 1]).toFixed(1)}×`),
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c].length)));
  const print = (cells: string[]) =>
    console.log(`| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(" | ")} |`);
  console.log();
  print(header);
  print(widths.map((w) => "-".repeat(w)));
  lines.forEach(print);
  console.log(
    "\nMedianas en este equipo; las razones comparan tamaños en la misma ejecución " +
      "(≈1× crece como log n, ≈10× crece linealmente con 10× más datos).",
  );

  // Issue 20's targets, read at the largest size.
  const largest = results.at(-1)!;
  const targets: [prefix: string, maxMs: number][] = [
    ["resumen del administrador", 50],
    ["escritura de progreso", 1000 / 5_000],
  ];
  let missed = 0;
  for (const [prefix, maxMs] of targets) {
    for (const row of largest.filter((r) => r.name.startsWith(prefix))) {
      const ok = row.medianMs <= maxMs;
      if (!ok) missed++;
      console.log(
        `${ok ? "ok" : "NO"}: ${row.name} a ${SIZES.at(-1)!.toLocaleString("es")} cursos: ${format(row.medianMs)} (objetivo ≤ ${format(maxMs)})`,
      );
    }
  }
  if (missed > 0) process.exitCode = 1;
}

if (process.argv.includes("--measure")) {
  const size = Number(process.argv[process.argv.indexOf("--measure") + 1]);
  const rows = await measure(size);
  console.log(JSON.stringify(rows));
  process.exit(0);
} else {
  await main();
}
