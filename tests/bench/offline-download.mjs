// What a course download takes on a student's device (issue 21): the pages the learn page stores
// (three tabs per section) and the files they use, as app/offline/course-download.ts fetches them.
// Videos are counted apart: the student downloads them one section at a time.
import { gzipSync } from "node:zlib";

import { signUpEnrolledStudent } from "./student.mjs";

/** Same-origin files in a page, as app/offline/offline-keys.ts finds them (`assetPathsInHtml`). */
function filesIn(html) {
  const paths = new Set();
  for (const match of html.matchAll(/\s(?:href|src)="(\/[^"/][^"]*)"/g)) {
    const path = match[1].replace(/&amp;/g, "&").split("#")[0];
    if (/^\/(?:build|icons|images|media)\/|^\/(?:favicon|logo)\.svg$/.test(path)) paths.add(path);
  }
  return paths;
}

/** Signs up a bench student, enrolls in `slug` and measures its download. */
export async function measureCourseDownload(base, slug) {
  const headers = { Cookie: await signUpEnrolledStudent(base, slug) };
  const manifest = await (await fetch(`${base}/courses/${slug}/offline.json`, { headers })).json();

  let pageBytes = 0;
  let pageGzipBytes = 0;
  let pages = 0;
  const files = new Set();
  for (const section of manifest.sections) {
    for (const tab of ["", "&tab=recursos", "&tab=comentarios"]) {
      const response = await fetch(`${base}/courses/${slug}/learn?section=${section.id}${tab}`, {
        headers: { ...headers, "X-Offline-Download": "1" },
        redirect: "manual",
      });
      if (response.status !== 200) throw new Error(`learn page: ${response.status}`);
      const html = await response.text();
      pageBytes += Buffer.byteLength(html);
      pageGzipBytes += gzipSync(html).byteLength;
      pages += 1;
      for (const file of filesIn(html)) files.add(file);
    }
  }
  let fileBytes = 0;
  for (const file of files) {
    fileBytes += (await (await fetch(base + file)).arrayBuffer()).byteLength;
  }
  const videos = manifest.sections.filter((section) => section.video);
  const videoBytes = videos.reduce((sum, section) => sum + section.video.bytes, 0);
  return {
    sections: manifest.sections.length,
    pages,
    pageBytes,
    pageGzipBytes,
    files: files.size,
    fileBytes,
    videos: videos.length,
    videoBytes,
  };
}
