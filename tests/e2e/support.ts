import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { newAccount, type AccountFields } from "../support/accounts";

export { newAccount, type AccountFields };

/**
 * A fresh student signed in through /api/register: with `page.request` the session cookie lands in
 * the page's browser context. Returns the account's fields (name, email, username, password).
 */
export async function signUp(request: APIRequestContext, overrides: Partial<AccountFields> = {}) {
  const account = newAccount(overrides);
  const response = await request.post("/api/register", { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Pages with a password field render its show/hide button only once React has hydrated. */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: "Mostrar contraseña" }).first()).toBeVisible();
}

/** A hydrated page's router is running: its links navigate client-side from here on. */
export async function waitForRouter(page: Page) {
  await page.waitForFunction(() => "__remixRouter" in window);
}

/**
 * Opens a page that hydrates, then follows a navbar link client-side: the destination renders
 * with React even when it is a static page (decision 124).
 */
export async function followNavLinkClientSide(page: Page, linkName: string, from = "/contact") {
  await page.goto(from);
  await waitForRouter(page);
  await page
    .getByRole("navigation", { name: "Principal" })
    .getByRole("link", { name: linkName })
    .click();
}

/** The toast on screen shows exactly this title (and this description, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId("toast");
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) {
    await expect(toast.getByText(description, { exact: true })).toBeVisible();
  }
}

/** A 404 page: the status, its heading and its way back. */
export async function expectNotFound(
  page: Page,
  path: string,
  { heading, link }: { heading: string; link?: { name: string; href: string } },
) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  if (link)
    await expect(page.getByRole("link", { name: link.name })).toHaveAttribute("href", link.href);
}

async function created(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; slug?: string };
}

/**
 * A short course of its own (one module, `sections` sections) created through the admin /api by a
 * signed-in admin's request context, so completing it leaves the demo seed's courses untouched.
 */
export async function createShortCourse(
  admin: APIRequestContext,
  { title, sections = 1 }: { title: string; sections?: number },
) {
  const course = await created(admin, "/api/courses", {
    title,
    description: "Un curso corto creado por las pruebas de certificados.",
    shortDescription: "Un curso corto de prueba.",
    level: "Principiante",
    category: "Desarrollo Web",
    duration: 2,
    modules: 1,
    // A picture of the site's own: another host's image would need the network, and a failed load
    // is a console error the route sweep reports on /courses and /profile.
    image: "/images/courses/web-development.svg",
    instructor: "Equipo de Pruebas",
  });
  const module = await created(admin, "/api/modules", {
    courseId: course.id,
    title: "Módulo único",
    description: "El único módulo del curso corto.",
    duration: 1,
    order: 1,
    difficulty: "Easy",
    instructor: "Equipo de Pruebas",
  });
  const sectionIds: number[] = [];
  for (let order = 1; order <= sections; order++) {
    const section = await created(admin, "/api/sections", {
      moduleId: module.id,
      title: `Sección ${order}`,
      content: "El contenido de una sección de prueba.",
      order,
    });
    sectionIds.push(section.id);
  }
  return { id: course.id, slug: course.slug!, sectionIds };
}

/**
 * The student enrolls in a course and completes every section through the /api, then reads the
 * certificate that was issued: its display code.
 */
export async function completeCourseForCertificate(
  student: APIRequestContext,
  course: { id: number; sectionIds: number[] },
) {
  const enrolled = await student.post("/api/enroll", { data: { courseId: course.id } });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  for (const sectionId of course.sectionIds) {
    const done = await student.post(`/api/sections/${sectionId}/progress`, {
      data: { completed: true },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  const list = (await (await student.get("/api/certificates")).json()) as {
    code: string;
    courseTitle: string;
  }[];
  const certificate = list.find((item) => item.courseTitle.length > 0);
  expect(certificate, "the completed course's certificate").toBeTruthy();
  return certificate!.code;
}
