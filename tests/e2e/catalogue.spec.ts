import { randomUUID } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

const usesJs = () => test.info().project.name === "js";

/** The catalogue's cards, by course title. */
const cardTitles = (page: Page) => page.getByTestId("course-card").getByRole("heading");

async function registerFreshUser(page: Page) {
  const suffix = randomUUID().slice(0, 8);
  const response = await page.request.post("/api/register", {
    data: {
      name: `Estudiante ${suffix}`,
      email: `catalogo-${suffix}@example.com`,
      username: `catalogo_${suffix}`,
      password: "contraseña-segura",
    },
  });
  expect(response.status()).toBe(201);
}

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

    const courses = page.getByRole("region", { name: "Empieza a aprender hoy" });
    await expect(courses.getByTestId("course-card")).toHaveCount(6);
    await expect(
      courses.getByRole("link", { name: "Desarrollo Web", exact: true }),
    ).toHaveAttribute("href", "/courses/desarrollo-web");

    const structure = page.getByTestId("structure-modules").getByRole("listitem");
    await expect(structure).toHaveCount(4);
    await expect(structure.nth(0)).toContainText("Módulo 1: Introducción a la Computación");
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

    const team = page.getByRole("region", { name: "Las personas detrás de la academia" });
    await expect(team.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(team).toContainText("CEO & Fundador");

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
    const flag = mexico.locator("img");
    await expect(flag).toHaveAttribute("src", "/flags/mx");
    await expect
      .poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
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

  test("testimonials: all reachable without JS, paginated by three with JS", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Lo que dicen nuestros estudiantes" });
    await expect(
      section.getByRole("img", { name: "Calificación: 4.5 de 5" }).first(),
    ).toBeAttached();
    if (!usesJs()) {
      await expect(section.getByTestId("testimonials-row").getByTestId("testimonial")).toHaveCount(
        6,
      );
      return;
    }
    const carousel = section.getByTestId("testimonials-carousel");
    await expect(carousel.getByTestId("testimonial")).toHaveCount(3);
    await expect(carousel).toContainText("Valentina Gómez");
    await carousel.getByRole("button", { name: "Ver página 2 de testimonios" }).click();
    await expect(carousel).toContainText("Andrés Morales");
    await expect(carousel).not.toContainText("Valentina Gómez");
    await expect(carousel.getByTestId("testimonial")).toHaveCount(3);
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
  // A paused clock: no time passes between steps, however slow the machine is.
  const installedAt = new Date("2026-01-05T10:00:00");
  await page.clock.install({ time: installedAt });
  await page.clock.pauseAt(new Date(installedAt.getTime() + 60_000));
  await page.goto("/");
  const carousel = page.getByTestId("testimonials-carousel");
  const currentPage = carousel.getByRole("group");
  // The page dots exist only once React has hydrated; the auto-advance timer starts right after.
  await expect(carousel.getByRole("button", { name: "Ver página 2 de testimonios" })).toBeVisible();
  await flushReactWork(page);
  await expect(currentPage).toHaveAttribute("aria-label", "Página 1 de 2");
  await expect(carousel).toContainText("Valentina Gómez");

  await page.clock.runFor(9_000);
  await flushReactWork(page);
  await expect(currentPage).toHaveAttribute("aria-label", "Página 1 de 2");

  await page.clock.runFor(1_500);
  await expect(currentPage).toHaveAttribute("aria-label", "Página 2 de 2");
  await expect(carousel).toContainText("Andrés Morales");
  await flushReactWork(page);

  await page.clock.runFor(10_500);
  await expect(currentPage).toHaveAttribute("aria-label", "Página 1 de 2");
  await expect(carousel).toContainText("Valentina Gómez");
});

test.describe("catalogue", () => {
  test("search is accent-insensitive and the filtered view has its own URL", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { name: "Nuestros Cursos", level: 1 })).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Buscar" });
    await search.fill("programacion");
    if (usesJs()) {
      // Filtering as you type: the pending state stays up for at least 800 ms.
      await expect(page.getByText("Cargando cursos...")).toBeVisible();
    } else {
      await search.press("Enter");
    }

    await expect(page).toHaveURL(/[?&]q=programacion/);
    await expect(
      cardTitles(page).filter({ hasText: "Programación Creativa en Vivo" }),
    ).toBeVisible();
    await expect(cardTitles(page).filter({ hasText: "Desarrollo Web Frontend" })).toHaveCount(0);
    const count = await page.getByTestId("course-card").count();
    await expect(page.getByRole("status").filter({ hasText: "encontrado" })).toHaveText(
      count === 1 ? "1 curso encontrado" : `${count} cursos encontrados`,
    );

    // The URL alone reproduces the view.
    await page.goto("/courses?q=PROGRAMACI%C3%93N");
    await expect(
      cardTitles(page).filter({ hasText: "Programación Creativa en Vivo" }),
    ).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Buscar" })).toHaveValue("PROGRAMACIÓN");
  });

  test("filters by category and level", async ({ page }) => {
    await page.goto("/courses");
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
    await expect(cardTitles(page)).toHaveText(["React & Redux"]);
    await expect(page.getByText("1 curso encontrado")).toBeVisible();
  });

  test("says when nothing matches", async ({ page }) => {
    await page.goto("/courses?q=zzzz-sin-resultados");
    await expect(page.getByText("No se encontraron cursos")).toBeVisible();
    await expect(page.getByText("0 cursos encontrados")).toBeVisible();
  });

  test("shows badges and greys out the disabled course", async ({ page }) => {
    await page.goto("/courses");
    const popular = page
      .getByTestId("course-card")
      .filter({ hasText: "Machine Learning con Python" });
    await expect(popular.getByText("Más Popular")).toBeVisible();
    await expect(popular.getByText("Destacado")).toBeVisible();
    await expect(popular).toHaveAttribute("data-accent", "popular");
    await expect(
      page.getByTestId("course-card").filter({ hasText: "React & Redux" }),
    ).toHaveAttribute("data-accent", "new");
    const disabled = page.getByTestId("course-card").filter({ hasText: "Ofimática Esencial" });
    await expect(disabled).toHaveAttribute("aria-disabled", "true");
    await expect(disabled.getByText("No disponible")).toBeVisible();
  });
});

