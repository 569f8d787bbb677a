/**
 * The route sweep (issues 23 and 24): every page route of app/routes, as anonymous, student and
 * admin, JS on and off.
 *
 * - Phone fit (both projects), at 360 and 390 px: no element a person can see reaches past the
 *   screen's right edge. Every element's box is measured, not the document's scrollWidth: hidden
 *   overflow keeps scrollWidth at the viewport width while it cuts the content off (the learn
 *   page's sidebar stayed green that way).
 * - With JS: no page error, no console error, no React hydration warning, no failed request for
 *   the page's own files, on the phone and after resizing to a desktop; then, once per role, each
 *   header, footer (and admin tab) link is followed client-side to a page with a heading.
 *
 * Each (address, role) is loaded once per project: the phone sizes and the desktop are reached
 * by resizing that page, so hydration is judged on one real load. A role that an address only
 * redirects to a page another address sweeps (a student on an admin page: 'Acceso denegado'; an
 * anonymous visitor: the sign-in form) is checked to land there without loading it again.
 */
import {
  expect,
  test as base,
  type APIRequest,
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  type Locator,
  type Page,
  type Request,
  type Response,
} from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";
import {
  concretePath,
  pageRoutePatterns,
  ROLES,
  SIGN_IN_AND_BACK,
  SWEPT_PAGES,
  type Role,
  type SweepIds,
  type SweptPage,
} from "./route-sweep-pages";
import { completeCourseForCertificate, createShortCourse, signUp } from "./support";

const PHONES = [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
];
const DESKTOP = { width: 1280, height: 800 };

/** The course the student is enrolled in (its learn page is the player). */
const LEARN_SLUG = "web-development";

type Sweep = { cookies: Record<Role, Cookie[]>; ids: SweepIds };

/**
 * One student and one admin session per worker, and the ids the addresses need: signing up,
 * enrolling and publishing once keeps each of the ~85 page visits of a project from paying for it.
 */
const test = base.extend<object, { sweep: Sweep }>({
  sweep: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const student = await playwright.request.newContext({ baseURL });
      const admin = await playwright.request.newContext({ baseURL });
      try {
        await signUp(student);
        const course = (await (await student.get(`/api/courses/${LEARN_SLUG}`)).json()) as {
          id: number;
        };
        const enrolled = await student.post("/api/enroll", { data: { courseId: course.id } });
        expect(enrolled.status(), await enrolled.text()).toBe(201);
        const publicId = await publishProject(student, baseURL!);

        const login = await admin.post("/api/login", { data: E2E_ADMIN });
        expect(login.status(), await login.text()).toBe(200);
        const modules = (await (await admin.get(`/api/courses/${course.id}/modules`)).json()) as {
          id: number;
        }[];
        expect(modules.length, `${LEARN_SLUG} has modules`).toBeGreaterThan(0);
        const short = await createShortCourse(admin, {
          title: `Curso corto del barrido ${Date.now().toString(36)}${workerInfo.workerIndex}`,
        });
        const certificateCode = await completeCourseForCertificate(student, short);
        const studentId = ((await (await student.get("/api/user")).json()) as { id: number }).id;
        // The student's sign-up queued a welcome mail: the first message the outbox lists.
        const outbox = await (await admin.get("/admin/emails")).text();
        const emailId = Number(outbox.match(/\/admin\/emails\/(\d+)/)?.[1]);
        expect(emailId, "the outbox lists a message").toBeGreaterThan(0);

        await use({
          cookies: {
            anonymous: [],
            student: (await student.storageState()).cookies,
            admin: (await admin.storageState()).cookies,
          },
          ids: {
            courseId: course.id,
            moduleId: modules[0].id,
            publicId,
            certificateCode,
            studentId,
            emailId,
          },
        });
      } finally {
        await student.dispose();
        await admin.dispose();
      }
    },
    { scope: "worker" },
  ],
});

