import { randomUUID } from "node:crypto";

import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { COURSE_CATEGORIES } from "~/data/catalogue";
import { db } from "~/db.server";
import { listCourses } from "~/models/course.server";
import { loader as homeLoader } from "~/routes/_index";
import { loader as detailLoader } from "~/routes/courses.$slug";
import { loader as coursesLoader } from "~/routes/courses._index";

import {
  courses,
  enrollments,
  liveCourseRegistrations,
  modules,
  sections,
  teams,
  testimonials,
} from "../../db/schema";
import { foldSearchText } from "~/models/course-search-text";
import { courseBySlug, insertTestCourse } from "../support/courses";
import { getRequest } from "../support/requests";
import { run } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

// --- helpers -------------------------------------------------------------------------------------

async function catalogue(query = "") {
  const request = getRequest(`/courses${query}`);
  return coursesLoader({ request, params: {}, context: {} });
}

async function slugsFor(query: string) {
  const data = await catalogue(query);
  return data.courses!.map((course) => course.slug);
}

async function courseDetail(
  slug: string,
  { cookie, search = "" }: { cookie?: string; search?: string } = {},
) {
  const request = getRequest(`/courses/${slug}${search}`, { cookie });
  return detailLoader({ request, params: { slug }, context: {} });
}

const allCourses = () => db.select().from(courses).orderBy(asc(courses.id)).all();

/** A word no seeded course contains, so a search for it finds only the test's own courses. */
const uniqueWord = () => `zq${randomUUID().slice(0, 6)}`;

function modulesOf(courseId: number) {
  return db
    .select()
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.order))
    .all();
}

// --- catalogue filters ---------------------------------------------------------------------------

