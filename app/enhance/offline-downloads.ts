/**
 * The offline page's list (app/routes/offline.tsx): the courses the signed-in student downloaded
 * on this device, each a link to its learn page, which the service worker answers from the
 * download.
 */
import { listDownloads, readSignedInUser } from "~/offline/offline-store";

export async function listDownloadedCourses() {
  const container = document.querySelector<HTMLElement>("[data-offline-downloads]");
  const list = container?.querySelector<HTMLUListElement>("[data-offline-list]");
  if (!container || !list || !("indexedDB" in window)) return;
  try {
    const userId = await readSignedInUser();
    const downloads = userId === null ? [] : await listDownloads(userId);
    if (downloads.length === 0) return;
    list.replaceChildren(
      ...downloads
        .sort((a, b) => a.title.localeCompare(b.title, "es"))
        .map((download) => {
          const item = document.createElement("li");
          const link = document.createElement("a");
          link.href = `/courses/${encodeURIComponent(download.slug)}/learn`;
          link.textContent = download.title;
          link.className =
            "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300";
          item.append(link);
          return item;
        }),
    );
    list.hidden = false;
    container.querySelector<HTMLElement>("[data-offline-empty]")?.setAttribute("hidden", "");
  } finally {
    container.dataset.offlineListed = "ready";
  }
}
