#!/usr/bin/env node
// `npm run build && npm run bench:server`: throughput of the production server on a copy of the
// demo database. Each row is compared with the floor, a minimal route of the same server
// (`/healthz`: one `select 1`) measured in the same run, so the figures mean something on a
// shared machine. Anonymous public pages and logged-in pages (a student with progress: learn,
// profile) are reported apart (issue 20): each with req/s, p50/p95 latency, server CPU per
// request and the ratio to the floor. Targets: anonymous pages ≥ 70 % of the floor; logged-in
// pages ≤ 4 ms of CPU per request. Exits 1 when a target is missed. Anonymous pages are answered
// by the in-process page cache after their first request (decision 123), as in production; the
// "sin caché" rows ask for a new URL each time, so they show what a render costs.
// Loopback only; autocannon runs in this process and shares the CPU with the server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import { freePort, requireBuild, startBuiltServer } from "../support/built-server.mjs";

/** BENCH_PORT, else a port free now (a server left by a killed run cannot stop this one). */
const PORT = Number(process.env.BENCH_PORT) || (await freePort());
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 50];
/** Anonymous HTML pages keep at least this share of the floor's requests per second. */
const HTML_TARGET = 0.7;
/** Logged-in pages (learn, profile) cost at most this much server CPU per request (issue 20). */
const LOGGED_IN_CPU_TARGET_MS = 4;
/** Sections the bench student completes first, so learn and profile show real progress. */
const COMPLETED_SECTIONS = 2;
const COURSE_SLUG = "web-development";

requireBuild();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-server-bench-"));

function startServer(databasePath) {
  const nodeArgs = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
  return startBuiltServer({ port: PORT, databasePath, nodeArgs });
}

