#!/usr/bin/env node
// Performance budget check: `npm run build && npm run bench`.
// Starts the built app on a temporary database, then measures (1) the gzip size of the JavaScript
// each key page loads and the size of its HTML, and the JavaScript a signed-in student's pages load
// in Chromium as a phone and as a desktop (learn, profile, editor), (2) server latency of key pages and /api calls and (3) the time and size of
// a certificate's PDF, (4) image copies (decision 127): the bytes of each WebP width and the image bytes a phone loads on
// the home and a course page with and without Save-Data, (5) the costs the test suites measure but do not judge
// (test-costs.mjs, decision 141): the CPU of hostile requests, the forgot-password timing. Prints a table and exits 1
// when a budget is exceeded. Only loopback traffic, bounded request counts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import Database from "better-sqlite3";

import { freePort, requireBuild, startBuiltServer } from "../support/built-server.mjs";
import { photoLikeJpeg } from "../support/photo.mjs";
import { measureCourseDownload } from "./offline-download.mjs";
import { launchBrowser, pageScripts } from "./page-scripts.mjs";
import { signUpEnrolledStudent } from "./student.mjs";
import { measureTestCosts } from "./test-costs.mjs";

/** BENCH_PORT, else a port free now (a server left by a killed run cannot stop this one). */
const PORT = Number(process.env.BENCH_PORT) || (await freePort());
const BASE = `http://127.0.0.1:${PORT}`;

/**
 * JavaScript per public page, gzip (issue 20). Every public page is static (docs/decisions/124)
 * and loads one small script: at most 15 KB. The form pages (decision 132) also load their
 * validation on the first focus in a form: with it, at most 100 KB (issue 20's form-page target,
 * set when they shipped React: Remix + React alone are ~83.6 KB).
 */
const JS_BUDGET_KB = { static: 15, form: 100 };
const FORM_PAGES = new Set(["/auth", "/contact"]);
/**
 * The home's markup, raw (issue 20: 125 KB with 105 inline SVGs before the icon sprite): the
 * document without its scripts, module preloads and the rules it carries in place of the
 * stylesheet (docs/decisions/133). Those rules are budgeted apart, gzip, on every static page:
 * they replace a stylesheet of ~11.5 KB gzip that was a second request before the first paint.
 */
const HTML_BUDGET_KB = { "/": 60 };
const PAGE_CSS_BUDGET_GZIP_KB = 8;
const PUBLIC_PAGES = [
  "/",
  "/courses",
  "/courses/web-development",
  "/courses/robotica-en-vivo",
  "/about",
  "/auth",
  "/contact",
  "/merch",
  "/merch/1",
  "/privacy",
  "/terms",
  "/cookies",
];
/**
 * JavaScript on a signed-in student's pages (issue 37), gzip, as Chromium loads them as a 390 px
 * phone or a desktop (./page-scripts.mjs): the learn page and the profile at most 25 KB in at most
 * 4 files; the editor on a phone or with Save-Data at most 80 KB before it takes a keystroke (the
 * light editor, docs/decisions/144). The desktop editor (Monaco) is reported, not budgeted.
 */
const STUDENT_COURSE = "web-development";
const STUDENT_PAGES = [
  ...["phone", "desktop"].flatMap((device) => [
    {
      label: `learn · ${device}`,
      path: `/courses/${STUDENT_COURSE}/learn`,
      device,
      budget: { kb: 25, files: 4 },
    },
    { label: `profile · ${device}`, path: "/profile", device, budget: { kb: 25, files: 4 } },
  ]),
  {
    label: "editor · phone",
    path: "/editor",
    device: "phone",
    readySelector: "html[data-code-editor=ready]",
    budget: { kb: 80, monaco: false },
  },
  {
    label: "editor · desktop, Save-Data",
    path: "/editor",
    device: "desktop",
    saveData: true,
    readySelector: "html[data-code-editor=ready]",
    budget: { kb: 80, monaco: false },
  },
  {
    label: "editor · desktop",
    path: "/editor",
    device: "desktop",
    readySelector: ".monaco-editor",
  },
];
/** Monaco is the editor's alone: no other page may reference its bundle. */
const MONACO_PREFIX = "/monaco/";
/** p95 server time for a page or API call on the 2-core reference machine. */
const LATENCY_BUDGET_MS = 50;
const REQUESTS_PER_URL = 200;
const LATENCY_URLS = [
  "/",
  "/courses",
  "/courses?q=programacion&level=Principiante",
  "/courses/web-development",
  "/api/courses",
  "/api/testimonials",
];

