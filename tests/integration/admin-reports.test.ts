import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "~/db.server";
import type { Admin } from "~/auth/session.server";
import { contactMessagesCsv, listContactMessages } from "~/models/contact.server";
import { listLiveRegistrations, liveRegistrationsCsv } from "~/models/live-registration.server";
import { getAcademyOverview } from "~/models/overview.server";
import { csvFileName, neutralizeFormula, parseCsvSeparator, toCsv } from "~/utils/csv.server";
import { formatSortableDateTime } from "~/utils/dates";
import { ADMIN_PAGE_SIZE } from "~/utils/pagination";

import { contacts, enrollments, liveCourseRegistrations } from "../../db/schema";
import { insertTestCourse } from "../support/courses";
import { insertTestUser } from "../support/users";

const admin = insertTestUser("admin") as Admin;

function register(courseId: number, age: number, firstName: string) {
  return db
    .insert(liveCourseRegistrations)
    .values({
      courseId,
      userId: insertTestUser().id,
      firstName,
      lastName: "López",
      email: `${firstName.toLowerCase()}@example.com`,
      phoneNumber: "+52 229 123 4567",
      age,
      guardianFirstName: "Tutora",
      guardianLastName: "Pérez",
      guardianPhoneNumber: "2291234567",
      preferredModality: "Virtual",
    })
    .returning()
    .get();
}

describe("live registrations for admins (model)", () => {
  it("lists newest first, filters by course, and shows guardian data for minors only", () => {
    const course = insertTestCourse({ isLive: true });
    const other = insertTestCourse({ isLive: true });
    register(course.id, 30, "Adulta");
    register(course.id, 15, "Menor");
    register(other.id, 40, "Otra");
    const { rows, total } = listLiveRegistrations(admin, { courseId: course.id, page: 1 });
    expect(total).toBe(2);
    expect(rows.map((row) => row.firstName)).toEqual(["Menor", "Adulta"]);
    expect(rows[0]).toMatchObject({ guardianFirstName: "Tutora", courseTitle: course.title });
    expect(rows[1]).toMatchObject({ guardianFirstName: null, guardianPhoneNumber: null });
  });

  it("exports CSV with a BOM, accents intact, formulas neutralised, guardians for minors only", () => {
    const course = insertTestCourse({ isLive: true });
    register(course.id, 12, '=HYPERLINK("http://x")');
    register(course.id, 33, "José");
    const csv = liveRegistrationsCsv(admin, { courseId: course.id });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trim().split("\r\n");
    expect(lines[0]).toContain("Correo electrónico");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("José");
    expect(lines[1]).not.toContain("Tutora");
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[2]).toContain("Tutora");
    expect(lines[2]).toContain("'+52 229 123 4567");
  });
});

describe("contact messages for admins (model)", () => {
  it("pages newest first and exports every message", () => {
    const before = listContactMessages(admin, { page: 1 }).total;
    const now = Date.now();
    db.insert(contacts)
      .values(
        Array.from({ length: ADMIN_PAGE_SIZE + 2 }, (_, index) => ({
          name: `Persona ${index}`,
          email: `p${index}@example.com`,
          message: index === 0 ? "@SUM(A1)" : "Hola, quiero información.",
          createdAt: new Date(now - index * 60_000),
        })),
      )
      .run();
    const first = listContactMessages(admin, { page: 1 });
    expect(first.total).toBe(before + ADMIN_PAGE_SIZE + 2);
    expect(first.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.rows[0].name).toBe("Persona 0");
    const past = listContactMessages(admin, { page: 999 });
    expect(past.page).toBe(past.pageCount);
    expect(contactMessagesCsv(admin)).toContain("'@SUM(A1)");
  });

  it("neutralises every formula prefix and leaves other text alone", () => {
    for (const text of ["=1+1", "+A1", "-1", "@A1", "\tx", "\rx"]) {
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    }
    expect(neutralizeFormula("María")).toBe("María");
  });

  it("leaves a stored phone number (+ and digits only) without an apostrophe, nothing else", () => {
    expect(neutralizeFormula("+522291234567")).toBe("+522291234567");
    expect(neutralizeFormula("2291234567")).toBe("2291234567");
    // Anything else after the +, or a line after it, can still be a formula.
    for (const text of ["+52 229 123 4567", "+1+1", "+5A1", "+52\n=1", "-522291234567"]) {
      expect(neutralizeFormula(text), text).toMatch(/^'/);
    }
  });
});

/** A course's row in the overview, from whichever page holds it (25 courses a page). */
function overviewRow(courseId: number) {
  const { pageCount } = getAcademyOverview(admin);
  for (let page = 1; page <= pageCount; page++) {
    const row = getAcademyOverview(admin, { page }).perCourse.find((r) => r.id === courseId);
    if (row) return row;
  }
  return undefined;
}

describe("academy overview (model)", () => {
  it("counts enrollments, completions, average progress and registrations per course", () => {
    const course = insertTestCourse();
    const [a, b] = [insertTestUser(), insertTestUser()];
    db.insert(enrollments)
      .values([
        { userId: a.id, courseId: course.id, progress: 100, completed: true },
        { userId: b.id, courseId: course.id, progress: 51 },
      ])
      .run();
    const live = insertTestCourse({ isLive: true });
    register(live.id, 20, "Ana");
    const overview = getAcademyOverview(admin);
    expect(overviewRow(course.id)).toMatchObject({
      enrollments: 2,
      completions: 1,
      averageProgress: 76,
      liveRegistrations: 0,
    });
    expect(overviewRow(live.id)).toMatchObject({
      liveRegistrations: 1,
    });
    expect(overview.students).toBeGreaterThanOrEqual(2);
    expect(overview.totals.enrollments).toBeGreaterThanOrEqual(2);
  });

  it("pages the courses 25 at a time in catalogue order, totals over the whole academy", () => {
    const created = Array.from({ length: ADMIN_PAGE_SIZE + 5 }, () => insertTestCourse());
    const student = insertTestUser();
    const last = created.at(-1)!;
    db.insert(enrollments)
      .values({ userId: student.id, courseId: last.id, progress: 100, completed: true })
      .run();
    const first = getAcademyOverview(admin);
    expect(first.courseCount).toBeGreaterThanOrEqual(created.length);
    expect(first.pageCount).toBe(Math.ceil(first.courseCount / ADMIN_PAGE_SIZE));
    expect(first.perCourse).toHaveLength(ADMIN_PAGE_SIZE);

    const pages = Array.from({ length: first.pageCount }, (_, i) =>
      getAcademyOverview(admin, { page: i + 1 }),
    );
    const ids = pages.flatMap((p) => p.perCourse.map((row) => row.id));
    expect(ids).toHaveLength(first.courseCount);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The totals do not depend on the page shown.
    expect(new Set(pages.map((p) => JSON.stringify(p.totals))).size).toBe(1);
    const lastPage = pages.at(-1)!;
    expect(lastPage.perCourse.find((row) => row.id === last.id)).toMatchObject({
      enrollments: 1,
      completions: 1,
      averageProgress: 100,
    });
    // Past the last page: the last page, as in every admin list.
    const beyond = getAcademyOverview(admin, { page: first.pageCount + 10 });
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.perCourse.map((row) => row.id)).toEqual(lastPage.perCourse.map((row) => row.id));
  });

  it("counts only the last 30 days of messages", () => {
    const before = getAcademyOverview(admin).recentMessages;
    db.insert(contacts)
      .values([
        { name: "Reciente", email: "r@example.com", message: "Hola", createdAt: new Date() },
        {
          name: "Antiguo",
          email: "a@example.com",
          message: "Hola",
          createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
        },
      ])
      .run();
    expect(getAcademyOverview(admin).recentMessages).toBe(before + 1);
  });
});

