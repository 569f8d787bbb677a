import { expect, test, type Page } from "@playwright/test";

import {
  expectNotFound,
  expectToast,
  followNavLinkClientSide,
  signUp,
  staticPageReady,
} from "./support";

const usesJs = () => test.info().project.name === "js";

/** The catalogue's cards, by course title. */
const cardTitles = (page: Page) => page.getByTestId("course-card").getByRole("heading");

/** What the JSON API says (read from the database): the pages must show the same. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

type CourseSummary = {
  id: number;
  slug: string;
  title: string;
  isDisabled: boolean;
  popular: boolean;
  featured: boolean;
  isNew: boolean;
};

const titlesOf = (list: { title: string }[]) => list.map((item) => item.title);
type TeamMember = { name: string; role: string };
type Testimonial = { name: string; rating: number };

test.describe("home", () => {
  test("shows every section with data from the database", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    const hero = page.getByRole("region", { name: /Aprende tecnología/ });
    await expect(hero.getByRole("link", { name: "Explorar cursos" })).toHaveAttribute(
      "href",
      "/courses",
    );
    await expect(hero.getByRole("link", { name: "Conócenos" })).toHaveAttribute("href", "/about");

    await expect(page.getByRole("img", { name: "Código Abierto MX" }).first()).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Aprender tecnología, sin barreras" }),
    ).toBeVisible();

    // The first six courses open for enrollment, in catalogue order.
    const catalogue = await apiGet<CourseSummary[]>(page, "/api/courses");
    const firstSix = catalogue.filter((course) => !course.isDisabled).slice(0, 6);
    const courses = page.getByRole("region", { name: "Empieza a aprender hoy" });
    await expect(courses.getByTestId("course-card").getByRole("heading")).toHaveText(
      firstSix.map((course) => course.title),
    );
    await expect(
      courses.getByRole("link", { name: firstSix[0].title, exact: true }),
    ).toHaveAttribute("href", `/courses/${firstSix[0].slug}`);

    // SPEC: the Web Development course's first three modules at 2 hours, the 4th coming soon.
    const webDev = await apiGet<CourseSummary>(page, "/api/courses/web-development");
    const [firstModule] = await apiGet<{ title: string }[]>(
      page,
      `/api/courses/${webDev.id}/modules`,
    );
    const structure = page.getByTestId("structure-modules").getByRole("listitem");
    await expect(structure).toHaveCount(4);
    await expect(structure.nth(0)).toContainText(`Módulo 1: ${firstModule.title}`);
    await expect(structure.nth(0)).toContainText("2 horas");
    await expect(structure.nth(3)).toContainText("Próximamente");
    await expect(page.getByRole("link", { name: "Ver el temario completo" })).toHaveAttribute(
      "href",
      "/courses/web-development",
    );

    for (const goal of ["4", "8", "9", "10", "17"]) {
      await expect(page.getByRole("heading", { name: new RegExp(`^ODS ${goal}:`) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Método Play&Impact Learning" })).toBeVisible();

    const members = await apiGet<TeamMember[]>(page, "/api/team");
    const team = page.getByRole("region", { name: "Las personas detrás de la academia" });
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(members.map((m) => m.name));
    await expect(team).toContainText(members[0].role);

    await expect(page.getByRole("link", { name: "Probar el editor" })).toHaveAttribute(
      "href",
      "/editor",
    );
    await expect(page.getByRole("link", { name: "Contáctanos" })).toHaveAttribute(
      "href",
      "/contact",
    );

    const mexico = page.getByTestId("country-chip").filter({ hasText: "México" }).first();
    await expect(mexico).toContainText("+80 estudiantes");
    // The flag is a symbol of the strips' sprite, served with the page's other assets.
    const flag = mexico.locator("svg > use");
    await expect(flag).toHaveAttribute("href", /\/build\/_assets\/strips-[\w-]+\.svg#mx$/);
    const sprite = await page.request.get((await flag.getAttribute("href"))!.split("#")[0]!);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    expect(await sprite.text()).toContain('<symbol id="mx" viewBox="0 0 513 342">');
  });

  test("scrolls the partner strip at 80 px/s and the flags at 60 px/s", async ({ page }) => {
    await page.goto("/");
    for (const [testId, speed] of [
      ["partner-marquee", 80],
      ["countries-marquee", 60],
    ] as const) {
      const track = page.getByTestId(testId);
      const copyWidth = await track
        .locator("ul")
        .first()
        .evaluate((el) => (el as HTMLElement).offsetWidth);
      const duration = Number(await track.getAttribute("data-duration"));
      expect(copyWidth / duration).toBeGreaterThan(speed * 0.95);
      expect(copyWidth / duration).toBeLessThan(speed * 1.05);
    }
  });

  test("testimonials: all in the static home's row, paginated by three in the running app", async ({
    page,
  }) => {
    const testimonials = await apiGet<Testimonial[]>(page, "/api/testimonials");
    expect(testimonials.length).toBeGreaterThan(3);
    await page.goto("/");
    const section = page.getByRole("region", { name: "Lo que dicen nuestros estudiantes" });
    const rating = `Calificación: ${testimonials[0].rating} de 5`;
    await expect(section.getByRole("img", { name: rating }).first()).toBeAttached();
    await expect(section.getByTestId("testimonials-row").getByTestId("testimonial")).toHaveCount(
      testimonials.length,
    );
    if (!usesJs()) return;
    // A client-side navigation from a hydrated page renders the home with React: the carousel.
    await followNavLinkClientSide(page, "Inicio");
    const carousel = section.getByTestId("testimonials-carousel");
    await expect(carousel.getByTestId("testimonial")).toHaveCount(3);
    await expect(carousel).toContainText(testimonials[0].name);
    await carousel.getByRole("button", { name: "Ver página 2 de testimonios" }).click();
    await expect(carousel).toContainText(testimonials[3].name);
    await expect(carousel).not.toContainText(testimonials[0].name);
    await expect(carousel.getByTestId("testimonial")).toHaveCount(
      Math.min(3, testimonials.length - 3),
    );
  });
});

/**
 * Lets React finish pending renders and effects: its scheduler runs them in MessageChannel tasks,
 * which page.clock does not fake, so they would otherwise race the clock steps below.
 */
