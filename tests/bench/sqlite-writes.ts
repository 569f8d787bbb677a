/**
 * How many progress writes one SQLite file takes here, in process (no HTTP):
 * `npm run bench:writes` (`tsx tests/bench/sqlite-writes.ts`). Figures for docs/scaling.md and
 * docs/performance.md. Exits 1 when a write through the model misses issue 20's target
 * (≥ 5,000 writes/s; 1,800–3,300/s before the prepared statements).
 *
 * On a temporary database with the app's pragmas (WAL, synchronous NORMAL), a single thread calls
 * the real model functions the player's posts call (`setSectionCompletion`, `recordVideoProgress`:
 * one IMMEDIATE transaction each, upsert + course percentage recomputed) and, as the floor, one
 * bare upsert per transaction. Ratios to the floor are what compare across machines.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-writes-"));
Object.assign(process.env, {
  NODE_ENV: "test",
  DATABASE_PATH: path.join(dir, "academy.db"),
  ADMIN_EMAIL: "admin@bench.local",
  ADMIN_PASSWORD: "bench-password",
});

const STUDENTS = 500;
const OPERATIONS_PER_ROUND = 5_000;
/** Rounds interleave the variants, so load from other processes hits them alike. */
const ROUNDS = 5;

const { db } = await import("~/db.server");
const { sections, modules, sectionProgress } = await import("../../db/schema");
const { enrollUser } = await import("~/models/enrollment.server");
const { recordVideoProgress, setSectionCompletion } = await import("~/models/progress.server");
const { eq } = await import("drizzle-orm");
const { enrollableCourse } = await import("../support/courses");
const { insertTestUser } = await import("../support/users");

const course = enrollableCourse();
const sectionIds = db
  .select({ id: sections.id })
  .from(sections)
  .innerJoin(modules, eq(sections.moduleId, modules.id))
  .where(eq(modules.courseId, course.id))
  .all()
  .map((row) => row.id);

const studentIds = Array.from({ length: STUDENTS }, () => insertTestUser().id);
for (const id of studentIds) enrollUser(id, course.id);

// A fixed pseudo-random sequence (mulberry32), so every run writes the same rows.
let seed = 42;
function pick<T>(items: readonly T[]) {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return items[((t ^ (t >>> 14)) >>> 0) % items.length];
}

type Round = { perSecond: number; times: number[] };

function round(write: (i: number) => void): Round {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < OPERATIONS_PER_ROUND; i++) {
    const t0 = performance.now();
    write(i);
    times.push(performance.now() - t0);
  }
  return { perSecond: OPERATIONS_PER_ROUND / ((performance.now() - started) / 1000), times };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * q)];

const now = new Date();
const bareUpsert = db.$client.prepare(
  `INSERT INTO section_progress (user_id, section_id, completed, video_progress, updated_at)
   VALUES (?, ?, ?, 0, ?)
   ON CONFLICT (user_id, section_id) DO UPDATE SET completed = excluded.completed, updated_at = excluded.updated_at`,
);
const bare = db.$client.transaction((userId: number, sectionId: number, completed: number) =>
  bareUpsert.run(userId, sectionId, completed, Math.floor(now.getTime() / 1000)),
);

const variants: [string, (i: number) => void][] = [
  ["bare upsert (floor)", (i) => bare.immediate(pick(studentIds), pick(sectionIds), i & 1)],
  [
    "setSectionCompletion",
    (i) => setSectionCompletion(pick(studentIds), pick(sectionIds), (i & 1) === 1),
  ],
  [
    "recordVideoProgress",
    (i) =>
      recordVideoProgress(pick(studentIds), pick(sectionIds), {
        videoProgress: i % 600,
        duration: 600,
      }),
  ],
];
const rounds = variants.map((): Round[] => []);
for (let r = 0; r < ROUNDS; r++) variants.forEach(([, write], v) => rounds[v].push(round(write)));
const results = variants.map(([label], v) => {
  const times = rounds[v].flatMap((x) => x.times);
  return {
    label,
    perSecond: median(rounds[v].map((x) => x.perSecond)),
    p50: quantile(times, 0.5) * 1000,
    p99: quantile(times, 0.99) * 1000,
  };
});

const floor = results[0].perSecond;
const progressRows = db.select({ id: sectionProgress.id }).from(sectionProgress).all().length;
const version = db.$client.prepare("SELECT sqlite_version() AS v").get() as { v: string };
console.log(
  `${now.toISOString().slice(0, 10)} · ${os.cpus()[0]?.model ?? "?"} × ${os.cpus().length} · ` +
    `Node ${process.version} · SQLite ${version.v} · ${STUDENTS} students × ${sectionIds.length} sections, ` +
    `${progressRows} progress rows at the end`,
);
console.table(
  results.map((r) => ({
    write: r.label,
    "writes/s": Math.round(r.perSecond),
    "p50 µs": Math.round(r.p50),
    "p99 µs": Math.round(r.p99),
    "vs floor": `${Math.round((100 * r.perSecond) / floor)} %`,
  })),
);
/** Issue 20: a progress write through the model sustains at least this many per second. */
const TARGET_PER_SECOND = 5_000;
const missed = results.slice(1).filter((r) => r.perSecond < TARGET_PER_SECOND);
console.log(
  missed.length === 0
    ? `Target met: every write through the model ≥ ${TARGET_PER_SECOND} writes/s.`
    : `Target missed (≥ ${TARGET_PER_SECOND} writes/s): ${missed.map((r) => r.label).join(", ")}.`,
);
db.$client.close();
fs.rmSync(dir, { recursive: true, force: true });
if (missed.length > 0) process.exitCode = 1;
