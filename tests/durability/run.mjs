#!/usr/bin/env node
// Durability check: `npm run build && npm run test:durability`.
// Phase 1: simulated students (loopback, cookies, same-origin Origin) register, enroll, toggle
// progress, post video progress, comment, save code and write to the contact form while the server
// is killed with SIGKILL midway (once every student has made WRITES_BEFORE_KILL writes) and
// restarted on the same database file; every write the server acknowledged is recorded with what
// must be in the database.
// Phase 2: writes are in flight (headers read by the server, body still arriving) when SIGTERM
// arrives: each must complete with its answer and `Connection: close`, and the process must exit 0
// (drained, not killed; how long it took is printed, not judged: server/supervisor.mjs bounds it).
// Then the database is opened directly: integrity_check ok, foreign_key_check empty, and every
// acknowledged write present, once. Exit 1 otherwise. Every wait is on a state (writes made, an
// answer, a refused connection, an exit), never on the clock, so a loaded machine only makes it
// slower; bounded request counts (about a minute on a quiet machine).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import Database from "better-sqlite3";

import { freePort, requireBuild, startBuiltServer } from "../support/built-server.mjs";

/** DURABILITY_PORT, else a port free now: a server left by a killed run cannot stop this one. */
const PORT = Number(process.env.DURABILITY_PORT) || (await freePort());
const ORIGIN = `http://127.0.0.1:${PORT}`;

const STUDENTS = 60;
/** The SIGKILL comes once every student has made this many writes (or stopped)… */
const WRITES_BEFORE_KILL = 8;
/** …and after the restart each makes this many more. */
const WRITES_AFTER_RESTART = 6;
/** Each student stops after this many writes whatever happens. */
const MAX_WRITES_PER_STUDENT = 60;
/**
 * Only a hang ends a wait: a request retried while the server is down (backing off to ~0.5 s
 * apart), the listener closing, the exit after SIGTERM. The restart alone took 39 s at a load of 21
 * on 2 cores.
 */
const HANG_MS = 5 * 60_000;
const SHUTDOWN_CLIENTS = 40;

requireBuild();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-durability-"));
const DATABASE_PATH = path.join(dir, "durability.db");

// --- the server ----------------------------------------------------------------------------------

function startServer() {
  return startBuiltServer({
    port: PORT,
    databasePath: DATABASE_PATH,
    name: "durability",
    env: { HOST: "127.0.0.1" },
  });
}

// --- HTTP ----------------------------------------------------------------------------------------

/**
 * One request over `agent` (a student's keep-alive connection). Resolves with the status, headers
 * and body text; rejects on a network error (refused while the server is down, reset when killed).
 * `bodyPause` sends the body in two halves with a pause between them (phase 2's in-flight writes).
 */
