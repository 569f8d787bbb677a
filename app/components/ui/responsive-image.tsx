import type { ImgHTMLAttributes } from "react";

import {
  sizesAttribute,
  variantSources,
  type ImageSlot,
  type ImageVariantWidth,
} from "~/utils/image-variants";
import { useOptionalRootData } from "~/utils/root-data";

type ResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt"
> & {
  src: string;
  alt: string;
  /** The box's width and height (its aspect ratio before CSS sizes it): no layout shift. */
  width: number;
  height: number;
  /** Where the image is how wide, first match wins (`sizes`). */
  slots: readonly ImageSlot[];
  /** The copies the browser may choose from: enough to cover the slots at 1x to 3x. */
  widths: readonly ImageVariantWidth[];
};

/**
 * For the image that is a page's largest paint (LCP): fetched ahead of the page's other images.
 * Spelled in lowercase because React 18 renders it as written (it warns on `fetchPriority`).
 */
export const LARGEST_PAINT_IMAGE = {
  fetchpriority: "high",
} as ImgHTMLAttributes<HTMLImageElement>;

/**
 * An image in the size the page needs (docs/decisions/127): an uploaded image (`/images/{id}`)
 * becomes a `srcset` of WebP copies and a `sizes` from the layout slots; any other address (the
 * SVG drawings under /images/, a typed https URL) is used as it is. With data saving on (the
 * profile setting or the browser's `Save-Data`) the browser is told each slot is half as wide, so
 * it loads about a quarter of the pixels.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  slots,
  widths,
  ...rest
}: ResponsiveImageProps) {
  const saveData = useOptionalRootData()?.saveData ?? false;
  const variants = variantSources(src, widths);
  return (
    <img
      {...rest}
      src={variants?.src ?? src}
      srcSet={variants?.srcSet}
      sizes={variants ? sizesAttribute(slots, saveData) : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding={rest.decoding ?? "async"}
    />
  );
}
