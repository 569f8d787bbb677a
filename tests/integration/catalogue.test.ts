import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { listCourses } from "~/models/course.server";
import { loader as homeLoader } from "~/routes/_index";
import { loader as detailLoader } from "~/routes/courses.$slug";
import { loader as coursesLoader } from "~/routes/courses._index";

import { courses, enrollments, liveCourseRegistrations, modules } from "../../db/schema";
import { foldSearchText } from "~/models/course-search-text";
import { cookieFor, insertTestUser } from "../support/users";

// --- helpers -------------------------------------------------------------------------------------

async function catalogue(query = "") {
  const request = new Request(`http://localhost/courses${query}`);
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
  const request = new Request(`http://localhost/courses/${slug}${search}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return detailLoader({ request, params: { slug }, context: {} });
}

async function thrownStatus(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
  return "no error";
}

function courseBySlug(slug: string) {
  return db.select().from(courses).where(eq(courses.slug, slug)).get()!;
}

const allCourses = () => db.select().from(courses).all();

// --- catalogue filters ---------------------------------------------------------------------------

describe("catalogue filters (/courses loader)", () => {
  it("lists every course without filters, in catalogue order, and reports no filtering", async () => {
    const data = await catalogue();
    expect(data.filtered).toBe(false);
    expect(data.courses!.map((c) => c.id)).toEqual(
      allCourses()
        .map((c) => c.id)
        .sort((a, b) => a - b),
    );
    expect(data.courses!.length).toBeGreaterThanOrEqual(18);
    expect(data.courses![0]).not.toHaveProperty("searchText");
  });

  it("search is accent-insensitive: 'programacion' finds 'Programación'", async () => {
    const slugs = await slugsFor("?q=programacion");
    expect(slugs).toContain("programacion-creativa-en-vivo");
    // Matched through the description only ("programación orientada a objetos").
    expect(slugs).toContain("java-fullstack");
    for (const slug of slugs) {
      const course = courseBySlug(slug);
      expect(foldSearchText(`${course.title} ${course.description}`)).toContain("programacion");
    }
    expect(slugs.length).toBeLessThan(allCourses().length);
  });

  it("search is case-insensitive and accents in the query are ignored too", async () => {
    const reference = await slugsFor("?q=programacion");
    expect(await slugsFor("?q=PROGRAMACI%C3%93N")).toEqual(reference);
    expect(await slugsFor("?q=Programaci%C3%B3n")).toEqual(reference);
    expect(await slugsFor(`?q=${encodeURIComponent("  robótica  ")}`)).toEqual([
      "robotica-en-vivo",
    ]);
  });

  it("search matches the description, not only the title", async () => {
    // "Spring Boot" appears only in the Java Fullstack description.
    expect(await slugsFor("?q=spring%20boot")).toEqual(["java-fullstack"]);
  });

  it("filters by category exactly", async () => {
    const data = await catalogue("?category=Frontend");
    expect(data.filtered).toBe(true);
    expect(data.courses!.map((c) => c.slug).sort()).toEqual(
      ["angular-avanzado", "desarrollo-web-frontend", "react-redux"].sort(),
    );
  });

  it("filters by level exactly", async () => {
    const data = await catalogue("?level=Avanzado");
    expect(data.courses!.length).toBeGreaterThan(0);
    expect(data.courses!.every((c) => c.level === "Avanzado")).toBe(true);
    expect(data.courses!.length).toBe(allCourses().filter((c) => c.level === "Avanzado").length);
  });

  it("combines search, category and level", async () => {
    expect(await slugsFor("?category=Frontend&level=Intermedio")).toEqual(["react-redux"]);
    expect(await slugsFor("?q=react&category=Frontend&level=Intermedio")).toEqual(["react-redux"]);
    expect(await slugsFor("?q=flutter")).toEqual(["desarrollo-flutter"]);
    expect(await slugsFor("?q=flutter&category=Frontend")).toEqual([]);
    expect(await slugsFor("?q=python&level=Avanzado")).toEqual(
      expect.arrayContaining(["ciencia-datos-python", "machine-learning-python"]),
    );
    expect(await slugsFor("?q=python&category=Programaci%C3%B3n&level=Principiante")).toEqual([
      "first-steps-in-python",
    ]);
  });

  it("'all', unknown values and the 'Todos los niveles' level mean no filter", async () => {
    const everything = await slugsFor("");
    expect(await slugsFor("?q=&category=all&level=all")).toEqual(everything);
    expect(await slugsFor("?category=Cocina&level=Experto")).toEqual(everything);
    expect(await slugsFor("?level=Todos%20los%20niveles")).toEqual(everything);
    expect((await catalogue("?category=Cocina")).filters.category).toBeNull();
  });

  it("treats SQL wildcard characters in the search literally", async () => {
    const everything = allCourses();
    expect(everything.some((c) => c.searchText.includes("%"))).toBe(false);
    expect(await slugsFor("?q=%25")).toEqual([]);
    expect(await slugsFor("?q=_")).toEqual([]);
    expect(await slugsFor("?q=%5C")).toEqual([]);

    const slug = `descuento-${randomUUID().slice(0, 6)}`;
    db.insert(courses)
      .values({
        title: "Curso 100%_real",
        slug,
        description: "Un curso de prueba con comodines en el título.",
        shortDescription: "Prueba de comodines.",
        level: "Principiante",
        category: "Informática",
        duration: 1,
        modules: 0,
        image: "/images/courses/web-development.svg",
        instructor: "Prueba",
        searchText: foldSearchText(
          "Curso 100%_real Un curso de prueba con comodines en el título.",
        ),
      })
      .run();
    try {
      expect(await slugsFor("?q=%25")).toEqual([slug]);
      expect(await slugsFor("?q=0%25_r")).toEqual([slug]);
      expect(await slugsFor("?q=_")).toEqual([slug]);
      // "%" must not act as "anything": "curso%real" is not in the text.
      expect(await slugsFor("?q=curso%25real")).toEqual([]);
    } finally {
      db.delete(courses).where(eq(courses.slug, slug)).run();
    }
  });

  it("says nothing matched with an empty list (the UI shows 'No se encontraron cursos')", async () => {
    const data = await catalogue("?q=zzzz-no-existe");
    expect(data.courses).toEqual([]);
    expect(data.filtered).toBe(true);
  });

  it("keeps disabled courses in the catalogue (greyed out) but not in availableOnly lists", () => {
    const disabled = courseBySlug("ofimatica-esencial");
    expect(disabled.isDisabled).toBe(true);
    expect(listCourses().map((c) => c.slug)).toContain("ofimatica-esencial");
    expect(listCourses({ availableOnly: true }).map((c) => c.slug)).not.toContain(
      "ofimatica-esencial",
    );
  });
});

// --- home ----------------------------------------------------------------------------------------

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

    expect(data.sample).not.toBeNull();
    expect(data.sample!.slug).toBe("web-development");
    expect(data.sample!.moduleCount).toBe(11);
    expect(data.sample!.modules).toHaveLength(4);
    expect(data.sample!.modules.slice(0, 3).map((m) => m.duration)).toEqual([2, 2, 2]);
    const webDevModules = db
      .select()
      .from(modules)
      .where(eq(modules.courseId, courseBySlug("web-development").id))
      .orderBy(modules.order)
      .all();
    expect(data.sample!.modules.map((m) => m.title)).toEqual(
      webDevModules.slice(0, 4).map((m) => m.title),
    );

    expect(data.team!.map((m) => m.order)).toEqual(
      [...data.team!.map((m) => m.order)].sort((a, b) => a - b),
    );
    expect(data.team).toHaveLength(4);
    expect(data.testimonials).toHaveLength(6);
    expect(data.testimonials!.some((t) => !Number.isInteger(t.rating))).toBe(true);
  });

  it("a failing section query only blanks that section", async () => {
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
    expect((await homeLoader()).team).toHaveLength(4);
  });

  it("a failing courses query shows the courses error state on the home and catalogue pages", async () => {
    db.run(sql`alter table courses rename to courses_unavailable`);
    try {
      const home = await homeLoader();
      expect(home.courses).toBeNull();
      expect(home.sample).toBeNull();
      expect(home.team).toHaveLength(4);
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
    expect(await thrownStatus(() => courseDetail("no-existe"))).toBe(404);
  });

  it("opens the first module and server-renders its sections only", async () => {
    const data = await courseDetail("web-development");
    expect(data.syllabus.status).toBe("ok");
    if (data.syllabus.status !== "ok") return;
    const [first, second] = data.syllabus.modules;
    expect(data.syllabus.modules).toHaveLength(11);
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

  it("shows visitors a locked preview of three sections without content; enrolled users see all", async () => {
    const course = courseBySlug("web-development");
    const anonymous = await courseDetail("web-development");
    if (anonymous.syllabus.status !== "ok") throw new Error("syllabus not loaded");
    expect(anonymous.syllabus.access).toBe("preview");
    const firstId = anonymous.syllabus.modules[0].id;
    expect(anonymous.syllabus.sections[firstId]).toHaveLength(3);
    expect(anonymous.syllabus.sections[firstId][0]).not.toHaveProperty("content");
    expect(anonymous.callToAction).toBe("open");

    const user = insertTestUser();
    db.insert(enrollments).values({ userId: user.id, courseId: course.id }).run();
    const enrolled = await courseDetail("web-development", { cookie: await cookieFor(user.id) });
    if (enrolled.syllabus.status !== "ok") throw new Error("syllabus not loaded");
    expect(enrolled.callToAction).toBe("enrolled");
    expect(enrolled.syllabus.access).toBe("full");
    // The seed's first web-development module has four sections.
    expect(enrolled.syllabus.sections[firstId]).toHaveLength(4);
    expect(enrolled.syllabus.sections[firstId][0]).toHaveProperty("content");
  });

  it("live courses carry their live details and the user's registration, without sections", async () => {
    const live = courseBySlug("robotica-en-vivo");
    const user = insertTestUser();
    const cookie = await cookieFor(user.id);
    const before = await courseDetail("robotica-en-vivo", { cookie });
    expect(before.course.isLive).toBe(true);
    expect(before.course.liveDetails).toMatchObject({ modality: "Mixta" });
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
    const slug = `sin-modulos-${randomUUID().slice(0, 6)}`;
    db.insert(courses)
      .values({
        title: "Curso sin módulos",
        slug,
        description: "Un curso que todavía no tiene módulos.",
        shortDescription: "Sin módulos todavía.",
        level: "Principiante",
        category: "Informática",
        duration: 1,
        modules: 0,
        image: "/images/courses/web-development.svg",
        instructor: "Prueba",
      })
      .run();
    try {
      const data = await courseDetail(slug);
      expect(data.syllabus).toMatchObject({
        status: "ok",
        modules: [],
        openModuleId: null,
        sections: {},
      });
    } finally {
      db.delete(courses).where(eq(courses.slug, slug)).run();
    }
  });
});