async function flushReactWork(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(null);
        channel.port2.postMessage(null);
      }),
  );
}

test("testimonials advance every 10 s and wrap around (JS)", async ({ page }) => {
  test.skip(!usesJs(), "the carousel needs JavaScript; without it every testimonial is listed");
  // The home is static (decision 124): the React carousel shows when the app is already running,
  // after a client-side navigation from a hydrated page; static-pages.spec covers the plain row.
  // A paused clock: no time passes between steps, however slow the machine is.
  const installedAt = new Date("2026-01-05T10:00:00");
  await page.clock.install({ time: installedAt });
  await page.clock.pauseAt(new Date(installedAt.getTime() + 60_000));
  const testimonialsList = await apiGet<Testimonial[]>(page, "/api/testimonials");
  // Two pages of three: page 2 wraps back to page 1.
  expect(Math.ceil(testimonialsList.length / 3), "carousel pages").toBe(2);
  await followNavLinkClientSide(page, "Inicio");
  const [first, fourth] = [0, 3].map((index) => testimonialsList[index].name);
  const carousel = page.getByTestId("testimonials-carousel");
  const currentPage = carousel.getByRole("group");
  // The page dots exist only once React has hydrated; the auto-advance timer starts right after.
  await expect(carousel.getByRole("button", { name: "Ver página 2 de testimonios" })).toBeVisible();
  await flushReactWork(page);
  await expect(currentPage).toHaveAttribute("aria-label", "Página 1 de 2");
  await expect(carousel).toContainText(first);

  await page.clock.runFor(9_000);
  await flushReactWork(page);
  await expect(currentPage).toHaveAttribute("aria-label", "Página 1 de 2");

  await page.clock.runFor(1_500);
  await expect(currentPage).toHaveAttribute("aria-label", "Página 2 de 2");
  await expect(carousel).toContainText(fourth);
  await flushReactWork(page);

  await page.clock.runFor(10_500);
  await expect(currentPage).toHaveAttribute("aria-label", "Página 1 de 2");
  await expect(carousel).toContainText(first);
});

