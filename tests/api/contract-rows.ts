import fs from "node:fs";
import path from "node:path";

import { it } from "vitest";

/**
 * The course fields SPEC §3 names, which the previous client reads and the admin writes (`new`,
 * not `isNew`): the "course fields" of the rows below. A course as read adds `id` and `createdAt`.
 */
export const COURSE_FIELDS = [
  "title",
  "slug",
  "description",
  "shortDescription",
  "level",
  "category",
  "duration",
  "modules",
  "image",
  "instructor",
  "featured",
  "popular",
  "new",
  "isLive",
  "liveDetails",
  "isDisabled",
  "comingSoon",
] as const;

/**
 * SPEC §7 "The calls it makes", one row per call (the spec's combined team and testimonial rows
 * split into their three calls), with the route module that answers it and the payload fields as
 * the spec names them. Kept here as data; the spec's own text is docs/SPEC.md.
 */
export const CONTRACT_ROWS = {
  // accounts
  "GET /api/user": { route: "api.user", payload: [] },
  "POST /api/login": { route: "api.login", payload: ["email", "password"] },
  "POST /api/register": {
    route: "api.register",
    payload: ["name", "email", "username", "password"],
  },
  "POST /api/logout": { route: "api.logout", payload: [] },
  "PATCH /api/user/profile": {
    route: "api.user.profile",
    payload: ["name", "email", "username", "bio", "profileImage"],
  },
  "PATCH /api/user/password": {
    route: "api.user.password",
    payload: ["currentPassword", "newPassword"],
  },
  "DELETE /api/user": { route: "api.user", payload: [] },
  // catalogue (public reads) and contact
  "GET /api/courses": { route: "api.courses", payload: [] },
  "GET /api/courses/{slug}": { route: "api.courses.$slug", payload: [] },
  "GET /api/courses/{courseId}/modules": { route: "api.courses.$courseId.modules", payload: [] },
  "GET /api/modules/{moduleId}/sections": { route: "api.modules.$moduleId.sections", payload: [] },
  "GET /api/team": { route: "api.team", payload: [] },
  "GET /api/testimonials": { route: "api.testimonials", payload: [] },
  "POST /api/contact": { route: "api.contact", payload: ["name", "email", "message"] },
  // admin writes
  "POST /api/courses": { route: "api.courses", payload: ["course fields"] },
  "PATCH /api/courses/{id}": { route: "api.courses.$slug", payload: ["course fields"] },
  "DELETE /api/courses/{id}": { route: "api.courses.$slug", payload: [] },
  "POST /api/modules": {
    route: "api.modules",
    payload: ["courseId", "title", "description", "duration", "order", "difficulty", "instructor"],
  },
  "PATCH /api/modules/{id}": { route: "api.modules.$moduleId", payload: ["module fields"] },
  "DELETE /api/modules/{id}": { route: "api.modules.$moduleId", payload: [] },
  "POST /api/sections": {
    route: "api.sections",
    payload: ["moduleId", "title", "content", "duration", "order"],
  },
  "PATCH /api/sections/{id}": { route: "api.sections.$sectionId", payload: ["section fields"] },
  "DELETE /api/sections/{id}": { route: "api.sections.$sectionId", payload: [] },
  "POST /api/team": { route: "api.team", payload: ["team fields"] },
  "PATCH /api/team/{id}": { route: "api.team.$id", payload: ["team fields"] },
  "DELETE /api/team/{id}": { route: "api.team.$id", payload: [] },
  "POST /api/testimonials": { route: "api.testimonials", payload: ["testimonial fields"] },
  "PATCH /api/testimonials/{id}": {
    route: "api.testimonials.$id",
    payload: ["testimonial fields"],
  },
  "DELETE /api/testimonials/{id}": { route: "api.testimonials.$id", payload: [] },
  // learning
  "GET /api/enrollments": { route: "api.enrollments", payload: [] },
  "POST /api/enroll": { route: "api.enroll", payload: ["courseId"] },
  "DELETE /api/enrollments/{id}": { route: "api.enrollments.$id", payload: [] },
  "PATCH /api/enrollments/{id}/progress": {
    route: "api.enrollments.$id.progress",
    payload: ["progress", "completed"],
  },
  "GET /api/live-course-registrations?userId={id}&courseId={id}": {
    route: "api.live-course-registrations",
    payload: [],
  },
  "POST /api/live-course-registrations": {
    route: "api.live-course-registrations",
    payload: [
      "courseId",
      "firstName",
      "lastName",
      "email",
      "phoneNumber",
      "age",
      "preferredModality",
      "hasLaptop",
      "guardianFirstName",
      "guardianLastName",
      "guardianPhoneNumber",
    ],
  },
  "GET /api/courses/{courseId}/progress": { route: "api.courses.$courseId.progress", payload: [] },
  "POST /api/sections/{sectionId}/video-progress": {
    route: "api.sections.$sectionId.video-progress",
    payload: ["videoProgress"],
  },
  "POST /api/sections/{sectionId}/progress": {
    route: "api.sections.$sectionId.progress",
    payload: ["completed"],
  },
  // not in SPEC §7 (issue 18): the caller's own certificates
  "GET /api/certificates": { route: "api.certificates", payload: [] },
  // not in SPEC §7 (issue 21): progress written offline, sent by the browser's queue
  "POST /api/progress/sync": { route: "api.progress.sync", payload: ["sentAt", "writes"] },
  // not in SPEC §7: the previous site fell through to its HTML app with 200; ours answers JSON 404
  "ANY /api/{unknown}": { route: "api.$", payload: [] },
} as const satisfies Record<string, { route: string; payload: readonly string[] }>;

export type ContractCall = keyof typeof CONTRACT_ROWS;

/**
 * One test per SPEC §7 row: the title is the row, so the coverage test can find it in the source.
 * The test receives the row's payload field names.
 */
export function contract(
  call: ContractCall,
  body: (row: (typeof CONTRACT_ROWS)[ContractCall]) => Promise<void>,
) {
  it(call, () => body(CONTRACT_ROWS[call]));
}

/** `{ a: 1, b: 2 }` has exactly the row's payload keys: the request sends what the spec names. */
export function payloadOf<T extends Record<string, unknown>>(call: ContractCall, body: T): T {
  const expected = [...CONTRACT_ROWS[call].payload].sort().join(",");
  const actual = Object.keys(body).sort().join(",");
  if (expected !== actual) {
    throw new Error(`${call}: payload sends [${actual}] but SPEC §7 names [${expected}]`);
  }
  return body;
}

/** Every `app/routes/api.*` module, as the route id used in the rows (`api.courses.$slug`). */
export function apiRouteModules() {
  return fs
    .readdirSync(path.resolve("app/routes"))
    .filter((file) => file.startsWith("api."))
    .map((file) => file.replace(/\.tsx?$/, ""));
}
