import { randomUUID } from "node:crypto";

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";

// Issue 20 item 4: /courses shows 24 courses a page, with plain links that keep the search and
// the filters. The demo catalogue has fewer than 24 courses, so this file creates 30 of its own
// (one word of their own in the title, one category and level) through the admin /api.

const PAGE_SIZE = 24;
const COURSES = 30;
const CATEGORY = "Ofimática";
const LEVEL = "Avanzado";

async function createCourses(admin: APIRequestContext, word: string) {
  const titles: string[] = [];
  for (let i = 0; i < COURSES; i++) {
    const title = `Paginación ${word} ${String(i).padStart(2, "0")}`;
    const response = await admin.post("/api/courses", {
      data: {
        title,
        description: "Un curso creado para recorrer las páginas del catálogo.",
        shortDescription: "Curso de prueba del catálogo.",
        level: LEVEL,
        category: CATEGORY,
        duration: 2,
        modules: 1,
        image: "/images/courses/web-development.svg",
        instructor: "Equipo de Pruebas",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    titles.push(title);
  }
  // Same word, another category: the category filter keeps it off every page.
  const other = await admin.post("/api/courses", {
    data: {
      title: `Paginación ${word} otra categoría`,
      description: "Un curso que el filtro de categoría deja fuera.",
      shortDescription: "Curso de prueba del catálogo.",
      level: LEVEL,
      category: "Backend",
      duration: 2,
      modules: 1,
      image: "/images/courses/web-development.svg",
      instructor: "Equipo de Pruebas",
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  return titles;
}

const cardTitles = (page: Page) => page.getByTestId("course-card").getByRole("heading");
const pager = (page: Page) => page.getByRole("navigation", { name: "Páginas del catálogo" });

let word = "";
let titles: string[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  word = `zq${randomUUID().slice(0, 6)}`;
  const admin = await playwright.request.newContext({ baseURL });
  try {
    const login = await admin.post("/api/login", { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    titles = await createCourses(admin, word);
  } finally {
    await admin.dispose();
  }
});

test("the catalogue pages 24 courses at a time and the page links keep the search and filters", async ({
  page,
}) => {
  const query = new URLSearchParams({ q: word, category: CATEGORY, level: LEVEL });
  await page.goto(`/courses?${query}`);
  await expect(cardTitles(page)).toHaveText(titles.slice(0, PAGE_SIZE));
  // The count is every match, not the page's.
  await expect(page.getByRole("status").filter({ hasText: "encontrado" })).toHaveText(
    `${COURSES} cursos encontrados`,
  );
  await expect(pager(page)).toContainText("Página 1 de 2");
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
    "href",
    `/courses?${query}&page=2`,
  );
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);

  const next = pager(page).getByRole("link", { name: "Siguiente" });
  await expect(next).toHaveAttribute("rel", "next");
  await next.click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  for (const [key, value] of query) expect(new URL(page.url()).searchParams.get(key)).toBe(value);
  await expect(cardTitles(page)).toHaveText(titles.slice(PAGE_SIZE));
  await expect(pager(page)).toContainText("Página 2 de 2");
  await expect(page.getByRole("status").filter({ hasText: "encontrado" })).toHaveText(
    `${COURSES} cursos encontrados`,
  );
  // The form still shows the search and filters the page was reached with.
  await expect(page.getByRole("searchbox", { name: "Buscar" })).toHaveValue(word);
  await expect(page.getByLabel("Categoría")).toHaveValue(CATEGORY);
  await expect(page.getByLabel("Nivel")).toHaveValue(LEVEL);

  const previous = pager(page).getByRole("link", { name: "Anterior" });
  await expect(previous).toHaveAttribute("rel", "prev");
  await previous.click();
  await expect(cardTitles(page)).toHaveText(titles.slice(0, PAGE_SIZE));
  await expect(pager(page)).toContainText("Página 1 de 2");
});

test("a page past the last shows the last page; a search that fits one page has no page links", async ({
  page,
}) => {
  const response = await page.goto(`/courses?q=${word}&category=${CATEGORY}&page=99`);
  expect(response?.status()).toBe(200);
  await expect(cardTitles(page)).toHaveText(titles.slice(PAGE_SIZE));
  await expect(pager(page)).toContainText("Página 2 de 2");

  await page.goto(`/courses?q=${encodeURIComponent(`${word} 0`)}`);
  await expect(cardTitles(page)).toHaveText(titles.filter((title) => title.includes(`${word} 0`)));
  await expect(pager(page)).toHaveCount(0);
});

test("the admin overview pages its per-course table", async ({ page }) => {
  const login = await page.request.post("/api/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  await page.goto("/admin");
  const overviewPager = page.getByRole("navigation", { name: "Páginas de cursos del resumen" });
  await expect(overviewPager).toContainText(/Página 1 de \d+/);
  await overviewPager.getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/admin\?page=2$/);
  await expect(overviewPager).toContainText(/Página 2 de \d+/);
});