/** One certificate's PDF, drawn on each request (issue 18): p95 time and file size. */
const PDF_BUDGET_MS = 200;
const PDF_BUDGET_KB = 100;
const PDF_REQUESTS = 100;
/** The bench's certificate (16 Crockford base32 characters), inserted into the bench database. */
const BENCH_CERTIFICATE = "BENCH0CERT1F1CAT";
const BENCH_CERTIFICATE_PATH = "/certificates/WCA-BENC-H0CE-RT1F-1CAT.pdf";

/**
 * Image bytes (issue 21): the uploaded pictures the bench gives the catalogue (a 1200 × 675
 * cover per course, a 400 × 400 photo per team member and testimonial, the sizes admin uploads are
 * stored in), the pages a phone opens, and the reduction Save-Data must reach.
 */
const IMAGE_WIDTHS = [96, 160, 320, 480, 640, 960, 1280];
const IMAGE_PAGES = ["/", "/courses/web-development"];
/** A 390 CSS px wide phone at device pixel ratio 2 (what the selection below imitates). */
const PHONE = { width: 390, dpr: 2 };
const SAVE_DATA_MIN_REDUCTION = 0.5;

requireBuild();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-bench-"));
const databasePath = path.join(dir, "bench.db");
const server = startBuiltServer({
  port: PORT,
  databasePath,
  name: "bench",
});

/**
 * A document's size in KB: raw and gzipped; its markup (raw, without scripts, module preloads and
 * the page's own rules); those rules (raw and gzip, 0 when the page links the stylesheet).
 */
function htmlSizes(html) {
  const css = /<style data-page-css="[^"]*">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*\/>/g, "")
    .replace(/<style data-page-css="[^"]*">[\s\S]*?<\/style>/, "");
  return {
    kb: Buffer.byteLength(html) / 1024,
    gzipKb: gzipSync(html, { level: 9 }).length / 1024,
    markupKb: Buffer.byteLength(markup) / 1024,
    cssKb: Buffer.byteLength(css) / 1024,
    cssGzipKb: css ? gzipSync(css, { level: 9 }).length / 1024 : 0,
  };
}

/**
 * Every script and modulepreload a page references, and the modules those import statically
 * (esbuild's shared chunks: a request each before the script runs), fetched and gzipped like the
 * wire would. What the scripts import on demand (`import()`) is measured in Chromium below.
 */
async function pageJavaScriptGzipKb(pathname) {
  const response = await fetch(BASE + pathname, { redirect: "manual" });
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  const html = await response.text();
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)) {
    urls.add(new URL(match[1], BASE).href);
  }
  for (const match of html.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) {
    urls.add(new URL(match[1], BASE).href);
  }
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
    for (const match of body
      .toString()
      .matchAll(/(?:^|[;}\s])import\s*(?:[\w{}$,*\s]+from\s*)?["']([^"']+\.js)["']/g)) {
      urls.add(new URL(match[1], url).href); // visited later in this same loop
    }
  }
  const monaco =
    [...urls].some((url) => new URL(url).pathname.startsWith(MONACO_PREFIX)) ||
    html.includes(MONACO_PREFIX);
  return { kb: total / 1024, files: urls.size, monaco, html: htmlSizes(html) };
}

/**
 * A certificate as the app issues it (a snapshot of the seeded "web-development" course), written
 * straight to the server's database: the bench measures drawing the PDF, not completing a course.
 */