/** Saves a project through the editor's form action, publishes it and reads its public id. */
async function publishProject(request: APIRequestContext, origin: string) {
  const code = { name: "Proyecto del barrido", html: "<p>Hola</p>", css: "", js: "" };
  const headers = { Origin: origin };
  const saved = await request.post("/editor", {
    form: { intent: "save", ...code },
    headers,
    maxRedirects: 0,
  });
  expect(saved.status(), await saved.text()).toBe(302);
  const projectId = new URL(saved.headers().location, origin).searchParams.get("project")!;
  const published = await request.post("/editor", {
    form: { intent: "publish", projectId, ...code },
    headers,
    maxRedirects: 0,
  });
  expect(published.status(), await published.text()).toBe(302);
  const html = await (await request.get(`/editor?project=${projectId}`)).text();
  const publicId = html.match(/\/editor\/p\/([A-Za-z0-9_-]+)/)?.[1];
  expect(publicId, "the editor shows the public link").toBeTruthy();
  return publicId!;
}

// --- what the browser reports --------------------------------------------------------------

const HYDRATION = /hydrat|did not match|Minified React error #(418|423|425)\b/i;

type Watcher = {
  problems: string[];
  /** Resolves once no request of the page is in flight (at once when none is). */
  idle: () => Promise<void>;
  /** What is still in flight, for a timeout's message. */
  inFlight: () => string[];
};

const SANDBOX_REFUSED_SCRIPT = "Blocked script execution in 'about:srcdoc'";

/**
 * Collects page errors, console errors, hydration warnings and failed same-origin requests, and
 * the requests still in flight (to wait for the page to be done without a fixed sleep).
 * `expectedStatus`: the main document may answer it (an intentional 404 or 403) without that
 * being a failure, nor Chromium's "Failed to load resource" line about it.
 */
function watch(page: Page, expectedStatus: number, javaScriptEnabled: boolean): Watcher {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const problems: string[] = [];
  const pending = new Set<Request>();
  let waiting: (() => void)[] = [];
  const finished = (request: Request) => {
    pending.delete(request);
    if (pending.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  const documents: Response[] = [];
  const sameOrigin = (url: string) => URL.canParse(url) && new URL(url).origin === origin;
  const where = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  };
  const isMainDocument = (request: Request) =>
    request.isNavigationRequest() && request.frame() === page.mainFrame();

  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error") {
      const about = message.location().url;
      // A sandbox="" frame (an email's preview) refusing a script: the trace recorder's, which
      // Playwright injects into every frame; the page puts none there, and refusing is the point.
      if (about === "about:srcdoc" && text.startsWith(SANDBOX_REFUSED_SCRIPT)) return;
      const intended = documents.some(
        (document) => document.url() === about && document.status() === expectedStatus,
      );
      if (intended && text.includes(`status of ${expectedStatus}`)) return;
      problems.push(`console error: ${text}${about ? ` (${where(about)})` : ""}`);
    } else if (HYDRATION.test(text)) {
      problems.push(`hydration warning (console ${message.type()}): ${text}`);
    }
  });
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", finished);
  page.on("requestfailed", (request) => {
    finished(request);
    if (!sameOrigin(request.url()) && !isMainDocument(request)) return;
    const failure = request.failure()?.errorText;
    const { pathname } = new URL(request.url());
    // With JS off Chromium itself refuses the page's scripts (modulepreload links): not the app's.
    if (!javaScriptEnabled && failure === "csp" && pathname.endsWith(".js")) return;
    // A data request the browser dropped: an intent prefetch whose link went away on the click,
    // or a load a newer navigation replaced. An answer the server refused shows as a status.
    if (failure === "net::ERR_ABORTED" && pathname.endsWith(".data")) return;
    problems.push(`request failed: ${request.method()} ${where(request.url())} (${failure})`);
  });
  page.on("response", (response) => {
    const request = response.request();
    if (isMainDocument(request)) {
      documents.push(response);
      if (response.status() >= 400 && response.status() !== expectedStatus) {
        problems.push(`document ${where(response.url())} answered ${response.status()}`);
      }
      return;
    }
    if (response.status() >= 400 && sameOrigin(response.url())) {
      problems.push(`${response.status()} for ${request.method()} ${where(response.url())}`);
    }
  });
  return {
    problems,
    idle: () =>
      pending.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)),
    inFlight: () => [...pending].map((request) => where(request.url())),
  };
}