describe("catalogue filters (/courses loader)", () => {
  it("lists the first page of courses without filters, in catalogue order, and reports no filtering", async () => {
    const data = await catalogue();
    expect(data.filtered).toBe(false);
    expect(data.courses!.map((c) => c.id)).toEqual(
      allCourses()
        .slice(0, 24)
        .map((c) => c.id),
    );
    expect(data.total).toBe(allCourses().length);
    expect(data.courses![0]).not.toHaveProperty("searchText");
  });

  it("search is accent-insensitive: 'programacion' finds 'Programación'", async () => {
    const word = uniqueWord();
    const inTitle = insertTestCourse({ title: `Programación ${word}` });
    const inDescription = insertTestCourse({ description: `Aprende Programación ${word} hoy.` });
    insertTestCourse({ title: `Diseño ${word}` });
    expect(await slugsFor(`?q=programacion%20${word}`)).toEqual([inTitle.slug, inDescription.slug]);

    // Across the whole catalogue: exactly the courses whose folded title, description or
    // category contains the query, those with it in the title first.
    const has = (text: string) => foldSearchText(text).includes("programacion");
    const found = allCourses().filter(
      (course) => has(`${course.title} ${course.description}`) || has(course.category),
    );
    const expected = [
      ...found.filter((course) => has(course.title)),
      ...found.filter((course) => !has(course.title)),
    ].map((course) => course.slug);
    expect(expected.length).toBeLessThan(allCourses().length);
    expect(await slugsFor("?q=programacion")).toEqual(expected);
  });

  it("search matches the category's name too, and ranks the courses named after the term first", async () => {
    const word = uniqueWord();
    // Oldest first: one mentions the term in its description, one is only in the category, and
    // the newest is named after it.
    const described = insertTestCourse({
      title: `Curso ${word} uno`,
      description: `Incluye programación ${word}.`,
      category: "Frontend",
    });
    const categorised = insertTestCourse({ title: `Curso ${word} dos`, category: "Programación" });
    const named = insertTestCourse({
      title: `Programación Creativa ${word}`,
      category: "Educación Tecnológica",
    });
    expect(await slugsFor(`?q=programacion&category=Programación`)).toContain(categorised.slug);
    const slugs = (await slugsFor(`?q=programacion`)).filter((slug) =>
      [described.slug, categorised.slug, named.slug].includes(slug),
    );
    expect(slugs).toEqual([named.slug, described.slug, categorised.slug]);
    // The category's name is matched as a whole name, accents aside, never across fields.
    expect(await slugsFor(`?q=${word}%20programacion`)).toEqual([]);
    expect(await slugsFor(`?q=PROGRAMACIÓN`)).toContain(categorised.slug);
  });

  it("offers only the categories that have courses, and keeps the chosen one", async () => {
    const used = new Set(allCourses().map((course) => course.category));
    const { categories } = await catalogue();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(used);
    const unused = COURSE_CATEGORIES.find((name) => !used.has(name));
    if (unused) {
      expect((await catalogue()).categories).not.toContain(unused);
      const chosen = await catalogue(`?category=${encodeURIComponent(unused)}`);
      expect(chosen.categories).toContain(unused);
    }
    // In the vocabulary's order.
    expect(categories).toEqual(COURSE_CATEGORIES.filter((name) => used.has(name)));
  });

  it("search is case-insensitive and accents in the query are ignored too", async () => {
    const word = uniqueWord();
    const course = insertTestCourse({ title: `Robótica y Programación ${word}` });
    for (const query of [
      `programacion ${word}`,
      `PROGRAMACIÓN ${word}`,
      `Programación ${word}`,
      `  robótica  y   programacion ${word}  `,
    ]) {
      expect(await slugsFor(`?q=${encodeURIComponent(query)}`), query).toEqual([course.slug]);
    }
  });

  it("search matches the description, not only the title", async () => {
    const word = uniqueWord();
    const course = insertTestCourse({ description: `Servicios con Spring Boot ${word}.` });
    expect(course.title).not.toContain(word);
    expect(await slugsFor(`?q=spring%20boot%20${word}`)).toEqual([course.slug]);
  });

  it("filters by category exactly", async () => {
    const frontend = insertTestCourse({ category: "Frontend" });
    const lookalike = insertTestCourse({ category: "Frontend Avanzado" });
    const data = await catalogue("?category=Frontend");
    expect(data.filtered).toBe(true);
    const slugs = data.courses!.map((c) => c.slug);
    expect(slugs).toContain(frontend.slug);
    expect(slugs).not.toContain(lookalike.slug);
    expect(slugs).toEqual(
      allCourses()
        .filter((c) => c.category === "Frontend")
        .map((c) => c.slug),
    );
  });

  it("filters by level exactly", async () => {
    const data = await catalogue("?level=Avanzado");
    expect(data.courses!.length).toBeGreaterThan(0);
    expect(data.courses!.every((c) => c.level === "Avanzado")).toBe(true);
    expect(data.courses!.length).toBe(allCourses().filter((c) => c.level === "Avanzado").length);
  });

  it("combines search, category and level", async () => {
    const word = uniqueWord();
    const a = insertTestCourse({ title: `A ${word}`, category: "Frontend", level: "Intermedio" });
    const b = insertTestCourse({ title: `B ${word}`, category: "Frontend", level: "Avanzado" });
    const c = insertTestCourse({ title: `C ${word}`, category: "Backend", level: "Intermedio" });
    expect(await slugsFor(`?q=${word}&category=Frontend&level=Intermedio`)).toEqual([a.slug]);
    expect(await slugsFor(`?q=${word}&category=Frontend`)).toEqual([a.slug, b.slug]);
    expect(await slugsFor(`?q=${word}&level=Intermedio`)).toEqual([a.slug, c.slug]);
    expect(await slugsFor(`?q=${word}&category=Backend&level=Avanzado`)).toEqual([]);
    expect(await slugsFor("?category=Frontend&level=Intermedio")).toEqual(
      allCourses()
        .filter((course) => course.category === "Frontend" && course.level === "Intermedio")
        .map((course) => course.slug),
    );
  });

  it("'all', unknown values and the 'Todos los niveles' level mean no filter", async () => {
    const everything = await slugsFor("");
    expect(await slugsFor("?q=&category=all&level=all")).toEqual(everything);
    expect(await slugsFor("?category=Cocina&level=Experto")).toEqual(everything);
    expect(await slugsFor("?level=Todos%20los%20niveles")).toEqual(everything);
    expect((await catalogue("?category=Cocina")).filters.category).toBeNull();
  });

  it("treats SQL wildcard characters in the search literally", async () => {
    expect(allCourses().some((c) => /[%_\\]/.test(c.searchText))).toBe(false);
    expect(await slugsFor("?q=%25")).toEqual([]);
    expect(await slugsFor("?q=_")).toEqual([]);
    expect(await slugsFor("?q=%5C")).toEqual([]);

    const course = insertTestCourse({
      title: "Curso 100%_real",
      description: "Un curso de prueba con comodines en el título.",
    });
    try {
      expect(await slugsFor("?q=%25")).toEqual([course.slug]);
      expect(await slugsFor("?q=0%25_r")).toEqual([course.slug]);
      expect(await slugsFor("?q=_")).toEqual([course.slug]);
      // "%" must not act as "anything": "curso%real" is not in the text.
      expect(await slugsFor("?q=curso%25real")).toEqual([]);
    } finally {
      db.delete(courses).where(eq(courses.id, course.id)).run();
    }
  });

  it("says nothing matched with an empty list (the UI shows 'No se encontraron cursos')", async () => {
    const data = await catalogue(`?q=${uniqueWord()}`);
    expect(data.courses).toEqual([]);
    expect(data.filtered).toBe(true);
  });

  it("keeps disabled courses in the catalogue (greyed out) but not in availableOnly lists", () => {
    const disabled = insertTestCourse({ isDisabled: true });
    expect(listCourses().map((c) => c.slug)).toContain(disabled.slug);
    expect(listCourses({ availableOnly: true }).map((c) => c.slug)).not.toContain(disabled.slug);
  });
});