function insertBenchCertificate(databasePath) {
  const database = new Database(databasePath);
  try {
    const course = database
      .prepare(
        `select c.id, c.title, c.duration, c.instructor, count(m.id) as modules
         from courses c left join modules m on m.course_id = c.id where c.slug = ? group by c.id`,
      )
      .get("web-development");
    database
      .prepare(
        `insert into certificates (code, course_id, recipient_name, course_title, course_hours,
           module_count, instructor, issuer_name, completed_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, unixepoch())`,
      )
      .run(
        BENCH_CERTIFICATE,
        course.id,
        "María Fernanda Gutiérrez Ñúñez",
        course.title,
        course.duration,
        course.modules,
        course.instructor,
        "Web Code Academy",
      );
  } finally {
    database.close();
  }
}

async function latency(pathname, requests = REQUESTS_PER_URL) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const response = await fetch(BASE + pathname);
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { p50: at(50), p95: at(95), bytes };
}

/**
 * The uploaded pictures, written as the admin upload stores them (JPEG, no owner). The same
 * picture for every course (and one for every person): copies are keyed by content, so each
 * width is encoded once, and each page still loads one copy per image element.
 */
async function insertBenchImages(databasePath) {
  const cover = await photoLikeJpeg(1200, 675, 7);
  const portrait = await photoLikeJpeg(400, 400, 11);
  const database = new Database(databasePath);
  try {
    const insert = database.prepare(
      "insert into images (user_id, content_type, data) values (null, 'image/jpeg', ?)",
    );
    const store = (data) => `/images/${insert.run(data).lastInsertRowid}`;
    const ids = { cover: 0, portrait: 0 };
    for (const { id } of database.prepare("select id from courses").all()) {
      const url = store(cover);
      ids.cover ||= Number(url.split("/")[2]);
      database.prepare("update courses set image = ? where id = ?").run(url, id);
    }
    for (const table of ["teams", "testimonials"]) {
      for (const { id } of database.prepare(`select id from ${table}`).all()) {
        const url = store(portrait);
        ids.portrait ||= Number(url.split("/")[2]);
        database.prepare(`update ${table} set image = ? where id = ?`).run(url, id);
      }
    }
    return { ids, sourceBytes: { cover: cover.length, portrait: portrait.length } };
  } finally {
    database.close();
  }
}

/** A CSS length of a `sizes` slot in px for the phone: px, vw, rem and calc() arithmetic. */
function cssPixels(length) {
  const expression = length
    .replace(/calc/g, "")
    .replace(/([\d.]+)vw/g, (_, n) => String((Number(n) * PHONE.width) / 100))
    .replace(/([\d.]+)rem/g, (_, n) => String(Number(n) * 16))
    .replace(/([\d.]+)px/g, "$1");
  if (!/^[\d.\s+\-*/()]+$/.test(expression)) throw new Error(`Unknown length: ${length}`);
  return Function(`"use strict"; return (${expression});`)();
}

/** The slot width `sizes` gives on the phone: the first entry whose media query matches. */
function slotWidth(sizes) {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const media = /^\((min|max)-width:\s*(\d+)px\)\s+(.+)$/.exec(entry);
    if (!media) return cssPixels(entry);
    const [, kind, px, length] = media;
    if (kind === "min" ? PHONE.width >= Number(px) : PHONE.width <= Number(px)) {
      return cssPixels(length);
    }
  }
  return PHONE.width;
}

/** The URL a browser picks from an `<img>`: the smallest srcset width covering slot × DPR. */
function chosenImage(tag) {
  const attribute = (name) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  const srcset = attribute("srcset");
  if (!srcset) return attribute("src");
  const need = slotWidth(attribute("sizes") ?? "100vw") * PHONE.dpr;
  const candidates = srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= need) ?? candidates.at(-1)).url;
}

/** The bytes of every image the page's HTML makes the phone load (lazy ones too: a full scroll). */
async function pageImageBytes(pathname, headers) {
  // A query of its own: pages the sections above kept in the page cache had the seed's SVGs.
  const html = await (await fetch(`${BASE}${pathname}?imagenes=1`, { headers })).text();
  const urls = new Set();
  for (const tag of html.match(/<img\b[^>]*>/g) ?? []) {
    const url = chosenImage(tag);
    if (url && !url.startsWith("data:")) urls.add(url);
  }
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(new URL(url, BASE));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    bytes += (await response.arrayBuffer()).byteLength;
  }
  return { bytes, images: urls.size, htmlKb: Buffer.byteLength(html) / 1024 };
}

