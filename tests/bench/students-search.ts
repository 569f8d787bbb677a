// `npm run bench:students`: the admin's "Estudiantes" search (searchStudents: count + one page) on a
// temporary database of 100,000 accounts. Builds the file with the app's own migrations, then, in
// a fresh process (the app's db module opens DATABASE_PATH on import), times the model function for
// each kind of search and prints medians. Decision 117: an email prefix uses the email index; any
// other term scans the accounts (name, email and username), which must stay under ~50 ms here;
// decision 140: accents aside, the names that need it folded in JavaScript.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type Database from "better-sqlite3";

import { buildBenchDatabase, measureInChild } from "./bench-database";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ROOT = path.resolve(import.meta.dirname, "../..");
const SELF = path.join(ROOT, "tests/bench/students-search.ts");
/** Budget for one search (count + page) at 100k accounts, from the issue. */
const BUDGET_MS = 50;

const FIRST = [
  "Ana",
  "Luis",
  "María",
  "José",
  "Carmen",
  "Jorge",
  "Lucía",
  "Pedro",
  "Sofía",
  "Diego",
];
const LAST = ["Pérez", "García", "López", "Martínez", "Hernández", "González", "Ramírez", "Torres"];
const RARE = "Xochiquetzal";
const RARE_EVERY = 10_000;

/** USERS accounts, one a minute up to now; every RARE_EVERY-th carries the rare name. */
function fillDatabase(sqlite: Database.Database) {
  const insert = sqlite.prepare(
    `insert into users (username, email, password, name, created_at) values (?, ?, 'x', ?, ?)`,
  );
  const start = Math.floor(Date.now() / 1000) - USERS * 60;
  for (let i = 1; i <= USERS; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${LAST[(i * 3) % LAST.length]}${
      i % RARE_EVERY === 0 ? ` ${RARE}` : ""
    }`;
    insert.run(`Alumno_${i}`, `alumno${i}@correo${i % 50}.mx`, name, start + i * 60);
  }
}

type Row = { name: string; medianMs: number; p95Ms: number; total: number; plan: string };

async function measure(): Promise<Row[]> {
  const { db } = await import("~/db.server");
  const { searchStudents } = await import("~/models/student-admin.server");
  type Admin = import("~/auth/session.server").Admin;
  const admin = { id: 0, role: "admin" } as Admin;
  const lastPage = Math.ceil(USERS / 25);

  const cases: [string, { q: string; page?: number }][] = [
    ["sin búsqueda, página 1", { q: "" }],
    [`sin búsqueda, última página (${lastPage})`, { q: "", page: lastPage }],
    ["correo exacto (índice)", { q: `alumno77777@correo27.mx` }],
    ["prefijo de correo «alumno7777@» (índice)", { q: "alumno7777@" }],
    [`nombre raro «${RARE}» (recorre las cuentas)`, { q: RARE }],
    ["nombre común «garcía» (recorre las cuentas)", { q: "garcía" }],
    ["sin acento «garcia» (recorre y pliega)", { q: "garcia" }],
    ["«ana»: letras con acento posible (pliega los nombres)", { q: "ana" }],
    ["usuario «Alumno_4242» (recorre las cuentas)", { q: "Alumno_4242" }],
    ["dominio «@correo7.mx» (recorre las cuentas)", { q: "@correo7.mx" }],
    ["sin coincidencias «zzzz» (recorre las cuentas)", { q: "zzzz" }],
  ];

  // The plan of the count each search runs, recorded as better-sqlite3 prepares it.
  const client = db.$client;
  const prepare = client.prepare.bind(client);
  return cases.map(([name, input]) => {
    let sql = "";
    client.prepare = ((source: string) => {
      if (!sql && /count\(/i.test(source)) sql = source;
      return prepare(source);
    }) as typeof client.prepare;
    let total = 0;
    for (let i = 0; i < 5; i++) total = searchStudents(admin, input).total; // warm-up
    client.prepare = prepare as typeof client.prepare;
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const start = process.hrtime.bigint();
      total = searchStudents(admin, input).total;
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    const params = input.q ? [input.q] : [];
    let plan = "";
    try {
      plan = (
        prepare(`explain query plan ${sql}`).all(
          ...(sql.match(/\?/g) ?? []).map((_, k) => params[0] ?? String(k)),
        ) as { detail: string }[]
      )
        .map((step) => step.detail)
        .join("; ");
    } catch {
      plan = "(sin plan)";
    }
    return {
      name,
      medianMs: times[Math.floor(times.length / 2)],
      p95Ms: times[Math.floor(times.length * 0.95)],
      total,
      plan,
    };
  });
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-students-"));
  const file = path.join(dir, "students.db");
  try {
    const started = Date.now();
    await buildBenchDatabase(file, fillDatabase);
    console.log(
      `${USERS.toLocaleString("es")} cuentas generadas en ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const rows = measureInChild<Row[]>(SELF, [], file);
    const format = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
    console.log();
    for (const row of rows) {
      const flag = row.medianMs > BUDGET_MS ? "  ← sobre el presupuesto" : "";
      console.log(
        `${row.name.padEnd(52)} mediana ${format(row.medianMs).padStart(9)}  p95 ${format(row.p95Ms).padStart(9)}  ${String(row.total).padStart(7)} resultados${flag}`,
      );
      console.log(`    plan: ${row.plan}`);
    }
    const worst = Math.max(...rows.map((row) => row.medianMs));
    console.log(`\nPeor mediana: ${format(worst)} (presupuesto ${BUDGET_MS} ms).`);
    if (worst > BUDGET_MS) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--measure")) {
  console.log(JSON.stringify(await measure()));
  process.exit(0);
} else {
  await main();
}