// --- home ----------------------------------------------------------------------------------------

describe("catalogue pages (/courses?page=N)", () => {
  it("pages 30 matching courses 24 + 6, keeps the filters and shows the real total", async () => {
    const word = uniqueWord();
    const matching = Array.from({ length: 30 }, (_, i) =>
      insertTestCourse({
        title: `Paginación ${word} ${i}`,
        category: "Ofimática",
        level: "Avanzado",
      }),
    );
    // Same word, other category: the filter keeps it out of every page.
    insertTestCourse({ title: `Paginación ${word} fuera`, category: "Backend", level: "Avanzado" });
    const query = `?q=${word}&category=Ofim%C3%A1tica&level=Avanzado`;

    const first = await catalogue(query);
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2, filtered: true });
    expect(first.courses!.map((c) => c.slug)).toEqual(matching.slice(0, 24).map((c) => c.slug));

    const second = await catalogue(`${query}&page=2`);
    expect(second).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(second.courses!.map((c) => c.slug)).toEqual(matching.slice(24).map((c) => c.slug));
    expect(second.filters).toEqual(first.filters);

    // Past the last page (or a nonsense page): the last page / the first page, never an error.
    expect(await catalogue(`${query}&page=99`)).toMatchObject({ page: 2, courses: second.courses });
    for (const bad of ["0", "-1", "abc", "1e3"]) {
      expect(await catalogue(`${query}&page=${bad}`), bad).toMatchObject({ page: 1 });
    }
  });

  it("the unfiltered catalogue counts every course and its pages hold each course once", async () => {
    const all = allCourses();
    const first = await catalogue();
    expect(first.total).toBe(all.length);
    expect(first.pageCount).toBe(Math.max(1, Math.ceil(all.length / 24)));
    const ids = [];
    for (let page = 1; page <= first.pageCount; page++) {
      ids.push(...(await catalogue(`?page=${page}`)).courses!.map((c) => c.id));
    }
    expect(ids).toEqual(all.map((c) => c.id));
  });
});