let failed = false;
let browser;
try {
  await server.ready();
  browser = await launchBrowser();
  console.log("Client JavaScript (gzip, every script the page loads; Monaco on no public page)");
  const documents = [];
  for (const pathname of PUBLIC_PAGES) {
    const { kb, files, monaco, html } = await pageJavaScriptGzipKb(pathname);
    documents.push([pathname, html]);
    // A form page's validation loads on the first focus in a form: focused here, in Chromium.
    const used = FORM_PAGES.has(pathname)
      ? await pageScripts(browser, BASE + pathname, {
          device: "phone",
          readySelector: "html[data-static-page=ready]",
          afterReady: (page) => page.locator("form[data-validate] input:visible").first().focus(),
        })
      : null;
    const ok = kb <= JS_BUDGET_KB.static && (!used || used.kb <= JS_BUDGET_KB.form) && !monaco;
    failed ||= !ok;
    const withForm = used
      ? `, ${used.kb.toFixed(1)} KB once a form is used (budget ${JS_BUDGET_KB.form} KB)`
      : "";
    console.log(
      `  ${ok ? "ok  " : "OVER"} ${pathname.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB in ${files} files (budget ${JS_BUDGET_KB.static} KB)${withForm}${monaco ? " + Monaco" : ""}`,
    );
  }
  console.log(
    "Student pages (gzip, every script Chromium loads as that device until the page is ready and the network idle)",
  );
  const cookie = await signUpEnrolledStudent(BASE, STUDENT_COURSE);
  for (const { label, path: pathname, device, saveData, readySelector, budget } of STUDENT_PAGES) {
    const { kb, files, paths } = await pageScripts(browser, BASE + pathname, {
      device,
      cookie,
      headers: saveData ? { "Save-Data": "on" } : {},
      readySelector,
    });
    const monaco = paths.some((url) => url.startsWith(MONACO_PREFIX));
    const ok =
      !budget ||
      (kb <= budget.kb &&
        (budget.files === undefined || files <= budget.files) &&
        (budget.monaco === undefined || monaco === budget.monaco));
    failed ||= !ok;
    const limits = budget
      ? ` (budget ${budget.kb} KB${budget.files === undefined ? "" : `, ${budget.files} files`}${budget.monaco === false ? ", no Monaco" : ""})`
      : " (reported)";
    console.log(
      `  ${ok ? "ok  " : "OVER"} ${label.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB in ${files} files${limits}${monaco ? " incl. Monaco" : ""}`,
    );
  }
  console.log(
    "HTML (the document: raw, gzip; its markup without scripts and its own rules; those rules)",
  );
  for (const [pathname, html] of documents) {
    const budget = HTML_BUDGET_KB[pathname];
    const ok =
      (budget === undefined || html.markupKb <= budget) &&
      html.cssGzipKb > 0 &&
      html.cssGzipKb <= PAGE_CSS_BUDGET_GZIP_KB;
    failed ||= !ok;
    console.log(
      `  ${ok ? "ok  " : "OVER"} ${pathname.padEnd(28)} ${html.kb.toFixed(1).padStart(6)} KB, gzip ${html.gzipKb.toFixed(1).padStart(5)} KB; markup ${html.markupKb.toFixed(1).padStart(5)} KB${budget === undefined ? "" : ` (budget ${budget})`}; rules ${html.cssKb.toFixed(1).padStart(5)} KB, gzip ${html.cssGzipKb.toFixed(1).padStart(4)} KB (budget ${PAGE_CSS_BUDGET_GZIP_KB})`,
    );
  }
  console.log(
    `Server latency (${REQUESTS_PER_URL} sequential requests each, p95 budget ${LATENCY_BUDGET_MS} ms)`,
  );
  for (const pathname of LATENCY_URLS) {
    await latency(pathname); // warm-up round
    const { p50, p95 } = await latency(pathname);
    const ok = p95 <= LATENCY_BUDGET_MS;
    failed ||= !ok;
    console.log(
      `  ${ok ? "ok  " : "OVER"} ${pathname.padEnd(44)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms`,
    );
  }
  console.log(
    `Certificate PDF (${PDF_REQUESTS} sequential requests, drawn each time; budget p95 ${PDF_BUDGET_MS} ms, ${PDF_BUDGET_KB} KB)`,
  );
  insertBenchCertificate(databasePath);
  await latency(BENCH_CERTIFICATE_PATH, 10); // warm-up round
  const pdf = await latency(BENCH_CERTIFICATE_PATH, PDF_REQUESTS);
  const pdfKb = pdf.bytes / 1024;
  const pdfOk = pdf.p95 <= PDF_BUDGET_MS && pdfKb <= PDF_BUDGET_KB;
  failed ||= !pdfOk;
  console.log(
    `  ${pdfOk ? "ok  " : "OVER"} ${BENCH_CERTIFICATE_PATH.padEnd(44)} p50 ${pdf.p50.toFixed(1).padStart(5)} ms  p95 ${pdf.p95.toFixed(1).padStart(5)} ms  ${pdfKb.toFixed(1)} KB`,
  );

  const { ids, sourceBytes } = await insertBenchImages(databasePath);
  console.log(
    `Image copies (WebP q75 from the uploaded JPEG: first request encodes, second reads the disk copy)`,
  );
  for (const [kind, id] of Object.entries(ids)) {
    const cells = [];
    for (const width of IMAGE_WIDTHS) {
      const url = `/images/${id}/${width}.v1.webp`;
      const first = performance.now();
      const bytes = (await (await fetch(BASE + url)).arrayBuffer()).byteLength;
      const encodeMs = performance.now() - first;
      const second = performance.now();
      await (await fetch(BASE + url)).arrayBuffer();
      const cachedMs = performance.now() - second;
      cells.push(
        `${String(width).padStart(4)} px ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${encodeMs.toFixed(0).padStart(4)} ms / ${cachedMs.toFixed(1)} ms`,
      );
    }
    console.log(`  ${kind} (source JPEG ${(sourceBytes[kind] / 1024).toFixed(1)} KB)`);
    for (const cell of cells) console.log(`    ${cell}`);
  }
  console.log(
    `Image bytes on a ${PHONE.width} px phone at ${PHONE.dpr}x (srcset picked as the browser does), without and with Save-Data: on (at least ${SAVE_DATA_MIN_REDUCTION * 100} % less)`,
  );
  for (const pathname of IMAGE_PAGES) {
    const plain = await pageImageBytes(pathname, {});
    const saving = await pageImageBytes(pathname, { "Save-Data": "on" });
    const reduction = 1 - saving.bytes / plain.bytes;
    const ok = reduction >= SAVE_DATA_MIN_REDUCTION;
    failed ||= !ok;
    console.log(
      `  ${ok ? "ok  " : "LOW "} ${pathname.padEnd(28)} ${(plain.bytes / 1024).toFixed(1).padStart(7)} KB → ${(saving.bytes / 1024).toFixed(1).padStart(6)} KB with Save-Data (${(reduction * 100).toFixed(0)} % less, ${plain.images} images; HTML with these srcsets ${plain.htmlKb.toFixed(1)} KB)`,
    );
  }
  const download = await measureCourseDownload(BASE, "web-development");
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    "Offline download of /courses/web-development (what the device stores, uncompressed)",
  );
  console.log(
    `  ${download.sections} sections: ${download.pages} pages ${kb(download.pageBytes)} KB + ${download.files} files ${kb(download.fileBytes)} KB = ${kb(download.pageBytes + download.fileBytes)} KB (pages gzip on the wire: ${kb(download.pageGzipBytes)} KB); videos apart: ${download.videos} × ${kb(download.videoBytes)} KB`,
  );
} finally {
  await browser?.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
// With the server stopped: the suites measure CPU in their own processes.
failed = !measureTestCosts() || failed;
process.exit(failed ? 1 : 0);