/** Fonts loaded, (with JS) two frames drawn so effects have run, and no request in flight. */
async function settle(page: Page, watcher: Watcher, javaScriptEnabled: boolean) {
  await page.evaluate(async (withJs) => {
    await document.fonts.ready;
    if (withJs) {
      for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
    }
  }, javaScriptEnabled);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`requests still in flight: ${watcher.inFlight().join(", ")}`)),
      15_000,
    );
  });
  await Promise.race([watcher.idle(), timedOut]).finally(() => clearTimeout(timer));
}

/** React has hydrated the document once `<body>` carries its fiber. */
/**
 * The page's JavaScript is running: React hydrated it, or (a static page, decision 124) its one
 * script has set everything up.
 */
async function waitForHydration(page: Page, watcher: Watcher) {
  try {
    await page.waitForFunction(
      () =>
        Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")) ||
        document.documentElement.dataset.staticPage === "ready",
      undefined,
      { timeout: 10_000 },
    );
  } catch {
    watcher.problems.push("The page's script never ran (no React fiber, no static page mark)");
  }
}

// --- phone fit -------------------------------------------------------------------------------

/**
 * Scrolls down a screen at a time as a person would (with JS, elements revealed on scroll are
 * shown on the way), to the bottom, and lets the reveal transitions finish. With JS off nothing
 * is revealed on scroll, so no frame is waited for.
 */
async function scrollThrough(page: Page, javaScriptEnabled: boolean) {
  await page.evaluate(async (withJs) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const root = document.scrollingElement ?? document.documentElement;
    // The reveal observer ignores the bottom 10% of the screen: steps of 85% cross every element.
    const step = Math.max(200, Math.floor(window.innerHeight * 0.85));
    for (let top = 0; ; top += step) {
      window.scrollTo({ top, behavior: "instant" });
      if (withJs) {
        await frame();
        await frame();
      }
      if (top + window.innerHeight >= root.scrollHeight) break;
    }
    if (withJs) {
      // Only the reveals: other finite animations (a toast's timer bar) may outlast the test.
      const reveals = [...document.querySelectorAll("[data-reveal]")].flatMap((element) =>
        element.getAnimations(),
      );
      await Promise.all(reveals.map((animation) => animation.finished.catch(() => undefined)));
    }
  }, javaScriptEnabled);
}

/**
 * Every visible element whose right edge is past the viewport (1 px of rounding allowed), as
 * lines for a failure message. Visible: a non-empty box, not visibility:hidden, not in a closed
 * <details> or dialog, not waiting off its place for a scroll reveal (it is measured after the
 * scroll). An ancestor with hidden overflow does NOT excuse it — that is what hid the learn
 * page's sidebar; only an ancestor that scrolls sideways (a table or code in a scroll box, the
 * code editor) or a marquee strip does, because a person can reach the rest. Nested offenders are
 * folded into their outermost one. Whatever the elements, the document itself must not scroll
 * sideways either (an invisible element can widen it).
 */