describe("home loader", () => {
  it("loads the first six courses, the course-structure sample, the team and the testimonials", async () => {
    const data = await homeLoader();
    expect(data.courses).toHaveLength(6);
    expect(data.courses!.map((c) => c.id)).toEqual(
      listCourses({ availableOnly: true })
        .slice(0, 6)
        .map((c) => c.id),
    );
    expect(data.courses!.some((c) => c.isDisabled)).toBe(false);

    // The sample: web-development's module count and its first three modules plus the next one.
    const webDevModules = modulesOf(courseBySlug("web-development").id);
    expect(data.sample).toMatchObject({
      slug: "web-development",
      moduleCount: webDevModules.length,
    });
    expect(data.sample!.modules).toEqual(
      webDevModules.slice(0, 4).map(({ id, title, duration }) => ({ id, title, duration })),
    );

    const teamRows = db.select().from(teams).orderBy(asc(teams.order)).all();
    expect(data.team!.map((m) => m.id)).toEqual(teamRows.map((m) => m.id));
    const testimonialRows = db.select().from(testimonials).orderBy(asc(testimonials.order)).all();
    expect(data.testimonials!.map((t) => [t.id, t.rating])).toEqual(
      testimonialRows.map((t) => [t.id, t.rating]),
    );
  });

  it("a failing section query only blanks that section", async () => {
    const teamSize = db.select().from(teams).all().length;
    db.run(sql`alter table teams rename to teams_unavailable`);
    db.run(sql`alter table testimonials rename to testimonials_unavailable`);
    try {
      const data = await homeLoader();
      expect(data.team).toBeNull();
      expect(data.testimonials).toBeNull();
      expect(data.courses).toHaveLength(6);
      expect(data.sample).not.toBeNull();
    } finally {
      db.run(sql`alter table teams_unavailable rename to teams`);
      db.run(sql`alter table testimonials_unavailable rename to testimonials`);
    }
    expect((await homeLoader()).team).toHaveLength(teamSize);
  });

  it("a failing courses query shows the courses error state on the home and catalogue pages", async () => {
    db.run(sql`alter table courses rename to courses_unavailable`);
    try {
      const home = await homeLoader();
      expect(home.courses).toBeNull();
      expect(home.sample).toBeNull();
      expect(home.team!.length).toBeGreaterThan(0);
      expect((await catalogue("?q=python")).courses).toBeNull();
    } finally {
      db.run(sql`alter table courses_unavailable rename to courses`);
    }
    expect((await homeLoader()).courses).toHaveLength(6);
  });
});

// --- course detail -------------------------------------------------------------------------------

