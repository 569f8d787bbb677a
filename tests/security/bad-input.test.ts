import fs from "node:fs";
import path from "node:path";

import { parseWithZod } from "@conform-to/zod/v4";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { certificates, outboxEmails } from "../../db/schema";
import { db } from "~/db.server";
import { formatCertificateCode, newCertificateCode } from "~/models/certificate.server";
import { listEmailsForUser } from "~/models/outbox.server";
import { enrollUser } from "~/models/enrollment.server";
import { createProject } from "~/models/editor-project.server";
import { postSectionComment } from "~/models/comment.server";
import { action as adminCertificates } from "~/routes/admin.certificates";
import { action as adminComments } from "~/routes/admin.comments";
import { action as adminRegistrations } from "~/routes/admin.registrations";
import { action as adminEmail } from "~/routes/admin.emails.$emailId";
import { action as adminStudent } from "~/routes/admin.students.$userId";
import { action as adminSections } from "~/routes/admin.courses.$courseId.modules.$moduleId";
import { action as adminModules } from "~/routes/admin.courses.$courseId.modules";
import { action as adminCourses } from "~/routes/admin.courses._index";
import { action as adminTeam } from "~/routes/admin.team";
import { action as adminTestimonials } from "~/routes/admin.testimonials";
import { action as apiNotFound } from "~/routes/api.$";
import { action as apiContact } from "~/routes/api.contact";
import { action as apiCourseModules } from "~/routes/api.courses.$courseId.modules";
import { action as apiCourseProgress } from "~/routes/api.courses.$courseId.progress";
import { action as apiCourse } from "~/routes/api.courses.$slug";
import { action as apiCourses } from "~/routes/api.courses";
import { action as apiCertificates } from "~/routes/api.certificates";
import { action as certificatePage } from "~/routes/certificates.$code";
import { action as apiEnroll } from "~/routes/api.enroll";
import { action as apiEnrollmentProgress } from "~/routes/api.enrollments.$id.progress";
import { action as apiEnrollment } from "~/routes/api.enrollments.$id";
import { action as apiEnrollments } from "~/routes/api.enrollments";
import { action as apiRegistrations } from "~/routes/api.live-course-registrations";
import { action as apiLogin } from "~/routes/api.login";
import { action as apiLogout } from "~/routes/api.logout";
import { action as apiModuleSections } from "~/routes/api.modules.$moduleId.sections";
import { action as apiModule } from "~/routes/api.modules.$moduleId";
import { action as apiModules } from "~/routes/api.modules";
import { action as apiRegister } from "~/routes/api.register";
import { action as apiSectionProgress } from "~/routes/api.sections.$sectionId.progress";
import { action as apiSection } from "~/routes/api.sections.$sectionId";
import { action as apiVideoProgress } from "~/routes/api.sections.$sectionId.video-progress";
import { action as apiProgressSync } from "~/routes/api.progress.sync";
import { action as apiSections } from "~/routes/api.sections";
import { action as apiTeamMember } from "~/routes/api.team.$id";
import { action as apiTeam } from "~/routes/api.team";
import { action as apiTestimonial } from "~/routes/api.testimonials.$id";
import { action as apiTestimonials } from "~/routes/api.testimonials";
import { action as apiPassword } from "~/routes/api.user.password";
import { action as apiProfile } from "~/routes/api.user.profile";
import { action as apiUser } from "~/routes/api.user";
import { action as authPage } from "~/routes/auth";
import { action as certificatePdf } from "~/routes/certificates.$code[.pdf]";
import { action as contactPage } from "~/routes/contact";
import { action as coursePage } from "~/routes/courses.$slug";
import { action as learnPage } from "~/routes/courses.$slug_.learn/route";
import { action as editorDownload } from "~/routes/editor.download";
import { action as editorPreview } from "~/routes/editor.preview";
import { action as editorSave } from "~/routes/editor.save";
import { action as editorPage } from "~/routes/editor";
import { action as forgotPasswordPage } from "~/routes/forgot-password";
import { action as healthz } from "~/routes/healthz";
import { action as imagesRoute } from "~/routes/images.$imageId";
import { action as imageVariantRoute } from "~/routes/images.$imageId_.$variant";
import { action as logoutPage } from "~/routes/logout";
import { action as manifest } from "~/routes/manifest[.]webmanifest";
import { action as profilePage } from "~/routes/profile";
import { action as resetPasswordPage } from "~/routes/reset-password";
import { action as themeRoute } from "~/routes/resources.theme";
import { action as robots } from "~/routes/robots[.]txt";
import { action as serviceWorker } from "~/routes/sw[.]js";
import { action as offlineManifest } from "~/routes/courses.$slug_.offline[.]json";
import { action as sitemap } from "~/routes/sitemap[.]xml";
import { action as verifyEmailPage } from "~/routes/verify-email";
import { courseActionSchema } from "~/schemas/admin";
import { CONTRACT_ROWS, COURSE_FIELDS } from "../api/contract-rows";
import {
  courseFormFields,
  insertTestCourse,
  insertTestModule,
  insertTestSection,
} from "../support/courses";
import { changedTables, databaseSnapshot } from "../support/database-snapshot";
import { BASE_URL } from "../support/requests";
import { run, type RouteHandler } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { createUserWithPassword, signedInUser } from "../support/users";

// Every write route (each /api mutation and each page action, every intent) receives malformed
// requests; each must answer 4xx — never 5xx — and leave every table as it was. A 3xx counts only
// when it carries an error toast (the admin pages' documented answer to a delete of a bad id).
// No table is excepted from the checksum: malformed requests are refused before any rate-limit or
// session bookkeeping is written (the limits live in memory and sessions are only read).

const MB = 1024 * 1024;
const HUGE = "a".repeat(MB);
// Under the 100 KB body limit, so each field's own maximum length is what refuses it.
const LONG = "l".repeat(50 * 1024);
const TEN_MB = "b".repeat(10 * MB);
const SQL = "1'; DROP TABLE users; --";
const HTML = '<script>alert(1)</script><img src=x onerror="alert(2)">';
const INFINITY = "__infinity__";

/** What a JSON field is set to (every field of the body at once). */
const JSON_VALUES: Array<[string, unknown]> = [
  ["null", null],
  ["empty array", []],
  ["object", { nested: { deep: 1 } }],
  ["array of strings", ["a", "b"]],
  ["boolean", true],
  ["negative number", -1],
  ["zero", 0],
  ["huge number", 1e308],
  ["Infinity (1e400)", INFINITY],
  ["'NaN'", "NaN"],
  ["'Infinity'", "Infinity"],
  ["hex id '0x10'", "0x10"],
  ["empty string", ""],
  ["blank string", "   "],
  ["1 MB string", HUGE],
  ["50 KB string", LONG],
  ["NUL", "a\u0000b"],
  ["lone surrogate", "a\ud800b"],
  ["bidi override", "\u202egnp.exe"],
  ["emoji", "😀👩‍💻🏳️‍🌈"],
  ["combining marks", "e\u0301\u0302\u0303\u0304"],
  ["SQL", SQL],
  ["HTML", HTML],
];

