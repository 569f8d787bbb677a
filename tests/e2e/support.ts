import {
  expect,
  request as requestContexts,
  test,
  type APIRequestContext,
  type Cookie,
  type Page,
  type Request,
} from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import { newAccount, type AccountFields } from "../support/accounts";

export { newAccount, type AccountFields };

/** The session cookie's name on the e2e server, which runs in production (`__Host-`, Secure). */
export const SESSION_COOKIE = "__Host-session";

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

/** The admin's session cookies, made once per worker process (and server address). */
const adminSessions = new Map<string, Promise<Cookie[]>>();

async function adminSession(baseURL: string) {
  const context = await requestContexts.newContext({ baseURL });
  try {
    const login = await context.post("/api/login", { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    return (await context.storageState()).cookies;
  } finally {
    await context.dispose();
  }
}

/**
 * Signs the page's browser context in as the seeded admin with a session made once per worker,
 * for tests about the panel rather than about signing in (admin.spec's 'Resumen' test signs in
 * through the form, JS on and off). Each login costs the server a password hash, and the form a
 * page load on top. A test holding this session must not sign in again in the same context
 * (a login deletes the session it was sent with): it is checked here, and made anew if it was.
 */
export async function signInAsAdmin(page: Page) {
  const baseURL = test.info().project.use.baseURL!;
  const shared = adminSessions.get(baseURL);
  if (shared) {
    await page.context().addCookies(await shared);
    if (await signedInAsAdmin(page)) return;
    await page.context().clearCookies({ name: SESSION_COOKIE });
  }
  const made = adminSession(baseURL);
  adminSessions.set(baseURL, made);
  await page.context().addCookies(await made);
  expect(await signedInAsAdmin(page), "the admin's new session works").toBe(true);
}

async function signedInAsAdmin(page: Page) {
  const user = await page.request.get("/api/user");
  return user.ok() && ((await user.json()) as { role?: string }).role === "admin";
}

/**
 * Pages with a password field show its show/hide button once React has hydrated, or once a static
 * page's script has set it up.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: "Mostrar contraseña" }).first()).toBeVisible();
}

/**
 * A static page's script has set the page up. It is inserted after the first paint (decision
 * 134), so the `load` event that `goto` waits for can come before it.
 */
export async function staticPageReady(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-static-page", "ready");
}

/**
 * Follows the page's requests from now on (attach before `goto`): `idle()` resolves once none is
 * in flight. Waiting for that, rather than for networkidle's half second of quiet, waits on the
 * page's state and not on the clock.
 */
export function trackRequests(page: Page) {
  const pending = new Set<Request>();
  let waiting: (() => void)[] = [];
  const finished = (request: Request) => {
    pending.delete(request);
    if (pending.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", finished);
  page.on("requestfailed", finished);
  return {
    idle: () =>
      pending.size === 0
        ? Promise.resolve<void>(undefined)
        : new Promise<void>((resolve) => waiting.push(resolve)),
    inFlight: () => [...pending].map((request) => new URL(request.url()).pathname),
  };
}

export type RequestTracker = ReturnType<typeof trackRequests>;

/**
 * A page with JS is done setting itself up: React hydrated it (or, a static page, its script
 * marked it ready), its fonts are in, two frames drawn so effects have run, and no request it
 * started is in flight.
 */
export async function waitForSettled(page: Page, requests: RequestTracker) {
  await page.waitForFunction(
    () =>
      Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")) ||
      document.documentElement.dataset.staticPage === "ready",
  );
  await page.evaluate(() => document.fonts.ready);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`requests still in flight: ${requests.inFlight().join(", ")}`)),
      15_000,
    );
  });
  try {
    // Until two frames after the last answer start nothing new (an answer can set off the next).
    do {
      await Promise.race([requests.idle(), deadline]);
      await Promise.race([page.evaluate(twoFrames), deadline]);
    } while (requests.inFlight().length > 0);
  } finally {
    clearTimeout(timer);
  }
}

async function twoFrames() {
  for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
}

/** A hydrated page's router is running: its links navigate client-side from here on. */
export async function waitForRouter(page: Page) {
  await page.waitForFunction(() => "__remixRouter" in window);
}

/**
 * The confirmation named `name`, shown and still: with JS a Headless UI dialog is only clickable
 * where it stays once its enter transition (200 ms of scale and fade) is over; a click in the
 * first frames can miss the moving button. Without JS the server's step has no transition.
 */
export async function shownConfirmation(page: Page, name: string) {
  const confirmation = page.getByRole("alertdialog", { name });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.locator("[data-transition]")).toHaveCount(0);
  return confirmation;
}

type RouterState = { navigation: { state: string }; revalidation: string };

/**
 * Remix has finished what a submission set off (its navigation and the loaders' revalidation) and
 * React has run the effects of that render, two frames later: a form that applies the server's
 * reply in an effect (Conform empties refused password fields) is only safe to type into then.
 */
export async function waitForRouterIdle(page: Page) {
  await page.waitForFunction(() => {
    const router = (window as { __remixRouter?: { state: RouterState } }).__remixRouter;
    return router?.state.navigation.state === "idle" && router.state.revalidation === "idle";
  });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Opens a page that hydrates, then follows a navbar link client-side: the destination renders
 * with React even when it is a static page (decision 124).
 */
export async function followNavLinkClientSide(
  page: Page,
  linkName: string,
  from = "/forgot-password",
) {
  await page.goto(from);
  await waitForRouter(page);
  await page
    .getByRole("navigation", { name: "Principal" })
    .getByRole("link", { name: linkName })
    .click();
}

/** A phone's screen (issue 42's walk): a failed form's answer must be on it. */
export const PHONE = { width: 390, height: 844 };

/**
 * The answer to a failed post of form `formId` (decision 139): its error summary, focused and on
 * screen (the browser's `autofocus` without JS, the form kit's focus with it), saying how many
 * fields need a change, each a link to a control that exists. Returns the summary.
 */
export async function expectErrorSummary(page: Page, formId: string, fields: number) {
  const summary = page.locator(`[id="${formId}-error"]`);
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary).toHaveAttribute("role", "alert");
  await expect(summary.getByRole("heading")).toHaveText(
    fields === 1 ? "Hay 1 error en el formulario" : `Hay ${fields} errores en el formulario`,
  );
  const links = summary.getByRole("link");
  await expect(links).toHaveCount(fields);
  for (const href of await links.evaluateAll((all) =>
    all.map((link) => link.getAttribute("href")),
  )) {
    expect(href).toMatch(/^#./);
    await expect(page.locator(`[id="${href!.slice(1)}"]`), `${href} names a control`).toHaveCount(
      1,
    );
  }
  return summary;
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

/** The value Remix's unsigned `theme` cookie holds: base64 of the JSON string. */
export const themeCookieValue = (theme: string) =>
  encodeURIComponent(Buffer.from(JSON.stringify(theme)).toString("base64"));