test.describe("catalogue", () => {
  test("search is accent-insensitive and the filtered view has its own URL", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { name: "Nuestros Cursos", level: 1 })).toBeVisible();
    if (usesJs()) await staticPageReady(page);
    const search = page.getByRole("searchbox", { name: "Buscar" });
    await search.fill("programacion");
    if (usesJs()) {
      // Filtering as you type: the pending state stays up for at least 800 ms.
      await expect(page.getByText("Cargando cursos...")).toBeVisible();
    } else {
      await search.press("Enter");
    }

    await expect(page).toHaveURL(/[?&]q=programacion/);
    const titles = titlesOf(await apiGet<CourseSummary[]>(page, "/api/courses?q=programacion"));
    expect(titles.some((title) => title.includes("Programación"))).toBe(true);
    expect(titles.length).toBeLessThan((await apiGet<unknown[]>(page, "/api/courses")).length);
    await expect(cardTitles(page)).toHaveText(titles);
    await expect(page.getByRole("status").filter({ hasText: "encontrado" })).toHaveText(
      titles.length === 1 ? "1 curso encontrado" : `${titles.length} cursos encontrados`,
    );

    // The URL alone reproduces the view.
    await page.goto("/courses?q=PROGRAMACI%C3%93N");
    await expect(cardTitles(page)).toHaveText(titles);
    await expect(page.getByRole("searchbox", { name: "Buscar" })).toHaveValue("PROGRAMACIÓN");
  });

  test("filters by category and level", async ({ page }) => {
    await page.goto("/courses");
    if (usesJs()) await staticPageReady(page);
    await page.getByLabel("Categoría").selectOption("Frontend");
    if (usesJs()) await expect(page).toHaveURL(/category=Frontend/);
    await page.getByLabel("Nivel").selectOption("Intermedio");
    // The level filter offers 'Todos' but not the 'Todos los niveles' level.
    await expect(page.getByLabel("Nivel").locator("option")).toHaveText([
      "Todos",
      "Principiante",
      "Intermedio",
      "Avanzado",
    ]);
    if (!usesJs()) await page.getByRole("button", { name: "Buscar" }).click();

    await expect(page).toHaveURL(/category=Frontend/);
    await expect(page).toHaveURL(/level=Intermedio/);
    const expected = titlesOf(
      await apiGet<CourseSummary[]>(page, "/api/courses?category=Frontend&level=Intermedio"),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expect(cardTitles(page)).toHaveText(expected);
  });

  test("says when nothing matches", async ({ page }) => {
    await page.goto("/courses?q=zzzz-sin-resultados");
    await expect(page.getByText("No se encontraron cursos")).toBeVisible();
    await expect(page.getByText("0 cursos encontrados")).toBeVisible();
  });

  test("shows badges and greys out the disabled course", async ({ page }) => {
    const catalogue = await apiGet<CourseSummary[]>(page, "/api/courses");
    const find = (predicate: (course: CourseSummary) => boolean) => {
      const course = catalogue.find(predicate);
      expect(course, "a course for this case in the catalogue").toBeDefined();
      return page.getByTestId("course-card").filter({ hasText: course!.title });
    };
    await page.goto("/courses");
    const popular = find((course) => course.popular && course.featured);
    await expect(popular.getByText("Más Popular")).toBeVisible();
    await expect(popular.getByText("Destacado")).toBeVisible();
    await expect(popular).toHaveAttribute("data-accent", "popular");
    await expect(
      find((course) => course.isNew && !course.popular && !course.featured),
    ).toHaveAttribute("data-accent", "new");
    const disabled = find((course) => course.isDisabled);
    await expect(disabled).toHaveAttribute("aria-disabled", "true");
    await expect(disabled.getByText("No disponible")).toBeVisible();
  });
});