/** What a form field is set to: the raw urlencoded text of the value (browsers send only text). */
const FORM_VALUES: Array<[string, string]> = [
  ["empty", ""],
  ["blank", "%20%20%20"],
  ["1 MB", HUGE],
  ["50 KB", LONG],
  ["NUL", "a%00b"],
  ["lone surrogate (CESU bytes)", "a%ED%A0%80b"],
  ["invalid UTF-8", "a%FF%FEb"],
  ["bidi override", encodeURIComponent("\u202egnp.exe")],
  ["emoji", encodeURIComponent("😀👩‍💻")],
  ["combining marks", encodeURIComponent("e\u0301\u0302\u0303")],
  ["SQL", encodeURIComponent(SQL)],
  ["HTML", encodeURIComponent(HTML)],
  ["hex '0x10'", "0x10"],
  ["negative", "-1"],
  ["NaN", "NaN"],
  ["Infinity", "Infinity"],
  ["1e400", "1e400"],
  ["huge integer", "99999999999999999999"],
  ["decimal", "1.5"],
];

/** Malformed route ids (path params). */
const BAD_IDS = [
  "0x10",
  "0",
  "-1",
  "1.5",
  "1e3",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "1 OR 1=1",
  "1'--",
  "١٢",
  "%00",
  "1\u0000",
  "😀",
];

type Role = "anonymous" | "student" | "enrolled" | "admin";

type Case = {
  label: string;
  request: () => Request;
  params?: Record<string, string>;
  /** The exact statuses expected, where the refusal must come from one particular check. */
  expect?: number[];
};

/** How a body is sent: JSON (the /api) or a urlencoded form (pages, editor.save). */
type Target = {
  /** The route module (file name in app/routes without extension). */
  route: string;
  name: string;
  method: string;
  path: string;
  params?: Record<string, string>;
  as: Role;
  cases: () => Case[];
  /**
   * Statuses besides 4xx that this route documents for such requests (e.g. the editor preview
   * renders whatever code it is sent), with the reason.
   */
  tolerate?: { statuses: number[]; why: string };
};

let cookies: Record<Role, string | null>;
let fixtures: {
  course: { id: number; slug: string };
  liveCourse: { slug: string };
  moduleId: number;
  sectionId: number;
  enrollmentId: number;
  projectId: number;
  commentId: number;
  teamId: number;
  testimonialId: number;
  studentId: number;
  /** The student's own address: a profile body that keeps it needs no current password. */
  studentEmail: string;
  emailId: number;
};

function headersFor(as: Role, contentType?: string, extra: Record<string, string> = {}) {
  const cookie = cookies[as];
  return {
    ...(contentType ? { "Content-Type": contentType } : {}),
    ...(cookie ? { Cookie: cookie } : {}),
    ...extra,
  };
}

function rawRequest(target: Target, body: string | FormData | null, type?: string) {
  return new Request(`${BASE_URL}${target.path}`, {
    method: target.method,
    headers: headersFor(target.as, type),
    body: target.method === "GET" ? null : body,
  });
}

/** `{ a: X, b: X }` as JSON text, with 1e400 (parses to Infinity) where asked. */
function jsonWithAll(keys: readonly string[], value: unknown, extra: Record<string, unknown> = {}) {
  const body = { ...Object.fromEntries(keys.map((key) => [key, value])), ...extra };
  return JSON.stringify(body).replaceAll(`"${INFINITY}"`, "1e400");
}

function formWithAll(keys: readonly string[], raw: string, fixed: Record<string, string> = {}) {
  const pairs = Object.entries(fixed).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return [...pairs, ...keys.map((key) => `${key}=${raw}`)].join("&");
}

/** Body shapes every JSON route must refuse. */
function jsonStructuralCases(target: Target, keys: readonly string[]): Case[] {
  const form = new URLSearchParams(Object.fromEntries(keys.map((key) => [key, "1"]))).toString();
  const multipart = new FormData();
  for (const key of keys) multipart.set(key, "1");
  return [
    { label: "malformed JSON", request: () => rawRequest(target, '{"a":', "application/json") },
    { label: "JSON array body", request: () => rawRequest(target, "[1,2]", "application/json") },
    { label: "JSON null body", request: () => rawRequest(target, "null", "application/json") },
    { label: "JSON string body", request: () => rawRequest(target, '"x"', "application/json") },
    { label: "JSON number body", request: () => rawRequest(target, "42", "application/json") },
    {
      label: "JSON sent as text/html",
      request: () => rawRequest(target, jsonWithAll(keys, "x"), "text/html"),
    },
    {
      label: "JSON without content type",
      request: () => rawRequest(target, jsonWithAll(keys, "x")),
    },
    {
      label: "urlencoded body",
      request: () => rawRequest(target, form, "application/x-www-form-urlencoded"),
    },
    { label: "multipart body", request: () => rawRequest(target, multipart) },
    { label: "10 MB body", request: () => rawRequest(target, TEN_MB, "application/json") },
    {
      label: "BOM and trailing garbage",
      request: () => rawRequest(target, `\ufeff${jsonWithAll(keys, "x")}}}`, "application/json"),
    },
  ];
}

/** Every field of a JSON body set to each malformed value. */
function jsonValueCases(target: Target, keys: readonly string[], extra = {}): Case[] {
  return JSON_VALUES.map(([label, value]) => ({
    label: `every field ${label}`,
    request: () => rawRequest(target, jsonWithAll(keys, value, extra), "application/json"),
  }));
}

const FORM = "application/x-www-form-urlencoded";

/** Form shapes every page action must refuse. */
function formStructuralCases(target: Target, keys: readonly string[], intent?: string): Case[] {
  const fixed: Record<string, string> = intent ? { intent } : {};
  return [
    { label: "no body", request: () => rawRequest(target, null, FORM) },
    {
      label: "JSON instead of a form",
      request: () => rawRequest(target, jsonWithAll(keys, "x", fixed), "application/json"),
    },
    {
      label: "form sent as text/plain",
      request: () => rawRequest(target, formWithAll(keys, "x", fixed), "text/plain"),
    },
    {
      label: "multipart without boundary",
      request: () => rawRequest(target, formWithAll(keys, "x", fixed), "multipart/form-data"),
    },
    {
      label: "truncated multipart",
      request: () =>
        rawRequest(
          target,
          '--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsa',
          "multipart/form-data; boundary=XyZ",
        ),
    },
    { label: "10 MB form", request: () => rawRequest(target, `a=${TEN_MB}`, FORM) },
    {
      label: "broken percent-encoding",
      request: () => rawRequest(target, `${formWithAll(keys, "%E0%A4%A", fixed)}&x=%`, FORM),
    },
  ];
}

