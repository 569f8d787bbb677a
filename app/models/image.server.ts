import { and, eq } from "drizzle-orm";
import sharp from "sharp";

import { images } from "../../db/schema";
import { db } from "~/db.server";
import { DomainError } from "~/models/errors.server";
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
