import { afterEach, describe, expect, it, vi } from "vitest";

import { enrollUser } from "~/models/enrollment.server";
import { action as apiContact } from "~/routes/api.contact";
import * as apiCoursesRoute from "~/routes/api.courses";
import { loader as apiCourses } from "~/routes/api.courses";
import { loader as coursesPage } from "~/routes/courses._index";
import * as learnRoute from "~/routes/courses.$slug_.learn/route";
import * as privacyRoute from "~/routes/privacy";
import { action as apiUserProfile } from "~/routes/api.user.profile";
import { action as contactPage } from "~/routes/contact";
import { action as profileAction } from "~/routes/profile";
import { MAX_PROFILE_JSON_BYTES } from "~/schemas/profile";
import { jsonNestingExceeds, MAX_JSON_DEPTH } from "~/utils/request.server";
import { insertTestCourse, insertTestModule, insertTestSection } from "../support/courses";
import { cpuMsOf, recordCost, reportCosts } from "../support/cost-report";
import { changedTables, databaseSnapshot } from "../support/database-snapshot";
import { documentHandler } from "../support/document-server";
import { BASE_URL, getRequest, jsonRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { signedInUser } from "../support/users";

// Requests anyone can send that once answered 5xx, were logged as server errors or read more than
// a route allows (issue 17, findings 7 and 9). Each must answer 4xx (or 200 for a search) and
// leave no trace in the error log.

// What a refusal costs is a figure for `npm run bench` (decision 141), never a test's verdict.
reportCosts(import.meta.filename);

const MB = 1024 * 1024;

const consoleError = vi.spyOn(console, "error");
afterEach(() => {
  consoleError.mockClear();
});

/** What was logged as an error since the test began (one line per call). */
function errorLog() {
  return consoleError.mock.calls.map((call: unknown[]) => call.map(String).join(" "));
}

describe("profile photo upload sent chunked (finding 9)", () => {
  const CHUNK = 64 * 1024;
  // The most the profile action reads of a photo form: 3 photos of 5 MB plus 64 KB of fields.
  const CAP = 15 * MB + 64 * 1024;
  const DRAIN_CAP = 20 * MB;

  /** A multipart photo form of about `photoBytes`, streamed with no Content-Length. */
  function chunkedPhotoUpload(photoBytes: number, cookie: string) {
    const boundary = "----chunked-upload-test";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupdate-profile\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = new Uint8Array(CHUNK).fill(0x61);
    const pulled = { bytes: 0 };
    let sentPhoto = 0;
    let sentTail = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        let next: Uint8Array;
        if (pulled.bytes === 0) next = head;
        else if (sentPhoto < photoBytes) {
          next = chunk;
          sentPhoto += chunk.byteLength;
        } else if (!sentTail) {
          next = tail;
          sentTail = true;
        } else {
          controller.close();
          return;
        }
        pulled.bytes += next.byteLength;
        controller.enqueue(next);
      },
    });
    const request = new Request(`${BASE_URL}/profile`, {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, Cookie: cookie },
      body,
      duplex: "half",
    } as RequestInit);
    return { request, pulled };
  }

  it("a 30 MB body without Content-Length is refused with 413, read no further than the 20 MB drain", async () => {
    const { cookie } = await signedInUser();
    const { request, pulled } = chunkedPhotoUpload(30 * MB, cookie);
    expect(request.headers.get("Content-Length")).toBeNull();

    const outcome = await runRoute(profileAction, request);

    // Past the cap the rest is read and dropped (so a browser still sending reads the 413), up to
    // the drain cap every form shares (readBoundedBody); the rest is never read.
    expect(pulled.bytes).toBeGreaterThan(CAP);
    expect(pulled.bytes).toBeLessThanOrEqual(DRAIN_CAP + 2 * CHUNK);
    expect(outcome.status).toBe(413);
    expect(outcome.data.result.error.photo).toEqual(["La imagen no debe superar los 5MB"]);
    // Whether or not all of it was read, this connection must not carry another request.
    expect(outcome.headers.get("Connection")).toBe("close");
    expect(errorLog()).toEqual([]);
  });

  it("a chunked photo of 6 MB (under the cap) still gets the usual 413 for the photo", async () => {
    const { cookie } = await signedInUser();
    const { request, pulled } = chunkedPhotoUpload(6 * MB, cookie);

    const outcome = await runRoute(profileAction, request);

    expect(outcome.status).toBe(413);
    expect(outcome.data.result.error.photo).toEqual(["La imagen no debe superar los 5MB"]);
    expect(outcome.headers.get("Connection")).toBeNull();
    expect(pulled.bytes).toBeGreaterThan(6 * MB);
    expect(errorLog()).toEqual([]);
  });
});