/** Each malformed value in every field (the intent kept, so the intent's own schema is reached). */
function formValueCases(target: Target, keys: readonly string[], intent?: string): Case[] {
  const fixed: Record<string, string> = intent ? { intent } : {};
  const tag = intent ? `${intent}: ` : "";
  return [
    ...FORM_VALUES.map(([label, raw]) => ({
      label: `${tag}every field ${label}`,
      request: () => rawRequest(target, formWithAll(keys, raw, fixed), FORM),
    })),
    {
      label: `${tag}every field twice (arrays)`,
      request: () =>
        rawRequest(target, `${formWithAll(keys, "1", fixed)}&${formWithAll(keys, "2")}`, FORM),
    },
    {
      label: `${tag}every field as an object`,
      request: () =>
        rawRequest(
          target,
          formWithAll(
            keys.map((key) => `${key}.nested`),
            "1",
            fixed,
          ),
          FORM,
        ),
    },
    {
      label: `${tag}every field indexed`,
      request: () =>
        rawRequest(
          target,
          formWithAll(
            keys.map((key) => `${key}[0]`),
            "1",
            fixed,
          ),
          FORM,
        ),
    },
  ];
}

function intentCases(target: Target, keys: readonly string[]): Case[] {
  return [
    {
      label: "unknown intent",
      request: () => rawRequest(target, formWithAll(keys, "x", { intent: "hack" }), FORM),
    },
    { label: "no intent", request: () => rawRequest(target, formWithAll(keys, "x"), FORM) },
    {
      label: "intent twice",
      request: () =>
        rawRequest(target, `intent=create&intent=delete&${formWithAll(keys, "1")}`, FORM),
    },
  ];
}

/** A page action with intents: structure, unknown intents, and every field of every intent. */
function formIntentTarget(intents: Record<string, readonly string[]>) {
  return (target: Target) => {
    const all = [...new Set(Object.values(intents).flat())];
    return [
      ...formStructuralCases(target, all),
      ...intentCases(target, all),
      ...Object.entries(intents).flatMap(([intent, keys]) =>
        // An intent without fields (delete-account) is complete as sent: nothing to malform.
        keys.length ? formValueCases(target, keys, intent) : [],
      ),
    ];
  };
}

/** Malformed ids in the path, with an otherwise well-formed body. */
function badIdCases(target: Target, param: string, body: () => string | null): Case[] {
  return BAD_IDS.map((id) => ({
    label: `id ${JSON.stringify(id)}`,
    params: { ...target.params, [param]: id },
    request: () => rawRequest(target, body(), "application/json"),
  }));
}

// --- Images ---------------------------------------------------------------------------------------

/** A PNG header claiming 100,000 × 100,000 pixels (a decompression bomb's first bytes). */
function hugeDimensionsPng() {
  const png = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000186a0000186a00806000000" + "00000000",
    "hex",
  );
  return png;
}

async function badImages(): Promise<Array<[string, Uint8Array, string]>> {
  const real = await sharp({
    create: { width: 32, height: 32, channels: 3, background: "#ff0000" },
  })
    .png()
    .toBuffer();
  return [
    ["text named .png", Buffer.from("no soy una imagen"), "image/png"],
    ["truncated PNG", real.subarray(0, 40), "image/png"],
    ["huge dimensions", hugeDimensionsPng(), "image/png"],
    [
      "SVG with script",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "image/svg+xml",
    ],
    ["GIF header only", Buffer.from("GIF89a"), "image/gif"],
    ["HTML as JPEG", Buffer.from(`\xff\xd8${HTML}`), "image/jpeg"],
  ];
}

let images: Array<[string, Uint8Array, string]>;

function imageCases(
  target: Target,
  fileField: string,
  fields: () => Record<string, string>,
): Case[] {
  return images.map(([label, bytes, type]) => ({
    label: `image: ${label}`,
    // Refused by the image check itself (format or size), not by anything before it.
    expect: [400, 413],
    request: () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields())) form.set(key, value);
      form.set(fileField, new File([new Uint8Array(bytes)], "foto.png", { type }));
      return rawRequest(target, form);
    },
  }));
}

// --- Routes -------------------------------------------------------------------------------------

// The fields SPEC §7 names for these writes (COURSE_FIELDS too); each is sent malformed.
const MODULE_KEYS = CONTRACT_ROWS["POST /api/modules"].payload;
const SECTION_KEYS = ["moduleId", "title", "content", "duration", "order", "videoUrl", "resources"];
const TEAM_KEYS = [
  "name",
  "role",
  "bio",
  "image",
  "order",
  "linkedIn",
  "github",
  "twitter",
  "instagram",
];
const TESTIMONIAL_KEYS = ["name", "courseName", "image", "text", "rating", "order"];
const REGISTRATION_KEYS = CONTRACT_ROWS["POST /api/live-course-registrations"].payload.filter(
  (key) => key !== "courseId",
);
const CODE_KEYS = ["projectId", "name", "html", "css", "js"];

/** A JSON create/update route: body structure and every field malformed. */
function jsonTarget(keys: readonly string[]) {
  return (target: Target) => [
    ...jsonStructuralCases(target, keys),
    ...jsonValueCases(target, keys),
  ];
}

/** An /api item route: the same, plus malformed ids. */
function jsonItemTarget(param: string, keys: readonly string[]) {
  return (target: Target) => [
    ...jsonTarget(keys)(target),
    ...badIdCases(target, param, () => jsonWithAll(keys, "x")),
  ];
}

/** A DELETE (no input but the id): malformed ids, and bodies sent to an id that does not exist. */
function deleteTarget(param: string) {
  return (target: Target) => [
    ...badIdCases(target, param, () => null),
    ...jsonStructuralCases({ ...target, params: { ...target.params, [param]: "999999" } }, [
      "x",
    ]).map((item) => ({ ...item, params: { ...target.params, [param]: "999999" } })),
  ];
}

/** A route whose action only answers 405 (or one method): any body with any other method. */
function wrongMethodTarget(methods: readonly string[]) {
  return (target: Target) =>
    methods.flatMap((method) =>
      jsonStructuralCases({ ...target, method }, ["x"]).map((item) => ({
        ...item,
        label: `${method} ${item.label}`,
      })),
    );
}

const ALL_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

