import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { courses } from "../../db/schema";
import { db } from "~/db.server";
import { foldSearchText } from "~/models/course-search-text";
import { listCourses } from "~/models/course.server";

import { insertTestCourse } from "../support/courses";

// The trigram index (courses_fts) is kept by triggers: whatever writes a course, the search
// sees the row as it is now, and a match is still an exact substring of the folded text.

const slugs = (q: string) => listCourses({ q }).map((course) => course.slug);
const word = () => `zq${randomUUID().slice(0, 6)}`;

describe("catalogue search through the trigram index", () => {
  it("finds a new course, follows an edit and forgets a deleted one", () => {
    const before = word();
    const after = word();
    const course = insertTestCourse({ title: `Curso ${before}` });
    expect(slugs(before)).toEqual([course.slug]);

    const title = `Curso ${after}`;
    db.update(courses)
      .set({ title, searchText: foldSearchText(`${title} ${course.description}`) })
      .where(eq(courses.id, course.id))
      .run();
    expect(slugs(before)).toEqual([]);
    expect(slugs(after)).toEqual([course.slug]);

    db.delete(courses).where(eq(courses.id, course.id)).run();
    expect(slugs(after)).toEqual([]);
  });

  it("matches a substring inside a word and across words, never trigrams out of order", () => {
    const tag = word();
    const course = insertTestCourse({ title: `Introducción ${tag} avanzada` });
    expect(slugs(`ducci`)).toContain(course.slug);
    expect(slugs(`${tag.slice(2)} avan`)).toEqual([course.slug]);
    // Every trigram of "avanzada <tag>" is in the text, but not as that substring.
    expect(slugs(`avanzada ${tag}`)).toEqual([]);
  });

  it("takes quotes and FTS5 syntax in the query as plain text", () => {
    const tag = word();
    const course = insertTestCourse({ title: `Comillas "${tag}" AND NEAR(x) *` });
    expect(slugs(`"${tag}"`)).toEqual([course.slug]);
    expect(slugs(`${tag}" AND NEAR(x) *`)).toEqual([course.slug]);
    expect(slugs(`" OR "`)).toEqual([]);
  });

  it("still finds one- and two-letter terms (no index for them)", () => {
    const tag = word();
    const course = insertTestCourse({ title: `Ñ ${tag}` });
    expect(listCourses({ q: "n" }).map((c) => c.slug)).toContain(course.slug);
  });

  it("the index agrees with every course row (FTS5 integrity-check against the content table)", () => {
    insertTestCourse({ title: `Integridad ${word()}` });
    const check = () =>
      db.$client
        .prepare("insert into courses_fts(courses_fts, rank) values ('integrity-check', 1)")
        .run();
    expect(check).not.toThrow();
    // Out of step (a row written with the triggers bypassed) is what the check reports.
    db.$client.prepare("insert into courses_fts(rowid, search_text) values (-1, 'fantasma')").run();
    expect(check).toThrow(/malformed|corrupt/i);
    db.$client
      .prepare(
        "insert into courses_fts(courses_fts, rowid, search_text) values ('delete', -1, 'fantasma')",
      )
      .run();
    expect(check).not.toThrow();
  });
});