function send(
  agent,
  method,
  pathname,
  { json, form, cookie, headers = {}, bodyPause, onHalfSent } = {},
) {
  // A paused body is sent once the server has read the request's headers (its 100 Continue): the
  // request is then in progress, not an idle connection the shutdown may close.
  const body = json
    ? JSON.stringify(json)
    : form
      ? new URLSearchParams(form).toString()
      : undefined;
  return new Promise((resolve, reject) => {
    let halfSent = false;
    /** Once per request: half its body sent, or an answer or error that came before. */
    const markHalfSent = () => {
      if (!halfSent && bodyPause) onHalfSent?.();
      halfSent = true;
    };
    const request = http.request(
      `${ORIGIN}${pathname}`,
      {
        method,
        agent: agent ?? false,
        headers: {
          Origin: ORIGIN,
          Accept: "application/json",
          ...(json ? { "Content-Type": "application/json" } : {}),
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
          ...(body ? { "Content-Length": Buffer.byteLength(body) } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
          ...(bodyPause ? { Expect: "100-continue" } : {}),
          ...headers,
        },
      },
      (response) => {
        markHalfSent();
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", (error) => {
      markHalfSent();
      reject(error);
    });
    if (!body) return request.end();
    if (!bodyPause) return request.end(body);
    const half = Math.floor(body.length / 2);
    request.flushHeaders();
    request.once("continue", () => {
      request.write(body.slice(0, half), markHalfSent);
      bodyPause.then(() => request.end(body.slice(half)));
    });
  });
}

const parse = (response) => {
  try {
    return JSON.parse(response.text);
  } catch {
    return null;
  }
};

// The built server runs in production, where the session cookie is `__Host-session`.
const sessionCookie = (response) =>
  (response.headers["set-cookie"] ?? [])
    .find((value) => value.startsWith("__Host-session="))
    ?.split(";")[0] ?? null;

// --- what was acknowledged -----------------------------------------------------------------------

const stats = {
  requests: 0,
  networkErrors: 0,
  refused: 0,
  reset: 0,
  retries: 0,
  replays: 0,
  lostAnswers: 0,
  unexpected: [],
};
/** The share of comments, code saves and messages whose first answer the client "loses". */
const LOST_ANSWER_RATE = 0.25;
const losesAnswer = () => ({ loseFirstAnswer: Math.random() < LOST_ANSWER_RATE });

/**
 * Every write the server acknowledged, and what must be in the database because of it. For values
 * written again and again (progress, a project's code), the final value must be the last
 * acknowledged one or one sent after it whose answer was lost.
 */
const acknowledged = {
  users: [], // { email }
  enrollments: [], // { userEmail, courseId }
  comments: [], // { userEmail, sectionId, body }
  contacts: [], // { email, message }
  projects: [], // { userEmail, projectId }
};
/** "kind email id" → { acked: last acknowledged value, ackedOnce, later: values sent since } */
const lastValues = new Map();
/** Comment bodies and contact messages sent but never acknowledged: present at most once. */
const unacknowledged = { comments: [], contacts: [] };

function attempt(key, value) {
  const entry = lastValues.get(key) ?? { acked: undefined, ackedOnce: false, later: new Set() };
  entry.later.add(value);
  lastValues.set(key, entry);
}

function acknowledge(key, value) {
  const entry = lastValues.get(key);
  entry.acked = value;
  entry.ackedOnce = true;
  entry.later = new Set();
}

/**
 * Sends until the server answers (retrying network errors with the same request, idempotency key
 * included, while the server is down or restarting). Null when it never answered.
 * `loseFirstAnswer` plays a client whose first answer got lost: it sends the same request again,
 * which must come back as the first answer, replayed.
 */
async function untilAnswered(agent, method, pathname, options, { loseFirstAnswer = false } = {}) {
  let lost = null;
  const giveUpAt = performance.now() + HANG_MS;
  for (let retry = 0; performance.now() < giveUpAt; retry++) {
    stats.requests++;
    if (retry > 0) stats.retries++;
    let response;
    try {
      response = await send(agent, method, pathname, options);
    } catch (error) {
      stats.networkErrors++;
      const kind = error.code === "ECONNREFUSED" ? "refused" : "reset";
      stats[kind]++;
      await sleep(Math.min(100 * 2 ** retry, 400) + Math.random() * 100);
      continue;
    }
    const replayed = response.headers["idempotent-replayed"] === "true";
    if (replayed) stats.replays++;
    if (loseFirstAnswer && !lost) {
      lost = response;
      continue;
    }
    if (lost && lost.status < 400) {
      stats.lostAnswers++;
      const same =
        replayed &&
        response.status === lost.status &&
        response.headers.location === lost.headers.location &&
        response.text === lost.text;
      if (!same) unexpected(`resent ${pathname} after a lost answer, not replayed`, response);
    }
    return response;
  }
  return null;
}

function unexpected(what, response) {
  stats.unexpected.push(
    `${what}: ${response ? `${response.status} ${response.text.slice(0, 160)}` : "no answer"}`,
  );
}

// --- a student -----------------------------------------------------------------------------------

function catalogue() {
  const db = new Database(DATABASE_PATH, { readonly: true });
  try {
    const courses = db
      .prepare(
        `select c.id, c.slug from courses c
         where c.is_live = 0 and c.coming_soon = 0 and c.is_disabled = 0
           and (select count(*) from sections s join modules m on m.id = s.module_id
                where m.course_id = c.id) >= 3
         order by c.id`,
      )
      .all();
    const sectionsOf = db.prepare(
      `select s.id from sections s join modules m on m.id = s.module_id
       where m.course_id = ? order by m."order", s."order"`,
    );
    return courses.map((course) => ({
      ...course,
      sections: sectionsOf.all(course.id).map((row) => row.id),
    }));
  } finally {
    db.close();
  }
}

class Student {
  constructor(index, courses) {
    const tag = randomUUID().slice(0, 8);
    this.account = {
      name: `Estudiante ${index}`,
      email: `durability-${index}-${tag}@example.com`,
      username: `durability_${index}_${tag}`,
      password: "secreto123",
    };
    this.course = courses[index % courses.length];
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    this.cookie = null;
    this.writes = 0;
    this.video = 0;
    this.projectId = null;
    this.contacts = 0;
    this.comments = 0;
    /** The writes after which it stops (set at the restart), and whether it has. */
    this.stopAfter = MAX_WRITES_PER_STUDENT;
    this.stopped = false;
  }

  get email() {
    return this.account.email.toLowerCase();
  }

  async signUp() {
    const response = await untilAnswered(this.agent, "POST", "/api/register", {
      json: this.account,
    });
    if (response?.status === 201) {
      acknowledged.users.push({ email: this.email });
      this.cookie = sessionCookie(response);
      return true;
    }
    // Registered before a lost answer: the account exists, so sign in instead.
    if (response?.status === 409) {
      const login = await untilAnswered(this.agent, "POST", "/api/login", {
        json: { email: this.account.email, password: this.account.password },
      });
      if (login?.status === 200) {
        acknowledged.users.push({ email: this.email });
        this.cookie = sessionCookie(login);
        return true;
      }
      unexpected("login", login);
      return false;
    }
    unexpected("register", response);
    return false;
  }

  async enroll() {
    const response = await untilAnswered(this.agent, "POST", "/api/enroll", {
      json: { courseId: this.course.id },
      cookie: this.cookie,
    });
    // 409: enrolled by an attempt whose answer was lost.
    if (response?.status === 201 || response?.status === 409) {
      acknowledged.enrollments.push({ userEmail: this.email, courseId: this.course.id });
      return true;
    }
    unexpected("enroll", response);
    return false;
  }

  async toggleProgress() {
    // The first two sections take the toggles; the last one takes video positions.
    const sectionId = this.course.sections[this.writes % 2];
    const key = `completed ${this.email} ${sectionId}`;
    const completed = !(lastValues.get(key)?.acked ?? false);
    attempt(key, completed);
    const response = await untilAnswered(
      this.agent,
      "POST",
      `/api/sections/${sectionId}/progress`,
      { json: { completed }, cookie: this.cookie },
    );
    if (response?.status === 200) acknowledge(key, completed);
    else unexpected("progress", response);
  }

  async videoProgress() {
    const sectionId = this.course.sections.at(-1);
    const key = `video ${this.email} ${sectionId}`;
    this.video += 7;
    attempt(key, this.video);
    const response = await untilAnswered(
      this.agent,
      "POST",
      `/api/sections/${sectionId}/video-progress`,
      { json: { videoProgress: this.video }, cookie: this.cookie },
    );
    if (response?.status === 200) acknowledge(key, this.video);
    else unexpected("video progress", response);
  }

  async comment() {
    const sectionId = this.course.sections[0];
    const body = `Comentario ${randomUUID()}`;
    const idempotencyKey = randomUUID();
    this.comments++;
    const response = await untilAnswered(
      this.agent,
      "POST",
      `/courses/${this.course.slug}/learn`,
      {
        form: { intent: "post-comment", sectionId: String(sectionId), body, idempotencyKey },
        cookie: this.cookie,
        headers: { Accept: "text/html" },
      },
      losesAnswer(),
    );
    const location = response?.headers.location ?? "";
    if (response?.status === 302 && location.includes("tab=comentarios")) {
      acknowledged.comments.push({ userEmail: this.email, sectionId, body });
    } else {
      unacknowledged.comments.push({ body });
      unexpected("comment", response);
    }
  }

  async saveCode() {
    const html = `<h1>Versión ${randomUUID()}</h1>`;
    const key = `project ${this.email}`;
    const form = { intent: "save", name: "Proyecto de durabilidad", html, css: "", js: "" };
    if (this.projectId !== null) form.projectId = String(this.projectId);
    attempt(key, html);
    const response = await untilAnswered(
      this.agent,
      "POST",
      "/editor/save",
      { form, cookie: this.cookie, headers: { "Idempotency-Key": randomUUID() } },
      losesAnswer(),
    );
    const project = response?.status === 200 ? parse(response)?.project : null;
    if (!project) return unexpected("save code", response);
    if (this.projectId === null) {
      this.projectId = project.id;
      acknowledged.projects.push({ userEmail: this.email, projectId: project.id });
    }
    acknowledge(key, html);
  }

  async contact() {
    const message = `Mensaje ${randomUUID()}`;
    this.contacts++;
    const response = await untilAnswered(
      this.agent,
      "POST",
      "/api/contact",
      {
        json: { name: this.account.name, email: this.account.email, message },
        headers: { "Idempotency-Key": randomUUID() },
      },
      losesAnswer(),
    );
    if (response?.status === 201) acknowledged.contacts.push({ email: this.email, message });
    else {
      unacknowledged.contacts.push({ message });
      unexpected("contact", response);
    }
  }

  /** One write, chosen so the per-account limits (10 comments, 5 messages) are never reached. */
  async anyWrite() {
    this.writes++;
    const roll = Math.random();
    if (roll < 0.1 && this.contacts < 4) return this.contact();
    if (roll < 0.25 && this.comments < 9) return this.comment();
    if (roll < 0.45) return this.saveCode();
    if (roll < 0.7) return this.videoProgress();
    return this.toggleProgress();
  }

  async run() {
    if ((await this.signUp()) && (await this.enroll())) {
      while (this.writes < Math.min(this.stopAfter, MAX_WRITES_PER_STUDENT)) await this.anyWrite();
    }
    this.stopped = true;
  }
}

// --- phase 1: SIGKILL midway ---------------------------------------------------------------------

async function killAndRestart(students) {
  let server = startServer();
  await server.ready();
  const courses = catalogue();
  if (courses.length === 0) throw new Error("the demo catalogue has no course with 3 sections");
  students.push(...Array.from({ length: STUDENTS }, (_, i) => new Student(i, courses)));

  const load = Promise.all(students.map((student) => student.run()));
  await until(() => students.every((s) => s.stopped || s.writes >= WRITES_BEFORE_KILL));
  server.child.kill("SIGKILL");
  const killed = await server.exited;
  const writesAtKill = students.reduce((sum, student) => sum + student.writes, 0);
  const downSince = performance.now();
  server = startServer();
  await server.ready();
  const downMs = performance.now() - downSince;
  for (const student of students) student.stopAfter = student.writes + WRITES_AFTER_RESTART;
  await load;
  return {
    server,
    killedBy: killed.signal,
    writesAtKill,
    downMs,
  };
}

/** Resolves once `condition()` holds (polled); rejects only after HANG_MS. */
async function until(condition) {
  const giveUpAt = performance.now() + HANG_MS;
  while (!condition()) {
    if (performance.now() > giveUpAt) throw new Error(`still waiting after ${HANG_MS / 1000} s`);
    await sleep(20);
  }
}

// --- phase 2: SIGTERM with writes in flight ------------------------------------------------------

/** Whether a new connection is refused (polled until it is, or HANG_MS). */
async function listenerClosed() {
  const giveUpAt = performance.now() + HANG_MS;
  while (performance.now() < giveUpAt) {
    const refused = await send(null, "GET", "/healthz").then(
      () => false,
      (error) => error.code === "ECONNREFUSED",
    );
    if (refused) return true;
    await sleep(20);
  }
  return false;
}

async function shutdownUnderLoad(server, students) {
  const clients = students.slice(0, SHUTDOWN_CLIENTS);
  // Warm each keep-alive connection, so the shutdown meets connections that are being reused.
  await Promise.all(
    clients.map((student) =>
      send(student.agent, "GET", "/api/courses", { cookie: student.cookie }),
    ),
  );
  let releaseBodies;
  const bodyPause = new Promise((resolve) => (releaseBodies = resolve));
  let halfSent = 0;
  let allHalfSent;
  const started = new Promise((resolve) => (allHalfSent = resolve));
  const results = clients.map((student, index) => {
    const onHalfSent = () => ++halfSent === clients.length && allHalfSent();
    if (index % 2 === 0) {
      const sectionId = student.course.sections.at(-1);
      const key = `video ${student.email} ${sectionId}`;
      student.video += 7;
      const value = student.video;
      attempt(key, value);
      return send(student.agent, "POST", `/api/sections/${sectionId}/video-progress`, {
        json: { videoProgress: value },
        cookie: student.cookie,
        bodyPause,
        onHalfSent,
      }).then((response) => {
        if (response.status === 200) acknowledge(key, value);
        return response;
      });
    }
    const message = `Mensaje en el cierre ${randomUUID()}`;
    return send(student.agent, "POST", "/api/contact", {
      json: { name: student.account.name, email: `cierre-${randomUUID()}@example.com`, message },
      headers: { "Idempotency-Key": randomUUID() },
      bodyPause,
      onHalfSent,
    }).then((response) => {
      if (response.status === 201) {
        acknowledged.contacts.push({ email: parse(response)?.contact?.email, message });
      }
      return response;
    });
  });
  // Every request's headers read by the server (each got its 100 Continue), half its body sent.
  await started;
  const signalAt = performance.now();
  server.child.kill("SIGTERM");
  // The listener closes in the same tick as the app starts draining: once a new connection is
  // refused, every answer from then on must say `Connection: close`.
  const closed = await listenerClosed();
  releaseBodies();
  const settled = await Promise.allSettled(results);
  const exit = await Promise.race([server.exited, sleep(HANG_MS).then(() => null)]);
  if (!exit) server.child.kill("SIGKILL");
  const answered = settled.filter((r) => r.status === "fulfilled").map((r) => r.value);
  return {
    listenerClosed: closed,
    inFlight: clients.length,
    completed: answered.filter((r) => r.status < 300).length,
    failed: settled.filter((r) => r.status === "rejected").length,
    refused: answered.filter((r) => r.status >= 300).length,
    closed: answered.filter((r) => r.headers.connection === "close").length,
    exitCode: exit?.code ?? null,
    exitSignal: exit?.signal ?? null,
    exitMs: exit ? exit.at - signalAt : null,
  };
}

// --- verification --------------------------------------------------------------------------------

function verify() {
  const db = new Database(DATABASE_PATH, { readonly: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    const foreignKeys = db.pragma("foreign_key_check");
    const userId = new Map(
      db
        .prepare("select id, email from users")
        .all()
        .map((row) => [row.email, row.id]),
    );
    const missing = [];
    const duplicated = [];
    let checked = 0;
    const check = (ok, what) => {
      checked++;
      if (!ok) missing.push(what);
    };

    for (const { email } of acknowledged.users) check(userId.has(email), `user ${email}`);
    const enrollment = db.prepare("select 1 from enrollments where user_id = ? and course_id = ?");
    for (const { userEmail, courseId } of acknowledged.enrollments) {
      check(enrollment.get(userId.get(userEmail), courseId), `enrollment ${userEmail} ${courseId}`);
    }
    const commentCount = db.prepare("select count(*) from section_comments where body = ?").pluck();
    const commentOf = db.prepare(
      "select 1 from section_comments where body = ? and user_id = ? and section_id = ?",
    );
    for (const { userEmail, sectionId, body } of acknowledged.comments) {
      check(commentOf.get(body, userId.get(userEmail), sectionId), `comment ${body}`);
    }
    for (const { body } of [...acknowledged.comments, ...unacknowledged.comments]) {
      const n = commentCount.get(body);
      if (n > 1) duplicated.push(`comment ${body} ×${n}`);
    }
    const contactCount = db.prepare("select count(*) from contacts where message = ?").pluck();
    for (const { message } of acknowledged.contacts) {
      const n = contactCount.get(message);
      check(n >= 1, `contact ${message}`);
      if (n > 1) duplicated.push(`contact ${message} ×${n}`);
    }
    for (const { message } of unacknowledged.contacts) {
      const n = contactCount.get(message);
      if (n > 1) duplicated.push(`contact ${message} ×${n}`);
    }
    const project = db.prepare("select html from editor_projects where id = ? and user_id = ?");
    const projectCount = db
      .prepare("select count(*) from editor_projects where user_id = ?")
      .pluck();
    for (const { userEmail, projectId } of acknowledged.projects) {
      check(project.get(projectId, userId.get(userEmail)), `project ${projectId}`);
      const n = projectCount.get(userId.get(userEmail));
      if (n > 1) duplicated.push(`projects of ${userEmail} ×${n}`);
    }

    const progress = db.prepare(
      "select completed, video_progress as video from section_progress where user_id = ? and section_id = ?",
    );
    for (const [key, { acked, ackedOnce, later }] of lastValues) {
      if (!ackedOnce) continue;
      const [kind, email, id] = key.split(" ");
      let actual;
      if (kind === "project") {
        const owner = acknowledged.projects.find((p) => p.userEmail === email);
        actual = owner ? project.get(owner.projectId, userId.get(email))?.html : undefined;
      } else {
        const row = progress.get(userId.get(email), Number(id));
        actual = kind === "completed" ? Boolean(row?.completed) : row?.video;
      }
      check(actual === acked || later.has(actual), `${key}: ${actual} (acknowledged ${acked})`);
    }
    const counts = Object.fromEntries(
      [
        "users",
        "enrollments",
        "section_progress",
        "section_comments",
        "contacts",
        "editor_projects",
        "idempotency_keys",
      ].map((table) => [table, db.prepare(`select count(*) from ${table}`).pluck().get()]),
    );
    return { integrity, foreignKeys, checked, missing, duplicated, counts };
  } finally {
    db.close();
  }
}

// --- run -----------------------------------------------------------------------------------------

const row = (label, value, ok = true) =>
  console.log(`  ${ok ? "ok  " : "FAIL"} ${label.padEnd(52)} ${value}`);

let failed = false;
let server = null;
const began = performance.now();
try {
  const students = [];
  const phase1 = await killAndRestart(students);
  server = phase1.server;
  const phase2 = await shutdownUnderLoad(server, students);
  server = null;
  const result = verify();
  const acknowledgedCount = result.checked;
  const lost = result.missing.length;

  console.log(
    `Durability (${STUDENTS} students on loopback, ${((performance.now() - began) / 1000).toFixed(1)} s)`,
  );
  console.log("Phase 1: SIGKILL under load, restart on the same database file");
  row("requests sent (retries included)", `${stats.requests} (${stats.retries} retries)`);
  row("requests cut by the kill: reset / refused while down", `${stats.reset} / ${stats.refused}`);
  row("writes made when it was killed", phase1.writesAtKill);
  row("killed by", phase1.killedBy, phase1.killedBy === "SIGKILL");
  row("down until the restarted server answered", `${phase1.downMs.toFixed(0)} ms`);
  row("answers lost on purpose, resent: replayed", `${stats.lostAnswers}`);
  row("all replays (by idempotency key)", stats.replays);
  row("unexpected answers", stats.unexpected.length, stats.unexpected.length === 0);
  console.log("Phase 2: SIGTERM with writes in flight");
  row("listener closed after SIGTERM", phase2.listenerClosed ? "yes" : "no", phase2.listenerClosed);
  row(
    "in-flight writes answered 2xx",
    `${phase2.completed} / ${phase2.inFlight}`,
    phase2.completed === phase2.inFlight,
  );
  row("in-flight writes failed (reset, hang-up)", phase2.failed, phase2.failed === 0);
  row(
    "answers with Connection: close",
    `${phase2.closed} / ${phase2.inFlight}`,
    phase2.closed === phase2.inFlight,
  );
  row(
    "process exit after SIGTERM",
    phase2.exitMs === null
      ? `none within ${HANG_MS / 1000} s`
      : `code ${phase2.exitCode} in ${phase2.exitMs.toFixed(0)} ms`,
    phase2.exitCode === 0,
  );
  console.log("Database");
  row("PRAGMA integrity_check", result.integrity, result.integrity === "ok");
  row(
    "PRAGMA foreign_key_check",
    `${result.foreignKeys.length} rows`,
    result.foreignKeys.length === 0,
  );
  row("acknowledged writes", acknowledgedCount);
  row("verified present", acknowledgedCount - lost, lost === 0);
  row("lost", lost, lost === 0);
  row("duplicated by a retry", result.duplicated.length, result.duplicated.length === 0);
  console.log(
    `  rows: ${Object.entries(result.counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(", ")}`,
  );

  for (const line of [...stats.unexpected, ...result.missing, ...result.duplicated].slice(0, 20)) {
    console.log(`    ${line}`);
  }
  failed =
    phase1.killedBy !== "SIGKILL" ||
    stats.unexpected.length > 0 ||
    !phase2.listenerClosed ||
    phase2.completed !== phase2.inFlight ||
    phase2.failed > 0 ||
    phase2.closed !== phase2.inFlight ||
    phase2.exitCode !== 0 ||
    result.integrity !== "ok" ||
    result.foreignKeys.length > 0 ||
    lost > 0 ||
    result.duplicated.length > 0 ||
    acknowledgedCount === 0;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(failed ? "Durability check FAILED" : "Durability check passed");
process.exit(failed ? 1 : 0);