function targets(): Target[] {
  const f = fixtures;
  const id = String;
  return [
    // --- /api accounts
    {
      route: "api.login",
      name: "POST /api/login",
      method: "POST",
      path: "/api/login",
      as: "anonymous",
      cases: () => [],
    },
    {
      route: "api.register",
      name: "POST /api/register",
      method: "POST",
      path: "/api/register",
      as: "anonymous",
      cases: () => [],
    },
    {
      route: "api.user.profile",
      name: "PATCH /api/user/profile",
      method: "PATCH",
      path: "/api/user/profile",
      as: "student",
      cases: () => [],
    },
    {
      route: "api.user.password",
      name: "PATCH /api/user/password",
      method: "PATCH",
      path: "/api/user/password",
      as: "student",
      cases: () => [],
    },
    {
      route: "api.user",
      name: "DELETE /api/user (other methods)",
      method: "POST",
      path: "/api/user",
      as: "student",
      cases: () => [],
    },
    {
      route: "api.logout",
      name: "POST /api/logout (anonymous)",
      method: "POST",
      path: "/api/logout",
      as: "anonymous",
      cases: () => [],
      tolerate: { statuses: [200], why: "logging out takes no input and is idempotent" },
    },
    // --- /api catalogue writes (admin)
    {
      route: "api.courses",
      name: "POST /api/courses",
      method: "POST",
      path: "/api/courses",
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.courses.$slug",
      name: "PATCH /api/courses/{id}",
      method: "PATCH",
      path: `/api/courses/${f.course.id}`,
      params: { slug: id(f.course.id) },
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.courses.$slug",
      name: "DELETE /api/courses/{id}",
      method: "DELETE",
      path: "/api/courses/x",
      params: { slug: "999999" },
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.modules",
      name: "POST /api/modules",
      method: "POST",
      path: "/api/modules",
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.modules.$moduleId",
      name: "PATCH /api/modules/{id}",
      method: "PATCH",
      path: `/api/modules/${f.moduleId}`,
      params: { moduleId: id(f.moduleId) },
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.modules.$moduleId",
      name: "DELETE /api/modules/{id}",
      method: "DELETE",
      path: "/api/modules/x",
      params: { moduleId: "999999" },
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.sections",
      name: "POST /api/sections",
      method: "POST",
      path: "/api/sections",
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.sections.$sectionId",
      name: "PATCH /api/sections/{id}",
      method: "PATCH",
      path: `/api/sections/${f.sectionId}`,
      params: { sectionId: id(f.sectionId) },
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.sections.$sectionId",
      name: "DELETE /api/sections/{id}",
      method: "DELETE",
      path: "/api/sections/x",
      params: { sectionId: "999999" },
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.team",
      name: "POST /api/team",
      method: "POST",
      path: "/api/team",
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.team.$id",
      name: "PATCH /api/team/{id}",
      method: "PATCH",
      path: `/api/team/${f.teamId}`,
      params: { id: id(f.teamId) },
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.team.$id",
      name: "DELETE /api/team/{id}",
      method: "DELETE",
      path: "/api/team/x",
      params: { id: "999999" },
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.testimonials",
      name: "POST /api/testimonials",
      method: "POST",
      path: "/api/testimonials",
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.testimonials.$id",
      name: "PATCH /api/testimonials/{id}",
      method: "PATCH",
      path: `/api/testimonials/${f.testimonialId}`,
      params: { id: id(f.testimonialId) },
      as: "admin",
      cases: () => [],
    },
    {
      route: "api.testimonials.$id",
      name: "DELETE /api/testimonials/{id}",
      method: "DELETE",
      path: "/api/testimonials/x",
      params: { id: "999999" },
      as: "admin",
      cases: () => [],
    },
    // --- /api learning
    {
      route: "api.enroll",
      name: "POST /api/enroll",
      method: "POST",
      path: "/api/enroll",
      as: "student",
      cases: () => [],
    },
    {
      route: "api.enrollments.$id",
      name: "DELETE /api/enrollments/{id}",
      method: "DELETE",
      path: "/api/enrollments/x",
      params: { id: "999999" },
      as: "enrolled",
      cases: () => [],
    },
    {
      route: "api.enrollments.$id.progress",
      name: "PATCH /api/enrollments/{id}/progress",
      method: "PATCH",
      path: `/api/enrollments/${f.enrollmentId}/progress`,
      params: { id: id(f.enrollmentId) },
      as: "enrolled",
      cases: () => [],
    },
    {
      route: "api.live-course-registrations",
      name: "POST /api/live-course-registrations",
      method: "POST",
      path: "/api/live-course-registrations",
      as: "student",
      cases: () => [],
    },
    {
      route: "api.sections.$sectionId.progress",
      name: "POST /api/sections/{id}/progress",
      method: "POST",
      path: `/api/sections/${f.sectionId}/progress`,
      params: { sectionId: id(f.sectionId) },
      as: "enrolled",
      cases: () => [],
    },
    {
      route: "api.sections.$sectionId.video-progress",
      name: "POST /api/sections/{id}/video-progress",
      method: "POST",
      path: `/api/sections/${f.sectionId}/video-progress`,
      params: { sectionId: id(f.sectionId) },
      as: "enrolled",
      cases: () => [],
    },
    {
      route: "api.progress.sync",
      name: "POST /api/progress/sync",
      method: "POST",
      path: "/api/progress/sync",
      as: "enrolled",
      cases: () => [],
    },
    {
      route: "api.contact",
      name: "POST /api/contact",
      method: "POST",
      path: "/api/contact",
      as: "anonymous",
      cases: () => [],
    },
    // --- read-only /api and resource routes: their action refuses every write method
    ...(
      [
        ["api.$", "/api/no-existe", { "*": "no-existe" }],
        [
          "api.courses.$courseId.modules",
          `/api/courses/${f.course.id}/modules`,
          { courseId: id(f.course.id) },
        ],
        [
          "api.courses.$courseId.progress",
          `/api/courses/${f.course.id}/progress`,
          { courseId: id(f.course.id) },
        ],
        ["api.enrollments", "/api/enrollments", {}],
        ["api.certificates", "/api/certificates", {}],
        [
          "certificates.$code[.pdf]",
          "/certificates/WCA-0000-0000-0000-0000.pdf",
          { code: "WCA-0000-0000-0000-0000" },
        ],
        [
          "api.modules.$moduleId.sections",
          `/api/modules/${f.moduleId}/sections`,
          { moduleId: id(f.moduleId) },
        ],
        ["healthz", "/healthz", {}],
        ["images.$imageId", "/images/1", { imageId: "1" }],
        [
          "images.$imageId_.$variant",
          "/images/1/160.v1.webp",
          { imageId: "1", variant: "160.v1.webp" },
        ],
        ["manifest[.]webmanifest", "/manifest.webmanifest", {}],
        ["robots[.]txt", "/robots.txt", {}],
        ["sitemap[.]xml", "/sitemap.xml", {}],
        ["sw[.]js", "/sw.js", {}],
        [
          "courses.$slug_.offline[.]json",
          "/courses/web-development/offline.json",
          { slug: "web-development" },
        ],
      ] as const
    ).map(([route, path, params]) => ({
      route,
      name: `${route} (write methods)`,
      method: "POST",
      path,
      params,
      as: "admin" as Role,
      cases: () => [],
    })),
    // --- page actions
    {
      route: "auth",
      name: "POST /auth",
      method: "POST",
      path: "/auth",
      as: "anonymous",
      cases: () => [],
    },
    {
      route: "contact",
      name: "POST /contact",
      method: "POST",
      path: "/contact",
      as: "anonymous",
      cases: () => [],
    },
    {
      route: "forgot-password",
      name: "POST /forgot-password",
      method: "POST",
      path: "/forgot-password",
      as: "anonymous",
      cases: () => [],
    },
    {
      route: "reset-password",
      name: "POST /reset-password",
      method: "POST",
      path: "/reset-password",
      as: "anonymous",
      cases: () => [],
    },
    {
      route: "verify-email",
      name: "POST /verify-email",
      method: "POST",
      path: "/verify-email",
      as: "anonymous",
      cases: () => [],
    },
    {
      route: "profile",
      name: "POST /profile",
      method: "POST",
      path: "/profile",
      as: "student",
      cases: () => [],
    },
    {
      route: "editor",
      name: "POST /editor",
      method: "POST",
      path: "/editor",
      as: "student",
      cases: () => [],
    },
    {
      route: "editor.save",
      name: "POST /editor/save",
      method: "POST",
      path: "/editor/save",
      as: "student",
      cases: () => [],
    },
    {
      route: "editor.preview",
      name: "POST /editor/preview",
      method: "POST",
      path: "/editor/preview",
      as: "student",
      cases: () => [],
      tolerate: { statuses: [200], why: "it renders whatever code it is sent and writes nothing" },
    },
    {
      route: "editor.download",
      name: "POST /editor/download",
      method: "POST",
      path: "/editor/download",
      as: "student",
      cases: () => [],
      tolerate: { statuses: [200], why: "it returns whatever code it is sent and writes nothing" },
    },
    {
      route: "resources.theme",
      name: "POST /resources/theme",
      method: "POST",
      path: "/resources/theme",
      as: "anonymous",
      cases: () => [],
    },
    {
      route: "courses.$slug",
      name: "POST /courses/{slug} (enroll)",
      method: "POST",
      path: "/courses/x",
      as: "student",
      cases: () => [],
    },
    {
      route: "courses.$slug_.learn",
      name: "POST /courses/{slug}/learn (player)",
      method: "POST",
      path: `/courses/${f.course.slug}/learn`,
      params: { slug: f.course.slug },
      as: "enrolled",
      cases: () => [],
    },
    {
      route: "courses.$slug_.learn",
      name: "POST /courses/{slug}/learn (live registration)",
      method: "POST",
      path: `/courses/${f.liveCourse.slug}/learn`,
      params: { slug: f.liveCourse.slug },
      as: "student",
      cases: () => [],
    },
    {
      route: "logout",
      name: "POST /logout (anonymous)",
      method: "POST",
      path: "/logout",
      as: "anonymous",
      cases: () => [],
      tolerate: { statuses: [302], why: "signing out takes no input: back home, like any logout" },
    },
    {
      route: "certificates.$code",
      name: "POST /certificates/{code} (check a file)",
      method: "POST",
      path: `/certificates/${sweepCertificateCode()}`,
      params: { code: sweepCertificateCode() },
      as: "anonymous",
      cases: () => [],
    },
    {
      route: "admin.courses._index",
      name: "POST /admin/courses",
      method: "POST",
      path: "/admin/courses",
      as: "admin",
      cases: () => [],
    },
    {
      route: "admin.courses.$courseId.modules",
      name: "POST /admin/courses/{id}/modules",
      method: "POST",
      path: `/admin/courses/${f.course.id}/modules`,
      params: { courseId: id(f.course.id) },
      as: "admin",
      cases: () => [],
    },
    {
      route: "admin.courses.$courseId.modules.$moduleId",
      name: "POST /admin/courses/{id}/modules/{id}",
      method: "POST",
      path: `/admin/courses/${f.course.id}/modules/${f.moduleId}`,
      params: { courseId: id(f.course.id), moduleId: id(f.moduleId) },
      as: "admin",
      cases: () => [],
    },
    {
      route: "admin.team",
      name: "POST /admin/team",
      method: "POST",
      path: "/admin/team",
      as: "admin",
      cases: () => [],
    },
    {
      route: "admin.testimonials",
      name: "POST /admin/testimonials",
      method: "POST",
      path: "/admin/testimonials",
      as: "admin",
      cases: () => [],
    },
    {
      route: "admin.comments",
      name: "POST /admin/comments",
      method: "POST",
      path: "/admin/comments",
      as: "admin",
      cases: () => [],
    },
    {
      route: "admin.certificates",
      name: "POST /admin/certificates",
      method: "POST",
      path: "/admin/certificates",
      as: "admin",
      cases: () => [],
    },
    {
      route: "admin.students.$userId",
      name: "POST /admin/students/{id}",
      method: "POST",
      path: `/admin/students/${f.studentId}`,
      params: { userId: id(f.studentId) },
      as: "admin",
      cases: () => [],
    },
    {
      route: "admin.registrations",
      name: "POST /admin/registrations",
      method: "POST",
      path: "/admin/registrations",
      as: "admin",
      cases: () => [],
    },
    {
      route: "admin.emails.$emailId",
      name: "POST /admin/emails/{id}",
      method: "POST",
      path: `/admin/emails/${f.emailId}`,
      params: { emailId: id(f.emailId) },
      as: "admin",
      cases: () => [],
    },
  ].map((target) => ({ ...target, cases: () => casesFor(target as Target) })) as Target[];
}

