/**
 * Resized copies of uploaded images (docs/decisions/127): which widths exist, that a copy is
 * encoded once (on disk for site images, on each request and never written for profile photos),
 * that many requests for one copy wait on one encode, and who may fetch which copy.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { images } from "../../db/schema";
import { db } from "~/db.server";
import {
  createImageVariantStore,
  encodeWebpVariant,
  IMAGE_VARIANTS_DIRECTORY,
  ImageVariantsBusyError,
  type VariantEncoder,
} from "~/models/image-variant.server";
import { deleteSiteImage } from "~/models/image.server";
import { loader as variantLoader } from "~/routes/images.$imageId_.$variant";
import {
  IMAGE_VARIANT_VERSION,
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
  parseVariantSegment,
  sizesAttribute,
  variantSources,
} from "~/utils/image-variants";
import { BASE_URL } from "../support/requests";
import { signedInUser } from "../support/users";

const directories: string[] = [];
function tempDirectory() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "academy-variants-"));
  directories.push(directory);
  return directory;
}
afterAll(() => {
  for (const directory of directories) fs.rmSync(directory, { recursive: true, force: true });
});

/** A JPEG like the uploads (re-encoded by sharp), with some detail so sizes differ by width. */
async function jpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function countingEncoder(inner: VariantEncoder = encodeWebpVariant) {
  const calls: number[] = [];
  const encode: VariantEncoder = async (source, width) => {
    calls.push(width);
    return inner(source, width);
  };
  return { encode, calls };
}

const isWebp = (data: Buffer) =>
  data.subarray(0, 4).toString("latin1") === "RIFF" &&
  data.subarray(8, 12).toString("latin1") === "WEBP";

function insertImage(data: Buffer, userId: number | null = null) {
  return db
    .insert(images)
    .values({ userId, contentType: "image/jpeg", data })
    .returning({ id: images.id })
    .get().id;
}

function getVariant(imageId: number | string, segment: string, cookie?: string) {
  const url = `/images/${imageId}/${segment}`;
  return variantLoader({
    request: new Request(`${BASE_URL}${url}`, { headers: cookie ? { Cookie: cookie } : {} }),
    params: { imageId: String(imageId), variant: segment },
    context: {},
  }) as Promise<Response>;
}

describe("variant URLs", () => {
  it("name an allowed width and the current version, nothing else", () => {
    expect(imageVariantUrl(12, 480)).toBe(`/images/12/480.v${IMAGE_VARIANT_VERSION}.webp`);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      expect(parseVariantSegment(`${width}.v${IMAGE_VARIANT_VERSION}.webp`)).toBe(width);
    }
    for (const segment of [
      "481.v1.webp",
      "4800.v1.webp",
      "480.v999.webp",
      "480.v1.png",
      "480.webp",
      "0480.v1.webp",
      "480.v1.webp.webp",
      "",
    ]) {
      expect(parseVariantSegment(segment), segment).toBeNull();
    }
  });

  it("give uploaded images a srcset and leave other addresses alone", () => {
    expect(variantSources("/images/7", [480, 160, 960])).toEqual({
      src: "/images/7/480.v1.webp",
      srcSet: "/images/7/160.v1.webp 160w, /images/7/480.v1.webp 480w, /images/7/960.v1.webp 960w",
    });
    expect(variantSources("/images/courses/web.svg", [480])).toBeNull();
    expect(variantSources("https://example.com/images/7", [480])).toBeNull();
    expect(variantSources("/images/7?x=1", [480])).toBeNull();
  });

  it("halve every slot when data saving is on", () => {
    const slots = [{ media: "(min-width: 1024px)", width: "352px" }, { width: "112px" }];
    expect(sizesAttribute(slots, false)).toBe("(min-width: 1024px) 352px, 112px");
    expect(sizesAttribute(slots, true)).toBe(
      "(min-width: 1024px) calc(352px / 2), calc(112px / 2)",
    );
  });
});

