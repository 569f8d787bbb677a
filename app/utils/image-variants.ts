/**
 * Resized copies ("variants") of uploaded images (docs/decisions/127), shared by the server route
 * that makes them and the component that asks for them.
 *
 * Only uploaded images (`/images/{id}`: course covers, team and testimonial photos, profile
 * photos) have variants. The images under public/images are SVG drawings of under 1 KB: a raster
 * copy would be larger than the file. Addresses an admin typed (https://...) are not ours to
 * resize.
 */

/**
 * The widths a variant may have (px). A fixed, short list: a client can make the server encode at
 * most this many copies of an image, never one per width it invents. 96 covers a 32 px avatar at
 * 3x and a 48 px one at 2x; 1280 a full-width cover on a large screen.
 */
export const IMAGE_VARIANT_WIDTHS = [96, 160, 320, 480, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/**
 * Part of every variant URL: raised when the encoding changes (format, quality), so browsers and
 * CDNs, which keep a variant for a year, fetch the new one. Old URLs answer 404.
 */
export const IMAGE_VARIANT_VERSION = 1;

const UPLOADED_IMAGE = /^\/images\/(\d{1,12})$/;

export function isImageVariantWidth(width: number): width is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);
}

/** The id of an uploaded image URL (`/images/12`), else null (static files, typed URLs). */
export function uploadedImageId(src: string) {
  const match = UPLOADED_IMAGE.exec(src);
  return match ? Number(match[1]) : null;
}

/** `/images/12/480.v1.webp`: the 480 px WebP copy of image 12. */
export function imageVariantUrl(imageId: number, width: ImageVariantWidth) {
  return `/images/${imageId}/${width}.v${IMAGE_VARIANT_VERSION}.webp`;
}

/** The width a variant URL's last segment (`480.v1.webp`) asks for; null when it is not one. */
export function parseVariantSegment(segment: string): ImageVariantWidth | null {
  const match = /^([1-9]\d{1,3})\.v([1-9]\d{0,3})\.webp$/.exec(segment);
  if (!match || Number(match[2]) !== IMAGE_VARIANT_VERSION) return null;
  const width = Number(match[1]);
  return isImageVariantWidth(width) ? width : null;
}

/**
 * One layout slot of `sizes`: from `media` on (the first that matches wins, the last has none),
 * the image is `width` wide (a CSS length: `352px`, `calc(100vw - 32px)`).
 */
export type ImageSlot = { media?: string; width: string };

/**
 * The `sizes` attribute of the slots. With data saving on, every slot counts half as wide: the
 * browser then picks what a screen of half its density would (a 2x phone gets the 1x image), which
 * is about a quarter of the pixels. The width and height attributes keep the image's box as it
 * is, so it only looks softer, it does not shrink.
 */
export function sizesAttribute(slots: readonly ImageSlot[], saveData: boolean) {
  return slots
    .map(({ media, width }) => {
      const length = saveData ? `calc(${width} / 2)` : width;
      return media ? `${media} ${length}` : length;
    })
    .join(", ");
}

/** `srcset` and a fallback `src` for an uploaded image at the given widths; null otherwise. */
export function variantSources(src: string, widths: readonly ImageVariantWidth[]) {
  const imageId = uploadedImageId(src);
  if (imageId === null || widths.length === 0) return null;
  const sorted = [...widths].sort((a, b) => a - b);
  return {
    // Browsers without srcset (none we support) get the middle width.
    src: imageVariantUrl(imageId, sorted[Math.floor((sorted.length - 1) / 2)]),
    srcSet: sorted.map((width) => `${imageVariantUrl(imageId, width)} ${width}w`).join(", "),
  };
}