describe("CSV formulas after a line break (issue 17, finding 3)", () => {
  it("neutralises every line of a cell and quotes a lone CR or LF", () => {
    expect(neutralizeFormula("Hola\n=1+1")).toBe("Hola\n'=1+1");
    expect(neutralizeFormula("a\r\n@b\r+c")).toBe("a\r\n'@b\r'+c");
    expect(neutralizeFormula("\r=x")).toBe("'\r'=x");
    const csv = toCsv([{ text: "Hola\n=1+1" }], [{ header: "Mensaje", value: (row) => row.text }]);
    expect(csv).toContain('"Hola\n\'=1+1"');
  });
});

describe("CSV dates in local time and a semicolon variant (issue 24)", () => {
  // 18:05:09 UTC is 12:05:09 in Mexico City (UTC−6 all year since 2022), as the screens show it.
  const sentAt = new Date("2026-11-24T18:05:09.000Z");

  it("gives each date in Mexico City time first, then the exact UTC instant", () => {
    const name = `Hora local ${Date.now()}`;
    db.insert(contacts)
      .values({ name, email: "hora@example.com", message: "Hola", createdAt: sentAt })
      .run();
    const lines = contactMessagesCsv(admin).slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Fecha (hora de Ciudad de México),Fecha UTC (ISO 8601),Nombre,Correo electrónico,Mensaje",
    );
    expect(lines).toContain(
      `2026-11-24 12:05:09,2026-11-24T18:05:09.000Z,${name},hora@example.com,Hola`,
    );

    const course = insertTestCourse({ isLive: true });
    db.update(liveCourseRegistrations)
      .set({ registeredAt: sentAt })
      .where(eq(liveCourseRegistrations.id, register(course.id, 30, "Local").id))
      .run();
    const row = liveRegistrationsCsv(admin, { courseId: course.id }).slice(1).split("\r\n")[1];
    expect(row.startsWith("2026-11-24 12:05:09,2026-11-24T18:05:09.000Z,")).toBe(true);
  });

  it("separates by semicolons on request, quoting semicolons in text and still neutralising formulas", () => {
    const course = insertTestCourse({ isLive: true });
    register(course.id, 12, "=1+1; Ana");
    const csv = liveRegistrationsCsv(admin, { courseId: course.id, separator: "semicolon" });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, row] = csv.slice(1).split("\r\n");
    expect(header.split(";")).toHaveLength(13);
    expect(header).toMatch(/^Fecha \(hora de Ciudad de México\);Fecha UTC \(ISO 8601\);Curso;/);
    expect(row).toContain(`;"'=1+1; Ana";López;`);
    expect(row).not.toContain(",");

    expect(contactMessagesCsv(admin, { separator: "semicolon" }).split("\r\n")[0]).toContain(
      ";Nombre;Correo electrónico;Mensaje",
    );
  });

  it("reads ?sep=semicolon and names the file after it; anything else is a comma", () => {
    expect(parseCsvSeparator(new URLSearchParams("sep=semicolon"))).toBe("semicolon");
    expect(parseCsvSeparator(new URLSearchParams("sep=tab"))).toBe("comma");
    expect(parseCsvSeparator(new URLSearchParams(""))).toBe("comma");
    expect(csvFileName("mensajes-de-contacto", "semicolon")).toBe(
      "mensajes-de-contacto-punto-y-coma.csv",
    );
    expect(csvFileName("mensajes-de-contacto", "comma")).toBe("mensajes-de-contacto.csv");
    expect(formatSortableDateTime(new Date("2026-01-01T05:59:59Z"))).toBe("2025-12-31 23:59:59");
  });
});