function casesFor(target: Target): Case[] {
  const f = fixtures;
  const teamFields = () => ({
    intent: "create",
    name: "Persona Prueba",
    role: "Instructor",
    bio: "Una biografía suficientemente larga.",
    image: "",
    order: "90",
  });
  switch (target.name) {
    case "POST /api/login":
      return jsonTarget(["email", "password"])(target);
    case "POST /api/register":
      return jsonTarget(["name", "email", "username", "password"])(target);
    case "PATCH /api/user/profile":
      return [
        ...jsonTarget(["name", "email", "username", "bio", "profileImage", "currentPassword"])(
          target,
        ),
        ...[
          "data:image/png;base64,!!!notbase64",
          `data:image/png;base64,${Buffer.from("texto").toString("base64")}`,
          `data:image/svg+xml;base64,${Buffer.from(HTML).toString("base64")}`,
          `data:image/png;base64,${hugeDimensionsPng().toString("base64")}`,
          "javascript:alert(1)",
        ].map((profileImage) => ({
          label: `profileImage ${profileImage.slice(0, 30)}`,
          request: () =>
            rawRequest(
              target,
              JSON.stringify({
                name: "Nombre Válido",
                email: f.studentEmail,
                username: "nombre_valido",
                profileImage,
              }),
              "application/json",
            ),
        })),
      ];
    case "PATCH /api/user/password":
      return jsonTarget(["currentPassword", "newPassword"])(target);
    case "DELETE /api/user (other methods)":
      return wrongMethodTarget(["POST", "PUT", "PATCH"])(target);
    case "POST /api/logout (anonymous)":
      return [
        ...jsonStructuralCases(target, ["x"]),
        ...wrongMethodTarget(["PUT", "DELETE"])(target),
      ];
    case "POST /api/courses":
      return jsonTarget(COURSE_FIELDS)(target);
    case "PATCH /api/courses/{id}":
      return jsonItemTarget("slug", COURSE_FIELDS)(target);
    case "DELETE /api/courses/{id}":
      return deleteTarget("slug")(target);
    case "POST /api/modules":
      return jsonTarget(MODULE_KEYS)(target);
    case "PATCH /api/modules/{id}":
      return jsonItemTarget("moduleId", MODULE_KEYS)(target);
    case "DELETE /api/modules/{id}":
      return deleteTarget("moduleId")(target);
    case "POST /api/sections":
      return jsonTarget(SECTION_KEYS)(target);
    case "PATCH /api/sections/{id}":
      return jsonItemTarget("sectionId", SECTION_KEYS)(target);
    case "DELETE /api/sections/{id}":
      return deleteTarget("sectionId")(target);
    case "POST /api/team":
      return jsonTarget(TEAM_KEYS)(target);
    case "PATCH /api/team/{id}":
      return jsonItemTarget("id", TEAM_KEYS)(target);
    case "DELETE /api/team/{id}":
      return deleteTarget("id")(target);
    case "POST /api/testimonials":
      return jsonTarget(TESTIMONIAL_KEYS)(target);
    case "PATCH /api/testimonials/{id}":
      return jsonItemTarget("id", TESTIMONIAL_KEYS)(target);
    case "DELETE /api/testimonials/{id}":
      return deleteTarget("id")(target);
    case "POST /api/enroll":
      return jsonTarget(["courseId"])(target);
    case "DELETE /api/enrollments/{id}":
      return deleteTarget("id")(target);
    case "PATCH /api/enrollments/{id}/progress":
      return [
        ...jsonTarget(["progress", "completed"])(target),
        ...badIdCases(target, "id", () => JSON.stringify({ progress: 10, completed: false })),
      ];
    case "POST /api/live-course-registrations":
      return jsonTarget(["courseId", ...REGISTRATION_KEYS])(target);
    case "POST /api/sections/{id}/progress":
      return [
        ...jsonTarget(["completed"])(target),
        ...badIdCases(target, "sectionId", () => JSON.stringify({ completed: true })),
      ];
    case "POST /api/sections/{id}/video-progress":
      return [
        ...jsonTarget(["videoProgress", "duration", "ended"])(target),
        ...badIdCases(target, "sectionId", () => JSON.stringify({ videoProgress: 5 })),
      ];
    case "POST /api/progress/sync":
      return jsonTarget(["sentAt", "writes"])(target);
    case "POST /api/contact":
      return jsonTarget(["name", "email", "message"])(target);
    case "POST /auth":
      return formIntentTarget({
        login: ["email", "password", "redirectTo"],
        register: ["name", "email", "username", "password", "confirmPassword", "redirectTo"],
      })(target);
    case "POST /contact":
      return [
        ...formStructuralCases(target, ["name", "email", "message"]),
        ...formValueCases(target, ["name", "email", "message"]),
      ];
    case "POST /forgot-password":
      return [...formStructuralCases(target, ["email"]), ...formValueCases(target, ["email"])];
    case "POST /reset-password":
      return formIntentTarget({
        "reset-link": ["token", "password", "confirmPassword"],
        "reset-code": ["email", "code", "password", "confirmPassword"],
      })(target);
    case "POST /verify-email":
      return [...formStructuralCases(target, ["token"]), ...formValueCases(target, ["token"])];
    case "POST /profile":
      return [
        ...formIntentTarget({
          "update-profile": ["bio", "photo"],
          "update-info": ["name", "email", "username", "currentPassword"],
          "change-password": ["currentPassword", "newPassword", "confirmPassword"],
          "cancel-enrollment": ["enrollmentId"],
          "delete-account": [],
          "resend-verification": [],
        })(target),
        ...imageCases(target, "photo", () => ({ intent: "update-profile" })),
      ];
    case "POST /editor":
      return formIntentTarget({
        save: CODE_KEYS,
        create: CODE_KEYS,
        duplicate: CODE_KEYS,
        publish: CODE_KEYS,
        unpublish: ["projectId"],
        delete: ["projectId"],
      })(target);
    case "POST /editor/save":
      return [
        ...formStructuralCases(target, CODE_KEYS, "save"),
        ...formValueCases(target, CODE_KEYS, "save"),
        {
          label: "someone else's project",
          request: () =>
            rawRequest(
              target,
              `intent=save&projectId=${f.projectId}&name=Mio&html=x&css=&js=`,
              FORM,
            ),
        },
      ];
    case "POST /editor/preview":
    case "POST /editor/download":
      return [
        ...formStructuralCases(target, ["html", "css", "js"]),
        ...formValueCases(target, ["html", "css", "js"]),
      ];
    case "POST /resources/theme":
      return [
        ...formStructuralCases(target, ["theme", "redirectTo"]),
        ...formValueCases(target, ["theme", "redirectTo"]),
      ];
    case "POST /courses/{slug} (enroll)":
      return [
        ...BAD_IDS.map((slug) => ({
          label: `slug ${JSON.stringify(slug)}`,
          params: { slug },
          request: () => rawRequest(target, "", FORM),
        })),
        ...formStructuralCases(target, ["x"]).map((item) => ({
          ...item,
          params: { slug: "no-existe" },
        })),
      ];
    case "POST /courses/{slug}/learn (player)":
      return formIntentTarget({
        "set-completion": ["sectionId", "completed", "enhanced"],
        "post-comment": ["sectionId", "body"],
        "delete-comment": ["sectionId", "commentId"],
      })(target);
    case "POST /courses/{slug}/learn (live registration)":
      return [
        ...formStructuralCases(target, REGISTRATION_KEYS),
        ...formValueCases(target, REGISTRATION_KEYS),
      ];
    case "POST /logout (anonymous)":
      return [...formStructuralCases(target, ["x"]), ...formValueCases(target, ["x"])];
    case "POST /certificates/{code} (check a file)":
      return [
        ...formStructuralCases(target, ["credential"]),
        ...formValueCases(target, ["credential"]),
        ...imageCases(target, "credential", () => ({})),
      ];
    case "POST /admin/courses":
      return [
        ...formIntentTarget({
          create: COURSE_FIELDS,
          update: ["courseId", ...COURSE_FIELDS],
          delete: ["courseId"],
          toggle: ["courseId", "isDisabled"],
        })(target),
        ...imageCases(target, "imageFile", () => courseFormFields({ intent: "create", image: "" })),
      ];
    case "POST /admin/courses/{id}/modules":
      return formIntentTarget({
        create: MODULE_KEYS.filter((key) => key !== "courseId"),
        update: ["moduleId", ...MODULE_KEYS.filter((key) => key !== "courseId")],
        delete: ["moduleId"],
      })(target);
    case "POST /admin/courses/{id}/modules/{id}":
      return formIntentTarget({
        create: SECTION_KEYS.filter((key) => key !== "moduleId"),
        update: ["sectionId", ...SECTION_KEYS.filter((key) => key !== "moduleId")],
        delete: ["sectionId"],
      })(target);
    case "POST /admin/team":
      return [
        ...formIntentTarget({
          create: TEAM_KEYS,
          update: ["memberId", ...TEAM_KEYS],
          delete: ["memberId"],
        })(target),
        ...imageCases(target, "imageFile", teamFields),
      ];
    case "POST /admin/testimonials":
      return [
        ...formIntentTarget({
          create: TESTIMONIAL_KEYS,
          update: ["testimonialId", ...TESTIMONIAL_KEYS],
          delete: ["testimonialId"],
        })(target),
        ...imageCases(target, "imageFile", () => ({
          intent: "create",
          name: "Alumna Prueba",
          courseName: "Desarrollo Web",
          text: "Un testimonio suficientemente largo.",
          image: "",
          rating: "5",
          order: "90",
        })),
      ];
    case "POST /admin/comments":
      return [
        ...formStructuralCases(target, ["commentId"], "delete"),
        ...formValueCases(target, ["commentId"], "delete"),
      ];
    case "POST /admin/certificates":
      return formIntentTarget({
        revoke: ["certificateId", "reason"],
        reissue: ["certificateId", "recipientName", "reason"],
      })(target);
    case "POST /admin/registrations":
      return [
        ...formStructuralCases(target, ["registrationId"], "issue-certificate"),
        ...formValueCases(target, ["registrationId"], "issue-certificate"),
      ];
    case "POST /admin/students/{id}":
      // Each intent is its whole body (the person is in the URL): bodies and ids are malformed.
      return [
        ...formIntentTarget(
          Object.fromEntries(
            ["send-reset", "block", "unblock", "grant-admin", "revoke-admin", "delete"].map(
              (intent) => [intent, []],
            ),
          ),
        )(target),
        ...BAD_IDS.map((bad) => ({
          label: `id ${JSON.stringify(bad)}`,
          params: { userId: bad },
          request: () => rawRequest(target, "intent=block", FORM),
        })),
      ];
    case "POST /admin/emails/{id}":
      return [
        ...formStructuralCases(target, ["x"], "retry"),
        ...intentCases(target, ["x"]),
        ...BAD_IDS.map((bad) => ({
          label: `id ${JSON.stringify(bad)}`,
          params: { emailId: bad },
          request: () => rawRequest(target, "intent=retry", FORM),
        })),
      ];
    default:
      if (target.name.endsWith("(write methods)")) return wrongMethodTarget(ALL_METHODS)(target);
      throw new Error(`no cases for ${target.name}`);
  }
}