async function elementsPastTheEdge(page: Page) {
  return page.evaluate(() => {
    const limit = window.innerWidth + 1;
    // A strip that moves sideways on its own, forever: its content passes through the screen.
    const isMarquee = (element: Element) =>
      element
        .getAnimations()
        .some(
          (animation) =>
            animation.effect?.getComputedTiming().iterations === Infinity &&
            (animation.effect as KeyframeEffect)
              .getKeyframes()
              .some((frame) => /translate|matrix/.test(String(frame.transform))),
        );
    const movesSideways = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (node === document.body || node === document.documentElement) return false;
        if (isMarquee(node)) return true;
        if (node === element) continue;
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === "auto" || overflowX === "scroll") return true;
        // Monaco scrolls its code with its own scrollbars over an overflow:hidden box.
        if (node.classList.contains("monaco-scrollable-element")) return true;
      }
      return false;
    };
    const offenders = new Map<Element, DOMRect>();
    for (const element of [document.body, ...document.body.querySelectorAll("*")]) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= limit) continue;
      if (getComputedStyle(element).visibility !== "visible") continue;
      if (element.closest("details:not([open]) > :not(summary), dialog:not([open])")) continue;
      if (element.closest("[data-reveal-waiting]:not([data-revealed])")) continue;
      if (movesSideways(element)) continue;
      offenders.set(element, box);
    }
    // Whatever the elements: the document itself must not scroll sideways.
    const root = document.scrollingElement ?? document.documentElement;
    const documentWidth =
      root.scrollWidth > window.innerWidth
        ? [`the document scrolls sideways: ${root.scrollWidth} px wide`]
        : [];
    const outermost = [...offenders.keys()].filter((element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (offenders.has(parent)) return false;
      }
      return true;
    });
    return documentWidth.concat(
      outermost.map((element) => {
        const box = offenders.get(element)!;
        const inside = [...offenders.entries()].filter(
          ([other]) => other !== element && element.contains(other),
        );
        const widest = Math.max(box.right, ...inside.map(([, other]) => other.right));
        const classes = element.getAttribute("class")?.trim();
        const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
        return (
          `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ""}>` +
          ` right ${Math.round(box.right)} px (width ${Math.round(box.width)} px)` +
          (text ? ` "${text}"` : "") +
          (inside.length > 0
            ? `; ${inside.length} element(s) inside it too, up to ${Math.round(widest)} px`
            : "")
        );
      }),
    );
  });
}

// --- the sweep -------------------------------------------------------------------------------

test.describe.configure({ mode: "parallel" });

const inventory = pageRoutePatterns();

test("every page route of app/routes has an address in route-sweep-pages.ts", () => {
  const unlisted = [...inventory.entries()]
    .filter(([pattern]) => !(pattern in SWEPT_PAGES))
    .map(([pattern, files]) => `${pattern} (${files.join(", ")})`);
  expect(unlisted, "a new page route: list its address(es) in SWEPT_PAGES").toEqual([]);
  const stale = Object.keys(SWEPT_PAGES).filter((pattern) => !inventory.has(pattern));
  expect(stale, "listed patterns no route file has any more").toEqual([]);
});

/**
 * One address as one role: loaded once at 360 px (errors, hydration), measured there at the top
 * and after scrolling down, then at 390 px, then (with JS) resized to a desktop.
 */
async function sweepPage(
  page: Page,
  { entry, role, ids }: { entry: SweptPage; role: Role; ids: SweepIds },
  javaScriptEnabled: boolean,
) {
  const path = concretePath(entry.path, ids);
  const expectedStatus = entry.status?.[role] ?? 200;
  await page.setViewportSize(PHONES[0]);
  const watcher = watch(page, expectedStatus, javaScriptEnabled);

  const response = await page.goto(path);
  const landed = new URL(page.url());
  const where = `${path} as ${role} (landed on ${landed.pathname}${landed.search})`;
  expect.soft(response?.status(), `${where}: the document's status`).toBe(expectedStatus);
  if (javaScriptEnabled) {
    await waitForHydration(page, watcher);
    if (entry.readyWithJs && landed.pathname === new URL(path, landed).pathname) {
      await expect(page.locator(entry.readyWithJs).first()).toBeVisible({ timeout: 15_000 });
    }
  }
  await settle(page, watcher, javaScriptEnabled);

  for (const [index, phone] of PHONES.entries()) {
    await page.setViewportSize(phone);
    await settle(page, watcher, javaScriptEnabled);
    let offenders = await elementsPastTheEdge(page);
    if (index === 0) {
      // Once down the page is enough: what it revealed stays revealed at the next width.
      await scrollThrough(page, javaScriptEnabled);
      await settle(page, watcher, javaScriptEnabled);
      offenders = [...new Set([...offenders, ...(await elementsPastTheEdge(page))])];
    }
    expect
      .soft(offenders, `${where} at ${phone.width} px: elements past the right edge`)
      .toEqual([]);
  }

  if (javaScriptEnabled) {
    // The same page, now on a desktop: layout effects and media-query listeners run again.
    await page.setViewportSize(DESKTOP);
    await settle(page, watcher, javaScriptEnabled);
  }
  expect
    .soft(watcher.problems, `${where}: errors, hydration warnings or failed requests`)
    .toEqual([]);
}

// --- client-side navigation ------------------------------------------------------------------