describe("catalogue search with hostile ?q= (finding 7)", () => {
  // Raw query-string text: control characters, quotes, FTS5 operators, over-long terms.
  const HOSTILE_QUERIES = [
    "a%00b",
    "abc%00def",
    "%00%00%00",
    "%00",
    "abc%00",
    "%01%02%03abc%1F%7F",
    "ab%C2%85cd",
    "%E2%80%AEabc",
    "%ED%A0%80abc",
    "%22",
    "%22%22%22",
    "abc%22",
    "a%22b%22c%22d",
    "NEAR(abc%20def)",
    "abc%20AND%20def",
    "abc%20OR%20NOT%20def",
    "abc*",
    "*",
    "^abc",
    "abc:def",
    "title:abc",
    "(abc",
    "{abc}",
    "abc%20-def",
    "'%20OR%201=1%20--",
    "%25%5F%5C",
    "x".repeat(5000),
    `${"%00".repeat(2000)}abc`,
    "%F0%9F%98%80".repeat(200),
  ];

  it.each(HOSTILE_QUERIES.map((q) => [q.length > 40 ? `${q.slice(0, 40)}… (${q.length})` : q, q]))(
    "/api/courses?q=%s answers 200 with a list",
    async (_label, q) => {
      const outcome = await runRoute(apiCourses, getRequest(`/api/courses?q=${q}`));
      expect(outcome.status).toBe(200);
      expect(Array.isArray(outcome.data)).toBe(true);
      expect(errorLog()).toEqual([]);
    },
  );

  it("the /courses page answers every hostile query with its list (no part error, nothing logged)", async () => {
    for (const q of HOSTILE_QUERIES) {
      const outcome = await runRoute(coursesPage, getRequest(`/courses?q=${q}`));
      expect(outcome.status, q).toBe(200);
      expect(Array.isArray(outcome.data.courses), q).toBe(true);
      expect(outcome.data.filters.q, q).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    }
    expect(errorLog()).toEqual([]);
  });

  it("a NUL inside a term is dropped: the rest of the term still finds the course", async () => {
    const course = insertTestCourse({ title: "Curso de Cuántica Zqxnul" });
    const outcome = await runRoute(apiCourses, getRequest("/api/courses?q=cu%C3%A1nti%00ca%20zqx"));
    expect(outcome.status).toBe(200);
    expect(outcome.data.map((found: { slug: string }) => found.slug)).toEqual([course.slug]);
  });
});