describe("course detail loader", () => {
  it("answers 404 for an unknown slug", async () => {
    expect((await run(() => courseDetail("no-existe"))).status).toBe(404);
  });

  it("opens the first module and server-renders its sections only", async () => {
    const data = await courseDetail("web-development");
    expect(data.syllabus.status).toBe("ok");
    if (data.syllabus.status !== "ok") return;
    const [first, second] = data.syllabus.modules;
    expect(data.syllabus.modules.map((m) => m.id)).toEqual(
      modulesOf(courseBySlug("web-development").id).map((m) => m.id),
    );
    expect(data.syllabus.openModuleId).toBe(first.id);
    expect(Object.keys(data.syllabus.sections).map(Number)).toEqual([first.id]);
    expect(data.syllabus.sections[second.id]).toBeUndefined();
    expect(data.quote.text.length).toBeGreaterThan(10);
    expect(data.quote.author.length).toBeGreaterThan(2);
  });

  it("?module=N opens module N and server-renders its sections (no JavaScript needed)", async () => {
    const data = await courseDetail("web-development", { search: "?module=3" });
    if (data.syllabus.status !== "ok") throw new Error("syllabus not loaded");
    const third = data.syllabus.modules[2];
    expect(data.syllabus.openModuleId).toBe(third.id);
    expect(data.syllabus.sections[third.id].length).toBeGreaterThan(0);
    expect(data.syllabus.sections[data.syllabus.modules[0].id]).toBeDefined();
  });

  it("ignores a bad ?module value", async () => {
    for (const search of ["?module=abc", "?module=999", "?module=0", "?module=-1", "?module=1e3"]) {
      const data = await courseDetail("web-development", { search });
      if (data.syllabus.status !== "ok") throw new Error("syllabus not loaded");
      expect(data.syllabus.openModuleId).toBe(data.syllabus.modules[0].id);
    }
  });

  it("shows visitors a locked preview of three sections with excerpts only; enrolled users see all", async () => {
    const course = courseBySlug("web-development");
    const anonymous = await courseDetail("web-development");
    if (anonymous.syllabus.status !== "ok") throw new Error("syllabus not loaded");
    expect(anonymous.syllabus.access).toBe("preview");
    const firstId = anonymous.syllabus.modules[0].id;
    expect(anonymous.syllabus.sections[firstId]).toHaveLength(3);
    for (const section of anonymous.syllabus.sections[firstId]) {
      expect(section.content.length).toBeLessThanOrEqual(161);
    }
    expect(anonymous.callToAction).toBe("open");

    const user = insertTestUser();
    db.insert(enrollments).values({ userId: user.id, courseId: course.id }).run();
    const enrolled = await courseDetail("web-development", { cookie: await cookieFor(user.id) });
    if (enrolled.syllabus.status !== "ok") throw new Error("syllabus not loaded");
    expect(enrolled.callToAction).toBe("enrolled");
    expect(enrolled.syllabus.access).toBe("full");
    const firstModuleSections = db
      .select()
      .from(sections)
      .where(eq(sections.moduleId, firstId))
      .all();
    expect(firstModuleSections.length).toBeGreaterThan(3);
    expect(enrolled.syllabus.sections[firstId]).toHaveLength(firstModuleSections.length);
    expect(enrolled.syllabus.sections[firstId][0]).toHaveProperty("content");
  });

  it("live courses carry their live details and the user's registration, without sections", async () => {
    const live = courseBySlug("robotica-en-vivo");
    const user = insertTestUser();
    const cookie = await cookieFor(user.id);
    const before = await courseDetail("robotica-en-vivo", { cookie });
    expect(before.course.isLive).toBe(true);
    expect(before.course.liveDetails).toEqual(live.liveDetails);
    expect(before.callToAction).toBe("live");
    if (before.syllabus.status !== "ok") throw new Error("syllabus not loaded");
    expect(before.syllabus.modules.length).toBeGreaterThan(0);
    expect(before.syllabus.sections).toEqual({});

    db.insert(liveCourseRegistrations)
      .values({
        courseId: live.id,
        userId: user.id,
        firstName: "Ana",
        lastName: "López",
        email: user.email,
        phoneNumber: "5512345678",
        age: 30,
        preferredModality: "Virtual",
      })
      .run();
    expect((await courseDetail("robotica-en-vivo", { cookie })).callToAction).toBe(
      "live-registered",
    );
    // Someone else's registration does not count for this user.
    expect(
      (await courseDetail("robotica-en-vivo", { cookie: await cookieFor(insertTestUser().id) }))
        .callToAction,
    ).toBe("live");
  });

  it("hides a disabled course's syllabus from visitors and students, not from admins", async () => {
    const anonymous = await courseDetail("ofimatica-esencial");
    expect(anonymous.course.isDisabled).toBe(true);
    expect(anonymous.syllabus.status).toBe("hidden");
    const student = await courseDetail("ofimatica-esencial", {
      cookie: await cookieFor(insertTestUser().id),
    });
    expect(student.syllabus.status).toBe("hidden");
    const admin = await courseDetail("ofimatica-esencial", {
      cookie: await cookieFor(insertTestUser("admin").id),
    });
    expect(admin.syllabus.status).toBe("ok");
  });

  it("a course without modules reports an empty syllabus ('Próximamente')", async () => {
    const { slug } = insertTestCourse({ title: "Curso sin módulos", modules: 0 });
    const data = await courseDetail(slug);
    expect(data.syllabus).toMatchObject({
      status: "ok",
      modules: [],
      openModuleId: null,
      sections: {},
    });
  });
});