async function call(pathname, { method = "GET", body, cookie } = {}) {
  const response = await fetch(BASE + pathname, {
    method,
    redirect: "manual",
    headers: {
      ...(body ? { "Content-Type": "application/json", Origin: BASE } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status >= 400) {
    throw new Error(`${method} ${pathname} → ${response.status}: ${await response.text()}`);
  }
  return response;
}

/** A student registered, enrolled in the course, with the learn page URL and a section to mark. */
async function enrolledStudent() {
  const registered = await call("/api/register", {
    method: "POST",
    body: {
      name: "Alumna de carga",
      email: "carga@bench.local",
      username: "alumna_carga",
      password: "contraseña-de-carga",
    },
  });
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const course = await (await call(`/api/courses/${COURSE_SLUG}`)).json();
  await call("/api/enroll", { method: "POST", cookie, body: { courseId: course.id } });
  const modules = await (await call(`/api/courses/${course.id}/modules`, { cookie })).json();
  const sections = await (await call(`/api/modules/${modules[0].id}/sections`, { cookie })).json();
  for (const section of sections.slice(0, COMPLETED_SECTIONS)) {
    await call(`/api/sections/${section.id}/progress`, {
      method: "POST",
      cookie,
      body: { completed: true },
    });
  }
  const sectionId = sections[COMPLETED_SECTIONS]?.id ?? sections[0].id;
  return { cookie, learnPath: `/courses/${COURSE_SLUG}/learn?section=${sectionId}`, sectionId };
}

/**
 * The server process's CPU time so far (user + system, ms), from /proc; null elsewhere. CPU per
 * request barely moves when other work shares the machine, unlike requests per second.
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** Linux's USER_HZ: /proc times are in 1/100 s on every mainstream architecture. */
const CLOCK_TICKS = 100;

/** The response times (ms) of one run, for percentiles autocannon's summary lacks (p95). */
function quantile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] : 0;
}

function run(request, connections) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: BASE + (request.uncached ? uncachedPath(request.path) : request.path),
        method: request.method ?? "GET",
        headers: request.headers ?? {},
        body: request.body,
        idReplacement: Boolean(request.uncached),
        connections,
        duration: DURATION_SECONDS,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({ ...result, p50: quantile(times, 0.5), p95: quantile(times, 0.95) });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** A new query string on each request (autocannon's id), so the page cache never has the answer. */
function uncachedPath(pathname) {
  return `${pathname}${pathname.includes("?") ? "&" : "?"}sin-cache=[<id>]`;
}

function pad(text, width, right = false) {
  return right ? String(text).padStart(width) : String(text).padEnd(width);
}

let exitCode = 0;
const demo = path.join(dir, "demo.db");
const copy = path.join(dir, "bench.db");
let server = startServer(demo);
try {
  // First start seeds the demo catalogue; the closed file (WAL checkpointed) is then copied.
  await server.ready();
  await server.stop();
  fs.copyFileSync(demo, copy);
  server = startServer(copy);
  await server.ready();

  const student = await enrolledStudent();
  const auth = { Cookie: student.cookie };
  const requests = [
    { name: "suelo: /healthz", path: "/healthz", group: "floor" },
    { name: "/ (portada)", path: "/", group: "anonymous" },
    { name: "/courses", path: "/courses", group: "anonymous" },
    { name: "/courses?q=programacion", path: "/courses?q=programacion", group: "anonymous" },
    { name: `/courses/${COURSE_SLUG}`, path: `/courses/${COURSE_SLUG}`, group: "anonymous" },
    { name: "/about", path: "/about", group: "anonymous" },
    { name: "/ (portada)", path: "/", group: "uncached", uncached: true },
    {
      name: `/courses/${COURSE_SLUG}`,
      path: `/courses/${COURSE_SLUG}`,
      group: "uncached",
      uncached: true,
    },
    {
      name: "aprendizaje (alumna con progreso)",
      path: student.learnPath,
      headers: auth,
      group: "user",
    },
    { name: "/profile (alumna con progreso)", path: "/profile", headers: auth, group: "user" },
    {
      name: `/courses/${COURSE_SLUG} (inscrita)`,
      path: `/courses/${COURSE_SLUG}`,
      headers: auth,
      group: "user",
    },
    { name: "GET /api/courses", path: "/api/courses", group: "api" },
    {
      name: "POST progreso (/api/sections/:id/progress)",
      path: `/api/sections/${student.sectionId}/progress`,
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json", Origin: BASE },
      body: JSON.stringify({ completed: true }),
      group: "api",
      write: true,
    },
  ];

  // BENCH_ONLY=<regexp>: only the rows whose name matches (and the floor), e.g. to profile them.
  if (process.env.BENCH_ONLY) {
    const only = new RegExp(process.env.BENCH_ONLY);
    requests.splice(
      0,
      requests.length,
      ...requests.filter((r) => r.group === "floor" || only.test(r.name)),
    );
  }

  for (const request of requests) {
    // Every URL must answer 200 before it is timed: a 302 or 403 would be a cheap lie.
    const response = await fetch(BASE + request.path, {
      method: request.method ?? "GET",
      headers: request.headers,
      body: request.body,
      redirect: "manual",
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${request.path} answered ${response.status}`);
  }

  const results = [];
  for (const connections of CONNECTIONS) {
    await run(requests[0], connections); // warm-up of this concurrency
    let floor = null;
    let floorCpu = null;
    for (const request of requests) {
      const cpuBefore = cpuMs(server.pid);
      const result = await run(request, connections);
      const cpuAfter = cpuMs(server.pid);
      const bad = result.non2xx + result.errors + result.timeouts;
      if (bad > 0) throw new Error(`${request.path}: ${bad} failed responses`);
      if (result.requests.total === 0) {
        throw new Error(
          `${request.path}: no response in ${DURATION_SECONDS} s (machine overloaded?)`,
        );
      }
      const rps = result.requests.average;
      const cpuPerRequest =
        cpuBefore === null ? null : (cpuAfter - cpuBefore) / result.requests.total;
      if (request.group === "floor") [floor, floorCpu] = [rps, cpuPerRequest];
      results.push({
        connections,
        request,
        rps,
        p50: result.p50,
        p95: result.p95,
        ratio: rps / floor,
        cpuPerRequest,
        // The share of the floor's throughput this route leaves on the same CPU.
        cpuRatio: cpuPerRequest && floorCpu ? floorCpu / cpuPerRequest : null,
      });
    }
  }

  console.log(
    `\nServidor de producción, copia de la base de demostración, ${DURATION_SECONDS} s por fila ` +
      `(Node ${process.version}, ${os.cpus().length} núcleos, ${new Date().toISOString().slice(0, 10)}, ` +
      `carga media del equipo al terminar ${os.loadavg()[0].toFixed(1)})\n`,
  );
  const GROUPS = [
    ["floor", "Suelo"],
    [
      "anonymous",
      "Páginas públicas, anónimas, servidas por la caché de páginas tras la primera (objetivo: ≥ 70 % del suelo)",
    ],
    [
      "uncached",
      "Las mismas sin caché (una URL nueva en cada petición: loaders y render completos)",
    ],
    ["user", `Páginas con sesión (objetivo: ≤ ${LOGGED_IN_CPU_TARGET_MS} ms de CPU por petición)`],
    ["api", "API"],
  ];
  const header = `| conex. | ${pad("ruta", 42)} | ${pad("req/s", 7, true)} | ${pad("p50 ms", 6, true)} | ${pad("p95 ms", 6, true)} | ${pad("÷ suelo", 7, true)} | ${pad("CPU ms/req", 10, true)} | ${pad("÷ suelo CPU", 11, true)} | objetivo |`;
  const verdicts = { anonymous: [], user: [] };
  for (const [group, title] of GROUPS) {
    console.log(`\n${title}\n`);
    console.log(header);
    console.log(header.replace(/[^|]/g, "-"));
    for (const row of results.filter((r) => r.request.group === group)) {
      const { connections, request, rps, p50, p95, ratio, cpuPerRequest, cpuRatio } = row;
      let verdict = "";
      if (group === "anonymous") {
        // Both readings must meet the target: req/s is what users get, CPU is what other load on
        // a shared machine distorts least.
        const ok = ratio >= HTML_TARGET && (cpuRatio ?? ratio) >= HTML_TARGET;
        verdicts.anonymous.push(ok);
        verdict = ok ? "ok ≥ 70 %" : "no < 70 %";
      } else if (group === "user" && cpuPerRequest !== null) {
        const ok = cpuPerRequest <= LOGGED_IN_CPU_TARGET_MS;
        verdicts.user.push(ok);
        verdict = ok ? `ok ≤ ${LOGGED_IN_CPU_TARGET_MS} ms` : `no > ${LOGGED_IN_CPU_TARGET_MS} ms`;
      }
      console.log(
        `| ${pad(connections, 6, true)} | ${pad(request.name, 42)} | ${pad(rps.toFixed(0), 7, true)} | ${pad(p50.toFixed(1), 6, true)} | ${pad(p95.toFixed(1), 6, true)} | ${pad(`${(ratio * 100).toFixed(0)} %`, 7, true)} | ${pad(cpuPerRequest === null ? "n/d" : cpuPerRequest.toFixed(2), 10, true)} | ${pad(cpuRatio === null ? "n/d" : `${(cpuRatio * 100).toFixed(0)} %`, 11, true)} | ${pad(verdict, 8)} |`,
      );
    }
  }
  const summary = (list) => `${list.filter(Boolean).length} de ${list.length}`;
  console.log(
    `\nObjetivos: páginas anónimas ≥ 70 % del suelo, ${summary(verdicts.anonymous)} filas lo cumplen; ` +
      `páginas con sesión ≤ ${LOGGED_IN_CPU_TARGET_MS} ms de CPU, ${summary(verdicts.user)} filas lo cumplen.`,
  );
  if ([...verdicts.anonymous, ...verdicts.user].some((ok) => !ok)) exitCode = 1;
  const writes = results.filter((row) => row.request.write);
  console.log(
    `\nEscrituras de progreso sostenidas por un archivo SQLite: ${writes.map((row) => `${row.rps.toFixed(0)}/s con ${row.connections} conexiones`).join(", ")}` +
      " (cada una: sesión, comprobación de inscripción, upsert y recálculo del porcentaje en una transacción).",
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server.stop();
  if (process.env.BENCH_CPU_PROF) console.log(`CPU profiles in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