test.describe("course detail", () => {
  test("opens a course from the catalogue and a module's sections", async ({ page }) => {
    const course = await apiGet<CourseSummary & { modules: number; category: string }>(
      page,
      "/api/courses/web-development",
    );
    const courseModules = await apiGet<{ id: number; title: string }[]>(
      page,
      `/api/courses/${course.id}/modules`,
    );
    const firstSections = (moduleIndex: number) =>
      apiGet<{ title: string }[]>(page, `/api/modules/${courseModules[moduleIndex].id}/sections`);
    const [firstModuleSections, thirdModuleSections] = [
      await firstSections(0),
      await firstSections(2),
    ];

    await page.goto(`/courses?category=${encodeURIComponent(course.category)}`);
    await page.getByRole("link", { name: course.title }).click();
    await expect(page).toHaveURL(/\/courses\/web-development/);
    await expect(page.getByRole("heading", { name: course.title, level: 1 })).toBeVisible();
    await expect(page.getByText(`${course.modules} módulos`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Temario del curso" })).toBeVisible();
    if (usesJs()) await staticPageReady(page);

    const modules = page.getByTestId("course-module");
    await expect(modules).toHaveCount(courseModules.length);
    // First module open, its sections rendered (a locked preview of three for visitors).
    await expect(modules.first()).toHaveAttribute("open", "");
    await expect(modules.first().getByTestId("module-section")).toHaveCount(3);
    await expect(modules.first().getByTestId("module-section")).toContainText(
      titlesOf(firstModuleSections),
    );
    await expect(modules.first()).toContainText("Inscríbete en el curso para desbloquear");

    const third = modules.nth(2);
    await third.getByText(`Módulo 3: ${courseModules[2].title}`).click();
    if (!usesJs()) {
      await third.getByRole("link", { name: "Ver las secciones del módulo 3" }).click();
      await expect(page).toHaveURL(/[?&]module=3/);
    }
    const reopened = page.getByTestId("course-module").nth(2);
    await expect(reopened).toHaveAttribute("open", "");
    await expect(reopened.getByTestId("module-section").first()).toContainText(
      thirdModuleSections[0].title,
    );
    await expect(reopened).toContainText("Fácil");
    await expect(reopened).toContainText("Instructor:");
    if (usesJs()) {
      // One module open at a time.
      await expect(page.getByTestId("course-module").first()).not.toHaveAttribute("open", "");
    }
  });

  test("the detail page reads 'Popular' where cards read 'Más Popular' (decision 026)", async ({
    page,
  }) => {
    await page.goto("/courses/machine-learning-python");
    const badges = page.getByRole("main").getByTestId("course-badges");
    await expect(badges.getByText("Popular", { exact: true })).toBeVisible();
    await expect(badges.getByText("Más Popular")).toHaveCount(0);
    await expect(badges.getByText("Destacado", { exact: true })).toBeVisible();

    const trail = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(trail.getByRole("link", { name: "Cursos" })).toHaveAttribute("href", "/courses");
    await expect(trail.getByRole("listitem").last()).toHaveText(/Machine Learning con Python/);
    await expect(trail.locator('[aria-current="page"]')).toHaveText("Machine Learning con Python");
  });

  test("unknown course: 'Curso no encontrado' with status 404", async ({ page }) => {
    await expectNotFound(page, "/courses/no-existe-este-curso", {
      heading: "Curso no encontrado",
      link: { name: "Ver todos los cursos", href: "/courses" },
    });
    await expect(
      page.getByText("Lo sentimos, el curso que buscas no existe o no está disponible."),
    ).toBeVisible();
  });

  test("live, coming-soon and disabled courses show their own call to action", async ({ page }) => {
    await page.goto("/courses/robotica-en-vivo");
    await expect(page.getByRole("link", { name: "Registrate al Curso en Vivo" })).toHaveAttribute(
      "href",
      "/courses/robotica-en-vivo/learn",
    );
    await expect(page.getByRole("heading", { name: "Detalles del curso en vivo" })).toBeVisible();
    const live = await apiGet<{ liveDetails: { schedule: string } }>(
      page,
      "/api/courses/robotica-en-vivo",
    );
    await expect(page.getByText(live.liveDetails.schedule)).toBeVisible();
    // One definition list: each fact a term and its value.
    const facts = page.getByTestId("live-details");
    await expect(facts.getByRole("term").first()).toHaveText("Duración");
    await expect(
      facts.locator("dt + dd").filter({ hasText: live.liveDetails.schedule }),
    ).toHaveCount(1);
    await expect(page.getByTestId("live-module-list")).toBeVisible();
    await expect(page.getByTestId("course-module")).toHaveCount(0);

    await page.goto("/courses/ciberseguridad-basica");
    await expect(page.getByRole("button", { name: "Próximamente" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Inscribirme Gratis" })).toHaveCount(0);

    await page.goto("/courses/ofimatica-esencial");
    await expect(page.getByRole("button", { name: "No disponible" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Inscribirme Gratis" })).toHaveCount(0);
  });

  test("enrollment: visitors are sent to sign in, students enroll once", async ({ page }) => {
    await page.goto("/courses/first-steps-in-python");
    await page.getByRole("button", { name: "Inscribirme Gratis" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcourses%2Ffirst-steps-in-python/);
    await expectToast(
      page,
      "Inicia sesión para inscribirte",
      "Debes iniciar sesión para inscribirte en este curso.",
    );

    await signUp(page.request);
    await page.goto("/courses/first-steps-in-python");
    // Not enrolled yet: the other modules' sections are still a locked preview.
    await expect(page.getByText("Inscríbete en el curso para desbloquear").first()).toBeVisible();
    await page.getByRole("button", { name: "Inscribirme Gratis" }).click();

    const course = await apiGet<{ id: number; title: string }>(
      page,
      "/api/courses/first-steps-in-python",
    );
    await expectToast(page, "¡Inscripción exitosa!", `Te has inscrito en ${course.title}.`);
    await expect(page.getByText("Ya estás inscrito en este curso")).toBeVisible();
    await expect(page.getByRole("link", { name: "Comenzar a Aprender" })).toHaveAttribute(
      "href",
      "/courses/first-steps-in-python/learn",
    );
    await expect(page.getByRole("button", { name: "Inscribirme Gratis" })).toHaveCount(0);
    // Enrolled: every section, unlocked.
    await expect(page.getByText("Inscríbete en el curso para desbloquear")).toHaveCount(0);

    // A second enrollment (e.g. from another tab) is refused.
    const again = await page.request.post("/api/enroll", { data: { courseId: course.id } });
    expect(again.status()).toBe(409);
  });
});
