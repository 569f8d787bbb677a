import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";

import { images } from "../../db/schema";
import { db } from "~/db.server";
import { DomainError } from "~/models/errors.server";
import { ImageVariantsBusyError, imageVariants } from "~/models/image-variant.server";
import type { ImageVariantWidth } from "~/utils/image-variants";
import { MAX_PHOTO_BYTES, PHOTO_FORMAT_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from "~/schemas/profile";

export const PROFILE_PHOTO_SIZE = 256;
const JPEG_QUALITY = 80; // SPEC §5: JPEG at quality 0.8
/** Refuse decompression bombs: a small file that unpacks into a gigantic bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

export const PHOTO_UNREADABLE_MESSAGE =
  "No se pudo leer la imagen: el archivo está dañado. Prueba con otro archivo JPG, PNG o GIF.";

type ImageKind = "jpeg" | "png" | "gif";

/** The format the file's first bytes announce; its name and claimed type are not trusted. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (...signature: number[]) =>
    signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return "gif";
  }
  return null;
}

/**
 * Checks an uploaded photo (≤ 5 MB, JPEG/PNG/GIF by its bytes) and turns it into the stored
 * avatar: cropped to a centred square, 256×256, JPEG quality 80, metadata stripped.
 */
export async function processProfilePhoto(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new DomainError(413, PHOTO_TOO_LARGE_MESSAGE);
  const kind = detectImageKind(bytes);
  if (!kind) throw new DomainError(400, PHOTO_FORMAT_MESSAGE);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate() // honour the camera's EXIF orientation before cropping
      .resize(PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE, { fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" }) // JPEG has no transparency
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new DomainError(400, PHOTO_UNREADABLE_MESSAGE);
  }
}

export function imageUrl(imageId: number) {
  return `/images/${imageId}`;
}

/** The image id inside one of our own image URLs ("/images/12"), else null. */
export function imageIdFromUrl(url: string | null | undefined) {
  const match = url ? /^\/images\/(\d{1,12})$/.exec(url) : null;
  return match ? Number(match[1]) : null;
}

/** An uploaded photo as its owner or an admin may see it; anyone else gets null. */
export function getImageForViewer(imageId: number, viewer: { id: number; role: string }) {
  const ownImage = viewer.role === "admin" ? undefined : eq(images.userId, viewer.id);
  return (
    db
      .select()
      .from(images)
      .where(and(eq(images.id, imageId), ownImage))
      .get() ?? null
  );
}

export function findUserImage(userId: number, imageId: number) {
  return (
    db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.id, imageId), eq(images.userId, userId)))
      .get() ?? null
  );
}

/** Site images (course covers, team and testimonial photos) have no owner and are public. */
const SITE_IMAGE_SIZES = {
  cover: { width: 1200, height: 675 },
  portrait: { width: 400, height: 400 },
} as const;

/**
 * Checks an uploaded site image (≤ 5 MB, JPEG/PNG/GIF by its bytes), crops and re-encodes it
 * (JPEG 80, metadata stripped) and stores it without an owner. Returns its URL. `field` names the
 * form field refusals belong to.
 */
export async function storeSiteImage(
  bytes: Uint8Array,
  kind: keyof typeof SITE_IMAGE_SIZES,
  { field = "imageFile" }: { field?: string } = {},
) {
  if (bytes.byteLength > MAX_PHOTO_BYTES) {
    throw new DomainError(413, PHOTO_TOO_LARGE_MESSAGE, { field });
  }
  if (!detectImageKind(bytes)) throw new DomainError(400, PHOTO_FORMAT_MESSAGE, { field });
  const { width, height } = SITE_IMAGE_SIZES[kind];
  let data: Buffer;
  try {
    data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(width, height, { fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new DomainError(400, PHOTO_UNREADABLE_MESSAGE, { field });
  }
  const row = db
    .insert(images)
    .values({ userId: null, contentType: "image/jpeg", data })
    .returning({ id: images.id })
    .get();
  return imageUrl(row.id);
}

/**
 * Deletes a site image no longer used (a replaced cover), and its resized copies on disk; other
 * URLs are left alone.
 */
export function deleteSiteImage(url: string | null | undefined) {
  const id = imageIdFromUrl(url);
  if (!id) return;
  const deleted = db
    .delete(images)
    .where(and(eq(images.id, id), isNull(images.userId)))
    .returning({ data: images.data })
    .get();
  if (deleted) {
    imageVariants.forget(deleted.data).catch((error: unknown) => {
      console.error(`Could not delete the copies of image ${id}:`, error);
    });
  }
}

/**
 * The WebP copy of an uploaded image `width` px wide, for whoever may see the image itself: a site
 * image for anyone (kept on disk, `isPublic`), a profile photo for its owner and admins (made for
 * this answer). `viewer` is asked only for a profile photo. Null when there is no such image for
 * this viewer, or its bytes cannot be decoded (every stored image was encoded by sharp, so that
 * is a damaged row, logged).
 */
export async function getImageVariant(
  imageId: number,
  width: ImageVariantWidth,
  viewer: () => Promise<{ id: number; role: string } | null>,
) {
  const siteImage = getSiteImage(imageId);
  const user = siteImage ? null : await viewer();
  const image = siteImage ?? (user ? getImageForViewer(imageId, user) : null);
  if (!image) return null;
  try {
    const data = siteImage
      ? await imageVariants.stored(image.data, width)
      : await imageVariants.transient(image.data, width);
    return { data, isPublic: siteImage !== null };
  } catch (error) {
    if (error instanceof ImageVariantsBusyError) throw error;
    console.error(`Could not resize image ${imageId}:`, error);
    return null;
  }
}

/** A public site image, for anyone (signed in or not); null for any other image. */
export function getSiteImage(imageId: number) {
  return (
    db
      .select()
      .from(images)
      .where(and(eq(images.id, imageId), isNull(images.userId)))
      .get() ?? null
  );
}

/**
 * The image URL a site record stores: an uploaded file (checked, re-encoded, stored) wins over
 * the typed URL, which must then have at least 5 characters (SPEC §5). Refusals name the
 * `image` field.
 */
export async function resolveSiteImageUrl({
  typed,
  upload,
  kind,
  requiredMessage,
}: {
  typed: string | undefined;
  upload: Uint8Array | null | undefined;
  kind: keyof typeof SITE_IMAGE_SIZES;
  requiredMessage: string;
}) {
  if (upload && upload.byteLength > 0) return storeSiteImage(upload, kind, { field: "image" });
  if (!typed || typed.length < SITE_IMAGE_URL_MIN_LENGTH) {
    throw new DomainError(400, requiredMessage, { field: "image" });
  }
  return typed;
}

const SITE_IMAGE_URL_MIN_LENGTH = 5;
