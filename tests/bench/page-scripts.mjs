// The JavaScript a page really loads (issue 37): opened in Chromium as a given device, every script
// response until the page is ready and the network is idle, gzipped like the wire would carry it.
// A browser, not a scan of the HTML: a static page's script loads its page modules only when the
// page's markup asks for them, and a hydrated page imports chunks of its own after hydration.
import fs from "node:fs";
import { gzipSync } from "node:zlib";

import { chromium } from "@playwright/test";

/** As the end-to-end suite runs it (playwright.config.ts): Debian's headless shell first. */
const CHROMIUM = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) =>
  fs.existsSync(file),
);

/** A 390 px phone (Chrome on Android) and a desktop (Chrome on Linux), as the bench opens them. */
export const DEVICES = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  },
  desktop: {
    viewport: { width: 1280, height: 800 },
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  },
};

export async function launchBrowser() {
  if (!CHROMIUM)
    throw new Error("No Chromium at /usr/bin/chromium-headless-shell or /usr/bin/chromium.");
  return chromium.launch({ executablePath: CHROMIUM, args: ["--disable-gpu"] });
}

/**
 * Opens `url` as `device` signed in with `cookie` (a `Cookie` header's value), sending `headers`
 * (Save-Data), and waits for `readySelector` (the page's own "ready" mark); then does what `afterReady`
 * does with the page (a focus in a form) and waits for an idle network. Returns the scripts' gzip
 * KB, their count, and their paths.
 */
export async function pageScripts(
  browser,
  url,
  { device, cookie = "", headers = {}, readySelector, afterReady },
) {
  const context = await browser.newContext({
    ...DEVICES[device],
    extraHTTPHeaders: headers,
    serviceWorkers: "block",
  });
  try {
    // In the browser's own jar: a redirect (the learn page's to its section) keeps them.
    const { origin } = new URL(url);
    await context.addCookies(
      cookie
        .split("; ")
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
        }),
    );
    const page = await context.newPage();
    // The network is idle once nothing has been in flight for half a second (Playwright's own
    // "networkidle" is reached once per page, not again after the page is used).
    let pending = 0;
    let lastActivity = Date.now();
    const settled = () => {
      pending -= 1;
      lastActivity = Date.now();
    };
    page.on("request", () => {
      pending += 1;
      lastActivity = Date.now();
    });
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    const networkIdle = async () => {
      while (pending > 0 || Date.now() - lastActivity < 500) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const sizes = new Map();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      sizes.set(
        new URL(response.url()).pathname,
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
    });
    const response = await page.goto(url);
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} led to ${page.url()}`);
    }
    if (readySelector)
      await page.waitForSelector(readySelector, { state: "attached", timeout: 120_000 });
    await networkIdle();
    if (afterReady) {
      await afterReady(page);
      await networkIdle();
    }
    const bytes = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
    return { kb: bytes / 1024, files: sizes.size, paths: [...sizes.keys()] };
  } finally {
    await context.close();
  }
}