type RouterWindow = Window & {
  __remixRouter?: { state: { location: { key: string }; navigation: { state: string } } };
  __routeSweepDocument?: boolean;
};

/** Clicks `link` and waits for Remix to finish the navigation it starts. */
async function clickThrough(page: Page, link: Locator, label: string) {
  const before = await page.evaluate(
    () => (window as RouterWindow).__remixRouter?.state.location.key ?? null,
  );
  await link.click();
  await page.waitForFunction(
    (key) => {
      const router = (window as RouterWindow).__remixRouter;
      return router?.state.navigation.state === "idle" && router.state.location.key !== key;
    },
    before,
    { timeout: 10_000 },
  );
  const sameDocument = await page.evaluate(() => {
    const marked = (window as RouterWindow).__routeSweepDocument === true;
    (window as RouterWindow).__routeSweepDocument = true; // so the next link is judged on its own
    return marked;
  });
  expect
    .soft(sameDocument, `${label}: followed client-side, without loading a new document`)
    .toBe(true);
}

/**
 * The first visible header/footer link to `href` that opens in the same tab (opening the <details>
 * menu that holds it), or null when this page's header and footer have none.
 */
async function visibleLink(page: Page, href: string) {
  const selector = `a[href="${href}"]:not([target]):not([download])`;
  const all = page.locator(`header ${selector}, footer ${selector}`);
  if ((await all.count()) === 0) return null;
  const links = all.filter({ visible: true });
  if ((await links.count()) === 0) {
    await page
      .locator("header details, footer details")
      .filter({ has: page.locator(selector) })
      .locator("summary")
      .filter({ visible: true })
      .first()
      .click();
  }
  return links.first();
}

async function expectHeading(page: Page, label: string) {
  await expect(page.getByRole("heading", { level: 1 }).first(), label).toBeVisible();
  for (const error of ["404 Página No Encontrada", "Algo salió mal"]) {
    await expect(page.getByRole("heading", { name: error }), label).toHaveCount(0);
  }
}

/**
 * A page of `role`'s that hydrates, ready for client-side navigation: from there its links
 * navigate client-side to every page, static ones included (the home is static).
 */
async function startClientSide(page: Page, context: BrowserContext, cookies: Cookie[]) {
  await context.addCookies(cookies);
  await page.setViewportSize(DESKTOP);
  const watcher = watch(page, 200, true);
  await page.goto("/forgot-password");
  await waitForHydration(page, watcher);
  await settle(page, watcher, true);
  // Survives client-side navigations only: a full page load starts a new window object.
  await page.evaluate(() => ((window as RouterWindow).__routeSweepDocument = true));
  return watcher;
}

