/**
 * Offline learning (issue 21, docs/decisions/126 and 128): download a course, study it without a
 * connection, and the progress made offline reaches the server once, when the connection returns.
 */
import { randomUUID } from "node:crypto";

import { expect, test, type BrowserContext, type Page, type Route } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import { createShortCourse, signUp, waitForRouter } from "./support";

test.use({ serviceWorkers: "allow" });
// The service worker needs JavaScript: the flow exists only with it.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "offline learning needs JavaScript");

/** Requests the service worker makes itself still reach the server unless they are cut too. */
function cutWorkerRequests(route: Route) {
  return route.request().serviceWorker() ? route.abort("internetdisconnected") : route.continue();
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route("**", cutWorkerRequests);
}

async function goOnline(context: BrowserContext) {
  await context.unroute("**", cutWorkerRequests);
  await context.setOffline(false);
}

type QueuedWrite = { id: string; sectionId: number; kind: string; completed?: boolean; at: number };

/** The progress queue as IndexedDB holds it (read without the app's code). */
function readQueue(page: Page) {
  return page.evaluate(
    () =>
      new Promise<QueuedWrite[]>((resolve, reject) => {
        const open = indexedDB.open("wca-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction("queue").objectStore("queue").getAll();
          read.onsuccess = () => resolve(read.result as QueuedWrite[]);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** What this browser holds for offline reading: course caches and download records. */
function offlineHoldings(page: Page) {
  return page.evaluate(async () => {
    const cacheNames = (await caches.keys()).filter((name) => name.startsWith("wca-course:"));
    const downloads = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open("wca-offline");
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const count = open.result.transaction("downloads").objectStore("downloads").count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      };
    });
    return { cacheNames, downloads };
  });
}

async function completedOnServer(page: Page, courseId: number) {
  const response = await page.request.get(`/api/courses/${courseId}/progress`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    completedSections: { sectionId: number; completed: boolean }[];
  };
  return body.completedSections
    .filter((row) => row.completed)
    .map((row) => row.sectionId)
    .sort((a, b) => a - b);
}

async function enrollmentPercent(page: Page, courseId: number) {
  const response = await page.request.get("/api/enrollments");
  const enrollments = (await response.json()) as { courseId: number; progress: number }[];
  return enrollments.find((enrollment) => enrollment.courseId === courseId)?.progress ?? null;
}

test("download a course, study it offline, and the progress made offline syncs once", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow();
  const admin = await playwright.request.newContext({ baseURL });
  let course: Awaited<ReturnType<typeof createShortCourse>>;
  try {
    expect((await admin.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
    course = await createShortCourse(admin, {
      title: `Curso sin conexión ${randomUUID().slice(0, 8)}`,
      sections: 4,
    });
  } finally {
    await admin.dispose();
  }
  await signUp(page.request);
  const enrolled = await page.request.post("/api/enroll", { data: { courseId: course.id } });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const [first, second, third] = course.sectionIds;
  const learnUrl = (sectionId: number) => `/courses/${course.slug}/learn?section=${sectionId}`;

  // Online: download the course from its learn page.
  await page.goto(learnUrl(first));
  await waitForRouter(page);
  const download = page.getByTestId("offline-download");
  await expect(download).toContainText("Tamaño aproximado");
  await download.getByRole("button", { name: "Descargar para ver sin conexión" }).click();
  await expect(download).toHaveAttribute("data-state", "ready");
  await expect(download).toContainText("Disponible sin conexión");
  await expect(page.getByTestId("offline-download-size")).toContainText(/Ocupa [\d.,]+ (KB|MB)/);
  // The worker controls the page before the connection goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The profile's course card knows it too.
  await page.goto("/profile");
  await expect(page.getByTestId("offline-download")).toContainText("Disponible sin conexión");

  await goOffline(context);

  // 1: typed address (a document load the worker answers from the download).
  await page.goto(learnUrl(first));
  await expect(page.getByTestId("offline-banner")).toHaveText(
    "Sin conexión — tu progreso se guardará cuando vuelvas a estar en línea",
  );
  await waitForRouter(page);
  await page.getByRole("button", { name: "Marcar como completado" }).click();
  await expect(page.getByRole("button", { name: "Completado" })).toBeVisible();
  await expect(page.getByTestId("sync-status")).toHaveText("1 cambio pendiente de sincronizar");

  // 2: Siguiente (a client navigation, turned into a document load offline).
  await page.getByRole("link", { name: "Siguiente", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`section=${second}$`));
  await expect(page.getByRole("heading", { name: "Sección 2", level: 2 })).toBeVisible();
  await waitForRouter(page);
  await page.getByRole("button", { name: "Marcar como completado" }).click();
  await expect(page.getByRole("button", { name: "Completado" })).toBeVisible();
  await expect(page.getByTestId("sync-status")).toHaveText("2 cambios pendientes de sincronizar");

  // 3: from the sidebar; opened, not completed.
  await page
    .getByRole("navigation", { name: "Contenido del curso" })
    .getByRole("link", { name: /Sección 3/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`section=${third}$`));
  await expect(page.getByRole("heading", { name: "Sección 3", level: 2 })).toBeVisible();

  // Its comments tab (stored too): a comment offline is not sent, and its text stays.
  await page.getByRole("link", { name: /^Comentarios/ }).click();
  await expect(page).toHaveURL(/tab=comentarios/);
  await waitForRouter(page);
  await page.getByLabel("Tu comentario").fill("Una duda escrita sin conexión");
  await page.getByRole("button", { name: "Publicar comentario" }).click();
  await expect(page.getByText(/Sin conexión: no se envió/)).toBeVisible();
  await expect(page.getByLabel("Tu comentario")).toHaveValue("Una duda escrita sin conexión");

  // A reload offline: the stored page again, the queued completions still shown.
  await page.goto(learnUrl(second));
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.getByRole("button", { name: "Completado" })).toBeVisible();
  await expect(page.getByTestId("sync-status")).toHaveText("2 cambios pendientes de sincronizar");

  // A page that is not downloaded: the offline page, listing what is.
  await page.goto("/courses");
  await expect(
    page.getByRole("heading", { name: "Esta página no está disponible sin conexión" }),
  ).toBeVisible();
  await expect(page.locator("[data-offline-downloads]")).toHaveAttribute(
    "data-offline-listed",
    "ready",
  );
  await expect(page.getByRole("link", { name: /Curso sin conexión/ })).toHaveAttribute(
    "href",
    `/courses/${course.slug}/learn`,
  );

  // Nothing reached the server while offline.
  expect(await completedOnServer(page, course.id)).toEqual([]);
  const queued = await readQueue(page);
  expect(queued.filter((write) => write.kind === "completion")).toHaveLength(2);

  // Back online on a learn page: the queue goes, the server has exactly those two.
  await goOnline(context);
  await page.goto(learnUrl(third));
  await expect(page.getByTestId("sync-status")).toHaveText(/Progreso sincronizado a las/);
  await expect
    .poll(() => completedOnServer(page, course.id))
    .toEqual([first, second].sort((a, b) => a - b));
  expect(await enrollmentPercent(page, course.id)).toBe(50);
  expect(await readQueue(page)).toEqual([]);

  // The same writes sent twice more change nothing.
  for (let replay = 0; replay < 2; replay++) {
    const response = await page.request.post("/api/progress/sync", {
      data: {
        sentAt: Date.now(),
        writes: queued.map(({ id, sectionId, kind, completed, at }) => ({
          id,
          sectionId,
          kind,
          completed,
          at,
        })),
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { results } = (await response.json()) as { results: { outcome: string }[] };
    expect(results.map((result) => result.outcome)).toEqual(queued.map(() => "duplicate"));
  }
  expect(await completedOnServer(page, course.id)).toEqual([first, second].sort((a, b) => a - b));
  expect(await enrollmentPercent(page, course.id)).toBe(50);

  // Signing out removes the downloads: offline, the course is no longer readable.
  await page.getByLabel(/^Menú de cuenta de /).click();
  await page.getByRole("button", { name: "Cerrar sesión" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => offlineHoldings(page)).toEqual({ cacheNames: [], downloads: 0 });
  await goOffline(context);
  await page.goto(learnUrl(first));
  await expect(
    page.getByRole("heading", { name: "Esta página no está disponible sin conexión" }),
  ).toBeVisible();
  await expect(page.getByText("Sección 1")).toHaveCount(0);
  await goOnline(context);
});

test("the site is installable: Chromium finds no fault in the manifest or the worker", async ({
  page,
  context,
}) => {
  await page.goto("/forgot-password");
  await waitForRouter(page);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // A test browser profile is a private one, which Chromium never installs from: the only fault
  // it may report is that one.
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
});

test("a section's video is kept only on request, with its size, and plays offline", async ({
  page,
  context,
}) => {
  test.slow();
  await signUp(page.request);
  const course = await (await page.request.get("/api/courses/web-development")).json();
  expect((await page.request.post("/api/enroll", { data: { courseId: course.id } })).status()).toBe(
    201,
  );
  const manifest = (await (
    await page.request.get("/courses/web-development/offline.json")
  ).json()) as { sections: { id: number; video: { url: string; bytes: number } | null }[] };
  const withVideo = manifest.sections.find((section) => section.video !== null);
  expect(withVideo, "the demo course has a video file").toBeDefined();
  const videoUrl = `/courses/web-development/learn?section=${withVideo!.id}`;

  await page.goto(videoUrl);
  await waitForRouter(page);
  // No video offer before the course is downloaded; the course download leaves videos out.
  await expect(page.getByTestId("offline-video")).toHaveCount(0);
  const download = page.getByTestId("offline-download");
  await download.getByRole("button", { name: "Descargar para ver sin conexión" }).click();
  await expect(download).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
  const sizeLabel = `${Math.round(withVideo!.video!.bytes / 1024)} KB`;
  const keep = page.getByRole("button", { name: `Descargar video (${sizeLabel})` });
  await expect(keep).toBeVisible();
  await keep.click();
  await expect(page.getByTestId("offline-video")).toContainText(
    `Video disponible sin conexión (${sizeLabel})`,
  );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await goOffline(context);
  await page.goto(videoUrl);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  // The stored file answers the player's range requests: it reads the video's length.
  await page.waitForFunction(() => {
    const video = document.querySelector("video");
    return video !== null && Number.isFinite(video.duration) && video.duration > 0;
  });
  await goOnline(context);
});