/**
 * Generated requests that are in fact well-formed for that route, so not sent: each would rightly
 * succeed.
 */
const WELL_FORMED: Record<string, { labels: string[]; why: string }> = {
  "POST /api/sections/{id}/progress": {
    labels: ["every field boolean"],
    why: "{ completed: true } is the call itself",
  },
  "POST /profile": {
    labels: ["update-profile: every field empty"],
    why: "an empty photo input and an empty bio are the photo card saved unchanged",
  },
  "POST /admin/emails/{id}": {
    labels: ["broken percent-encoding"],
    why: "a retry is its intent alone: junk in a field it does not read leaves a valid retry",
  },
  "POST /admin/testimonials": {
    labels: ["create: every field huge integer"],
    why: "20 digits is a valid name, course and text, and SPEC §5 clamps rating and order",
  },
};

const HANDLERS: Record<string, RouteHandler> = {
  "api.login": apiLogin,
  "api.register": apiRegister,
  "api.user.profile": apiProfile,
  "api.user.password": apiPassword,
  "api.user": apiUser,
  "api.logout": apiLogout,
  "api.courses": apiCourses,
  "api.courses.$slug": apiCourse,
  "api.modules": apiModules,
  "api.modules.$moduleId": apiModule,
  "api.sections": apiSections,
  "api.sections.$sectionId": apiSection,
  "api.team": apiTeam,
  "api.team.$id": apiTeamMember,
  "api.testimonials": apiTestimonials,
  "api.testimonials.$id": apiTestimonial,
  "api.enroll": apiEnroll,
  "api.enrollments.$id": apiEnrollment,
  "api.enrollments.$id.progress": apiEnrollmentProgress,
  "api.live-course-registrations": apiRegistrations,
  "api.sections.$sectionId.progress": apiSectionProgress,
  "api.sections.$sectionId.video-progress": apiVideoProgress,
  "api.progress.sync": apiProgressSync,
  "api.contact": apiContact,
  "api.$": apiNotFound,
  "api.courses.$courseId.modules": apiCourseModules,
  "api.courses.$courseId.progress": apiCourseProgress,
  "api.enrollments": apiEnrollments,
  "api.certificates": apiCertificates,
  "certificates.$code[.pdf]": certificatePdf,
  "api.modules.$moduleId.sections": apiModuleSections,
  healthz,
  "images.$imageId": imagesRoute,
  "images.$imageId_.$variant": imageVariantRoute,
  "manifest[.]webmanifest": manifest,
  "robots[.]txt": robots,
  "sw[.]js": serviceWorker,
  "courses.$slug_.offline[.]json": offlineManifest,
  "sitemap[.]xml": sitemap,
  auth: authPage,
  contact: contactPage,
  "forgot-password": forgotPasswordPage,
  "reset-password": resetPasswordPage,
  "verify-email": verifyEmailPage,
  profile: profilePage,
  editor: editorPage,
  "editor.save": editorSave,
  "editor.preview": editorPreview,
  "editor.download": editorDownload,
  "resources.theme": themeRoute,
  "courses.$slug": coursePage,
  "courses.$slug_.learn": learnPage,
  logout: logoutPage,
  "admin.courses._index": adminCourses,
  "admin.courses.$courseId.modules": adminModules,
  "admin.courses.$courseId.modules.$moduleId": adminSections,
  "admin.team": adminTeam,
  "admin.testimonials": adminTestimonials,
  "admin.comments": adminComments,
  "admin.certificates": adminCertificates,
  "admin.registrations": adminRegistrations,
  "certificates.$code": certificatePage,
  "admin.students.$userId": adminStudent,
  "admin.emails.$emailId": adminEmail,
};