describe("legacy ?_data requests (finding 7)", () => {
  // The real request handler (entry.server, root, the server runtime), as remix-serve runs it.
  const handle = documentHandler([
    { id: "routes/courses.$slug_.learn", path: "courses/:slug/learn", module: learnRoute },
    { id: "routes/privacy", path: "privacy", module: privacyRoute },
    { id: "routes/api.courses", path: "api/courses", module: apiCoursesRoute },
  ]);
  const LEARN_ID = encodeURIComponent("routes/courses.$slug_.learn");
  const FORM = "application/x-www-form-urlencoded";

  async function enrolledStudent() {
    const course = insertTestCourse();
    const moduleRow = insertTestModule(course.id, 1);
    const section = insertTestSection(moduleRow.id, 1);
    const user = await signedInUser();
    enrollUser(user.id, course.id);
    return { course, section, cookie: user.cookie };
  }

  function post(path: string, cookie: string, body: string | null, contentType?: string) {
    return handle(
      new Request(`${BASE_URL}${path}`, {
        method: "POST",
        headers: {
          ...(contentType ? { "Content-Type": contentType } : {}),
          Cookie: cookie,
          Origin: BASE_URL,
          Host: "localhost",
        },
        body,
      }),
    );
  }

  it("a POST to the learn action answers 400 whatever its body and _data value, writes nothing and logs nothing", async () => {
    const { course, section, cookie } = await enrolledStudent();
    const liveCourse = insertTestCourse({ isLive: true });
    const sectionId = String(section.id);
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const bodies: Array<[string, string | null, string | undefined]> = [
      ["completion", form({ intent: "set-completion", sectionId, completed: "true" }), FORM],
      // Once a 500: the action's Conform reply ({ status: "error" }) read as a Response.
      ["invalid form", form({ intent: "set-completion" }), FORM],
      ["empty form", "", FORM],
      [
        "enhanced completion",
        form({ intent: "set-completion", sectionId, completed: "true", enhanced: "1" }),
        FORM,
      ],
      ["comment", form({ intent: "post-comment", sectionId, body: "Hola" }), FORM],
      ["no body", null, undefined],
      ["text/plain", "hola", "text/plain"],
      ["JSON", JSON.stringify({ intent: "set-completion", sectionId }), "application/json"],
    ];
    const before = databaseSnapshot();
    const answers: string[] = [];
    for (const slug of [course.slug, liveCourse.slug]) {
      for (const dataParam of [LEARN_ID, "root", "", "routes%2Fnope"]) {
        for (const [label, body, type] of bodies) {
          const path = `/courses/${slug}/learn?_data=${dataParam}`;
          const response = await post(path, cookie, body, type);
          const text = await response.text();
          answers.push(
            `${slug === course.slug ? "course" : "live"} _data=${dataParam} ${label}: ${response.status} ${text}`,
          );
        }
      }
    }
    const refused = JSON.stringify({
      message: "Solicitud no admitida: este sitio no responde a ?_data.",
    });
    expect(answers.filter((answer) => !answer.endsWith(`: 400 ${refused}`))).toEqual([]);
    expect(changedTables(before, databaseSnapshot())).toEqual([]);
    expect(errorLog()).toEqual([]);
  });

  it("the refusal comes before the body is read, so it closes the connection", async () => {
    const { course, cookie } = await enrolledStudent();
    const response = await post(
      `/courses/${course.slug}/learn?_data=${LEARN_ID}`,
      cookie,
      "intent=set-completion",
      FORM,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("Connection")).toBe("close");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("a GET with ?_data answers 400 too (loaders, resource routes), logging nothing", async () => {
    const { course, cookie } = await enrolledStudent();
    for (const path of [
      `/courses/${course.slug}/learn?_data=${LEARN_ID}`,
      `/courses/${course.slug}/learn?_data=root`,
      "/privacy?_data=root",
      "/api/courses?_data=routes%2Fapi.courses",
    ]) {
      const response = await handle(
        new Request(`${BASE_URL}${path}`, { headers: { Cookie: cookie } }),
      );
      expect(response.status, path).toBe(400);
      expect(response.headers.get("Connection"), path).toBeNull();
    }
    expect(errorLog()).toEqual([]);
  });

  it("the same forms without _data still work (document and single-fetch posts)", async () => {
    const { course, section, cookie } = await enrolledStudent();
    const completion = `intent=set-completion&sectionId=${section.id}&completed=true`;
    const documentPost = await post(`/courses/${course.slug}/learn`, cookie, completion, FORM);
    expect(documentPost.status).toBe(302);
    const singleFetch = await post(
      `/courses/${course.slug}/learn.data`,
      cookie,
      `${completion}&enhanced=1`,
      FORM,
    );
    expect(singleFetch.status).toBe(200);
    expect(singleFetch.headers.get("Content-Type")).toBe("text/x-script");
    expect(errorLog()).toEqual([]);
  });

  it("a POST to a page without an action is a 405, not logged as a server error", async () => {
    const response = await post("/privacy", "", "a=1", FORM);
    expect(response.status).toBe(405);
    expect(errorLog()).toEqual([]);
  });
});

describe("deeply nested bodies (finding 7)", () => {
  const nestedArrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
  const TOO_DEEP = { message: "El cuerpo de la solicitud anida demasiados niveles." };

  it("the depth scan skips strings (brackets and escaped quotes inside them do not count)", () => {
    const inString = JSON.stringify({ a: "[[[[{{{{".repeat(100), b: '\\"[[[[' });
    expect(jsonNestingExceeds(inString, 2)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: [{ b: [1] }] }), 4)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: [{ b: [1] }] }), 3)).toBe(true);
    expect(jsonNestingExceeds(nestedArrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestingExceeds(nestedArrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    // An unterminated string or unbalanced brackets are JSON.parse's to refuse.
    expect(jsonNestingExceeds('{"a":"[[[[', 2)).toBe(false);
  });

  it("JSON nested 20,000 deep, as the body or a field, is a 400 from the /api", async () => {
    const { cookie } = await signedInUser();
    for (const body of [nestedArrays(20_000), `{"name":${nestedArrays(20_000)}}`]) {
      const contact = await runRoute(apiContact, jsonRequest("/api/contact", body));
      expect(contact.status).toBe(400);
      expect(contact.data).toEqual(TOO_DEEP);
    }
    const profile = await runRoute(
      apiUserProfile,
      jsonRequest("/api/user/profile", `{"bio":${nestedObjects(20_000)}}`, {
        cookie,
        method: "PATCH",
      }),
    );
    expect(profile.status).toBe(400);
    expect(profile.data).toEqual(TOO_DEEP);
    expect(errorLog()).toEqual([]);
  });

  it("the deepest JSON a profile body can hold (7 MB) is refused by the depth scan, not parsed", async () => {
    const { cookie } = await signedInUser();
    const depth = Math.floor((MAX_PROFILE_JSON_BYTES - 16) / 2);
    const body = `{"bio":${nestedArrays(depth)}}`;
    const request = jsonRequest("/api/user/profile", body, { cookie, method: "PATCH" });
    // JSON.parse took about 800 ms on this body; the scan before it, a few.
    const parse = vi.spyOn(JSON, "parse");
    const { result: outcome, ms } = await cpuMsOf(() => runRoute(apiUserProfile, request));
    const parsedBodies = parse.mock.calls.filter(([text]) => text.length >= body.length);
    parse.mockRestore();
    expect(parsedBodies, "JSON.parse calls on the body").toEqual([]);
    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual(TOO_DEEP);
    recordCost("deepest profile JSON refused: CPU", "7 MB of nested arrays", ms);
  });

  it("a form key nested 20,000 deep is a 400, not a stack overflow", async () => {
    for (const name of ["a" + "[b]".repeat(20_000), "a" + ".b".repeat(20_000)]) {
      const outcome = await runRoute(
        contactPage,
        new Request(`${BASE_URL}/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: `${name}=1`,
        }),
      );
      expect(outcome.status).toBe(400);
      expect(outcome.data.message).toMatch(/^El formulario no es válido/);
    }
    expect(errorLog()).toEqual([]);
  });
});