test.describe("client-side navigation", () => {
  for (const role of ROLES) {
    test(`header and footer links as ${role}`, async ({
      page,
      context,
      sweep,
      javaScriptEnabled,
    }) => {
      test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript");
      test.slow(); // some twenty client-side navigations on a busy 2-core machine
      const watcher = await startClientSide(page, context, sweep.cookies[role]);

      const hrefs = await page
        .locator("header a[href], footer a[href]")
        .evaluateAll((anchors) =>
          anchors
            .filter((anchor) => !anchor.hasAttribute("target") && !anchor.hasAttribute("download"))
            .map((anchor) => anchor.getAttribute("href") ?? ""),
        );
      const internal = [
        ...new Set(hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//"))),
      ].sort();
      expect(internal.length, "header and footer links").toBeGreaterThan(5);

      // Each link from wherever the previous one led (the header and footer are on every page);
      // back home first only when that page does not carry it.
      for (const href of internal) {
        let link = await visibleLink(page, href);
        if (!link) {
          const home = await visibleLink(page, "/");
          expect(home, `${role}: a way home from ${page.url()}`).not.toBeNull();
          await clickThrough(page, home!, `${role}: back home`);
          link = await visibleLink(page, href);
        }
        await clickThrough(page, link!, `${role}: ${href}`);
        await expectHeading(page, `${role}: ${href} (landed on ${new URL(page.url()).pathname})`);
      }
      await settle(page, watcher, true);
      expect.soft(watcher.problems, `${role}: errors while navigating`).toEqual([]);
    });
  }

  // Apart from the admin's header and footer links, so that neither test is a long pole.
  test("the admin's header link to the panel, then every panel tab", async ({
    page,
    context,
    sweep,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript");
    const watcher = await startClientSide(page, context, sweep.cookies.admin);
    const admin = await visibleLink(page, "/admin");
    expect(admin, "the admin's header links to /admin").not.toBeNull();
    await clickThrough(page, admin!, "admin: /admin");
    const tabs = page.getByRole("navigation", { name: "Secciones del panel" });
    // Read once the panel has rendered its tabs: the link's click only waited for the address.
    await expect(tabs.locator("a[href]").first()).toBeVisible();
    const tabHrefs = await tabs
      .locator("a[href]")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    expect(tabHrefs.length, "admin panel tabs").toBeGreaterThan(3);
    for (const href of tabHrefs) {
      const tab = tabs.locator(`a[href="${href}"]`);
      if ((await tab.getAttribute("aria-current")) !== "page") {
        await clickThrough(page, tab, `admin tab ${href}`);
      }
      await expect(page, `admin tab ${href}`).toHaveURL(new RegExp(`${href}$`));
      await expect(tab, `admin tab ${href}`).toHaveAttribute("aria-current", "page");
      await expectHeading(page, `admin tab ${href}`);
    }
    await settle(page, watcher, true);
    expect.soft(watcher.problems, "admin: errors while navigating the panel").toEqual([]);
  });
});

/**
 * Where `path` sends `role`, when a visit would only sweep a page that is swept anyway: another
 * listed address that this role gets as a page (a signed-in visitor of /auth is sent home, a
 * student of an admin page to /auth?denied=admin), or the sign-in form that comes back to `path`
 * (swept as SIGN_IN_AND_BACK). Asked without a browser, redirects not followed. Null when the
 * role gets the page itself, or lands where no other address is swept (the visit sweeps that).
 */
async function landingSweptElsewhere(
  requests: APIRequest,
  { path, role, sweep }: { path: string; role: Role; sweep: Sweep },
) {
  const baseURL = test.info().project.use.baseURL!;
  const request = await requests.newContext({
    baseURL,
    storageState: { cookies: sweep.cookies[role], origins: [] },
  });
  try {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() < 300 || response.status() >= 400) return null;
    const target = new URL(response.headers().location ?? "", baseURL);
    const landing = target.pathname + target.search;
    if (landing === `/auth?${new URLSearchParams({ redirectTo: path })}`) {
      return concretePath(SIGN_IN_AND_BACK, sweep.ids);
    }
    const sweptAsPage = Object.values(SWEPT_PAGES)
      .flat()
      .filter((entry) => (entry.status?.[role] ?? 200) === 200)
      .map((entry) => concretePath(entry.path, sweep.ids));
    return sweptAsPage.includes(landing) && landing !== path ? landing : null;
  } finally {
    await request.dispose();
  }
}

// After the long navigation tests, so that both workers finish at about the same time. One test
// per address, its three roles in turn, each in a fresh context: a test's own start-up (fixtures,
// trace) is a fair part of a visit, and one test per role paid it 170 times a run.
for (const pattern of [...inventory.keys()].sort()) {
  for (const entry of SWEPT_PAGES[pattern] ?? []) {
    test(entry.path, async ({ browser, playwright, sweep, javaScriptEnabled }) => {
      test.slow(); // three full visits, each scrolled to the bottom on a busy 2-core machine
      for (const role of ROLES) {
        const path = concretePath(entry.path, sweep.ids);
        const landing = await landingSweptElsewhere(playwright.request, { path, role, sweep });
        if (landing) {
          test.info().annotations.push({
            type: "swept elsewhere",
            description: `${path} as ${role} is sent to ${landing}, swept by its own address`,
          });
          continue;
        }
        const context = await browser.newContext({ javaScriptEnabled });
        try {
          await context.addCookies(sweep.cookies[role]);
          await sweepPage(
            await context.newPage(),
            { entry, role, ids: sweep.ids },
            javaScriptEnabled,
          );
        } finally {
          await context.close();
        }
      }
    });
  }
}