/** A certificate of the sweep's own, inserted once: the page's action checks files against it. */
let certificateCode: string | undefined;
function sweepCertificateCode() {
  if (!certificateCode) {
    const body = newCertificateCode();
    db.insert(certificates)
      .values({
        code: body,
        recipientName: "Persona Barrida",
        courseTitle: "Curso del barrido",
        courseHours: 3,
        moduleCount: 1,
        instructor: "Instructora",
        issuerName: "Web Code Academy",
        completedAt: new Date(),
      })
      .run();
    certificateCode = formatCertificateCode(body);
  }
  return certificateCode;
}

/** Status of whatever the action answered; anything it threw that is not a response is a 500. */
async function answer(handler: RouteHandler, request: Request, params: Record<string, string>) {
  try {
    return await run(() => handler({ request, params, context: {} }));
  } catch (error) {
    return { status: 500, headers: new Headers(), data: String((error as Error)?.stack ?? error) };
  }
}

/** Rows inserted, updated or deleted on the app's connection since it opened (SQLite's count). */
function rowsChanged() {
  return (db.$client.prepare("SELECT total_changes() AS n").get() as { n: number }).n;
}

let sent = 0;
const sentPerRoute = new Map<string, number>();
const fiveHundreds: string[] = [];

beforeAll(async () => {
  images = await badImages();
  const course = insertTestCourse();
  const moduleRow = insertTestModule(course.id, 1);
  const section = insertTestSection(moduleRow.id, 1);
  const liveCourse = insertTestCourse({
    isLive: true,
    liveDetails: {
      liveDuration: "8 semanas",
      schedule: "Sábados",
      modality: "Mixta",
      address: "Calle 1",
      contact: "info@example.com",
    },
  });
  const enrolled = await signedInUser();
  const { enrollment } = enrollUser(enrolled.id, course.id);
  const student = await createUserWithPassword();
  const admin = await signedInUser("admin");
  // Someone else's project and comment: ids that exist but are not the caller's.
  const project = createProject(admin.id, { html: "", css: "", js: "" }, "Ajeno");
  const comment = await postSectionComment(
    { ...enrolled, role: "student" } as never,
    section.id,
    "Un comentario de otra persona.",
  );
  const team = await apiTeam({
    request: new Request(`${BASE_URL}/api/team`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: admin.cookie },
      body: JSON.stringify({
        name: "Miembro Fijo",
        role: "Instructor",
        bio: "Biografía del miembro fijo.",
        image: "https://example.org/a.png",
        order: 80,
      }),
    }),
    params: {},
    context: {},
  });
  const testimonial = await apiTestimonials({
    request: new Request(`${BASE_URL}/api/testimonials`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: admin.cookie },
      body: JSON.stringify({
        name: "Alumna Fija",
        courseName: "Desarrollo Web",
        image: "https://example.org/b.png",
        text: "Un testimonio fijo para las pruebas.",
        rating: 5,
        order: 80,
      }),
    }),
    params: {},
    context: {},
  });
  cookies = {
    anonymous: null,
    student: student.cookie,
    enrolled: enrolled.cookie,
    admin: admin.cookie,
  };
  fixtures = {
    course,
    liveCourse,
    moduleId: moduleRow.id,
    sectionId: section.id,
    enrollmentId: enrollment.id,
    projectId: project.id,
    commentId: (comment as { id: number }).id,
    teamId: ((await (team as Response).json()) as { id: number }).id,
    testimonialId: ((await (testimonial as Response).json()) as { id: number }).id,
    studentId: student.user.id,
    studentEmail: student.user.email,
    // A failed message: "Reintentar" would succeed on it, so only malformed bodies are refused.
    emailId: failedEmailId(student.user),
  };
});