describe("the variant store", () => {
  it("encodes a site image's copy once, keeps it on disk and reads it back after a restart", async () => {
    const directory = tempDirectory();
    const source = await jpeg(1200, 675);
    const { encode, calls } = countingEncoder();
    const store = createImageVariantStore({ directory, encode });

    const first = await store.stored(source, 480);
    expect(isWebp(first)).toBe(true);
    expect((await sharp(first).metadata()).width).toBe(480);
    expect(await store.stored(source, 480)).toEqual(first);
    expect(calls).toEqual([480]);

    const restarted = createImageVariantStore({ directory, encode });
    expect(await restarted.stored(source, 480)).toEqual(first);
    expect(calls).toEqual([480]);

    // Never wider than the source; a smaller width is a smaller file.
    expect((await sharp(await store.stored(source, 1280)).metadata()).width).toBe(1200);
    expect((await store.stored(source, 160)).byteLength).toBeLessThan(first.byteLength);
  });

  it("keys copies by content: another picture under a reused id is never served the old copy", async () => {
    const directory = tempDirectory();
    const store = createImageVariantStore({ directory });
    const red = await sharp({
      create: { width: 400, height: 400, channels: 3, background: "#ff0000" },
    })
      .jpeg()
      .toBuffer();
    const blue = await sharp({
      create: { width: 400, height: 400, channels: 3, background: "#0000ff" },
    })
      .jpeg()
      .toBuffer();
    const redCopy = await store.stored(red, 160);
    const blueCopy = await store.stored(blue, 160);
    const { dominant } = await sharp(blueCopy).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(blueCopy).not.toEqual(redCopy);
  });

  it("encodes a copy asked for 20 times at once a single time", async () => {
    const source = await jpeg(1200, 675);
    for (const kind of ["stored", "transient"] as const) {
      const { encode, calls } = countingEncoder();
      const store = createImageVariantStore({ directory: tempDirectory(), encode });
      const answers = await Promise.all(Array.from({ length: 20 }, () => store[kind](source, 640)));
      expect(calls, kind).toEqual([640]);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    }
  });

  it("writes nothing for a profile photo's copy", async () => {
    const directory = tempDirectory();
    const store = createImageVariantStore({ directory });
    const copy = await store.transient(await jpeg(256, 256), 96);
    expect(isWebp(copy)).toBe(true);
    expect(fs.readdirSync(directory)).toEqual([]);
  });

  it("runs at most `concurrency` encodes and refuses beyond `maxWaiting`", async () => {
    let running = 0;
    let mostAtOnce = 0;
    const releases: Array<() => void> = [];
    const encode: VariantEncoder = async (source, width) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
      return encodeWebpVariant(source, width);
    };
    const store = createImageVariantStore({
      directory: tempDirectory(),
      encode,
      concurrency: 2,
      maxWaiting: 2,
    });
    const source = await jpeg(400, 400);
    const pending = ([96, 160, 320, 480] as const).map((width) => store.stored(source, width));
    // Each first looks on disk; then two encode and two wait.
    while (store.load.running + store.load.waiting < 4) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(store.load).toEqual({ running: 2, waiting: 2 });
    // A fifth copy is refused rather than queued.
    await expect(store.stored(source, 640)).rejects.toBeInstanceOf(ImageVariantsBusyError);
    // Each finished encode lets the next one in, until all four are done.
    while (store.load.running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const copies = await Promise.all(pending);
    expect(copies.every(isWebp)).toBe(true);
    expect(mostAtOnce).toBe(2);
  });

  it("forgets a deleted image's copies", async () => {
    const directory = tempDirectory();
    const store = createImageVariantStore({ directory });
    const source = await jpeg(400, 400);
    await store.stored(source, 96);
    await store.stored(source, 160);
    expect(fs.readdirSync(directory)).toHaveLength(2);
    await store.forget(source);
    expect(fs.readdirSync(directory)).toEqual([]);
  });
});

describe("GET /images/:id/:width.v1.webp", () => {
  it("serves a site image's copy to anyone, as WebP, public and immutable", async () => {
    const id = insertImage(await jpeg(1200, 675));
    const response = await getVariant(id, "320.v1.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(isWebp(body)).toBe(true);
    expect((await sharp(body).metadata()).width).toBe(320);
    expect(Number(response.headers.get("Content-Length"))).toBe(body.byteLength);
  });

  it("answers 404 for a width or version not in the list, a bad id, or no such image", async () => {
    const id = insertImage(await jpeg(400, 400));
    for (const [imageId, segment] of [
      [id, "500.v1.webp"],
      [id, "2000.v1.webp"],
      [id, "480.v0.webp"],
      [id, "480.v1.avif"],
      ["abc", "480.v1.webp"],
      [999_999_999, "480.v1.webp"],
    ] as const) {
      const response = await getVariant(imageId, segment);
      expect(response.status, `${imageId}/${segment}`).toBe(404);
      expect(await response.text()).toBe("Imagen no encontrada");
    }
  });

  it("serves a profile photo's copy only to its owner and admins, private", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const admin = await signedInUser("admin");
    const id = insertImage(await jpeg(256, 256), owner.id);
    expect((await getVariant(id, "96.v1.webp")).status).toBe(404);
    expect((await getVariant(id, "96.v1.webp", other.cookie)).status).toBe(404);
    for (const viewer of [owner, admin]) {
      const response = await getVariant(id, "96.v1.webp", viewer.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(96);
    }
  });

  it("answers 404, not 500, for a stored image whose bytes cannot be decoded", async () => {
    const id = insertImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const response = await getVariant(id, "160.v1.webp");
    expect(response.status).toBe(404);
  });

  it("deletes a replaced site image's copies from disk", async () => {
    const source = await jpeg(480, 480);
    const id = insertImage(source);
    expect((await getVariant(id, "160.v1.webp")).status).toBe(200);
    expect((await getVariant(id, "320.v1.webp")).status).toBe(200);
    // Copies are named by the source's SHA-256 (first 32 hex digits), width and version.
    const hash = createHash("sha256").update(source).digest("hex").slice(0, 32);
    const copies = () =>
      fs.readdirSync(IMAGE_VARIANTS_DIRECTORY).filter((name) => name.startsWith(hash));
    expect(copies()).toHaveLength(2);
    deleteSiteImage(`/images/${id}`);
    // The files go after the row, without holding up the admin's answer.
    while (copies().length > 0) await new Promise((resolve) => setImmediate(resolve));
    expect((await getVariant(id, "160.v1.webp")).status).toBe(404);
  });
});
