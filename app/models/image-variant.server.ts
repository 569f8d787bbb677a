import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { env } from "~/env.server";
import {
  IMAGE_VARIANT_VERSION,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantWidth,
} from "~/utils/image-variants";

/**
 * Resized WebP copies of uploaded images (docs/decisions/127).
 *
 * - Site images (course covers, team and testimonial photos: public, without owner) are encoded
 *   once and kept on disk next to the database, under a name made of the source's content hash,
 *   the width and the encoding version. Content, not id: a restored backup or a fresh test
 *   database reuses ids for other pictures, and a copy found on disk is then never the wrong one.
 *   They are derived data, so they stay out of the database and its backups; a lost directory is
 *   rebuilt on demand.
 * - Profile photos (private; students may be minors) are encoded on each request from a 256 px
 *   source and never written anywhere: nothing of a deleted account's photo remains on the
 *   server. The browser keeps its own copy for a year (private).
 *
 * sharp works on libuv's thread pool, not on the JavaScript thread; the pool is shared with file
 * reads and password hashing, so at most ENCODE_CONCURRENCY encodes run at once and at most
 * MAX_WAITING wait, beyond which a request is answered 503 rather than queued without end. The
 * same copy asked for many times at once is encoded once.
 */

export const WEBP_QUALITY = 75;
const ENCODE_CONCURRENCY = 2;
const MAX_WAITING = 64;
/** The uploads are at most 1200 × 675; anything far larger is not one of ours. */
const MAX_INPUT_PIXELS = 40_000_000;
/** sharp stops an encode that runs longer (CPU bound per request). */
const ENCODE_TIMEOUT_SECONDS = 10;

/** Too many encodes waiting: answered 503 with Retry-After, never queued without end. */
export class ImageVariantsBusyError extends Error {
  readonly status = 503;
  constructor() {
    super("El servidor está preparando muchas imágenes. Vuelve a intentarlo en un momento.");
    this.name = "ImageVariantsBusyError";
  }
}

export type VariantEncoder = (source: Buffer, width: ImageVariantWidth) => Promise<Buffer>;

/** A WebP `width` px wide (never wider than the source), metadata stripped. */
export const encodeWebpVariant: VariantEncoder = (source, width) =>
  sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();

function variantKey(source: Buffer, width: ImageVariantWidth) {
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 32);
  return `${hash}-${width}-v${IMAGE_VARIANT_VERSION}`;
}

async function readIfPresent(file: string) {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export function createImageVariantStore({
  directory,
  encode = encodeWebpVariant,
  concurrency = ENCODE_CONCURRENCY,
  maxWaiting = MAX_WAITING,
}: {
  directory: string;
  encode?: VariantEncoder;
  concurrency?: number;
  maxWaiting?: number;
}) {
  const inFlight = new Map<string, Promise<Buffer>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw new ImageVariantsBusyError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (running stays the same), else frees.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  /** One promise per key while it runs: the 2nd to 20th caller get the 1st one's result. */
  function once(key: string, make: () => Promise<Buffer>) {
    const current = inFlight.get(key);
    if (current) return current;
    const promise = make().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  const fileOf = (key: string) => path.join(directory, `${key}.webp`);

  async function writeAtomically(file: string, data: Buffer) {
    // Written under a temporary name and renamed: a reader never sees half a file, and another
    // process (a second server on the same disk) writing the same copy is harmless.
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await fs.mkdir(directory, { recursive: true });
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    } catch (error) {
      // A full or read-only disk costs the cache, not the answer.
      console.error(`Could not keep the image variant ${file}:`, error);
      await fs.rm(temporary, { force: true });
    }
  }

  return {
    /** Encodes running and waiting for a slot now. */
    get load() {
      return { running, waiting: waiting.length };
    },
    /** A public image's copy: from disk, or encoded once and kept there. */
    async stored(source: Buffer, width: ImageVariantWidth) {
      const key = variantKey(source, width);
      const file = fileOf(key);
      const kept = await readIfPresent(file);
      if (kept) return kept;
      return once(`stored:${key}`, () =>
        inSlot(async () => {
          // Another request may have finished it while this one waited for a slot.
          const keptMeanwhile = await readIfPresent(file);
          if (keptMeanwhile) return keptMeanwhile;
          const data = await encode(source, width);
          await writeAtomically(file, data);
          return data;
        }),
      );
    },
    /** A private image's copy: encoded for this answer, written nowhere. */
    transient(source: Buffer, width: ImageVariantWidth) {
      return once(`transient:${variantKey(source, width)}`, () =>
        inSlot(() => encode(source, width)),
      );
    },
    /** Deletes the kept copies of an image that is gone (every width). */
    async forget(source: Buffer) {
      await Promise.all(
        IMAGE_VARIANT_WIDTHS.map((width) =>
          fs.rm(fileOf(variantKey(source, width)), { force: true }),
        ),
      );
    },
  };
}

export type ImageVariantStore = ReturnType<typeof createImageVariantStore>;

/** Beside the database (the `/data` volume in the container), as it is derived from it. */
export const IMAGE_VARIANTS_DIRECTORY = path.join(
  path.dirname(path.resolve(env.DATABASE_PATH)),
  "image-variants",
);

export const imageVariants = createImageVariantStore({ directory: IMAGE_VARIANTS_DIRECTORY });