function failedEmailId(user: { id: number; email: string }) {
  const [mail] = listEmailsForUser(user.id);
  db.update(outboxEmails)
    .set({ status: "failed", attempts: 6 })
    .where(eq(outboxEmails.id, mail.id))
    .run();
  return mail.id;
}

afterAll(() => {
  console.log(
    `bad-input sweep: ${sent} malformed requests to ${sentPerRoute.size} write routes; ` +
      `5xx answers: ${fiveHundreds.length}`,
  );
});

describe("numbers in forms", () => {
  // Conform coerces a string left for z.number with Number(): "0x10" became course 16 and a
  // malformed delete removed it.
  it.each(["0x10", "1e3", "Infinity", " 0b1 ", "１２"])("id %j is refused, not coerced", (raw) => {
    const form = new FormData();
    form.set("intent", "delete");
    form.set("courseId", raw);
    expect(parseWithZod(form, { schema: courseActionSchema }).status).toBe("error");
  });

  it("plain digits still read as the id", () => {
    const form = new FormData();
    form.set("intent", "delete");
    form.set("courseId", "16");
    const submission = parseWithZod(form, { schema: courseActionSchema });
    expect(submission.status === "success" && submission.value).toMatchObject({ courseId: 16 });
  });
});

describe("bad-input sweep", () => {
  it("every route module with an action is in the sweep", () => {
    // Route files, and folder routes by their `route.tsx` (named like the folder).
    const withAction = fs
      .readdirSync(path.resolve("app/routes"), { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? [`${entry.name}/route.tsx`]
          : /\.tsx?$/.test(entry.name)
            ? [entry.name]
            : [],
      )
      .filter((file) =>
        /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b/.test(
          fs.readFileSync(path.resolve("app/routes", file), "utf8"),
        ),
      )
      .map((file) => file.replace(/\/route\.tsx$|\.tsx?$/, ""));
    const swept = new Set(Object.keys(HANDLERS));
    expect(withAction.filter((route) => !swept.has(route))).toEqual([]);
    expect(withAction.length).toBeGreaterThan(40);
  });

  it("each target is swept (the table is complete)", () => {
    const routes = new Set(targets().map((target) => target.route));
    expect(Object.keys(HANDLERS).filter((route) => !routes.has(route))).toEqual([]);
  });

  it("malformed requests get 4xx, never 5xx, and change nothing", async () => {
    const failures: string[] = [];
    for (const target of targets()) {
      const handler = HANDLERS[target.route]!;
      const skipped = WELL_FORMED[target.name]?.labels ?? [];
      const cases = target.cases().filter((item) => !skipped.includes(item.label));
      if (cases.length < 20) failures.push(`${target.name}: only ${cases.length} requests`);
      // Row counts and checksums of every table around the batch; SQLite's own count of changed
      // rows around each request says which one wrote.
      const before = databaseSnapshot();
      const statuses = new Set<number>();
      for (const item of cases) {
        const writesBefore = rowsChanged();
        const outcome = await answer(handler, item.request(), item.params ?? target.params ?? {});
        sent += 1;
        statuses.add(outcome.status);
        sentPerRoute.set(target.name, (sentPerRoute.get(target.name) ?? 0) + 1);
        const where = `${target.name} [${item.label}]`;
        if (rowsChanged() !== writesBefore) failures.push(`${where}: wrote to the database`);
        if (outcome.status >= 500) {
          fiveHundreds.push(where);
          failures.push(
            `${where}: ${outcome.status} ${String(JSON.stringify(outcome.data)).slice(0, 300)}`,
          );
          continue;
        }
        if (item.expect && !item.expect.includes(outcome.status)) {
          failures.push(`${where}: ${outcome.status}, expected ${item.expect.join(" or ")}`);
          continue;
        }
        if (outcome.status >= 400) continue;
        if (target.tolerate?.statuses.includes(outcome.status)) continue;
        if (outcome.status >= 300 && outcome.status < 400) {
          const toast = await toastOf(outcome);
          if (toast?.type === "error") continue;
        }
        failures.push(`${where}: answered ${outcome.status}`);
      }
      // Requests all refused as unauthenticated or forbidden never reached the input handling.
      if ([...statuses].every((status) => status === 401 || status === 403)) {
        failures.push(
          `${target.name}: only ${[...statuses].join(", ")}: the sweep's caller is wrong`,
        );
      }
      const changed = changedTables(before, databaseSnapshot());
      if (changed.length) failures.push(`${target.name}: changed ${changed.join(", ")}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