test.describe("course detail", () => {
  test("opens a course from the catalogue and a module's sections", async ({ page }) => {
    await page.goto("/courses?category=Desarrollo%20Web");
    await page.getByRole("link", { name: "Desarrollo Web desde Cero" }).click();
    await expect(page).toHaveURL(/\/courses\/web-development/);
    await expect(
      page.getByRole("heading", { name: "Desarrollo Web desde Cero", level: 1 }),
    ).toBeVisible();
    await expect(page.getByText("11 módulos")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Temario del curso" })).toBeVisible();

    const modules = page.getByTestId("course-module");
    await expect(modules).toHaveCount(11);
    // First module open, its sections rendered (a locked preview of three for visitors).
    await expect(modules.first()).toHaveAttribute("open", "");
    await expect(modules.first().getByTestId("module-section")).toHaveCount(3);
    await expect(modules.first()).toContainText("Historia de la computación");
    await expect(modules.first()).toContainText("Inscríbete en el curso para desbloquear");

    const third = modules.nth(2);
    await third.getByText("Módulo 3: HTML Intermedio").click();
    if (!usesJs()) {
      await third.getByRole("link", { name: "Ver las secciones del módulo 3" }).click();
      await expect(page).toHaveURL(/[?&]module=3/);
    }
    const reopened = page.getByTestId("course-module").nth(2);
    await expect(reopened).toHaveAttribute("open", "");
    await expect(reopened.getByTestId("module-section").first()).toContainText("Tablas");
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
    const response = await page.goto("/courses/no-existe-este-curso");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Curso no encontrado" })).toBeVisible();
    await expect(
      page.getByText("Lo sentimos, el curso que buscas no existe o no está disponible."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver todos los cursos" })).toHaveAttribute(
      "href",
      "/courses",
    );
  });

  test("live, coming-soon and disabled courses show their own call to action", async ({ page }) => {
    await page.goto("/courses/robotica-en-vivo");
    await expect(page.getByRole("link", { name: "Registrate al Curso en Vivo" })).toHaveAttribute(
      "href",
      "/courses/robotica-en-vivo/learn",
    );
    await expect(page.getByRole("heading", { name: "Detalles del curso en vivo" })).toBeVisible();
    await expect(page.getByText("Sábados de 10:00 a 13:00")).toBeVisible();
    // One definition list: each fact a term and its value.
    const facts = page.getByTestId("live-details");
    await expect(facts.getByRole("term").first()).toHaveText("Duración");
    await expect(
      facts.locator("dt + dd").filter({ hasText: "Sábados de 10:00 a 13:00" }),
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

  test("enrolment: visitors are sent to sign in, students enrol once", async ({ page }) => {
    await page.goto("/courses/first-steps-in-python");
    await page.getByRole("button", { name: "Inscribirme Gratis" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcourses%2Ffirst-steps-in-python/);
    await expect(page.getByTestId("toast")).toContainText("Inicia sesión para inscribirte");

    await registerFreshUser(page);
    await page.goto("/courses/first-steps-in-python");
    // Not enrolled yet: the other modules' sections are still a locked preview.
    await expect(page.getByText("Inscríbete en el curso para desbloquear").first()).toBeVisible();
    await page.getByRole("button", { name: "Inscribirme Gratis" }).click();

    await expect(page.getByTestId("toast")).toContainText("¡Inscripción exitosa!");
    await expect(page.getByTestId("toast")).toContainText(
      "Te has inscrito en Primeros Pasos en Python.",
    );
    await expect(page.getByText("Ya estás inscrito en este curso")).toBeVisible();
    await expect(page.getByRole("link", { name: "Comenzar a Aprender" })).toHaveAttribute(
      "href",
      "/courses/first-steps-in-python/learn",
    );
    await expect(page.getByRole("button", { name: "Inscribirme Gratis" })).toHaveCount(0);
    // Enrolled: every section, unlocked.
    await expect(page.getByText("Inscríbete en el curso para desbloquear")).toHaveCount(0);

    // A second enrolment (e.g. from another tab) is refused.
    const again = await page.request.post("/api/enroll", {
      data: { courseId: await courseId(page, "first-steps-in-python") },
    });
    expect(again.status()).toBe(409);
  });
});

async function courseId(page: Page, slug: string) {
  const response = await page.request.get(`/api/courses/${slug}`);
  return ((await response.json()) as { id: number }).id;
}
